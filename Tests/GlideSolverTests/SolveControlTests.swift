import Glibc
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

    @Test func aWorkerThreadIsChargedItsWorkNotItsWaits() {
        let control = SolveControl(timeout: 0.05, cancellation: nil, start: .now)
        let verdicts = ParallelWork.map(count: 1, jobs: 1) {
            _ -> (afterSleep: SolveStop?, afterWork: SolveStop?) in
            let worker = control.onWorkerThread(phaseStart: control.now)
            // A thread waiting for a core (here: asleep) uses no processor time.
            usleep(200_000)
            let afterSleep = worker.checkNow()
            // Work runs its clock: the loop ends at the deadline.
            var spins = 0
            while worker.checkNow() == nil, spins < 100_000_000 { spins += 1 }
            return (afterSleep, worker.checkNow())
        }
        #expect(verdicts[0].afterSleep == nil, "0.2 s asleep is not 0.05 s of work")
        #expect(verdicts[0].afterWork == .timeout)
    }

    @Test func aParallelPhaseIsChargedItsBusiestThread() {
        let control = SolveControl(timeout: 1, cancellation: nil, start: .now)
        // An hour of wall time in which the busiest thread worked a second: charged a second.
        control.chargeParallelPhase(wall: .seconds(3_600), work: .seconds(1))
        #expect((control.secondsLeft ?? 0) > 3_000)
        // Threads that each had a core (work equals wall) are charged in full.
        let alone = SolveControl(timeout: 10, cancellation: nil, start: .now)
        alone.chargeParallelPhase(wall: .seconds(5), work: .seconds(5))
        #expect((alone.secondsLeft ?? 0) <= 10)
    }

    @Test func aCancellationWinsOverTimeLeft() {
        let cancellation = SolveCancellation()
        let control = SolveControl(timeout: 3_600, cancellation: cancellation, start: .now)
        #expect(control.checkNow() == nil)
        cancellation.cancel()
        #expect(control.checkNow() == .cancelled)
    }
}
