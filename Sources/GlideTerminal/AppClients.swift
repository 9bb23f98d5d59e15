import FoundationEssentials
import GlidePlay
import GlideRules
import GlideSolverClient
import GlideWording

/// What the app's effects need beyond the terminal, as small clients (live ones from the
/// command, test ones in memory): the solver, the progress file, and the pack files the
/// editor reads and writes.
public struct AppClients: Sendable {
    public var solver: SolverClient
    /// Writes the player's progress: nil when saved, else why not.
    public var saveProgress: @Sendable (PlayerProgress) -> ProgressStore.SaveFailure?
    public var packFiles: PackFiles
    public var daily: DailyMaker

    public init(
        solver: SolverClient,
        saveProgress: @escaping @Sendable (PlayerProgress) -> ProgressStore.SaveFailure? = { _ in nil },
        packFiles: PackFiles = .onDisk, daily: DailyMaker = .unavailable
    ) {
        self.solver = solver
        self.saveProgress = saveProgress
        self.packFiles = packFiles
        self.daily = daily
    }
}

/// Makes the daily puzzle level select opens (the generator, which this module does not link,
/// may take seconds).
public struct DailyMaker: Sendable {
    /// Starts making a date's puzzle: returns it at once (tests), or nil when it comes later as
    /// an `InputEvent.dailyMade`.
    public var make: @Sendable (DailyDate) -> Level?

    public init(make: @escaping @Sendable (DailyDate) -> Level?) { self.make = make }

    /// Nothing makes puzzles: none ever comes.
    public static let unavailable = DailyMaker { _ in nil }
}

/// The pack files behind level select's `e` and the editor's saves.
public struct PackFiles: Sendable {
    /// Writes a pack atomically unless the file no longer holds what is expected, or is
    /// read-only and that is refused.
    public var write:
        @Sendable (
            _ path: String, _ bytes: [UInt8], _ expected: FileExpectation, _ ifReadOnly: AtomicFile.ReadOnly
        )
            -> WriteOutcome
    /// Pack `pack` of level select as a document to edit, or why it cannot be edited.
    public var open: @Sendable (_ pack: Int) -> Result<EditableDocument, EditingUnavailable>
    /// Exports the bundled pack `pack` to `path` and opens that.
    public var export: @Sendable (_ pack: Int, _ path: String) -> Result<EditableDocument, EditingUnavailable>
    /// Pack `pack` as it stands on disk, after editing; nil if it cannot be read.
    public var reload: @Sendable (_ pack: Int) -> PlayPack?

    public init(
        write: @escaping @Sendable (String, [UInt8], FileExpectation, AtomicFile.ReadOnly) -> WriteOutcome,
        open: @escaping @Sendable (Int) -> Result<EditableDocument, EditingUnavailable> = { _ in
            .failure(.notEditable)
        },
        export: @escaping @Sendable (Int, String) -> Result<EditableDocument, EditingUnavailable> = { _, _ in
            .failure(.notEditable)
        },
        reload: @escaping @Sendable (Int) -> PlayPack? = { _ in nil }
    ) {
        self.write = write
        self.open = open
        self.export = export
        self.reload = reload
    }

    /// Pack files written to disk, and none to open for editing (`glide edit` and `glide daily`).
    public static let onDisk = PackFiles(write: writeOnDisk)

    /// Writes a pack file atomically (`AtomicFile`: through a symbolic link, in place for a
    /// hard-linked file, permissions kept), and only when it still holds what is expected and,
    /// unless `ifReadOnly` says replace, is not read-only.
    @Sendable public static func writeOnDisk(
        _ path: String, _ bytes: [UInt8], _ expected: FileExpectation, _ ifReadOnly: AtomicFile.ReadOnly
    ) -> WriteOutcome {
        if case let .contents(expectedBytes) = expected,
            FileManager.default.contents(atPath: path).map(Array.init) != expectedBytes
        {
            return .changedOnDisk
        }
        do {
            try AtomicFile.write(Data(bytes), to: path, ifReadOnly: ifReadOnly)
            return .written
        } catch .readOnly {
            return .readOnly
        } catch {
            return .failed(error)
        }
    }
}
