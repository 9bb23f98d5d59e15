/// Rest nodes waiting to be worked on, each at most once, the lowest numbered first: the order
/// the position sets grow in (`PositionDiagrams`). Nodes are numbered as the rest graph meets
/// them from the start, so this works outwards and lets a set grow whole before it is carried
/// on; first in, first out took five times as long on the open levels.
struct NodeQueue {
    private var heap: [Int] = []
    private var queued: [Bool]

    init(nodeCount: Int) {
        queued = [Bool](repeating: false, count: nodeCount)
    }

    var isEmpty: Bool { heap.isEmpty }

    mutating func insert(_ node: Int) {
        guard !queued[node] else { return }
        queued[node] = true
        heap.append(node)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeFirst() -> Int {
        let first = heap[0]
        queued[first] = false
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < heap.count, heap[left] < heap[smallest] { smallest = left }
                if right < heap.count, heap[right] < heap[smallest] { smallest = right }
                if smallest == parent { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first
    }
}
