import GlideRules

/// A place in the app. The session keeps a stack of them: the top one is on show, those below
/// are where leaving it returns to (level select under a game, the editor under its play-test,
/// any route under its help).
// Indirect: the routes hold whole mid ends, and boxing them keeps the code that copies a
// route small (33 kB of the installed binary).
public indirect enum Route: Sendable {
    case levelSelect
    case game(GameRoute)
    case replay(ReplayRoute)
    case editor(EditorRoute)
    /// The keys of the route below, over it; any key closes it.
    case help(HelpTopic)
    /// A pack's totals, over level select; any key closes it.
    case stats(pack: Int)
    /// The player's settings, kept with their progress, with the row chosen.
    case settings(Setting)
    /// A pack's last level was won: its totals, over level select, until a key moves on.
    case packComplete(PackCompletion)

    /// A number naming the route among all the session has shown (the one that names its
    /// solves), for the routes that have one: a game, a replay, the editor.
    public var id: Int? { owner }

    /// The number that names the route's solves, for a route that solves.
    var owner: Int? {
        switch self {
        case let .game(game): game.play.solves.owner
        case let .replay(replay): replay.solves.owner
        case let .editor(editor): editor.editor.solves.owner
        case .levelSelect, .help, .stats, .settings, .packComplete: nil
        }
    }

    /// Whether what is shown changes with time alone.
    func isAnimating(now: Double) -> Bool {
        switch self {
        case let .game(game): game.play.isAnimating(now: now)
        case let .replay(replay): replay.isAnimating(now: now)
        case let .editor(editor): editor.editor.isAnimating(now: now)
        case .levelSelect, .help, .stats, .settings, .packComplete: false
        }
    }
}

/// What the pack-complete route shows, and where play goes on.
public struct PackCompletion: Hashable, Sendable {
    public let pack: Int
    public let stats: PackStats
    /// The level play goes on with (the next pack's first unsolved), if there is a next pack.
    public let next: PlaySession.LevelSelection?
    /// The next pack's title, when there is one.
    public let nextTitle: String?
}

/// Which keys a help route lists.
public enum HelpTopic: Hashable, Sendable {
    case levelSelect, game, daily, editor, settings
}

/// A level in play, and what it is played for.
public struct GameRoute: Sendable {
    public enum Purpose: Hashable, Sendable {
        /// A level of a pack, from level select: wins are recorded, and play moves on.
        case campaign(pack: Int, level: Int)
        /// The day's puzzle: its win is recorded under its date; there is no other level.
        case daily(DailyGame)
        /// The editor's level: nothing is recorded; leaving or winning goes back to the editor.
        case playTest
    }

    /// What the line under the status says: the level's comment, or, for a player who has
    /// solved nothing yet, what to do.
    public enum Teaching: Hashable, Sendable {
        case comment(String)
        case firstRunHint
    }

    public let purpose: Purpose
    public internal(set) var play: LevelPlay
    /// The level's number and the pack's size, for the status line.
    public let number: Int
    public let levelCount: Int
    /// The player's record of this level before this game, to tell a new best.
    public let previous: PlayerProgress.Record?
    /// The fewest moves of a win before this game.
    public var previousBest: Int? { previous?.bestMoves }
    public let teaching: Teaching?

    /// The moves played since the start or the last restart.
    public var moves: [Direction] { play.session.moves }
}

/// The daily puzzle a game plays: whose results to record, and how.
public struct DailyGame: Hashable, Sendable {
    public let date: DailyDate
    /// Today as it was when the game opened: a win just past midnight UTC still counts for
    /// the day the player sat down to.
    public let today: DailyDate
    /// The level's progress key.
    public let levelID: String
    /// Whether it was opened from level select, where leaving it returns; else leaving quits
    /// (`glide daily`).
    public internal(set) var returnsToLevelSelect = false
}

/// The editor, and the pack of level select it edits (nil in `glide edit`).
public struct EditorRoute: Sendable {
    public internal(set) var editor: PackEditor
    public let pack: Int?
}
