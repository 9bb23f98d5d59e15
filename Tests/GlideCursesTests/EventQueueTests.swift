import Foundation
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTerminal
import GlideTestSupport
import Testing

@testable import GlideCurses

@Suite("Event queue")
struct EventQueueTests {
    @Test func aPostWakesAWaiterAndComesOutInOrder() throws {
        let queue = EventQueue()
        var waiting = [pollfd(fd: queue.readEnd, events: Int16(POLLIN), revents: 0)]
        #expect(poll(&waiting, 1, 0) == 0, "nothing to wake for yet")
        let result = Solver(
            board: try Board(
                width: 2, height: 1, cells: [.floor, .floor], start: Position(row: 0, column: 0))
        ).solve()
        let bothPosted = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            queue.post(.tick)
            queue.post(.solved(SolveJob(owner: 1, number: 7), result))
            bothPosted.signal()
        }
        #expect(poll(&waiting, 1, 5_000) == 1, "the post wakes the loop")
        #expect(bothPosted.wait(timeout: .now() + 5) == .success)
        queue.drainWakeUps()
        #expect(poll(&waiting, 1, 0) == 0, "drained")
        #expect(queue.take() == .tick)
        guard case let .solved(job, delivered)? = queue.take() else {
            Issue.record("the solver's result comes second")
            return
        }
        #expect(job == SolveJob(owner: 1, number: 7) && delivered.moves == 1)
        #expect(queue.take() == nil)
    }
}
