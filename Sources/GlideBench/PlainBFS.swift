import GlideRules

/// The plain breadth-first search the solver is measured against: states are (ball cell,
/// painted floor cells) as a bitset, every slide precomputed as (destination, cells painted),
/// visited states in an open-addressing hash set. It is the method of the C++ baseline in
/// shared/bench/README.md, written for speed so the comparison is fair.
struct PlainBFS {
    struct Outcome {
        var moves: Int?
        var finished: Bool
        var states: Int
        var seconds: Double
    }

    let board: Board
    let words: Int
    private let floorOfCell: [Int32]
    private let floorCount: Int
    /// Per floor cell and direction: destination floor index (-1: no move) and painted bits.
    private let destination: [Int32]
    private let paint: [UInt64]

    init(board: Board) {
        self.board = board
        var floorOfCell = [Int32](repeating: -1, count: board.cells.count)
        var count = 0
        for (index, cell) in board.cells.enumerated() where cell == .floor {
            floorOfCell[index] = Int32(count)
            count += 1
        }
        floorCount = count
        words = (count + 63) / 64
        var destination = [Int32](repeating: -1, count: count * 4)
        var paint = [UInt64](repeating: 0, count: count * 4 * max(words, 1))
        for (index, cell) in board.cells.enumerated() where cell == .floor {
            let from = Int(floorOfCell[index])
            for direction in Direction.allCases {
                var position = board.position(ofIndex: index)
                let slot = from * 4 + Int(direction.rawValue)
                while board[position.stepped(direction)] == .floor {
                    position = position.stepped(direction)
                    let f = Int(floorOfCell[board.index(of: position)])
                    paint[slot * words + f >> 6] |= 1 << UInt64(f & 63)
                    destination[slot] = Int32(f)
                }
            }
        }
        self.floorOfCell = floorOfCell
        self.destination = destination
        self.paint = paint
    }

    func solve(stateLimit: Int, timeLimit: Double) -> Outcome {
        let started = ContinuousClock.now
        let deadline = started + .milliseconds(Int64(timeLimit * 1000))
        func seconds() -> Double { (ContinuousClock.now - started).seconds }
        var full = [UInt64](repeating: 0, count: words)
        for f in 0..<floorCount { full[f >> 6] |= 1 << UInt64(f & 63) }
        let stride = words + 1  // mask words, then the ball's floor index
        var states: [UInt64] = []
        var start = [UInt64](repeating: 0, count: stride)
        let ball = Int(floorOfCell[board.index(of: board.start)])
        start[ball >> 6] |= 1 << UInt64(ball & 63)
        start[words] = UInt64(ball)
        if Array(start[0..<words]) == full {
            return Outcome(moves: 0, finished: true, states: 1, seconds: seconds())
        }
        states += start

        var capacity = 1 << 16
        var slots = [Int32](repeating: -1, count: capacity)
        func hash(_ base: UnsafePointer<UInt64>) -> Int {
            var x: UInt64 = 0x9E37_79B9_7F4A_7C15
            for i in 0..<stride { x = (x ^ base[i]) &* 0xBF58_476D_1CE4_E5B9; x ^= x >> 31 }
            return Int(truncatingIfNeeded: x)
        }
        func insertSlot(_ state: Int, _ states: [UInt64], _ slots: inout [Int32]) {
            states.withUnsafeBufferPointer { buffer in
                var slot = hash(buffer.baseAddress! + state * stride) & (slots.count - 1)
                while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = Int32(state)
            }
        }
        insertSlot(0, states, &slots)

        var layerStart = 0, layerEnd = 1, depth = 0
        var candidate = [UInt64](repeating: 0, count: stride)
        while layerStart < layerEnd {
            depth += 1
            for state in layerStart..<layerEnd {
                if state & 1023 == 0, ContinuousClock.now > deadline {
                    return Outcome(
                        moves: nil, finished: false, states: states.count / stride, seconds: seconds())
                }
                let ball = Int(states[state * stride + words])
                for direction in 0..<4 {
                    let slot = ball * 4 + direction
                    let target = destination[slot]
                    guard target >= 0 else { continue }
                    var complete = true
                    for w in 0..<words {
                        candidate[w] = states[state * stride + w] | paint[slot * words + w]
                        if candidate[w] != full[w] { complete = false }
                    }
                    if complete {
                        return Outcome(
                            moves: depth, finished: true, states: states.count / stride, seconds: seconds())
                    }
                    candidate[words] = UInt64(target)
                    let found: Bool = candidate.withUnsafeBufferPointer { c in
                        states.withUnsafeBufferPointer { s in
                            var probe = hash(c.baseAddress!) & (slots.count - 1)
                            while slots[probe] >= 0 {
                                let other = s.baseAddress! + Int(slots[probe]) * stride
                                var same = true
                                for i in 0..<stride where other[i] != c[i] { same = false; break }
                                if same { return true }
                                probe = (probe + 1) & (slots.count - 1)
                            }
                            return false
                        }
                    }
                    if found { continue }
                    let index = states.count / stride
                    if index >= stateLimit {
                        return Outcome(moves: nil, finished: false, states: index, seconds: seconds())
                    }
                    states += candidate
                    if (index + 1) * 2 > capacity {
                        capacity *= 2
                        slots = [Int32](repeating: -1, count: capacity)
                        for i in 0...index { insertSlot(i, states, &slots) }
                    } else {
                        insertSlot(index, states, &slots)
                    }
                }
            }
            layerStart = layerEnd
            layerEnd = states.count / stride
        }
        return Outcome(moves: nil, finished: true, states: states.count / stride, seconds: seconds())
    }
}
