import Foundation
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Synchronization
import Testing

@Suite("Solver client")
struct SolverClientTests {
    final class Inbox: Sendable {
        let results = Mutex<[SolveJob: SolveResult]>([:])
        func add(_ job: SolveJob, _ result: SolveResult) { results.withLock { $0[job] = result } }
        var count: Int { results.withLock { $0.count } }
        subscript(job: SolveJob) -> SolveResult? { results.withLock { $0[job] } }
    }

    /// A 43×36 level no solver proves in a moment (the first of the large benchmark set).
    func largeBoard() throws -> Board {
        let path = levelsDirectory.deletingLastPathComponent().appendingPathComponent("tools/bench/large.txt")
            .path
        return try PackFile.load(path).levels[0].board
    }

    @Test func theLiveClientDeliversEachJobOnceFromTheBackground() async throws {
        let inbox = Inbox()
        let client = SolverClient.live(deliver: inbox.add)
        let boards = [try board("#@..#"), try board("#####", "#@..#", "#.#.#", "#...#", "#####")]
        let jobs = [SolveJob(owner: 1, number: 1), SolveJob(owner: 2, number: 1)]
        for (job, board) in zip(jobs, boards) {
            client.start(job, SolveRequest(board: board, options: SolveOptions(timeout: 5)))
        }
        for _ in 0..<500 where inbox.count < 2 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(inbox[jobs[0]]?.moves == 1)
        #expect(inbox[jobs[1]]?.moves == 4)
    }

    @Test func aCancelledJobDeliversNothing() async throws {
        let inbox = Inbox()
        let client = SolverClient.live(deliver: inbox.add)
        let slow = SolveJob(owner: 1, number: 1), quick = SolveJob(owner: 1, number: 2)
        client.run([
            .start(slow, SolveRequest(board: try largeBoard(), options: SolveOptions(timeout: nil))),
            .cancel(slow),
            .start(quick, SolveRequest(board: try board("#@..#"), options: SolveOptions(timeout: 5))),
        ])
        for _ in 0..<500 where inbox[quick] == nil { try await Task.sleep(for: .milliseconds(10)) }
        try await Task.sleep(for: .milliseconds(300))
        #expect(inbox[quick] != nil)
        #expect(inbox[slow] == nil)
    }

    @Test func theImmediateClientAnswersBeforeStartReturns() throws {
        let inbox = Inbox()
        let job = SolveJob(owner: 1, number: 1)
        SolverClient.immediate(deliver: inbox.add)
            .start(job, SolveRequest(board: try board("#@..#"), options: SolveOptions(timeout: 5)))
        #expect(inbox[job]?.solution == [.right])
    }

    @Test func aRatedRequestComesBackWithTheLevelsDifficulty() throws {
        let level = try board("#####", "#@..#", "#.#.#", "#...#", "#####")
        let solved = SolveRequest(board: level, options: SolveOptions(timeout: 5), rating: true).answer()
        let solution = try #require(solved.solution)
        #expect(solved.difficulty == Difficulty(board: level, optimalSolution: solution))
        let given = SolveRequest(
            board: level, options: SolveOptions(timeout: 5), rating: true, provenOptimum: solution
        )
        .answer()
        #expect(given.solution == solution && given.optimal && given.states == 0, "nothing searched")
        #expect(given.difficulty == solved.difficulty)
        #expect(SolveRequest(board: level, options: SolveOptions(timeout: 5)).answer().difficulty == nil)
    }

    @Test func anOutboxNamesJobsByItsOwnerAndForgetsWhatIsDone() throws {
        var outbox = SolverOutbox(owner: 7)
        let request = SolveRequest(board: try board("#@..#"), options: SolveOptions(timeout: 5))
        let first = outbox.start(request), second = outbox.start(request)
        #expect(first == SolveJob(owner: 7, number: 1) && second == SolveJob(owner: 7, number: 2))
        outbox.cancel(first)
        outbox.cancel(first)
        let finished = outbox.finish(second)
        let again = outbox.finish(second)
        let other = outbox.finish(SolveJob(owner: 8, number: 2))
        #expect(finished)
        #expect(!again, "a result comes in once")
        #expect(!other, "another owner's job is not this one's")
        #expect(outbox.running.isEmpty)
        #expect(outbox.take() == [.start(first, request), .start(second, request), .cancel(first)])
        #expect(outbox.take().isEmpty)
    }
}
