import GlideRules

/// What the daily puzzle asks of the generator on each day of the week. The week ramps as
/// newspaper puzzles do: Monday's is a medium level (the medium pack's sizes and pars), each
/// day a little larger and longer, Sunday's a hard one (the hard pack's).
public struct DailyPlan: Hashable, Sendable {
    public struct Size: Hashable, Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int
        public var description: String { "\(width)×\(height)" }
    }

    /// The sizes the day may have; the date's seed picks one.
    public var sizes: [Size]
    /// The par the day's level must have (its proven optimum).
    public var moves: ClosedRange<Int>
    /// The share of wall inside the border, drawn for the day from this range; nil lets it
    /// vary from candidate to candidate (the generator's default). Large boards get many walls:
    /// with fewer, most candidates run past the day's par and few have a trap, and the day
    /// takes seconds to find.
    public var walls: ClosedRange<Double>? = nil

    /// The plan for `weekday`. Changing a plan changes the puzzle of every date on that weekday
    /// (the golden level in DailyPuzzleTests says so).
    public static func plan(for weekday: Weekday) -> DailyPlan {
        func sizes(_ list: (Int, Int)...) -> [Size] { list.map { Size(width: $0.0, height: $0.1) } }
        return switch weekday {
        case .monday: DailyPlan(sizes: sizes((10, 10), (11, 11), (12, 10)), moves: 12...24)
        case .tuesday: DailyPlan(sizes: sizes((11, 11), (12, 12), (13, 11)), moves: 14...26)
        case .wednesday: DailyPlan(sizes: sizes((12, 12), (13, 13), (14, 12)), moves: 16...28)
        case .thursday: DailyPlan(sizes: sizes((13, 13), (14, 14), (15, 13)), moves: 18...32)
        case .friday: DailyPlan(sizes: sizes((15, 15), (16, 15)), moves: 24...38, walls: 0.45...0.58)
        case .saturday: DailyPlan(sizes: sizes((16, 16), (17, 17)), moves: 27...43, walls: 0.47...0.58)
        case .sunday: DailyPlan(sizes: sizes((18, 18), (19, 19)), moves: 30...47, walls: 0.5...0.58)
        }
    }

    /// Every size any day may have, and every par: the range the daily puzzle stays in.
    public static var allSizes: Set<Size> { Set(Weekday.allCases.flatMap { plan(for: $0).sizes }) }
    public static var allMoves: ClosedRange<Int> {
        let plans = Weekday.allCases.map(plan(for:))
        return plans.map(\.moves.lowerBound).min()!...plans.map(\.moves.upperBound).max()!
    }
}
