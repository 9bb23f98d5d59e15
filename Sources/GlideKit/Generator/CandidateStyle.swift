/// What the level generator's candidate boards look like.
public enum CandidateStyle: Sendable, Equatable {
    /// Boards carved by a sliding ball, and (3 in 10, from 7×7) rooms joined by corridors with
    /// pillars standing in them: winding corridors and open halls, as the packs up to expert have.
    case mixed
    /// Boards carved by a sliding ball whose open areas stay within `rooms`, and whose new
    /// corridors join others (closing a loop) only with the chance `joins` (see `CorridorJoin`):
    /// mazes of narrow corridors, one-way junctions and a few loops, with small rooms at most,
    /// where large boards ask for insight rather than sweeping.
    case corridors(rooms: RoomLimit, joins: Double)
    /// Boards of chambers about `chamberSide` cells wide, carved one after another and
    /// joined by one-way valves (`ChamberBoard`), with the rooms and loops of `.corridors`
    /// inside, `exits` spurs into the next chamber from each, and spurs into later chambers
    /// with the chance `spurs`.
    case chambers(chamberSide: Int, rooms: RoomLimit, joins: Double, spurs: Double, exits: Int)
}
