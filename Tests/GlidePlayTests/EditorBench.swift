import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport

/// An editor whose effects a test carries out by hand: solves wait in a `ManualSolver` until
/// answered; writes go to a file in memory, refused as on disk when it no longer holds what
/// the editor expects; copies, play-tests and quitting are recorded.
struct EditorBench {
    var editor: PackEditor
    var solver = ManualSolver()
    /// The pack file's bytes (nil: no file).
    var file: [UInt8]?
    /// Whether the file is read-only: a write that does not agree to replace it is refused.
    var readOnly = false
    var copied: [[Direction]] = []
    var codes: [String] = []
    var playTests: [Level] = []
    var quit = false
    var bells = 0

    init(_ text: String, timing: AnimationTiming = .instant) throws {
        let bytes = Array(text.utf8)
        file = bytes
        editor = PackEditor(
            document: PackDocument(pack: try LevelFormat.parse(bytes, path: "t.txt"), bytes: bytes),
            path: "t.txt",
            solveOptions: SolveOptions(timeout: 5), timing: timing)
        sync()
    }

    /// The file as text.
    var text: String { String(decoding: file ?? [], as: UTF8.self) }

    /// Carries out what the editor asked for since the last time.
    mutating func sync() {
        solver.take(editor.takeSolverEffects())
        for effect in editor.takeEffects() {
            switch effect {
            case let .write(_, bytes, expected, ifReadOnly):
                if case let .contents(expectedBytes) = expected, expectedBytes != file {
                    editor.fileWritten(.changedOnDisk)
                } else if readOnly, ifReadOnly == .refuse {
                    editor.fileWritten(.readOnly)
                } else {
                    file = bytes
                    editor.fileWritten(.written)
                }
                sync()
            case let .copy(moves): copied.append(moves)
            case let .copyLevelCode(code): codes.append(code)
            case let .playTest(level): playTests.append(level)
            case .quit: quit = true
            case .bell: bells += 1
            }
        }
    }

    /// Changes the editor directly, then carries out what it asked for.
    mutating func change(_ body: (inout PackEditor) -> Void) {
        body(&editor)
        sync()
    }

    mutating func handle(_ intent: EditorIntent, now: Double = 0) {
        change { $0.handle(intent, now: now) }
    }

    /// Answers the oldest waiting solve; false when none waits.
    @discardableResult
    mutating func answerOldest(measurer: LevelMeasurer = .trapsOnly) -> Bool {
        guard let (job, result) = solver.answerOldest(measurer: measurer) else { return false }
        change { $0.receive(job, result) }
        return true
    }

    /// Answers every waiting solve in order (and those they start in turn).
    mutating func answerAll() { while answerOldest() {} }
}
