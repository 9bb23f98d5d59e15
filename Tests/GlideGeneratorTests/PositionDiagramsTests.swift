import GlideSolverClient
import GlideTestSupport
import Testing

@testable import GlideGenerator
@testable import GlideRules
@testable import GlideSolver

@Suite("Position diagrams")
struct PositionDiagramsTests {
    /// Sets of masks over six variables, made in the diagram and as plain sets of masks
    /// (bit v of a mask is variable v), from a fixed seed.
    struct Sets {
        let diagram = DecisionDiagram(variableCount: 6, nodeLimit: 1_000_000)
        var random = SeededRandom(seed: 7)

        mutating func draw() -> (DecisionDiagram.Set, Set<Int>) {
            var masks = Set<Int>()
            var set = DecisionDiagram.empty
            for _ in 0..<random.int(in: 0...20) {
                let mask = random.int(in: 0...63)
                masks.insert(mask)
                set = diagram.union(set, diagram.mask((0..<6).filter { mask & 1 << $0 != 0 }))
            }
            return (set, masks)
        }

        mutating func drawCube() -> (DecisionDiagram.Set, Int) {
            let bits = random.int(in: 0...63) & random.int(in: 0...63)
            return (diagram.cube((0..<6).filter { bits & 1 << $0 != 0 }), bits)
        }

        func masks(of set: DecisionDiagram.Set) -> Set<Int> {
            Set((0...63).filter { mask in diagram.contains(set) { mask & 1 << $0 != 0 } })
        }
    }

