import Foundation
import Synchronization
import Testing

@testable import GlideSolver

@Suite("Parallel work")
struct ParallelWorkTests {
    @Test func resultsArriveInIndexOrderWhenLaterOnesFinishFirst() {
        // Index 0 finishes only after all the others have.
        let othersDone = DispatchSemaphore(value: 0)
        let count = 6
        var delivered: [(Int, Int)] = []
        var progress: [Int] = []
        var progressAtFirstDelivery: Int?
        ParallelWork.run(
            count: count, jobs: 3,
            { index in
                if index == 0 {
                    for _ in 1..<count { _ = othersDone.wait(timeout: .now() + 10) }
                } else {
                    othersDone.signal()
                }
                return index * 10
            },
            deliver: { index, value in
                if delivered.isEmpty { progressAtFirstDelivery = progress.last }
                delivered.append((index, value))
            }, progress: { progress.append($0) })
        #expect(delivered.map(\.0) == Array(0..<count))
        #expect(delivered.map(\.1) == (0..<count).map { $0 * 10 })
        // The others signal just before they hand their results back: when index 0 is delivered,
        // all are done but those still between the two, at most the other two threads' items.
        #expect(
            (progressAtFirstDelivery ?? 0) >= count - 2, "index 0 was delivered after the others finished")
        #expect(progress == progress.sorted() && progress.last == count)
    }

    /// The most work items seen running at once with `jobs` threads, when each waits (up to a
    /// few seconds) for `jobs` to be running.
    func mostAtOnce(jobs: Int) -> Int {
        let running = Mutex((now: 0, most: 0))
        _ = ParallelWork.map(count: 3 * jobs, jobs: jobs) { _ in
            running.withLock {
                $0.now += 1
                $0.most = max($0.most, $0.now)
            }
            let deadline = ContinuousClock.now + .seconds(5)
            while running.withLock({ $0.most }) < jobs, ContinuousClock.now < deadline {
                Thread.sleep(forTimeInterval: 0.001)
            }
            running.withLock { $0.now -= 1 }
        }
        return running.withLock { $0.most }
    }

    @Test func jobsIsHowManyRunAtOnce() {
        #expect(mostAtOnce(jobs: 1) == 1)
        #expect(mostAtOnce(jobs: 3) == 3)
    }

    @Test func mapKeepsTheOrderOfIndices() {
        #expect(ParallelWork.map(count: 50, jobs: 4) { $0 * $0 } == (0..<50).map { $0 * $0 })
        #expect(ParallelWork.map(count: 0, jobs: 4) { $0 }.isEmpty)
    }
}
