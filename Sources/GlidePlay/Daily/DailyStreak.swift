import GlideRules

/// Days in a row a player won the daily puzzle on its own day.
///
/// - `current`: the run of such days that ends today, or yesterday while today's puzzle is
///   not yet won (the streak is still alive until today ends); 0 otherwise.
/// - `best`: the longest run there has ever been.
///
/// A past puzzle won later (`glide daily --date`) neither extends nor mends a streak: only
/// `wonOnTheDay` results count.
public struct DailyStreak: Hashable, Sendable {
    public let current: Int
    public let best: Int

    public init(current: Int, best: Int) {
        self.current = current
        self.best = best
    }

    /// The streaks from the dates won on their own day (in any order, repeats ignored).
    public init(wonOnTheDay dates: some Sequence<DailyDate>, today: DailyDate) {
        let days = Set(dates.map(\.ordinal))
        let end = days.contains(today.ordinal) ? today.ordinal : today.ordinal - 1
        var current = 0
        while days.contains(end - current) { current += 1 }
        var best = 0, run = 0, last: Int? = nil
        for day in days.sorted() {
            run = day - 1 == last ? run + 1 : 1
            best = max(best, run)
            last = day
        }
        self.init(current: current, best: best)
    }
}
