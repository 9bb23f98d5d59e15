import Glibc
import GlideRules
import GlideSolver
import GlideSolverClient

/// Searches for levels whose optimal line is mostly decisions (`Insight`), by simulated
/// annealing over edits of a board: where `LevelRefiner` climbs a few steps and stops at the
/// first hill, this walks through worse levels to reach better ones, and so goes where single
/// improving edits do not lead (the refiner's aim at insight stalled at about 12 % on chamber
/// mazes: docs/benchmarks.md).
///
/// A level's value is its insight (decisions per move) when its optimum is unique, less a
/// fixed charge when it is not; an edit is one cell changed as the refiner changes it
/// (`SingleCellEdit`), sometimes two at once. The same start, settings and seed give the same
/// level wherever the C library's `exp` and `pow` agree to the last bit (they take the chance of
/// a worse edit and the cooling): the solver is bounded by states, the random source is seeded.
public struct InsightSearch: Sendable {
    public struct Settings: Sendable {
        /// How the levels are rated: the move range and open area they must keep within, the
        /// solver's states per edit, the count of optimal solutions' limit. Its aim is insight.
        public var refiner: LevelRefiner.Settings
        /// Edits tried in all.
        public var iterations: Int
        /// The temperature at the start and at the end (in units of insight: 0.02 lets an edit
        /// that costs 2 points be taken about a third of the time), cooling geometrically.
        public var temperatures: (start: Double, end: Double)
        /// What a level with more than one optimal line is charged, in units of insight.
        public var sharedOptimumCharge: Double
        /// Whether a level may be walked through at all (a pack's traps and difficulty, say):
        /// one it does not admit is passed over as an unsolvable edit is.
        public var admits: @Sendable (LevelRefiner.Rated) -> Bool
        public var seed: UInt64

        public init(
            refiner: LevelRefiner.Settings, iterations: Int = 2_000,
            temperatures: (start: Double, end: Double) = (0.02, 0.001), sharedOptimumCharge: Double = 0.05,
            seed: UInt64 = 0, admits: @escaping @Sendable (LevelRefiner.Rated) -> Bool = { _ in true }
        ) {
            self.refiner = refiner
            self.iterations = iterations
            self.temperatures = temperatures
            self.sharedOptimumCharge = sharedOptimumCharge
            self.admits = admits
            self.seed = seed
        }
    }

    /// What a search came to: the best level seen, and what it took.
    public struct Outcome: Sendable {
        public var best: LevelRefiner.Rated
        public var tried = 0
        public var solvable = 0
        public var accepted = 0
    }

    public let settings: Settings

    public init(settings: Settings) {
        var settings = settings
        settings.refiner.aim = .insight
        self.settings = settings
    }

    /// What the search values in a level: its insight, less the charge when its optimum is not
    /// unique.
    public func value(_ level: LevelRefiner.Rated) -> Double {
        (level.insight?.share ?? 0) - (level.optimalSolutions == .exact(1) ? 0 : settings.sharedOptimumCharge)
    }

    /// The best level the search finds from `level`, its stray walls cleared.
    public func search(from level: LevelRefiner.Rated) -> Outcome {
        let refiner = LevelRefiner(settings: settings.refiner)
        var random = SeededRandom(seed: settings.seed)
        var outcome = Outcome(best: level)
        var current = level
        var currentValue = value(level), bestValue = currentValue
        let cells = LevelRefiner.editableCells(of: level.board)
        guard !cells.isEmpty else { return outcome }
        let cooling = pow(
            settings.temperatures.end / settings.temperatures.start, 1 / Double(max(1, settings.iterations)))
        var temperature = settings.temperatures.start
        // At a low temperature the walk stays on a level and draws the same edits of it again:
        // each board is rated once (rated or not: nil when it is unsolvable or not admitted).
        var ratings: [[Cell]: LevelRefiner.Rated?] = [:]
        for _ in 0..<settings.iterations {
            temperature *= cooling
            outcome.tried += 1
            guard let edited = edited(current.board, cells: cells, random: &random) else { continue }
            if ratings.count >= Self.ratingsKept { ratings.removeAll(keepingCapacity: true) }
            let rating =
                ratings[edited.cells]
                ?? {
                    let rated = refiner.rate(edited).flatMap { settings.admits($0) ? $0 : nil }
                    ratings[edited.cells] = rated
                    return rated
                }()
            guard let rated = rating else { continue }
            outcome.solvable += 1
            let candidateValue = value(rated)
            let gain = candidateValue - currentValue
            guard gain >= 0 || random.unit() < exp(gain / temperature) else { continue }
            outcome.accepted += 1
            (current, currentValue) = (rated, candidateValue)
            if candidateValue > bestValue { (outcome.best, bestValue) = (rated, candidateValue) }
        }
        // Walling up a corridor leaves walls that touch no floor: clutter, cleared.
        outcome.best = outcome.best.withoutStrayWalls
        return outcome
    }

    /// Boards whose ratings are kept at most (some 40 MB on a 20×20 board), then forgotten.
    static let ratingsKept = 40_000

    /// `board` with one cell changed, or two a quarter of the time; nil when an edit does not
    /// apply. Only cells on the floor's edge are changed (floor, or wall beside floor): a wall
    /// opened away from the floor is a pocket the ball never reaches, never solvable.
    private func edited(_ board: Board, cells: [Int], random: inout SeededRandom) -> Board? {
        var board = board
        for _ in 0..<(random.chance(0.25) ? 2 : 1) {
            let edge = cells.filter { Self.isOnFloorEdge($0, of: board) }
            guard let cell = random.pick(edge), let next = LevelRefiner.edit(board, at: cell) else {
                return nil
            }
            board = next
        }
        return board
    }

    /// Whether the cell at `index` is floor or has floor beside it.
    static func isOnFloorEdge(_ index: Int, of board: Board) -> Bool {
        if board.cells[index] == .floor { return true }
        let position = board.position(ofIndex: index)
        return Direction.allCases.contains { board[position.stepped($0)] == .floor }
    }
}

extension LevelRefiner.Rated {
    /// The level with its stray walls cleared (`Board.withoutStrayWalls`): the same game, so
    /// the same measures, the traps' cells moved with the crop.
    public var withoutStrayWalls: LevelRefiner.Rated {
        let tidy = board.withoutStrayWalls
        guard tidy != board else { return self }
        return LevelRefiner.Rated(
            board: tidy, solution: solution, traps: Trap.along(solution, on: tidy),
            optimalSolutions: optimalSolutions, openArea: openArea, insight: insight, aim: aim)
    }
}
