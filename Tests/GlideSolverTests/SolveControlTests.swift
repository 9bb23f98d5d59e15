import GlideSolverClient
import Testing

@testable import GlideSolver

@Suite("Solve control: deadlines on the solve's own clock")
struct SolveControlTests {
    @Test func timeNotChargedMovesTheDeadlineOfEveryCopy() {
        let control = SolveControl(timeout: 0, cancellation: nil, start: .now)
        let share = control.limited(to: 1_000)
        #expect(control.checkNow() == .timeout)
        #expect(share.checkNow() == .timeout)
        // An hour spent waiting for CBC: the deadline is an hour later, for the copies as well.
        control.exclude(.seconds(3_600))
        #expect(control.checkNow() == nil)
        #expect(share.checkNow() == nil)
        #expect((control.secondsLeft ?? 0) > 3_000)
    }

    @Test func aShareTakenAfterAWaitIsCountedFromThen() {
        let control = SolveControl(timeout: 10_000, cancellation: nil, start: .now)
        control.exclude(.seconds(3_600))
        // The share is 100 s of the solve's time from now, not 100 s less the hour waited.
        let share = control.limited(to: 100)
        #expect(share.checkNow() == nil)
        #expect((share.secondsLeft ?? 0) > 90)
        #expect((share.secondsLeft ?? 0) <= 100)
    }

    @Test func aCancellationWinsOverTimeLeft() {
        let cancellation = SolveCancellation()
        let control = SolveControl(timeout: 3_600, cancellation: cancellation, start: .now)
        #expect(control.checkNow() == nil)
        cancellation.cancel()
        #expect(control.checkNow() == .cancelled)
    }
}
