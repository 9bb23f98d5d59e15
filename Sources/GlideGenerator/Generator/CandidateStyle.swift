/// What the level generator's candidate boards look like.
public enum CandidateStyle: Sendable, Equatable {
    /// Boards carved by a sliding ball, and (3 in 10, from 7×7) rooms joined by corridors with
    /// pillars standing in them: winding corridors and open halls, as the packs up to expert have.
    case mixed
    /// Boards carved by a sliding ball whose open areas stay within `rooms`, and whose new
    /// corridors join others (closing a loop) only with the chance `joins` (see `CorridorJoin`):
    /// mazes of narrow corridors with small rooms at most. They are no sweep, but nearly all
    /// their slides can be undone, so they have next to no traps: routing, not insight.
    case corridors(rooms: RoomLimit, joins: Double)
    /// Mazes of chambers about `chamberSide` cells wide, carved one after another and joined
    /// by one-way valves (`ChamberBoard`), with the rooms and loops of `.corridors` inside.
    case chambers(chamberSide: Int, rooms: RoomLimit, joins: Double)
}

extension CandidateStyle {
    /// The master pack's mazes: chambers of about 8 cells a side (3×3 of them on 30×30 boards,
    /// 5×5 on 45×45), 2×2 rooms at most, a new corridor joining another with the chance 0.6.
    /// Of the settings measured (docs/benchmarks.md) these gave the most traps per move, with
    /// pars of about 150 on 30×30 boards and 300 on 45×45.
    public static let masterMazes = CandidateStyle.chambers(
        chamberSide: 8, rooms: RoomLimit(cells: 4), joins: 0.6)
}

extension CandidateStyle {
    /// The expert pack's mazes (20×20 to 28×28): chambers of about 7 cells a side, otherwise as
    /// `masterMazes`.
    public static let expertMazes = CandidateStyle.chambers(
        chamberSide: 7, rooms: RoomLimit(cells: 4), joins: 0.6)

    /// Corridor mazes as the chambers have them inside: 2×2 rooms at most, a new corridor
    /// joining another with the chance 0.6.
    public static let corridorMazes = CandidateStyle.corridors(rooms: RoomLimit(cells: 4), joins: 0.6)

    /// The chamber mazes the packs have for a board whose shorter side is `side`: the expert
    /// pack's below 30, the master pack's from 30.
    public static func chamberMazes(side: Int) -> CandidateStyle { side < 30 ? expertMazes : masterMazes }
}
