import Foundation
import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

@Suite("Solver: verdicts, explanations, hints, limits")
struct SolverTests {
    @Test func anUnpaintableCellIsNamed() throws {
        let b = try board("#######", "#@...##", "###.#.#", "#######")
        let result = Solver(board: b).solve()
        #expect(result.status == .unsolvable)
        #expect(result.unsolvable == .unpaintable([position(2, 3), position(2, 5)]))
    }

    @Test func aStartWithoutMovesIsNamed() throws {
        let b = try board("#####", "#@#.#", "#####")
        let result = Solver(board: b).solve()
        #expect(result.unsolvable == .noMove(from: position(1, 1)))
    }

    @Test func aOneWaySlideIsNamedWithTheCellsItStrands() throws {
        // The start and the foot of the shaft form one component; leaving it along either
        // corridor strands the other corridor.
        let b = try board("#########", "#...@...#", "####.####", "#.......#", "#########")
        let result = Solver(board: b).solve()
        #expect(result.status == .unsolvable)
        guard case let .oneWay(from, direction, stranded) = result.unsolvable else {
            Issue.record("expected a one-way explanation, got \(String(describing: result.unsolvable))")
            return
        }
        #expect(from == position(1, 4) || from == position(3, 4))
        #expect(direction == .left || direction == .right)
        // Whichever corridor the ball takes, the other one is what is stranded.
        let expected =
            from == position(1, 4)
            ? [
                position(3, 1), position(3, 2), position(3, 3), position(3, 5), position(3, 6),
                position(3, 7),
            ]
            : [
                position(1, 1), position(1, 2), position(1, 3), position(1, 5), position(1, 6),
                position(1, 7),
            ]
        #expect(stranded == expected)
    }

    @Test func aWonStateNeedsNoMove() throws {
        let b = try board("@..")
        let won = b.slide(from: b.initialState, .right)!.result
        let result = Solver(board: b).solve(from: won)
        #expect(result.status == .solved && result.solution == [] && result.optimal)
        #expect(Solver(board: b).hint(from: won) == nil)
    }

    @Test func followingHintsWinsInTheOptimalNumberOfMoves() throws {
        let levels = try PackFile.load(levelsDirectory.appendingPathComponent("tutorial.txt").path).levels
        for level in levels {
            let solver = Solver(board: level.board)
            var session = GameSession(board: level.board)
            // Wander off the best line first (but not into a dead end), then let hints finish.
            if let detour = Direction.allCases.first(where: { direction in
                guard let slide = level.board.slide(from: session.state, direction), !slide.wins else {
                    return false
                }
                return solver.solve(from: slide.result).status == .solved
            }) {
                session.move(detour)
            }
            let remaining = try #require(solver.solve(from: session.state).moves)
            var hints = 0
            while !session.isWon, let hint = solver.hint(from: session.state) {
                session.move(hint)
                hints += 1
                #expect(hints <= remaining)
            }
            #expect(session.isWon, "\(level.title ?? "")")
            #expect(hints == remaining, "\(level.title ?? "")")
        }
    }

    @Test func aHintFromAHopelessStateIsNil() throws {
        let b = try board("#########", "#...@...#", "####.####", "#.......#", "#########")
        var session = GameSession(board: b)
        session.move(.left)
        #expect(Solver(board: b).hint(from: session.state) == nil)
    }

    @Test func aTimeoutReturnsTheBestFoundWithAProvenBound() throws {
        // The open room's optimum is out of reach, so the timeout stops the search. The verdict
        // comes first: the timeout allows three times what the verdict takes alone (a sanitizer
        // slows it down), at least 0.2 s.
        let b = try openRoom()
        let verdictStarted = ContinuousClock.now
        #expect(Solver(board: b).solve(options: SolveOptions(timeout: nil, optimal: false)).status == .solved)
        let timeout = max(0.2, 3 * (ContinuousClock.now - verdictStarted).seconds)
        let started = ContinuousClock.now
        let result = Solver(board: b).solve(options: SolveOptions(timeout: timeout))
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .seconds(timeout + 0.5), "the timeout is honoured (took \(elapsed))")
        try #require(
            result.status == .timeout, "the open room was proven in \(elapsed): choose a harder board")
        #expect(result.stoppedBy == .timeout)
        let moves = try #require(result.moves)
        #expect(result.lowerBound >= 1 && result.lowerBound <= moves)
        #expect(!result.optimal)
        var session = GameSession(board: b)
        session.replay(try #require(result.solution))
        #expect(session.isWon)
    }

    @Test func aCancelledSearchStopsPromptly() async throws {
        let b = try openRoom()
        let cancellation = SolveCancellation()
        // No deadline: only the cancellation can stop it (however slowly a sanitizer runs it).
        // A* alone: the portfolio's integer program proves the open room in well under 100 ms
        // (its own cancellation is tested in IntegerProgramTests).
        let task = Task.detached {
            Solver(board: b).solve(
                options: SolveOptions(timeout: nil, method: .search), cancellation: cancellation)
        }
        try await Task.sleep(for: .milliseconds(100))
        let cancelledAt = ContinuousClock.now
        cancellation.cancel()
        let result = await task.value
        #expect(ContinuousClock.now - cancelledAt < .milliseconds(500))
        // A* cannot prove the open room: after 100 ms the search is still running.
        try #require(
            result.status == .timeout, "the open room was proven within 100 ms: choose a harder board")
        #expect(result.stoppedBy == .cancelled)
    }

    @Test func aSearchCancelledBeforeItStartsStopsBeforeAVerdict() throws {
        let cancellation = SolveCancellation()
        cancellation.cancel()
        let result = Solver(board: try openRoom()).solve(
            options: SolveOptions(timeout: nil),
            cancellation: cancellation)
        #expect(result.status == .timeout)
        #expect(result.stoppedBy == .cancelled)
        #expect(result.solution == nil)
    }

    @Test func manyThreadsMaySolveAtOnce() async throws {
        let levels = try PackFile.load(levelsDirectory.appendingPathComponent("tutorial.txt").path).levels
        let results = await withTaskGroup(of: (Int, Int?).self) { group in
            for (index, level) in levels.enumerated() {
                for _ in 0..<3 {
                    group.addTask { (index, Solver(board: level.board).solve().moves) }
                }
            }
            var all: [(Int, Int?)] = []
            for await result in group { all.append(result) }
            return all
        }
        for (index, moves) in results { #expect(moves == levels[index].par) }
    }

    @Test func aFastVerdictNeedNotBeOptimal() throws {
        let b = try openRoom()
        let result = Solver(board: b).solve(options: SolveOptions(timeout: 5, optimal: false))
        #expect(result.status == .solved)
        #expect(!result.optimal)
        var session = GameSession(board: b)
        session.replay(try #require(result.solution))
        #expect(session.isWon)
    }
}
