/// Mazes of chambers joined by one-way valves, carved by a sliding ball: the style of the
/// largest levels, which must ask for insight rather than sweeping.
///
/// The board is cut into a grid of chambers, visited in a snake order (`ChamberLayout`). The
/// ball carves one chamber at a time as `CarvedBoard` does: every slide stops at a wall that no
/// later slide may carve, so replaying the walk paints every floor cell, and the level is
/// solvable by construction. Its corridors stay narrow (`RoomLimit`), join each other only
/// now and then (`CorridorJoin`), and never reach into a chamber the ball has left.
///
/// The valves: while it carves a chamber, the ball carves *spurs*, slides that end one cell
/// inside a later chamber, and slides straight back. When the ball carves that later chamber,
/// a corridor runs through the spur's tip, never stopping on it: the tip becomes a T whose bar
/// runs past. A ball coming up the spur stops at the tip and may leave along the bar, and
/// nothing brings it back. The ball leaves each chamber by one such valve (the door); each
/// other crossed spur is a way out of its chamber that loses the level while anything before
/// it is unpainted: the traps along the line. The player has to see which ways are one-way,
/// and finish each chamber before taking one.
public enum ChamberBoard {
    public struct Settings: Sendable, Equatable {
        /// Chambers across and down (the board's inside is split as evenly as it goes).
        public var across: Int
        public var down: Int
        /// The share of each chamber carved to floor before the ball moves on, if it finds room.
        public var floorShare: Double
        /// Slides are 1 to `maxSlide` cells long.
        public var maxSlide: Int
        public var rooms: RoomLimit
        /// The chance that a corridor may join another (close a loop) inside a chamber.
        public var joinChance: Double

        public init(
            across: Int, down: Int, floorShare: Double, maxSlide: Int, rooms: RoomLimit, joinChance: Double
        ) {
            self.across = max(1, across)
            self.down = max(1, down)
            self.floorShare = floorShare
            self.maxSlide = max(1, maxSlide)
            self.rooms = rooms
            self.joinChance = joinChance
        }
    }

    /// Slides tried per cell of a chamber before the ball leaves it short of its share of
    /// floor (narrow corridors fill a chamber only so far).
    static let attemptsPerCell = 12
    /// Times in the carving of a chamber (evenly spread, the first at once) when the ball
    /// carves a spur into the next chamber, and corridors through the tips of the spurs into
    /// this one: early, before the chamber's own corridors wall its sides in.
    static let checkpoints = 8
    /// Spurs into the next chamber the checkpoints carve at most: the ways out, one of which
    /// becomes the door. (More were tried: the chambers seldom have room for them.)
    static let exitsPerChamber = 3
    /// Cells a spur reaches into the later chamber. At 1 the tips of the spurs from one chamber
    /// into the next line up along their border, where the corridor through the door's tip
    /// crosses several at once.
    static let spurDepth = 1

    /// A `width`×`height` board (wall border included) and the walk that carved it, or nil
    /// when the size leaves no room for the chambers or the ball found no way on from one.
    public static func make(
        width: Int, height: Int, settings: Settings, using random: inout SeededRandom
    ) -> CarvedBoard.Carving? {
        guard
            let layout = ChamberLayout(
                width: width, height: height, across: settings.across, down: settings.down)
        else { return nil }
        var carver = ChamberCarver(layout: layout, settings: settings, using: &random)
        return carver.carve(using: &random)
    }
}
