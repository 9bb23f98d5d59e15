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
        let full = fullMask()
        let start = startState()
        if Array(start[0..<words]) == full {
            return Outcome(moves: 0, finished: true, states: 1, seconds: seconds())
        }
        var visited = VisitedStates(stride: words + 1)
        visited.insert(start)
        var layerStart = 0, layerEnd = 1, depth = 0
        var candidate = [UInt64](repeating: 0, count: words + 1)
        while layerStart < layerEnd {
            depth += 1
            for state in layerStart..<layerEnd {
                if state & 1023 == 0, ContinuousClock.now > deadline {
                    return Outcome(moves: nil, finished: false, states: visited.count, seconds: seconds())
                }
                let ball = Int(visited.states[state * visited.stride + words])
                for direction in 0..<4 {
                    let slot = ball * 4 + direction
                    let target = destination[slot]
                    guard target >= 0 else { continue }
                    if slide(slot, from: state, of: visited.states, into: &candidate, completing: full) {
                        return Outcome(
                            moves: depth, finished: true, states: visited.count, seconds: seconds())
                    }
                    candidate[words] = UInt64(target)
                    if visited.contains(candidate) { continue }
                    if visited.count >= stateLimit {
                        return Outcome(moves: nil, finished: false, states: visited.count, seconds: seconds())
                    }
                    visited.insert(candidate)
                }
            }
            layerStart = layerEnd
            layerEnd = visited.count
        }
        return Outcome(moves: nil, finished: true, states: visited.count, seconds: seconds())
    }

    /// Every floor cell painted.
    private func fullMask() -> [UInt64] {
        var full = [UInt64](repeating: 0, count: words)
        for f in 0..<floorCount { full[f >> 6] |= 1 << UInt64(f & 63) }
        return full
    }

    /// The start as a state: the mask words (the ball's cell painted), then the ball's floor index.
    private func startState() -> [UInt64] {
        var start = [UInt64](repeating: 0, count: words + 1)
        let ball = Int(floorOfCell[board.index(of: board.start)])
        start[ball >> 6] |= 1 << UInt64(ball & 63)
        start[words] = UInt64(ball)
        return start
    }

    /// Puts in `candidate`'s mask words the paint of `state` (in `states`) after the slide
    /// `slot`; whether that paints every floor cell. The ball's word is left to the caller.
    private func slide(
        _ slot: Int, from state: Int, of states: [UInt64], into candidate: inout [UInt64],
        completing full: [UInt64]
    ) -> Bool {
        let base = state * (words + 1)
        var complete = true
        for w in 0..<words {
            candidate[w] = states[base + w] | paint[slot * words + w]
            if candidate[w] != full[w] { complete = false }
        }
        return complete
    }
}

/// The states met so far, stored flat (`stride` words each, numbered in the order met), and an
/// open-addressing hash set of their numbers, at most half full.
private struct VisitedStates {
    let stride: Int
    private(set) var states: [UInt64] = []
    private var slots = [Int32](repeating: -1, count: 1 << 16)

    init(stride: Int) { self.stride = stride }

    var count: Int { states.count / stride }

    func contains(_ state: [UInt64]) -> Bool {
        state.withUnsafeBufferPointer { c in
            states.withUnsafeBufferPointer { s in
                var probe = Self.hash(c.baseAddress!, stride: stride) & (slots.count - 1)
                while slots[probe] >= 0 {
                    let other = s.baseAddress! + Int(slots[probe]) * stride
                    var same = true
                    for i in 0..<stride where other[i] != c[i] {
                        same = false
                        break
                    }
                    if same { return true }
                    probe = (probe + 1) & (slots.count - 1)
                }
                return false
            }
        }
    }

    /// Adds a state not met before, doubling the slots when it would make them half full.
    mutating func insert(_ state: [UInt64]) {
        let index = count
        states += state
        if (index + 1) * 2 > slots.count {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            for i in 0...index { insertSlot(i) }
        } else {
            insertSlot(index)
        }
    }

    private mutating func insertSlot(_ state: Int) {
        let slot = states.withUnsafeBufferPointer { buffer in
            Self.hash(buffer.baseAddress! + state * stride, stride: stride)
        }
        var probe = slot & (slots.count - 1)
        while slots[probe] >= 0 { probe = (probe + 1) & (slots.count - 1) }
        slots[probe] = Int32(state)
    }

    private static func hash(_ base: UnsafePointer<UInt64>, stride: Int) -> Int {
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for i in 0..<stride {
            x = (x ^ base[i]) &* 0xBF58_476D_1CE4_E5B9
            x ^= x >> 31
        }
        return Int(truncatingIfNeeded: x)
    }
}
