import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import Synchronization

@testable import GlideTerminal

func pack(_ text: String) throws -> PlayPack {
    PlayPack(try LevelFormat.parse(text), fallbackTitle: "test")
}

/// Options that draw boards in glyphs, as without colour.
let glyphOptions = PlayOptions(colors: false)

/// A player who has solved a level of some other pack: no first-run hint takes a line above
/// the board.
let veteran: PlayerProgress = {
    var progress = PlayerProgress()
    progress.recordWin(id: "a level elsewhere", moves: 1, par: 1, hints: 0)
    return progress
}()

/// Solver results waiting to be handed back: the `immediate` client solves at once and leaves
/// them here, as the live one leaves them in the terminal's event queue.
final class SolverResults: Sendable {
    private let results = Mutex<[InputEvent]>([])
    /// While held, results wait here: the solves are still under way, as far as the app knows.
    private let held = Mutex(false)
    private let cancelledJobs = Mutex<[SolveJob]>([])

    func hold() { held.withLock { $0 = true } }
    func release() { held.withLock { $0 = false } }

    /// Solves at once into these results, and records the jobs cancelled.
    var immediate: SolverClient {
        let immediate = SolverClient.immediate { job, result in
            self.results.withLock { $0.append(.solved(job, result)) }
        }
        return SolverClient(
            start: immediate.start,
            cancel: { job in self.cancelledJobs.withLock { $0.append(job) } })
    }

    /// Solves in the background, as the game does, into these results.
    var background: SolverClient {
        .live { job, result in self.results.withLock { $0.append(.solved(job, result)) } }
    }

    /// The jobs cancelled so far, in order.
    var cancelled: [SolveJob] { cancelledJobs.withLock { $0 } }

    /// The results in, as events; none while held.
    func take() -> [InputEvent] {
        guard !held.withLock({ $0 }) else { return [] }
        return results.withLock { results in
            defer { results = [] }
            return results
        }
    }
}

/// The player's progress as the app saved it, save by save; a failure to report, if set.
final class ProgressSaves: Sendable {
    private let saved = Mutex<[PlayerProgress]>([])
    private let failureToReport = Mutex<ProgressStore.SaveFailure?>(nil)

    /// Every progress saved, in order.
    var all: [PlayerProgress] { saved.withLock { $0 } }
    var count: Int { all.count }
    var last: PlayerProgress? { all.last }

    /// Makes the next saves fail with `failure` (nil: they succeed again).
    func fail(_ failure: ProgressStore.SaveFailure?) { failureToReport.withLock { $0 = failure } }

    var save: @Sendable (PlayerProgress) -> ProgressStore.SaveFailure? {
        { progress in
            self.saved.withLock { $0.append(progress) }
            return self.failureToReport.withLock { $0 }
        }
    }
}

/// Pack files in memory: paths to bytes, written only when they still hold what is expected
/// (as `PackFiles.writeOnDisk` does). Packs of level select open from the path given for them,
/// or, when built in, are offered for export to a new file.
final class MemoryPackFiles: Sendable {
    /// A pack built into glide: its file name, the text it exports, and where it exports to.
    struct Bundled: Sendable {
        var fileName: String
        var text: String
        var exportPath: String
    }

    private let files: Mutex<[String: [UInt8]]>
    /// The file each pack of level select is edited in, by index (a bundled pack gets one once
    /// exported).
    private let packPaths: Mutex<[Int: String]>
    private let bundled: [Int: Bundled]
    private let writes = Mutex(0)
    private let writeFailure = Mutex<AtomicFile.Failure?>(nil)
    private let readOnly = Mutex<Set<String>>([])

    init(files: [String: String] = [:], packPaths: [Int: String] = [:], bundled: [Int: Bundled] = [:]) {
        self.files = Mutex(files.mapValues { Array($0.utf8) })
        self.packPaths = Mutex(packPaths)
        self.bundled = bundled
    }

