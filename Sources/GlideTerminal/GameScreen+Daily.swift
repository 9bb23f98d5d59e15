import GlidePlay

extension GameRoute {
    /// Whether leaving goes back to level select rather than quitting: the daily puzzle opened
    /// there (and every other game).
    var returnsToLevelSelect: Bool {
        if case let .daily(daily) = purpose { daily.returnsToLevelSelect } else { true }
    }
}

extension GameScreen {
    /// The daily puzzle's key legends, longest first: before the win, and after it (the keys
    /// that matter then); `q` quits `glide daily` and goes back from level select's.
    func dailyLegends(won: Bool) -> [String] {
        let legends = won ? Self.dailyWonLegends : Self.dailyLegends
        return game.returnsToLevelSelect ? legends.map { Self.backInsteadOfQuit($0) } : legends
    }

    /// A legend with `q quit` as `q back`.
    static func backInsteadOfQuit(_ legend: String) -> String {
        legend.hasSuffix("q quit") ? String(legend.dropLast("quit".count)) + "back" : legend
    }
}
