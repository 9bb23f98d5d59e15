import GlidePlay
import GlideRules
import GlideWording

/// The help of every route, and a pack's stats: boxes of text over the route below.
enum HelpScreens {
    /// - Parameter dailyReturns: whether the daily puzzle was opened from level select, to
    ///   which leaving it returns (else leaving quits).
    static func lines(for topic: HelpTopic, dailyReturns: Bool = false) -> [String] {
        switch topic {
        case .levelSelect: levelSelect
        case .game: ["Glide — keys", ""] + playingKeys + gameKeys
        case .daily:
            ["Glide daily — keys", ""] + playingKeys
                + (dailyReturns ? dailyKeys.map { $0 == dailyQuit ? dailyBack : $0 } : dailyKeys)
        case .editor: editor
        case .settings: settings
        }
    }

    /// The keys of any level, in both help screens.
    static let playingKeys = [
        "←↑→↓  wasd  hjkl   slide the ball",
        "mouse drag         slide toward the drag",
        "u                  undo (as often as you like; from a lost",
        "                   position, back to before the move that lost)",
        "y  Ctrl-R          redo",
        "r                  restart (undo brings it back)",
        "i                  hint: the next move of a shortest finish",
    ]

    static let gameKeys = [
        "n  p               next / previous level",
        "Enter              on a won level: the next one (u or r: try again)",
        "?                  this help",
        "q  Esc             back to level select",
        "",
        "Paint every floor cell. Any key closes this help.",
    ]

    static let dailyQuit = "q  Esc             quit"
    static let dailyBack = "q  Esc             back to level select"

    static let dailyKeys = [
        "c                  copy the result line (after a win)",
        "?                  this help",
        dailyQuit,
        "",
        "One puzzle a day, the same for everyone. Any key closes this help.",
    ]

    static let levelSelect = [
        "Glide — level select",
        "",
        "←↑→↓  hjkl  wasd         move the selection (pages turn at the edges)",
        "PgUp  PgDn  wheel        previous / next page",
        // Two lines: in one, 80 columns cut it short.
        "mouse drag               the page follows the pointer;",
        "                         let go past 35 % of it, or flick, to turn",
        "click a dot              go to that page",
        "Tab  Shift-Tab           next / previous level",
        "↑ from the first row     today's daily puzzle (top right; Enter plays it)",
        "Home  End                first / last level",
        "Enter  Space  click      play the selected level",
        "[  ]  click a tab        previous / next pack",
        "t                        the pack's stats",
        ",                        settings: theme, animation speed, bell, colours",
        "b  o                     watch your best / a par solution (+ - its speed)",
        "c                        copy the level's code (glide play CODE plays it)",
        "e                        edit the selected level",
        "?                        this help",
        "q  Esc                   quit",
        "",
        "The first unsolved level of a pack and the two after it are open.",
        "Any key closes this help.",
    ]

    static let settings = [
        "Glide — settings",
        "",
        "↑↓  k j  w s            choose a setting",
        "←→  h l  a d            change it (shown at once)",
        "Enter  q  Esc           back (settings are kept with your progress)",
        "",
        "Colour theme      classic, light, contrast, colorblind",
        "Animation speed   slow, normal, fast, instant",
        "Bell on a win     off, on: the terminal's bell when you win a level",
        "Colours           auto (as the terminal says), 24-bit, 256, 16, none",
        "",
        "--theme chooses a theme too (and keeps it); --color, --speed and",
        "--no-animation win for their run. Any key closes this help.",
    ]

    // No blank line under the title: with it, the box takes all of 24 rows.
    static let editor = [
        "Glide editor — keys",
        "←↑→↓  hjkl         move the cursor (its row and column: top right)",
        "#  .  space  @     wall, floor, void, start (the brush); x toggles wall",
        "mouse              click: draw with the brush; drag: a line",
        "m                  a corner: the selection runs to the cursor (m clears)",
        "b  B  F            rectangle (outline, filled), flood fill: with the brush",
        "M  then arrows     move the selected block (cells left become floor)",
        "Y  X  P            copy, cut, paste the selected block (into any level)",
        "r  f  v  c         rotate, flip ↔, flip ↕ (the selection, if any), crop",
        "+ / -  then arrow  add / remove a row or column on that side",
        "t  A  C            title, author, comment (typing replaces, Ctrl-U clears)",
        "u  y  Ctrl-R       undo, redo (each tool is one step)",
        "z  Z               zoom in, out (a large level scrolls with the cursor)",
        "[  ]  PgUp PgDn    previous / next level",
        "n  d  D  <  >      new (asks its size), duplicate, delete, move level",
        "s                  solution: ← → step, space plays, + - speed, Home End",
        "e  T               the verdict in full; mark the traps on the board",
        "a                  assistant: harder edits, best first (o: outline too)",
        "K                  copy the level's code (glide play CODE plays it)",
        "p                  play-test (Esc comes back)",
        "w  Ctrl-S          save (asks before dropping a Par, offers to fix one)",
        "q  Esc  Ctrl-C     quit (asks if there are unsaved changes)",
    ]

    static func stats(_ title: String, _ stats: PackStats) -> [String] {
        ["\(title) — stats", ""] + totals(stats) + ["", "Any key closes this."]
    }

    /// A pack's last level won: its totals, and where play goes on.
    static func packComplete(_ title: String, _ completion: PackCompletion) -> [String] {
        let stats = completion.stats
        let heading =
            stats.solved == stats.levels
            ? "\(title) complete!"
            : "End of \(title): \(counted(stats.levels - stats.solved, "level")) to solve"
        let goOn =
            completion.nextTitle.map { "Enter: on to \($0) · q: level select" } ?? "Any key: level select"
        return [heading, ""] + totals(stats) + ["", goOn]
    }

    private static func totals(_ stats: PackStats) -> [String] {
        var lines = [
            "solved       \(stats.solved) of \(stats.levels)",
            // The pack's share of its stars, as one level's three, beside the count.
            "stars        \(stats.stars) of \(stats.maximumStars)  "
                + DailyResultLine.rating(stars: min(3, stats.stars * 3 / max(1, stats.maximumStars))),
        ]
        if stats.par > 0 {
            let over = stats.moves - stats.par
            lines.append(
                "moves        \(stats.moves) against par \(stats.par) ("
                    + (over == 0 ? "at par" : over > 0 ? "\(over) over" : "\(-over) under") + ")")
        }
        if stats.solvedWithoutPar > 0 {
            lines.append("              (\(counted(stats.solvedWithoutPar, "level")) without par)")
        }
        lines.append("hints used   \(stats.hints)")
        return lines
    }
}
