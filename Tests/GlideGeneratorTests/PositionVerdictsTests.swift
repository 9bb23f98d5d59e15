import GlideSolverClient
import GlideTestSupport
import Testing

@testable import GlideGenerator
@testable import GlideRules
@testable import GlideSolver

/// The measures' verdicts and the lost share's draw, held to the plain reference.
@Suite("Position verdicts and the lost share's sample")
struct PositionVerdictsTests {
    /// Along random play on random small levels, the verdict from the tables built once agrees
    /// with the reference solver from the very position.
    @Test func verdictsAgreeWithTheReference() throws {
        var random = SeededRandom(seed: 2811)
        var compared = 0, lost = 0
        for _ in 0..<300 {
            guard let board = randomBoard(&random, maxSide: 7) else { continue }
            let verdicts = PositionVerdicts(board: board)
            var control = SolveControl(timeout: nil, cancellation: nil, start: .now)
            var state = board.initialState
            var node = 0
            var painted = UnitSet(words: verdicts.words)
            for _ in 0..<12 {
                let moves = Direction.allCases.filter { board.slide(from: state, $0) != nil }
                guard let direction = random.pick(moves), let slide = board.slide(from: state, direction),
                    !slide.wins
                else { break }
                let edge = try #require(verdicts.edge(from: node, direction))
                state = slide.result
                painted = verdicts.painting(painted, edge: edge)
                node = Int(verdicts.graph.edgeTarget[edge])
                let expected = ReferenceSolver.solve(board, from: state)
                guard expected != .gaveUp else { break }
                let winnable = try #require(
                    verdicts.isWinnable(node: node, painted: painted, control: &control))
                #expect(winnable == (expected != .unsolvable), "\(board.mapRows.joined(separator: "\n"))")
                compared += 1
                if !winnable { lost += 1 }
            }
        }
        #expect(compared >= 500, "compared \(compared)")
        #expect(lost >= 100, "lost \(lost)")
    }

    /// Cut off are the unpainted cells no slide the ball can still make paints; a position can
    /// be lost with none cut off, when what is left no longer fits in one route.
    @Test func cutOffCellsAreThoseNoSlideCanStillPaint() throws {
        // Two closed pockets, columns 1 and 5: the ball stops at a column's foot or top and
        // never again on row 1. From the start both can be reached, but only one entered.
        let pockets = try board("#.###.#", "#..@..#", "#.###.#", "#.###.#", "#######")
        let verdicts = PositionVerdicts(board: pockets)
        var control = SolveControl(timeout: nil, cancellation: nil, start: .now)
        let start = UnitSet(words: verdicts.words)
        #expect(verdicts.cutOff(from: 0, painted: start).isEmpty)
        #expect(verdicts.isWinnable(node: 0, painted: start, control: &control) == false)
        // L, then D into the left pocket: the right column and the rest of row 1 are cut off.
        var node = 0
        var painted = start
        for direction in [Direction.left, .down] {
            let edge = try #require(verdicts.edge(from: node, direction))
            painted = verdicts.painting(painted, edge: edge)
            node = Int(verdicts.graph.edgeTarget[edge])
        }
        // Units, not cells: (2, 5) is painted whenever (3, 5) is, and tracked with it.
        let cut = verdicts.cutOff(from: node, painted: painted)
        let expected = Set([(0, 5), (1, 4), (1, 5), (2, 5), (3, 5)].map { Position(row: $0, column: $1) })
        #expect(!cut.isEmpty)
        for unit in 0..<verdicts.unitCount {
            let cells = verdicts.units.cells[unit].map { pockets.position(ofIndex: Int($0)) }
            #expect(cut.contains(unit) == cells.contains(where: expected.contains))
        }
    }

    /// Walks of a given length are drawn uniformly among all the move sequences of that length:
    /// on a small level, each end position comes up as often as the share of sequences that
    /// end there, counted by hand (every sequence enumerated).
    @Test func walksAreUniformOverMoveSequences() throws {
        // A 3×3 room with a pillar: the ball has two or three moves everywhere, and sequences
        // end in many positions, some through more orders than others.
        let room = try board("#####", "#@..#", "#.#.#", "#...#", "#####")
        let verdicts = PositionVerdicts(board: room)
        let length = 4
        // A position as the draw gives it: the ball's node and the units painted.
        func key(_ state: GameState) -> String {
            var painted = UnitSet(words: verdicts.words)
            for unit in 0..<verdicts.unitCount
            where state.painted.contains(Int(verdicts.units.cells[unit][0])) {
                painted.insert(unit)
            }
            return "\(verdicts.graph.nodeOfCell[room.index(of: state.ball)]) \(painted.words)"
        }
        var expected: [String: Double] = [:]
        var sequences = 0
        func enumerate(_ state: GameState, _ left: Int) {
            if left == 0 {
                expected[key(state), default: 0] += 1
                sequences += 1
                return
            }
            for direction in Direction.allCases {
                guard let slide = room.slide(from: state, direction), !slide.wins else { continue }
                enumerate(slide.result, left - 1)
            }
        }
        enumerate(room.initialState, length)
        // Sequences that win on the way are no sequences of the game: the draw rejects them.
        let walks = WalkCounts(verdicts.graph, longest: length)
        var random = SeededRandom(seed: 5)
        var drawn: [String: Double] = [:]
        var kept = 0
        for _ in 0..<20_000 {
            guard let (node, painted) = walks.draw(length: length, verdicts: verdicts, using: &random) else {
                continue
            }
            drawn["\(node) \(painted.words)", default: 0] += 1
            kept += 1
        }
        #expect(kept > 10_000)
        #expect(Set(drawn.keys) == Set(expected.keys))
        for (end, count) in expected {
            let share = count / Double(sequences), seen = (drawn[end] ?? 0) / Double(kept)
            #expect(abs(share - seen) < 0.02, "\(end): \(share) expected, \(seen) drawn")
        }
    }
}
