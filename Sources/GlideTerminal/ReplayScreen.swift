import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideWording

/// A solution played back on its level, from level select: the player's best (kept with their
/// progress), or a shortest solution, which the solver works out in the background first.
/// Any key or click goes back.
public struct ReplayScreen: Sendable {
    /// Whose solution is shown.
    public enum Source: Equatable, Sendable {
        /// The player's best, as a move string.
        case best(String)
        /// A shortest solution, from the solver.
        case par
    }

    public enum Action: Equatable, Sendable {
        case back
    }

    public let level: Level
    public let heading: String
    public let source: Source
    let paintIndex: Int
    private let options: PlayOptions
    private let solver: SolverClient
    private var job: SolveJob?
    public private(set) var replay: SolutionReplay?
    public private(set) var message: String?
    private var size = (width: 80, height: 24)
    /// When the replay starts, on the first event with the time (the solution may be known at
    /// once).
    private var pending: [Direction]?

    public init(
        level: Level, heading: String, source: Source, paintIndex: Int, options: PlayOptions,
        solver: SolverClient
    ) {
        self.level = level
        self.heading = heading
        self.source = source
        self.paintIndex = paintIndex
        self.options = options
        self.solver = solver
        switch source {
        case let .best(text):
            if let moves = try? MoveNotation.parse(text) {
                pending = moves
            } else {
                message = "No moves kept."
            }
        case .par:
            job = solver.start(SolveRequest(board: level.board, options: options.solveOptions))
            message = "Working out a shortest solution…"
        }
    }

    public mutating func resize(width: Int, height: Int) { size = (width, height) }

    public func isAnimating(now: Double) -> Bool {
        pending != nil || replay.map { !$0.isFinished(at: now) } ?? false
    }

    public mutating func show(_ text: String) { message = text }

    /// Stops the solve, if one is running: the screen is leaving.
    public mutating func close() {
        if let job { solver.cancel(job) }
        job = nil
    }

    public mutating func handle(_ event: InputEvent, now: Double) -> Action? {
        if case let .solved(finished, result) = event, finished == job {
            job = nil
            if let moves = result.solution, result.optimal {
                message = nil
                pending = moves
            } else {
                message = "The solver found no shortest solution in time."
            }
        }
        if let moves = pending {
            pending = nil
            replay = SolutionReplay(board: level.board, moves: moves, timing: options.timing, now: now)
        }
        replay?.advance(to: now)
        return event.isKeyOrClick ? .back : nil
    }

    public func draw(into buffer: inout CellBuffer, now: Double) {
        let solution = replay?.moves ?? pending
        let moves = solution.map { MoveNotation.format($0) } ?? ""
        let whose = source == .par ? "A shortest solution" : "Your best"
        buffer.write(" " + heading, x: 0, y: 0, role: .title, style: .bold, limit: buffer.width)
        buffer.center(
            solution.map { "\(whose): \(counted($0.count, "move")) · \(replay?.played ?? 0)/\($0.count)" }
                ?? whose,
            y: 1, role: .accent)
        let area = (x: 1, y: 3, width: max(1, buffer.width - 2), height: max(1, buffer.height - 6))
        let viewport = BoardViewport.fitting(
            rows: level.board.height, columns: level.board.width, in: area,
            halfBlocks: BoardRenderer.drawsPixels(colors: options.colors, glyphs: options.glyphs))
        let picture =
            replay?.picture(at: now)
            ?? BoardPicture(board: level.board, state: level.board.initialState, animation: nil, at: now)
        BoardRenderer(
            glyphs: options.glyphs, theme: options.theme, colors: options.colors, paintIndex: paintIndex
        )
        .draw(picture, in: viewport, into: &buffer)
        if let message {
            buffer.centerWrapped(message, y: buffer.height - 3, maxLines: 1, role: .warning)
        } else if !moves.isEmpty {
            buffer.center(moves, y: buffer.height - 3, role: .faint)
        }
        buffer.center("any key: back to level select", y: buffer.height - 1, role: .faint)
        if options.glyphs.isASCII { buffer.transliterateToASCII() }
    }
}
