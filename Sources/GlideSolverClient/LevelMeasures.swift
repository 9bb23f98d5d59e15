import GlideRules

/// What a designer needs to see of a solvable level beyond its par: the wrong turns along an
/// optimal solution (its traps) and how unforgiving it is (the share of its positions from
/// which it can no longer be won), as `glide solve --stats` measures them. The editor's verdict
/// line counts them and its trap overlay marks each trap on the board.
public struct LevelMeasures: Hashable, Sendable {
    /// The traps along the optimal solution measured, in order.
    public let traps: [Trap]
    /// The share of lost positions, nil when it was not measured in the time given.
    public let lostShare: LostShare?

    public init(traps: [Trap], lostShare: LostShare?) {
        self.traps = traps
        self.lostShare = lostShare
    }
}

/// Positions from which a level is lost, among the positions counted: every reachable one
/// when listed or counted, a sample when sampled, none when `.connected` (none can be lost).
/// Counts, not always whole numbers a machine word holds: a large level reaches more than 2^64
/// positions. GlideGenerator measures it (`LostPositions`).
public struct LostShare: Hashable, Sendable {
    /// Positions from which the level is lost, among `positions`.
    public let lost: Double
    public let positions: Double
    /// Positions from which it can still be won: `positions - lost`, kept as counted, since
    /// past 2^53 positions that difference can round away (a chamber maze of 10^20 positions
    /// and a few thousand winnable ones would show 100 % lost).
    public let winnable: Double
    /// How the share was found.
    public let method: Method

    public typealias Method = LostShareMethod

    public init(lost: Double, positions: Double, method: LostShareMethod) {
        self.init(lost: lost, winnable: positions - lost, positions: positions, method: method)
    }

    /// A share whose positions were counted lost and winnable apart.
    public init(lost: Double, winnable: Double, positions: Double, method: LostShareMethod) {
        self.lost = lost
        self.winnable = winnable
        self.positions = positions
        self.method = method
    }

    /// Whether every reachable position was counted.
    public var exact: Bool { method.isExact }

    /// 0 … 1.
    public var share: Double { positions == 0 ? 0 : lost / positions }

    /// The 95 % interval of the share: Wilson's score interval of the sample, the share
    /// itself when exact.
    public var interval: ClosedRange<Double> {
        guard !exact, positions > 0 else { return share...share }
        let n = positions, p = share, z = 1.959_963_984_540_054
        let centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        let half = z / (1 + z * z / n) * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot()
        return max(0, centre - half)...min(1, centre + half)
    }

    /// The share as shown: never 100 % while some position can be won.
    public var shown: ShownPercent {
        positions == 0 ? ShownPercent(share: 0) : ShownPercent(share: share, complement: winnable / positions)
    }

    /// The share shown with its mark and without the unit: `34`, `~34`, `99.9960`.
    public var markedDigits: String { method.mark + shown.digits }

    /// As the editor and the assistant show it: `34 %`, `99.98 %`; `~34 %` sampled over
    /// positions, `≈34 %` over move sequences (rougher).
    public var percent: String { markedDigits + " %" }

    /// `34%`, `~34%`: for a narrow column.
    public var percentInColumn: String { markedDigits + "%" }
}

extension LostShare: CustomStringConvertible {
    public var description: String { percent }
}

/// How a lost share was found (docs/level-format.md): the first of these that fits.
public enum LostShareMethod: String, Hashable, Sendable {
    /// Every reachable position listed and judged.
    case listed
    /// Every reachable position counted as sets of positions.
    case counted
    /// None counted, none lost: wherever the ball goes it can still reach a part of the level
    /// it can roam for good (the rest graph's one last strongly connected component), whose
    /// slides paint every cell, so every position can still be won.
    case connected
    /// Positions drawn uniformly among the reachable ones.
    case sampledPositions
    /// Move sequences drawn uniformly: not uniform over positions.
    case sampledSequences

    public var isExact: Bool { roughness == 0 }

    /// How rough a share found this way is: 0 when exact, 1 sampled over positions, 2 over move
    /// sequences. A pack's median is marked by its roughest.
    public var roughness: Int {
        switch self {
        case .listed, .counted, .connected: 0
        case .sampledPositions: 1
        case .sampledSequences: 2
        }
    }

    /// What marks a share found this way, before its number: nothing when exact, `~` when
    /// sampled over positions, `≈` over move sequences (rougher).
    public var mark: String { ["", "~", "≈"][roughness] }

    /// A share found this way as it is shown, its mark first and without the unit: `34`,
    /// `~34`, `99.9960`.
    public func shown(_ share: Double) -> String { mark + ShownPercent(share: share).digits }
}
