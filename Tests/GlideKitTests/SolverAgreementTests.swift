import GlideKit
import Testing

/// A random small board: walls and void sprinkled over floor, a random start.
func randomBoard(_ random: inout SeededRandom, maxSide: Int = 7) -> Board? {
    RandomBoard.make(width: random.int(in: 2...maxSide), height: random.int(in: 2...maxSide),
                     wallDensity: 0.1 + random.unit() * 0.35, voidDensity: random.unit() * 0.15, using: &random)
}

@Suite("Solver agrees with the breadth-first reference")
struct SolverAgreementTests {
    func check(_ board: Board, from state: GameState? = nil, _ label: String,
               options: SolveOptions = SolveOptions(timeout: 20)) {
        let reference = ReferenceSolver.solve(board, from: state, stateLimit: 300_000)
        guard reference != .gaveUp else { return }
        let result = Solver(board: board).solve(from: state, options: options)
        let map = board.mapRows.joined(separator: "\n")
        switch reference {
        case let .solved(moves):
            #expect(result.status == .solved, "\(label): expected solvable\n\(map)")
            #expect(result.optimal, "\(label)\n\(map)")
            #expect(result.moves == moves.count, "\(label): optimum \(moves.count), solver \(result.moves ?? -1)\n\(map)")
            if let solution = result.solution {
                let won = replayWins(board: board, from: state ?? board.initialState, solution)
                #expect(won, "\(label): the solution \(MoveNotation.format(solution)) does not win\n\(map)")
            }
        case .unsolvable:
            #expect(result.status == .unsolvable, "\(label): expected unsolvable, got \(result.status) \(result.solution.map(MoveNotation.format) ?? "")\n\(map)")
            #expect(result.unsolvable != nil)
            #expect(!(result.unsolvable?.cells.isEmpty ?? true))
        case .gaveUp:
            break
        }
    }

    func replayWins(board: Board, from state: GameState, _ moves: [Direction]) -> Bool {
        var current = state
        for (index, move) in moves.enumerated() {
            guard let slide = board.slide(from: current, move) else { return false }
            current = slide.result
            if slide.wins { return index == moves.count - 1 }
        }
        return board.isWon(current)
    }

    @Test(arguments: 0..<8)
    func randomLevels(batch: Int) {
        var rng = SeededRandom(seed: UInt64(batch) &* 7919 &+ 1)
        var solvable = 0, unsolvable = 0
        for index in 0..<250 {
            guard let board = randomBoard(&rng) else { continue }
            if case .solved = ReferenceSolver.solve(board, stateLimit: 300_000) { solvable += 1 } else { unsolvable += 1 }
            check(board, "batch \(batch) level \(index)")
        }
        #expect(solvable > 20 && unsolvable > 20, "the generator makes both kinds (\(solvable) solvable, \(unsolvable) not)")
    }

    /// The hard-level machinery (pattern databases of 10 units, or of 16, and the weighted
    /// search for an incumbent) forced on from the first state, so it too is held to the
    /// reference.
    @Test(arguments: 0..<6)
    func withPatternDatabases(batch: Int) {
        var rng = SeededRandom(seed: UInt64(batch) &* 31_337 &+ 11)
        let options = SolveOptions(timeout: 20, patternDatabaseThreshold: 0,
                                   largePatternDatabaseThreshold: batch % 2 == 0 ? 1_000_000 : 0)
        for index in 0..<200 {
            guard let board = randomBoard(&rng, maxSide: 8) else { continue }
            check(board, "databases batch \(batch) level \(index)", options: options)
        }
    }

    @Test(arguments: 0..<4)
    func midGameStates(batch: Int) {
        var rng = SeededRandom(seed: UInt64(batch) &* 104_729 &+ 3)
        for index in 0..<150 {
            guard let board = randomBoard(&rng) else { continue }
            var state = board.initialState
            for _ in 0..<rng.int(in: 1...4) {
                guard let move = rng.pick(Direction.allCases),
                      let slide = board.slide(from: state, move), !slide.wins else { continue }
                state = slide.result
            }
            check(board, from: state, "mid-game batch \(batch) level \(index)")
        }
    }
}

@Suite("Seeded random source")
struct SeededRandomTests {
    @Test func theSequenceIsFixedBySeedAlone() {
        var a = SeededRandom(seed: 42), b = SeededRandom(seed: 42)
        let first = (0..<5).map { _ in a.next() }
        #expect(first == (0..<5).map { _ in b.next() })
        // SplitMix64's published first output for seed 0 (pins the algorithm).
        var zero = SeededRandom(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func boundedIntegersStayInRangeAndCoverIt() {
        var random = SeededRandom(seed: 7)
        var seen = Set<Int>()
        for _ in 0..<2000 {
            let x = random.int(in: -3...4)
            #expect((-3...4).contains(x))
            seen.insert(x)
        }
        #expect(seen.count == 8)
        #expect((0..<100).allSatisfy { _ in (0..<1).contains(random.unit()) })
    }
}

@Suite("Carved boards")
struct CarvedBoardTests {
    @Test func theCarvingWalkWinsItsBoard() throws {
        var random = SeededRandom(seed: 99)
        for _ in 0..<200 {
            let width = random.int(in: 3...20), height = random.int(in: 3...20)
            guard let carving = CarvedBoard.make(width: width, height: height, slides: width * height / 3,
                                                 maxSlide: 6, using: &random) else { continue }
            var session = GameSession(board: carving.board)
            let report = session.replay(carving.walk)
            #expect(session.isWon, "\(carving.board.mapRows.joined(separator: "\n"))")
            #expect(report.blocked.isEmpty)
        }
    }
}
