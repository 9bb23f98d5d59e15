/// The core's one way of running independent work on several threads: worker threads (each
/// with a `stackSize` stack) take the indices `0..<count` in order, and the calling thread gets
/// the results in index order, each as soon as it and every one before it is done. Which
/// thread computes an index never changes its result, so work that is deterministic alone
/// stays deterministic with any number of jobs.
package enum ParallelWork {
    /// The stack of every worker thread. The solver's only recursion (the augmenting paths of
    /// the line bound) is at most 64 calls deep, so this is headroom: a stack costs memory only
    /// as far as it is touched.
    static let stackSize = 16 << 20
    /// Seconds between two calls of `progress` while nothing finishes (a progress bar's clock).
    static let progressInterval = 0.2

    /// Runs `work(index)` for every index in `0..<count` on `jobs` threads (at most one per
    /// index). On the calling thread, calls `deliver(index, result)` in index order, as soon as
    /// that result and all before it are ready, and `progress(done)` (how many are done in all)
    /// whenever any finishes, and every `progressInterval` seconds while none does. Returns
    /// once every result is delivered.
    package static func run<Value: Sendable>(
        count: Int, jobs: Int, _ work: @escaping @Sendable (Int) -> Value,
        deliver: (Int, Value) -> Void, progress: (Int) -> Void = { _ in }
    ) {
        let shared = Shared<Value>(count: count)
        for _ in 0..<min(max(jobs, 1), count) {
            WorkerThread.start(stackSize: stackSize) {
                while let index = shared.claim() { shared.finish(index, work(index)) }
            }
        }
        var next = 0, done = 0
        while next < count {
            let ready: [Value]
            (ready, done) = shared.wait(from: next, doneBefore: done, timeout: progressInterval)
            progress(done)
            for result in ready {
                deliver(next, result)
                next += 1
            }
        }
    }

    /// `work(index)` for every index in `0..<count`, in order, computed on `jobs` threads.
    package static func map<Value: Sendable>(
        count: Int, jobs: Int,
        _ work: @escaping @Sendable (Int) -> Value
    ) -> [Value] {
        var results: [Value] = []
        results.reserveCapacity(count)
        run(count: count, jobs: jobs, work, deliver: { _, result in results.append(result) })
        return results
    }

    /// The indices left to claim and the results not yet delivered, under one condition lock.
    private final class Shared<Value: Sendable>: @unchecked Sendable {  // every field under `condition`
        private let condition = ConditionLock()
        private let count: Int
        private var nextToClaim = 0
        private var results: [Value?]
        private var done = 0

        init(count: Int) {
            self.count = count
            results = Array(repeating: nil, count: count)
        }

        /// The next index to work on, or nil when all are claimed.
        func claim() -> Int? {
            condition.withLock {
                guard nextToClaim < count else { return nil }
                defer { nextToClaim += 1 }
                return nextToClaim
            }
        }

        func finish(_ index: Int, _ result: Value) {
            condition.withLock {
                results[index] = result
                done += 1
                condition.signal()
            }
        }

        /// Waits until more than `doneBefore` are done (or `timeout` seconds pass) unless the
        /// result of `index` is ready already; returns the consecutive results ready from
        /// `index` on (taken out), possibly none, and how many are done in all.
        func wait(from index: Int, doneBefore: Int, timeout: Double) -> ([Value], done: Int) {
            condition.withLock {
                if index < count, results[index] == nil {
                    let deadline = ConditionLock.deadline(after: timeout)
                    while done == doneBefore, condition.wait(until: deadline) {}
                }
                var ready: [Value] = []
                var i = index
                while i < count, let result = results[i] {
                    ready.append(result)
                    results[i] = nil
                    i += 1
                }
                return (ready, done)
            }
        }
    }
}
