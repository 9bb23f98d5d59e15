import Testing

@testable import GlideGenerator

@Suite("Node queue")
struct NodeQueueTests {
    /// The lowest numbered first, each node once however often it is put in.
    @Test func lowestFirstEachOnce() {
        var queue = NodeQueue(nodeCount: 10)
        for node in [7, 3, 9, 3, 0, 7, 5] { queue.insert(node) }
        var taken: [Int] = []
        while !queue.isEmpty { taken.append(queue.removeFirst()) }
        #expect(taken == [0, 3, 5, 7, 9])
        // Taken out, a node may come back.
        queue.insert(3)
        #expect(queue.removeFirst() == 3)
        #expect(queue.isEmpty)
    }
}
