import Dispatch
import GlideCurses
import GlideGenerator
import GlideRules
import GlideTerminal
import GlideWording

extension DailyMaker {
    /// Makes the day's puzzle on a background thread (up to seconds on a weekend: see
    /// docs/benchmarks.md) and posts it to the terminal's event queue, which wakes the play
    /// loop: level select stays live meanwhile.
    static func background(for terminal: Terminal) -> DailyMaker {
        let events = terminal.events
        return DailyMaker { date in
            DispatchQueue.global(qos: .userInitiated).async {
                let level = DailyPuzzle(date: date).level(title: date.dailyPuzzleTitle)
                events.post(.dailyMade(date, level))
            }
            return nil
        }
    }
}
