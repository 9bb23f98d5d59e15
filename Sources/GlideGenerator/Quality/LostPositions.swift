import GlideRules
import GlideSolver
import GlideSolverClient

/// The share of a level's positions from which it can no longer be won: how unforgiving it is.
/// A level where a third of the positions are lost punishes a careless move; one where none
/// are lets the player wander.
///
/// Positions are those reachable from the start, won ones left out. Where there are few enough
/// they are all enumerated and the share is exact. Otherwise it is estimated from random play:
/// walks of random moves from the start, each position on them judged by the solver's verdict.
public struct LostPositions: Hashable, Sendable {
    /// Positions from which the level is lost, among `positions`.
    public let lost: Int
    /// Positions counted: every reachable one when `exact`, else those met on random walks.
    public let positions: Int
    /// Whether every reachable position was counted.
    public let exact: Bool

    public var share: Double { positions == 0 ? 0 : Double(lost) / Double(positions) }

    public init(lost: Int, positions: Int, exact: Bool) {
        self.lost = lost
        self.positions = positions
        self.exact = exact
    }

    /// Positions enumerated at most before the share is estimated instead.
    public static let defaultPositionLimit = 2_000_000
    /// Random walks when estimating, each of at most twice the par in moves.
    public static let defaultWalks = 400

    /// The share for `board`, whose optimum is `par`, as `PuzzleQuality` measures it: exact up
    /// to `limits.positions` positions, estimated past them; nil when the level cannot be won.
    public static func measure(_ board: Board, par: Int, limits: PuzzleQuality.Limits = .init())
        -> LostPositions?
    {
        guard let space = PositionSpace(board: board) else { return nil }
        // Without a time limit the estimate always comes.
        return enumerate(space, limit: limits.positions) ?? estimate(board, par: par, walks: limits.walks)!
    }

    /// Every reachable position: which of them can still reach a win (backwards from those one
    /// move from it). Nil past `limit` positions, or when the space's time runs out
    /// (`space.ranOut`).
    static func enumerate(_ space: PositionSpace, limit: Int) -> LostPositions? {
        if space.groupCount == 0 { return LostPositions(lost: 0, positions: 0, exact: true) }
        guard let moves = PositionMoves(space, limit: limit) else { return nil }
        return LostPositions(lost: moves.count - moves.winnableCount(), positions: moves.count, exact: true)
    }

    /// The share among positions met on `walks` random walks from the start, each of at most
    /// `2 × par` moves or until won. A lost position only leads to lost ones and a winnable one
    /// comes only after winnable ones, so each walk is winnable up to some move and lost after
    /// it: a binary search over the walk finds that move with a few verdicts.
    /// Nil when `seconds` (nil: no limit) run out first.
    static func estimate(_ board: Board, par: Int, walks: Int, within seconds: Double? = nil)
        -> LostPositions?
    {
        var random = SeededRandom(seed: 0x6C6F_7374)  // "lost"
        let solver = Solver(board: board)
        let control = SolveControl(timeout: seconds, cancellation: nil, start: .now)
        var ranOut = false
        func isLost(_ state: GameState) -> Bool {
            let verdictOnly = SolveOptions(timeout: control.secondsLeft, optimal: false)
            let status = solver.solve(from: state, options: verdictOnly).status
            if status == .timeout { ranOut = true }
            return status == .unsolvable
        }
        var lost = 0, positions = 0
        for _ in 0..<walks {
            if ranOut || control.checkNow() != nil { return nil }
            var walk: [GameState] = []
            var state = board.initialState
            for _ in 0..<max(1, 2 * par) {
                let moves = Direction.allCases.compactMap { board.slide(from: state, $0) }
                guard let slide = random.pick(moves), !slide.wins else { break }
                state = slide.result
                walk.append(state)
            }
            // The first lost position of the walk: all before it are winnable, all after lost.
            var low = 0, high = walk.count
            while low < high {
                let middle = (low + high) / 2
                if isLost(walk[middle]) { high = middle } else { low = middle + 1 }
            }
            lost += walk.count - low
            positions += walk.count
        }
        return LostPositions(lost: lost, positions: positions, exact: false)
    }
}

/// Every position reachable from the start, numbered in the order met, with its moves: four
/// successors (one per direction at most; -1 for none or a win) and whether a move wins.
private struct PositionMoves {
    /// Position `p`'s successors are `successors[4 * p ..< 4 * p + 4]`.
    let successors: [Int32]
    let winsNext: [Bool]

    var count: Int { winsNext.count }

    /// Breadth first from the start; nil past `limit` positions.
    init?(_ space: PositionSpace, limit: Int) {
        let words = space.words
        let table = StateTable(words: words)
        var successors: [Int32] = []
        var winsNext: [Bool] = []
        let scratch = MaskScratch(words: words)
        // The pointers are used to the end: the scratch must live as long.
        defer { withExtendedLifetime(scratch) {} }
        let (mask, child) = (scratch.mask, scratch.child)
        _ = table.insert(node: 0, mask: mask, g: 0, h: 0, parent: -1, via: -1)
        var state = 0
        while state < table.count {
            if space.shouldStop() { return nil }
            let node = table.node(of: state)
            // Copied out: inserting a position may move the table.
            mask.update(from: table.mask(of: state), count: words)
            var slot = 0
            var wins = false
            for edge in space.graph.edges(of: node) {
                if space.paint(mask, edge: edge, into: child) {
                    wins = true
                    continue
                }
                let target = Int32(space.graph.edgeTarget[edge])
                var found = table.find(node: target, mask: child)
                if found < 0 {
                    if table.count >= limit { return nil }
                    found = table.insert(node: target, mask: child, g: 0, h: 0, parent: -1, via: -1)
                }
                successors.append(found)
                slot += 1
            }
            for _ in slot..<4 { successors.append(-1) }
            winsNext.append(wins)
            state += 1
        }
        self.successors = successors
        self.winsNext = winsNext
    }

    /// Positions from which the level can still be won: backwards from those that win in
    /// one move.
    func winnableCount() -> Int {
        let (predecessorStart, predecessors) = self.predecessors()
        var winnable = winsNext
        var queue = winsNext.indices.filter { winsNext[$0] }
        var head = 0
        while head < queue.count {
            let position = queue[head]
            head += 1
            for k in Int(predecessorStart[position])..<Int(predecessorStart[position + 1]) {
                let previous = Int(predecessors[k])
                if !winnable[previous] {
                    winnable[previous] = true
                    queue.append(previous)
                }
            }
        }
        return queue.count
    }

    /// The moves reversed, packed: position `p`'s predecessors are
    /// `predecessors[start[p] ..< start[p + 1]]`, a position once per move into `p`.
    func predecessors() -> (start: [Int32], predecessors: [Int32]) {
        var start = [Int32](repeating: 0, count: count + 1)
        for target in successors where target >= 0 { start[Int(target) + 1] += 1 }
        for i in 0..<count { start[i + 1] += start[i] }
        var predecessors = [Int32](repeating: 0, count: Int(start[count]))
        var fill = start
        for (index, target) in successors.enumerated() where target >= 0 {
            predecessors[Int(fill[Int(target)])] = Int32(index / 4)
            fill[Int(target)] += 1
        }
        return (start, predecessors)
    }
}
