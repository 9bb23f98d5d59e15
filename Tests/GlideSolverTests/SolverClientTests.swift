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
        let jobs = boards.map { client.start(SolveRequest(board: $0, options: SolveOptions(timeout: 5))) }
        #expect(Set(jobs).count == 2, "every job has its own name")
        for _ in 0..<500 where inbox.count < 2 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(inbox[jobs[0]]?.moves == 1)
        #expect(inbox[jobs[1]]?.moves == 4)
    }

    @Test func aCancelledJobDeliversNothing() async throws {
        let inbox = Inbox()
        let client = SolverClient.live(deliver: inbox.add)
        let slow = client.start(SolveRequest(board: try largeBoard(), options: SolveOptions(timeout: nil)))
        client.cancel(slow)
        let quick = client.start(SolveRequest(board: try board("#@..#"), options: SolveOptions(timeout: 5)))
        for _ in 0..<500 where inbox[quick] == nil { try await Task.sleep(for: .milliseconds(10)) }
        try await Task.sleep(for: .milliseconds(300))
        #expect(inbox[quick] != nil)
        #expect(inbox[slow] == nil)
    }

    @Test func theImmediateClientAnswersBeforeStartReturns() throws {
        let inbox = Inbox()
        let job = SolverClient.immediate(deliver: inbox.add)
            .start(SolveRequest(board: try board("#@..#"), options: SolveOptions(timeout: 5)))
        #expect(inbox[job]?.solution == [.right])
    }
}