    @Test func setOperationsHoldTheMasksTheySay() {
        var sets = Sets()
        for _ in 0..<200 {
            let (a, aMasks) = sets.draw()
            let (b, bMasks) = sets.draw()
            let (known, knownMasks) = sets.draw()
            let (cube, bits) = sets.drawCube()
            #expect(sets.masks(of: a) == aMasks)
            #expect(sets.masks(of: sets.diagram.union(a, b)) == aMasks.union(bMasks))
            #expect(sets.masks(of: sets.diagram.intersection(a, b)) == aMasks.intersection(bMasks))
            #expect(sets.masks(of: sets.diagram.subtracting(a, b)) == aMasks.subtracting(bMasks))
            let painted = Set(aMasks.map { $0 | bits })
            #expect(sets.masks(of: sets.diagram.painting(a, cube)) == painted)
            #expect(
                sets.masks(of: sets.diagram.painting(a, cube, notIn: known))
                    == painted.subtracting(knownMasks))
            let before = Set((0...63).filter { aMasks.contains($0 | bits) })
            #expect(
                sets.masks(
                    of: sets.diagram.paintedBy(
                        a, cube, within: DecisionDiagram.everything, notIn: DecisionDiagram.empty))
                    == before)
            #expect(
                sets.masks(of: sets.diagram.paintedBy(a, cube, within: b, notIn: known))
                    == before.intersection(bMasks).subtracting(knownMasks))
            let count = sets.diagram.counts([a])[0]
            #expect(count.value == Double(aMasks.count))
        }
    }

    @Test func drawsAreUniformOverTheMasks() {
        var sets = Sets()
        let (set, masks) = sets.draw()
        var seen: [Int: Int] = [:]
        var random = SeededRandom(seed: 1)
        var memo = sets.diagram.countMemo()
        for _ in 0..<(masks.count * 400) {
            let mask = sets.diagram.draw(from: set, memo: &memo, using: &random).reduce(0) { $0 | 1 << $1 }
            seen[mask, default: 0] += 1
        }
        #expect(Set(seen.keys) == masks)
        // 400 expected each: a uniform draw stays well within ±25 %.
        #expect(seen.values.allSatisfy { (300...500).contains($0) }, "\(seen)")
    }

    @Test func countsPastTwoToTheSixtyFourStayExact() {
        let diagram = DecisionDiagram(variableCount: 200, nodeLimit: 1_000)
        let counts = diagram.counts([DecisionDiagram.everything, diagram.cube([3]), DecisionDiagram.empty])
        #expect(counts[0] == DecisionDiagram.Count(significand: 1, exponent: 200))
        #expect(counts[1] == DecisionDiagram.Count(significand: 1, exponent: 199))
        #expect(counts[1].ratio(to: counts[0]) == 0.5)
        #expect(counts[2] == .zero)
    }

    @Test func aDiagramPastItsLimitSaysSo() {
        let diagram = DecisionDiagram(variableCount: 20, nodeLimit: 10)
        _ = diagram.mask(0..<20)
        #expect(diagram.isFull)
    }

    /// Counted as sets, the very figures listing every position gives, on carved levels of
    /// thousands of positions.
    @Test func countedFiguresAreTheListedOnes() throws {
        var compared = 0
        for board in try carvedLevels(count: 10, seed: 5) {
            guard let space = PositionSpace(board: board),
                let listed = LostPositions.enumerate(space, limit: 2_000_000),
                let diagrams = PositionDiagrams(space, nodeLimit: 4_000_000)
            else { continue }
            #expect(
                diagrams.lostPositions()
                    == LostPositions(lost: listed.lost, positions: listed.positions, method: .counted))
            compared += 1
        }
        #expect(compared >= 5)
    }

    /// Where the reachable sets fit and the winnable ones do not, the share is drawn uniformly
    /// over the reachable positions; its interval holds the exact share.
    @Test func whereOnlyTheReachableSetsFitTheShareIsSampledOverPositions() throws {
        let room = try carvedRoom()
        let result = Solver(board: room).solve(options: SolveOptions(timeout: 20))
        let par = try #require(result.optimal ? result.moves : nil)
        let space = try #require(PositionSpace(board: room))
        let diagrams = try #require(PositionDiagrams(space, nodeLimit: 4_000_000))
        let reachableNodes = diagrams.diagram.nodeCount
        let exact = try #require(diagrams.lostPositions())
        let allNodes = diagrams.diagram.nodeCount
        try #require(allNodes > reachableNodes + 1)
        let limits = PuzzleQuality.Limits(lostPositions: 0, diagramNodes: (reachableNodes + allNodes) / 2)
        let sampled = try #require(LostPositions.measure(room, par: par, limits: limits))
        #expect(sampled.method == .sampledPositions)
        #expect(sampled.positions == Double(limits.walks))
        #expect(sampled.interval.contains(exact.share), "\(sampled) \(sampled.interval), exact \(exact)")
        // From a fixed seed: the same twice.
        #expect(LostPositions.measure(room, par: par, limits: limits) == sampled)
        // With room for both, counted.
        #expect(LostPositions.measure(room, par: par, limits: .init(lostPositions: 0)) == exact)
    }

    /// Where the ball can always still reach a part of the level it can roam for good and whose
    /// slides paint everything, no position is lost: held to the listing on random boards, both
    /// where the nodes past the root are one strongly connected component and where the ball
    /// can leave such parts for good; such a level too large to list is measured `.connected`,
    /// at once. Every level of the first kind is of the second.
    @Test func aLevelThatAlwaysReachesAPartPaintingEverythingLosesNone() throws {
        var random = SeededRandom(seed: 41)
        var connected = 0, leavingPartsForGood = 0, losing = 0
        for _ in 0..<600 {
            guard let board = randomBoard(&random, maxSide: 7), let space = PositionSpace(board: board),
                let listed = LostPositions.enumerate(space, limit: 200_000), listed.positions > 1
            else { continue }
            let map = board.mapRows.joined(separator: "\n")
            let (componentOfNode, _) = ComponentGraph.tarjan(space.graph)
            let oneComponentPastTheRoot = componentOfNode.dropFirst().allSatisfy { $0 == componentOfNode[1] }
            if oneComponentPastTheRoot { #expect(space.isNeverLost, "\(map)") }
            if space.isNeverLost {
                #expect(listed.lost == 0, "\(map)")
                let measured = LostPositions.measure(board, par: 1, limits: .init(lostPositions: 0))
                #expect(measured == LostPositions(lost: 0, positions: 0, method: .connected))
                if oneComponentPastTheRoot { connected += 1 } else { leavingPartsForGood += 1 }
            } else if listed.lost > 0 {
                losing += 1
            }
        }
        #expect(
            connected >= 20 && leavingPartsForGood >= 10 && losing >= 20,
            "connected \(connected), leaving parts for good \(leavingPartsForGood), others with lost positions \(losing)"
        )
    }
}