    /// The bytes of the file at `path`; nil when there is none.
    subscript(path: String) -> [UInt8]? {
        get { files.withLock { $0[path] } }
        set { files.withLock { $0[path] = newValue } }
    }

    /// The text of the file at `path`; nil when there is none.
    func text(_ path: String) -> String? { self[path].map { String(decoding: $0, as: UTF8.self) } }

    /// How many writes were made (not those refused).
    var writeCount: Int { writes.withLock { $0 } }

    /// Makes the file at `path` read-only: writes that do not agree to replace it are refused.
    func makeReadOnly(_ path: String) { _ = readOnly.withLock { $0.insert(path) } }

    /// Makes the next writes fail as a file system would, with `failure` (nil: they succeed).
    func failWrites(_ failure: AtomicFile.Failure?) { writeFailure.withLock { $0 = failure } }

    var packFiles: PackFiles {
        PackFiles(
            write: { path, bytes, expected, ifReadOnly in
                if let reason = self.writeFailure.withLock({ $0 }) { return .failed(reason) }
                let isReadOnly = self.readOnly.withLock { $0.contains(path) }
                return self.files.withLock { files in
                    if case let .contents(expectedBytes) = expected, files[path] != expectedBytes {
                        return .changedOnDisk
                    }
                    if isReadOnly, ifReadOnly == .refuse { return .readOnly }
                    files[path] = bytes
                    self.writes.withLock { $0 += 1 }
                    return .written
                }
            },
            open: { index in self.open(index) },
            export: { index, path in
                guard let bundled = self.bundled[index] else { return .failure(.notEditable) }
                self[path] = Array(bundled.text.utf8)
                self.packPaths.withLock { $0[index] = path }
                return self.open(index)
            },
            reload: { index in
                guard let path = self.packPaths.withLock({ $0[index] }), let text = self.text(path) else {
                    return nil
                }
                return try? pack(text)
            })
    }

    private func open(_ index: Int) -> Result<EditableDocument, EditingUnavailable> {
        guard let path = packPaths.withLock({ $0[index] }) else {
            guard let bundled = bundled[index] else { return .failure(.notEditable) }
            return .failure(.bundled(fileName: bundled.fileName, exportPath: bundled.exportPath))
        }
        guard let bytes = self[path] else { return .failure(.notEditable) }
        do throws(LevelFormatError) {
            let pack = try LevelFormat.parse(String(decoding: bytes, as: UTF8.self))
            return .success(EditableDocument(document: PackDocument(pack: pack, bytes: bytes), path: path))
        } catch {
            return .failure(.unreadable(path: path, error))
        }
    }
}

/// The app driven as the play loop drives it: after every event, the solver results it
/// started come back as `.solved` events. Its clients are in memory: the solver's results,
/// the progress saved, the pack files. Its properties read through to the app.
@dynamicMemberLookup
struct DrivenApp {
    var app: GlideApp
    let solver: SolverResults
    let saves: ProgressSaves
    let files: MemoryPackFiles

    /// The app on `session`, sent the size of the terminal first, as the play loop does.
    /// - Parameter solver: where the solver's results wait (hold it to keep solves under way).
    init(
        session: PlaySession, options: PlayOptions, width: Int = 80, height: Int = 24,
        files: MemoryPackFiles = MemoryPackFiles(), solver: SolverResults = SolverResults(),
        background: Bool = false, daily: DailyMaker = .unavailable
    ) {
        self.solver = solver
        saves = ProgressSaves()
        self.files = files
        let clients = AppClients(
            solver: background ? solver.background : solver.immediate, saveProgress: saves.save,
            packFiles: files.packFiles, daily: daily)
        app = GlideApp(session: session, options: options, clients: clients, width: width, height: height)
        handle(.resize(width: width, height: height), now: 0)
    }

    subscript<T>(dynamicMember keyPath: KeyPath<GlideApp, T>) -> T { app[keyPath: keyPath] }

