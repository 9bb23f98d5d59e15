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
/// when `exact`, else a sample.
public struct LostShare: Hashable, Sendable {
    public let lost: Int
    public let positions: Int
    public let exact: Bool

    public init(lost: Int, positions: Int, exact: Bool) {
        self.lost = lost
        self.positions = positions
        self.exact = exact
    }

    /// 0 … 1.
    public var share: Double { positions == 0 ? 0 : Double(lost) / Double(positions) }
}
