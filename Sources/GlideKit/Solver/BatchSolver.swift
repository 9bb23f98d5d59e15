import Foundation
import Synchronization

/// Solves many boards on several threads and hands back results in the boards' order, as soon
/// as each and all before it are done (so a command can print a table while it solves).
public struct BatchSolver: Sendable {
    public var options: SolveOptions
    public var jobs: Int

    public init(options: SolveOptions = SolveOptions(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.options = options
        self.jobs = max(1, jobs)
    }

    /// Solves `boards`; calls `deliver(index, result)` in index order on the calling thread,
    /// and `progress(done)` there whenever any board finishes.
    public func solve(
        _ boards: [Board], deliver: (Int, SolveResult) -> Void, progress: (Int) -> Void = { _ in }
    ) {
        let shared = Shared(count: boards.count)
        let options = self.options
        let workers = min(jobs, max(boards.count, 1))
        for _ in 0..<workers {
            let thread = Thread {
                while let index = shared.claim() {
                    let result = Solver(board: boards[index]).solve(options: options)
                    shared.finish(index, result)
                }
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        var next = 0
        while next < boards.count {
            let (ready, done) = shared.wait(forAfter: next)
            progress(done)
            for result in ready {
                deliver(next, result)
                next += 1
            }
        }
    }

    private final class Shared: Sendable {
        private struct State {
            var nextToClaim = 0
            var results: [SolveResult?]
            var done = 0
        }
        private let state: Mutex<State>
        private let condition = NSCondition()
        private let count: Int

        init(count: Int) {
            self.count = count
            state = Mutex(State(results: Array(repeating: nil, count: count)))
        }

        func claim() -> Int? {
            state.withLock { state in
                guard state.nextToClaim < count else { return nil }
                defer { state.nextToClaim += 1 }
                return state.nextToClaim
            }
        }

        func finish(_ index: Int, _ result: SolveResult) {
            condition.lock()
            state.withLock {
                $0.results[index] = result
                $0.done += 1
            }
            condition.signal()
            condition.unlock()
        }

        /// Blocks until something new finished; returns the consecutive results ready from
        /// `index` on (possibly none) and how many are done in all.
        func wait(forAfter index: Int) -> ([SolveResult], Int) {
            condition.lock()
            defer { condition.unlock() }
            while true {
                let (ready, done) = state.withLock { state -> ([SolveResult], Int) in
                    var ready: [SolveResult] = []
                    var i = index
                    while i < count, let result = state.results[i] {
                        ready.append(result)
                        state.results[i] = nil
                        i += 1
                    }
                    return (ready, state.done)
                }
                if !ready.isEmpty { return (ready, done) }
                if !condition.wait(until: Date(timeIntervalSinceNow: 0.2)) { return ([], done) }
            }
        }
    }
}
