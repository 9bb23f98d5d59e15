import GlideRules
import GlideSolver
import GlideSolverClient

/// A level's positions as the quality measures walk them: the ball's rest node and the paint,
/// from the start onwards.
///
/// Paint is kept per *group*: the cells, unpainted at the start, that the very same slides
/// paint. Such cells are always painted together, so a set of painted groups is exactly one
/// set of painted cells, and positions counted here are the positions a player can reach.
/// (The solver goes further and drops units implied by others, which merges positions; the
/// measures must not.)
///
/// Bounds come from the optimal search's tables (`OptimalSearch`): the mask's first words are
/// the search's own, in its grouped bit numbering, with the groups it leaves out (those implied
/// by others: painted whenever the group that implies them is) in words after them.
final class PositionSpace {
    let graph: RestGraph
    /// Mask words per position.
    let words: Int
    let groupCount: Int
    /// Edge e paints the groups `edgeMasks[e * words ..< (e + 1) * words]`.
    let edgeMasks: [UInt64]
    /// Every group: a position whose mask equals it is won.
    let full: [UInt64]
    /// Each group's first cell on the board, row by row: the order that keeps neighbouring
    /// groups together (`PositionDiagrams`).
    let firstCellOfBit: [Int]
    private let search: OptimalSearch
    /// Verdicts on positions, from the same graph and units.
    let verdicts: PositionVerdicts
    /// Group bit → the unit it is in the verdicts' numbering, or -1 for a group implied by
    /// others (painted whenever they are, so it never decides a verdict).
    private let unitOfBit: [Int32]
    private var hasDatabases = false
    /// The time the measures have (`glide solve --stats` within `--timeout`).
    private var control: SolveControl
    /// Whether `control` has stopped a measure (`shouldStop`): what it gave is not to be used.
    private(set) var ranOut = false
    /// Reachable positions (won ones left out) some measure has already met, distinct: the
    /// lost share skips an enumeration that this shows to be past its limit.
    private(set) var positionsMet = 0

    /// A bound meaning "cannot be done".
    static let infinity = OptimalSearch.infinity

    /// The space of `board` from its start; nil when some floor cell can never be painted (no
    /// position is winnable: there is nothing to measure) or the search's tables would be too
    /// large to build, or `control` stopped the building.
    init?(board: Board, control: SolveControl = SolveControl(timeout: nil, cancellation: nil, start: .now)) {
        let graph = RestGraph(board: board, root: board.start)
        let units = PaintUnits(graph: graph, painted: board.initialState.painted)
        guard units.unpaintable.isEmpty, OptimalSearch.isFeasible(graph: graph, units: units) else {
            return nil
        }
        var building = control
        guard
            let search = OptimalSearch(graph: graph, units: units, heuristic: .full, control: &building)
        else { return nil }
        self.control = control
        let layout = search.layout
        // Each group's bit: a unit's where the search tracks it, else one after the search's words.
        var bitOfCover: [ArraySlice<Int32>: Int] = [:]
        for (unit, cover) in units.cover.enumerated() { bitOfCover[cover[...]] = layout.unitBit[unit] }
        var nextBit = layout.bitCount
        let startCell = board.index(of: board.start)
        var firstCell: [Int: Int] = [:]
        for cell in board.cells.indices where board.cells[cell] == .floor && cell != startCell {
            let edges = graph.coveringEdges(ofCell: cell)
            if bitOfCover[edges] == nil {
                bitOfCover[edges] = nextBit
                nextBit += 1
            }
            if let bit = bitOfCover[edges], firstCell[bit] == nil { firstCell[bit] = cell }
        }
        firstCellOfBit = (0..<(nextBit + 63) / 64 * 64).map { firstCell[$0] ?? Int.max }
        let words = (nextBit + 63) / 64
        var edgeMasks = [UInt64](repeating: 0, count: graph.edgeCount * words)
        var full = [UInt64](repeating: 0, count: words)
        for (edges, bit) in bitOfCover {
            full[bit >> 6] |= 1 << UInt64(bit & 63)
            for edge in edges { edgeMasks[Int(edge) * words + bit >> 6] |= 1 << UInt64(bit & 63) }
        }
        var unitOfBit = [Int32](repeating: -1, count: nextBit)
        for (unit, bit) in layout.unitBit.enumerated() { unitOfBit[bit] = Int32(unit) }
        self.unitOfBit = unitOfBit
        verdicts = PositionVerdicts(graph: graph, units: units)
        self.graph = graph
        self.words = words
        groupCount = bitOfCover.count
        self.edgeMasks = edgeMasks
        self.full = full
        self.search = search
    }

    /// Builds the search's pattern databases (once), which make the bound far stronger on
    /// large levels; false when they would take more than `memoryLimit` bytes.
    func addPatternDatabases(memoryLimit: Int = SolveOptions.defaultMemoryLimit / 4) -> Bool {
        if hasDatabases { return true }
        var building = control
        hasDatabases = search.addPatternDatabases(control: &building, memoryLimit: memoryLimit)
        if building.checkNow() != nil { ranOut = true }
        return hasDatabases
    }

    /// Notes that a measure met `count` distinct reachable positions.
    func met(positions count: Int) { positionsMet = max(positionsMet, count) }

    /// Whether the measures' time is up (the clock is read every few hundred calls); once it
    /// is, `ranOut` is set and stays.
    func shouldStop() -> Bool {
        if !ranOut, control.stopReason() != nil { ranOut = true }
        return ranOut
    }

    /// Seconds the measures have left; nil when they have no limit.
    var secondsLeft: Double? { control.secondsLeft }

    /// Whether `edge` paints group `bit`.
    func paints(edge: Int, bit: Int) -> Bool {
        edgeMasks[edge * words + bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// Sets `into` to `mask` with what `edge` paints; returns whether that paints everything.
    @inline(__always)
    func paint(_ mask: UnsafePointer<UInt64>, edge: Int, into result: UnsafeMutablePointer<UInt64>) -> Bool {
        var complete = true
        let base = edge * words
        for word in 0..<words {
            let value = mask[word] | edgeMasks[base + word]
            result[word] = value
            if value != full[word] { complete = false }
        }
        return complete
    }

    /// The units `mask` paints, in the verdicts' numbering.
    func painted(_ mask: UnsafePointer<UInt64>) -> UnitSet {
        var painted = UnitSet(words: verdicts.words)
        for word in 0..<words {
            var bits = mask[word]
            while bits != 0 {
                let unit = unitOfBit[word * 64 + bits.trailingZeroBitCount]
                if unit >= 0 { painted.insert(Int(unit)) }
                bits &= bits - 1
            }
        }
        return painted
    }

    /// A lower bound on the moves still needed from `node` with `mask` painted; `infinity`
    /// when some unpainted group can no longer be painted, so the position is lost.
    func bound(node: Int, mask: UnsafePointer<UInt64>) -> Int {
        search.heuristic(node: node, mask: mask)
    }
}

/// A position's mask and its child's, as the measures' loops build them: zeroed, and freed
/// with the scratch.
final class MaskScratch {
    let mask: UnsafeMutablePointer<UInt64>
    let child: UnsafeMutablePointer<UInt64>

    init(words: Int) {
        mask = .allocate(capacity: words)
        child = .allocate(capacity: words)
        mask.initialize(repeating: 0, count: words)
        child.initialize(repeating: 0, count: words)
    }

    deinit {
        mask.deallocate()
        child.deallocate()
    }
}