    /// The game on show (or under its help).
    var game: GameRoute? { app.session.game }
    /// The editor on show (or under its help).
    var editor: PackEditor? { app.session.editor }

    var isShowingHelp: Bool {
        if case .help = app.session.top { true } else { false }
    }

    var isAtLevelSelect: Bool { app.session.top.isLevelSelect }

    @discardableResult
    mutating func handle(_ event: InputEvent, now: Double) -> [GlideApp.Effect] {
        let effects = app.handle(event, now: now)
        return effects + deliverSolves(now: now)
    }

    /// Hands back every finished solve (and those they start in turn); returns what the app
    /// asked of the terminal meanwhile.
    @discardableResult
    mutating func deliverSolves(now: Double) -> [GlideApp.Effect] {
        var effects: [GlideApp.Effect] = []
        while case let events = solver.take(), !events.isEmpty {
            for event in events { effects += app.handle(event, now: now) }
        }
        return effects
    }

    func frame(now: Double) -> CellBuffer { app.frame(now: now) }
    func isAnimating(now: Double) -> Bool { app.isAnimating(now: now) }
    func boardViewport(at now: Double) -> BoardViewport? { app.boardViewport(at: now) }
    func editorViewport(at now: Double = 0) -> BoardViewport? { app.editorViewport(at: now) }
}

extension DrivenApp {
    /// `glide play` on `packs`: level select, or `start` opened at once (past the locks, as
    /// `--level` opens it).
    static func playing(
        _ packs: [PlayPack], progress: PlayerProgress = PlayerProgress(),
        options: PlayOptions = PlayOptions(timing: .instant, colors: false), width: Int = 80,
        height: Int = 24, warning: ProgressStore.LoadWarning? = nil, start: PlaySession.LevelSelection? = nil,
        files: MemoryPackFiles = MemoryPackFiles(), today: DailyDate? = nil, daily: DailyMaker = .unavailable
    ) -> DrivenApp {
        DrivenApp(
            session: PlaySession(
                packs: packs, progress: progress, settings: options.settings, warning: warning, start: start,
                today: today),
            options: options, width: width, height: height, files: files, daily: daily)
    }

    /// Level `level` of the pack in `text` in play, on an 80×24 terminal, drawn in glyphs unless
    /// `options` say otherwise. The solver works at once (its results handed back after every
    /// event) unless `background` is set. The player has solved a level elsewhere (no
    /// first-run hint) unless `progress` says otherwise.
    static func game(
        _ text: String, level: Int = 0, progress: PlayerProgress = veteran,
        options: PlayOptions = glyphOptions,
        width: Int = 80, height: Int = 24, background: Bool = false
    ) throws -> DrivenApp {
        DrivenApp(
            session: PlaySession(
                packs: [try pack(text)], progress: progress, settings: options.settings,
                start: .init(pack: 0, level: level)),
            options: options, width: width, height: height, background: background)
    }

    /// `glide daily` on `level`, the puzzle of `date`, played on `today`.
    static func daily(
        _ level: Level, date: DailyDate, today: DailyDate, progress: PlayerProgress = PlayerProgress(),
        options: PlayOptions = PlayOptions(timing: .instant, colors: false), width: Int = 80, height: Int = 24
    ) -> DrivenApp {
        DrivenApp(
            session: PlaySession(
                daily: level, date: date, today: today, progress: progress, settings: options.settings),
            options: options, width: width, height: height)
    }

    /// `glide edit` on `document`, saving to `path` among `files`.
    static func editing(
        _ document: PackDocument, path: String = "pack.txt", files: MemoryPackFiles = MemoryPackFiles(),
        level: Int = 0, options: PlayOptions = PlayOptions(timing: .instant, colors: false), width: Int = 80,
        height: Int = 24, solver: SolverResults = SolverResults()
    ) -> DrivenApp {
        DrivenApp(
            session: PlaySession(editing: document, path: path, level: level, settings: options.settings),
            options: options, width: width, height: height, files: files, solver: solver)
    }
}
