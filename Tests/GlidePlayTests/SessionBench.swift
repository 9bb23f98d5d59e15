import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport

/// A session driven as a front drives it, its effects carried out here: solves answered at once
/// (or held while `holdingSolves`), pack files in memory, and what only a terminal does (the
/// clipboard, the bell, quitting) recorded.
struct SessionBench {
    var session: PlaySession
    var holdingSolves = false
    var solver = ManualSolver()
    /// Files by path, for the editor.
    var files: [String: [UInt8]] = [:]
    /// What `openForEditing` opens, by pack, and what `reloadPack` reads back.
    var editable: [Int: Result<EditableDocument, EditingUnavailable>] = [:]
    var reloadable: [Int: PlayPack] = [:]
    var saves = 0
    var copied: [Clip] = []
    var bells = 0
    var quit = false
    var exports: [String] = []
    /// The daily puzzles asked for (`makeDaily`), in order, and what they are made as: while
    /// `holdingDaily`, they wait to be `answerDaily`'d, as a background maker's take time.
    var dailyAsked: [DailyDate] = []
    var dailyLevel: Level?
    var holdingDaily = false
    var now = 0.0

    init(_ session: PlaySession, holdingSolves: Bool = false) {
        self.session = session
        self.holdingSolves = holdingSolves
        carryOut(self.session.advance(to: 0))
    }

    /// The campaign of these packs (each a pack text), all levels open unless `locked`.
    init(packs texts: [String], progress: PlayerProgress = PlayerProgress(), locked: Bool = false) throws {
        let packs = try texts.map { PlayPack(try LevelFormat.parse($0), fallbackTitle: "test") }
        self.init(
            PlaySession(
                packs: packs, progress: progress, settings: PlaySettings(timing: .instant, unlockAll: !locked)
            ))
    }

    /// An intent at the bench's clock, then everything it led to.
    mutating func send(_ intent: PlayIntent, at time: Double? = nil) {
        if let time { now = time }
        carryOut(session.handle(intent, now: now))
    }

    /// Lets time pass.
    mutating func wait(until time: Double) {
        now = time
        carryOut(session.advance(to: now))
    }

    /// Hands over the daily puzzles asked for, made.
    mutating func answerDaily() {
        guard let dailyLevel else { return }
        for date in dailyAsked { carryOut(session.handle(.dailyMade(date, dailyLevel), now: now)) }
    }

    /// Answers every held solve.
    mutating func answerSolves() {
        while let (job, result) = solver.answerOldest() {
            carryOut(session.handle(.solved(job, result), now: now))
        }
    }

    private mutating func carryOut(_ effects: [PlayEffect]) {
        for effect in effects {
            switch effect {
            case .saveProgress: saves += 1
            case let .solver(solverEffect):
                solver.take([solverEffect])
                if !holdingSolves { answerSolves() }
            case let .write(path, bytes, expected, _):
                if case let .contents(expectedBytes) = expected, files[path] != expectedBytes {
                    send(.written(.changedOnDisk))
                } else {
                    files[path] = bytes
                    send(.written(.written))
                }
            case let .copy(clip): copied.append(clip)
            case let .openForEditing(pack):
                send(.editingOpened(pack: pack, editable[pack] ?? .failure(.notEditable)))
            case let .exportForEditing(pack, path):
                exports.append(path)
                send(.editingOpened(pack: pack, editable[pack] ?? .failure(.notEditable)))
            case let .reloadPack(pack): send(.reloaded(pack: pack, reloadable[pack]))
            case let .makeDaily(date):
                dailyAsked.append(date)
                if !holdingDaily, let dailyLevel { send(.dailyMade(date, dailyLevel)) }
            case .bell: bells += 1
            case .quit: quit = true
            }
        }
    }

    /// The game on show.
    var game: GameRoute? { session.game }

    /// Where the game on show comes from, if it is a level of a pack.
    var level: (pack: Int, level: Int)? {
        guard case let .campaign(pack, level)? = game?.purpose else { return nil }
        return (pack, level)
    }

    var isOnLevelSelect: Bool {
        if case .levelSelect = session.top { true } else { false }
    }

    /// Plays `moves` on the game on show, then lets its win sequence run out.
    /// Plays `moves`, which win, and moves on past the finished board as a key does.
    mutating func win(_ moves: [Direction]) {
        for move in moves { send(.play(.move(move))) }
        wait(until: now + 10)
        send(.proceed)
    }
}
