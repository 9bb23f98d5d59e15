import GlideRules
import GlideSolver
import GlideSolverClient

/// Makes a generated level more of a puzzle by single-cell edits, as a designer (or the
/// editor's assistant) would: a wall added on floor or taken away, kept when the level stays
/// solvable within its move range and its measures improve: traps away from the start cell (a
/// wrong turn the level's shape sets, not the start's own junction), fewer optimal solutions,
/// then more traps. Steepest ascent, a few steps.
///
/// The same level and settings give the same result on any machine: the solver is bounded by
/// states, ties go to the first edit in reading order, and the edits are tried on any number
/// of threads with their results taken in that order.
public struct LevelRefiner: Sendable {
    public struct Settings: Sendable {
        /// The optimum a refined level must keep within.
        public var moves: ClosedRange<Int>
        /// The largest open area a refined level may have (`OpenArea`).
        public var maxOpenArea: Int
        /// Edits made at most.
        public var steps: Int
        /// States the solver may use per edit (see `LevelGenerator.Settings.stateLimit`).
        public var stateLimit: Int
        /// Positions the count of optimal solutions may hold; past it, "many".
        public var countLimit: Int

        public init(
            moves: ClosedRange<Int>, maxOpenArea: Int = .max, steps: Int = 8, stateLimit: Int = 500_000,
            countLimit: Int = 50_000
        ) {
            self.moves = moves
            self.maxOpenArea = maxOpenArea
            self.steps = steps
            self.stateLimit = stateLimit
            self.countLimit = countLimit
        }
    }

    /// A level as the refiner rates it.
    public struct Rated: Sendable {
        public let board: Board
        public let solution: [Direction]
        public let traps: [Trap]
        public let optimalSolutions: OptimalSolutionCount
        public let openArea: Int

        /// Traps away from the start cell (`Trap.isAtStart`).
        public var trapsAwayFromStart: Int { Trap.countAwayFromStart(traps, on: board) }

        /// Larger is better: traps away from the start (up to 4), then fewer optimal solutions
        /// (counted up to 1 000), then more traps.
        var score: (Int, Int, Int) {
            (
                min(trapsAwayFromStart, Self.trapCap), -Int(min(optimalSolutions.exactValue ?? 1_000, 1_000)),
                traps.count
            )
        }

        /// Traps away from the start past which more count no further.
        static let trapCap = 4
    }

    public let settings: Settings

    public init(settings: Settings) { self.settings = settings }

    /// Rates `board`: nil when it is not solvable within the settings' moves and open area.
    public func rate(_ board: Board) -> Rated? {
        rate(board, unlessBelow: 0)
    }

    /// Rates `board`, but gives up (nil) before counting its optimal solutions, the costly
    /// part, when it has fewer than `floor` traps away from the start (counted up to 4): such
    /// a level cannot beat one that has them.
    func rate(_ board: Board, unlessBelow floor: Int) -> Rated? {
        let openArea = OpenArea.largest(board)
        guard openArea <= settings.maxOpenArea else { return nil }
        // An unsolvable edit ends at the optimal search's own verdict, before any proof.
        let result = Solver(board: board).solve(
            options: SolveOptions(
                timeout: nil, stateLimit: settings.stateLimit, movesCeiling: settings.moves.upperBound))
        guard result.optimal, let solution = result.solution, settings.moves.contains(solution.count) else {
            return nil
        }
        let traps = Trap.along(solution, on: board)
        guard min(Trap.countAwayFromStart(traps, on: board), Rated.trapCap) >= floor,
            let count = OptimalSolutionCount.count(
                board, par: solution.count, positionLimit: settings.countLimit)
        else { return nil }
        return Rated(
            board: board, solution: solution, traps: traps, optimalSolutions: count, openArea: openArea)
    }

    /// Edits rated together, and rated per step before settling for an edit that improves the
    /// level without adding a trap away from the start. A step takes the best edit of the
    /// batches rated so far once one adds such a trap, or once `patience` edits are rated and
    /// one improves the level at all; so small levels are searched whole, and large ones, whose
    /// edits each take a proof of seconds, only until a good edit turns up. The batch, not the
    /// threads, fixes the result.
    static let batchSize = 16
    static let patience = 64

    /// `level` after up to `settings.steps` edits; the level itself when no edit improves it.
    /// The edits are tried in an order drawn from the level's own map, so that the first
    /// batches do not all lie in its top rows.
    public func refine(_ level: Rated, jobs: Int = 1) -> Rated {
        var current = level
        for _ in 0..<settings.steps {
            var random = SeededRandom(seed: UInt64(current.board.canonicalID.prefix(16), radix: 16) ?? 0)
            var edits = Self.edits(of: current.board)
            for i in stride(from: edits.count - 1, to: 0, by: -1) { edits.swapAt(i, random.int(in: 0...i)) }
            let floor = current.score.0
            var best: Rated?
            var start = 0
            while start < edits.count {
                let batch = Array(edits[start..<min(start + Self.batchSize, edits.count)])
                let rated = ParallelWork.map(count: batch.count, jobs: jobs) {
                    rate(batch[$0], unlessBelow: floor)
                }
                for candidate in rated.compactMap({ $0 }) where candidate.score > (best ?? current).score {
                    best = candidate
                }
                start += Self.batchSize
                if let best, best.score.0 > floor || start >= Self.patience { break }
            }
            guard let best else { break }
            current = best
        }
        return current
    }

    /// Each generated level rated and refined, on `jobs` threads, in order; nil for a level
    /// not solvable within the settings.
    public func refineAll(_ levels: [LevelGenerator.Generated], jobs: Int) -> [LevelGenerator.Generated?] {
        ParallelWork.map(count: levels.count, jobs: jobs) { index in
            let level = levels[index]
            guard let rated = rate(level.board) else { return nil }
            let better = refine(rated)
            return LevelGenerator.Generated(
                board: better.board, solution: better.solution, traps: better.traps,
                candidate: level.candidate)
        }
    }

    /// Every board one edit away: an inner wall beside floor made floor (when no void touches
    /// it, so the level keeps its outline) or a floor cell other than the start made wall.
    static func edits(of board: Board) -> [Board] {
        var boards: [Board] = []
        for position in board.positions
        where position.row > 0 && position.row < board.height - 1 && position.column > 0
            && position.column < board.width - 1 && position != board.start
        {
            var cells = board.cells
            let index = board.index(of: position)
            switch board[position] {
            case .void: continue
            case .floor: cells[index] = .wall
            case .wall:
                let besideFloor = Direction.allCases.contains { board[position.stepped($0)] == .floor }
                guard besideFloor else { continue }
                let touchesVoid = (-1...1).contains { dr in
                    (-1...1).contains { dc in
                        board[Position(row: position.row + dr, column: position.column + dc)] == .void
                    }
                }
                if touchesVoid { continue }
                cells[index] = .floor
            }
            if let edited = try? Board(
                width: board.width, height: board.height, cells: cells, start: board.start)
            {
                boards.append(edited)
            }
        }
        return boards
    }
}
