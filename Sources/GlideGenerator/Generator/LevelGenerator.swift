import FoundationEssentials
import GlideRules
import GlideSolver
import GlideSolverClient

/// Makes packs of levels worth playing: candidates drawn from a seed (boards carved by a
/// sliding ball, and rooms with pillars; or, as `Settings.style` asks, corridor and chamber
/// mazes), shaped (void outside the walls), then kept only when the solver proves them
/// solvable with an optimum in the asked range, and when they differ from every level kept
/// before up to rotation and reflection.
///
/// The same settings give the same levels on any machine, with CBC or without: candidate i
/// draws from its own random source (the seed and i), the solver is bounded by a count of
/// states rather than by time (A* alone, unless `Settings.method` asks for the integer
/// program), and candidates are kept in order of i however many are tried at once. (With
/// `Settings.provenWithin`, a level is also kept only if a timed solve proves it: the same
/// levels on any machine fast enough for each.)
public struct LevelGenerator: Sendable {
    public struct Settings: Sendable, Equatable {
        public var width: Int
        public var height: Int
        public var count: Int
        public var seed: UInt64
        public var minMoves: Int
        public var maxMoves: Int
        /// The share of the inside of the border left as wall (0 to 0.9); nil varies it from
        /// level to level.
        public var wallDensity: Double?
        /// States the solver may use to prove a candidate's optimum; candidates it cannot
        /// prove within them are dropped.
        public var stateLimit: Int
        /// How a candidate's optimum is proven within `stateLimit`: by A* alone (`.search`,
        /// the default), so that what the seed makes does not depend on whether CBC is
        /// installed (the daily puzzle, `glide generate`); `.portfolio` adds the integer
        /// program (tools/make-packs, which made the shipped packs so, and needs CBC for it).
        public var method: SolveOptions.Method
        /// Candidates tried before giving up (the settings may ask for the impossible).
        public var maxCandidates: Int
        /// What the candidate boards look like.
        public var style: CandidateStyle
        /// When set, a level is kept only if a solve by `method` proves the same optimum within
        /// these seconds: the levels then depend on the machine's speed. (`glide generate` set
        /// it to half of check's 10 s until the generator proved by A* alone: A* takes seconds
        /// on some levels CBC proves in one, and so the pack changed with the machine's load.) The budget
        /// in states is not time: on large boards a proof within it took CBC longer than
        /// check's 10 s. Nil: no timed solve, the pack depends on the seed alone.
        public var provenWithin: Double?

        public init(
            width: Int, height: Int, count: Int, seed: UInt64, minMoves: Int? = nil, maxMoves: Int = 1_000,
            wallDensity: Double? = nil, stateLimit: Int = 2_000_000, maxCandidates: Int? = nil,
            style: CandidateStyle = .mixed, provenWithin: Double? = nil, method: SolveOptions.Method = .search
        ) {
            self.width = width
            self.height = height
            self.count = count
            self.seed = seed
            self.minMoves = minMoves ?? Self.defaultMinMoves(width: width, height: height)
            self.maxMoves = maxMoves
            self.wallDensity = wallDensity
            self.stateLimit = stateLimit
            self.method = method
            self.maxCandidates = maxCandidates ?? max(2_000, count * 500)
            self.style = style
            self.provenWithin = provenWithin
        }

        /// Beyond the smallest sizes a level worth playing takes a few moves: one-move levels
        /// only up to 4×4, then a minimum growing with the board.
        public static func defaultMinMoves(width: Int, height: Int) -> Int {
            let side = min(width, height)
            return side <= 4 ? 1 : max(2, side / 2)
        }
    }

    public struct Generated: Sendable {
        public let board: Board
        /// An optimal solution: its length is the level's par.
        public let solution: [Direction]
        public let difficulty: Difficulty
        /// The traps along `solution` (`difficulty.deadEnds` counts them).
        public let traps: [Trap]
        /// Which candidate it was (for reproducing one level alone).
        public let candidate: Int

        /// The traps away from the start cell (`Trap.isAtStart`).
        public var trapsAwayFromStart: Int { Trap.countAwayFromStart(traps, on: board) }

        /// A level made from candidate `candidate`, with one of its optimal solutions and the
        /// traps along it (the difficulty is rated from them).
        public init(board: Board, solution: [Direction], traps: [Trap], candidate: Int) {
            self.board = board
            self.solution = solution
            self.traps = traps
            self.candidate = candidate
            difficulty = Difficulty(board: board, moves: solution.count, deadEnds: traps.count)
        }
    }

    /// Candidates per job in a batch. Batches run one after another: a larger batch leaves
    /// threads idle less often at its end, a smaller one tries fewer candidates past the last
    /// level kept.
    static let candidatesPerJob = 4

    public let settings: Settings

    public init(settings: Settings) { self.settings = settings }

    /// Tries candidates, on `jobs` threads, until `settings.count` levels are kept or
    /// `maxCandidates` are spent; the levels are the same whatever `jobs` is. Each level the
    /// solver keeps goes through `finish` on the same thread, which may change it (refine it)
    /// or drop it (nil), as `LevelSelection.finish` does. `progress(kept, tried)` is called
    /// after each batch. Returns the levels in the order they were kept, and how many
    /// candidates were tried.
    public func generate(
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        finishing finish: (@Sendable (Generated) -> Generated?)? = nil,
        progress: (_ kept: Int, _ tried: Int) -> Void = { _, _ in }
    ) -> (levels: [Generated], tried: Int) {
        var kept: [Generated] = []
        var seen = Set<String>()
        var tried = 0
        let batch = max(1, jobs) * Self.candidatesPerJob
        while kept.count < settings.count, tried < settings.maxCandidates {
            let indices = tried..<min(tried + batch, settings.maxCandidates)
            let results = Self.evaluateAll(Array(indices), settings: settings, jobs: jobs, finish: finish)
            for result in results {
                tried += 1
                guard let level = result, kept.count < settings.count else { continue }
                guard seen.insert(level.board.canonicalID).inserted else { continue }
                kept.append(level)
            }
            progress(kept.count, tried)
        }
        return (kept, tried)
    }

    /// Candidates evaluated on `jobs` threads, results in the order of `indices`.
    private static func evaluateAll(
        _ indices: [Int], settings: Settings, jobs: Int, finish: (@Sendable (Generated) -> Generated?)?
    ) -> [Generated?] {
        ParallelWork.map(count: indices.count, jobs: jobs) { slot in
            let index = indices[slot]
            guard let board = candidate(index, settings: settings),
                let level = evaluate(board, candidate: index, settings: settings)
            else { return nil }
            return finish.map { $0(level) } ?? level
        }
    }

    /// Candidate `index`: a board drawn from its own random source.
    public static func candidate(_ index: Int, settings: Settings) -> Board? {
        var mixer = SeededRandom(seed: settings.seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        var random = SeededRandom(seed: mixer.next())
        let width = settings.width, height = settings.height
        let interior = max(1, (width - 2) * (height - 2))
        let density = settings.wallDensity ?? (0.25 + 0.4 * random.unit())
        let board: Board?
        let target = max(2, Int((1 - density) * Double(interior)))
        switch settings.style {
        case .mixed:
            if width >= 7, height >= 7, random.chance(0.3) {
                board = RoomBoard.make(
                    width: width, height: height, rooms: random.int(in: 2...max(2, (width + height) / 6)),
                    pillars: 0.04 + 0.16 * density, using: &random)
            } else {
                board =
                    CarvedBoard.make(
                        width: width, height: height, slides: interior * 2,
                        maxSlide: random.int(in: 2...max(2, max(width, height) - 2)),
                        floorTarget: target, using: &random)?.board
            }
        case .corridors(let rooms, let joins):
            board =
                CarvedBoard.make(
                    width: width, height: height, slides: interior * 2,
                    maxSlide: random.int(in: 2...max(2, max(width, height) - 2)),
                    floorTarget: target, roomLimit: rooms, joinChance: joins, using: &random)?.board
        case .chambers(let side, let rooms, let joins):
            let chambers = ChamberBoard.Settings(
                across: max(1, (width - 2) / side), down: max(1, (height - 2) / side),
                floorShare: 1 - density,
                maxSlide: random.int(in: max(2, side / 2)...max(2, side)), rooms: rooms, joinChance: joins)
            board = ChamberBoard.make(width: width, height: height, settings: chambers, using: &random)?.board
        }
        guard let board, spansInterior(board) else { return nil }
        return voidOutside(board)
    }

    /// The solver's verdict on a candidate: kept when solvable with a proven optimum in range.
    public static func evaluate(_ board: Board, candidate: Int, settings: Settings) -> Generated? {
        // A first solution shorter than the minimum settles it at once; the optimal search
        // stops as soon as the optimum is proven above the maximum.
        let solver = Solver(board: board)
        let first = solver.solve(options: SolveOptions(timeout: nil, optimal: false))
        guard first.status == .solved, let firstMoves = first.moves, firstMoves >= settings.minMoves else {
            return nil
        }
        let options = SolveOptions(
            timeout: nil, stateLimit: settings.stateLimit, movesCeiling: settings.maxMoves,
            method: settings.method)
        let result = solver.solve(options: options)
        guard result.status == .solved, result.optimal, let solution = result.solution,
            (settings.minMoves...max(settings.minMoves, settings.maxMoves)).contains(solution.count)
        else { return nil }
        if let seconds = settings.provenWithin {
            let checked = solver.solve(options: SolveOptions(timeout: seconds, method: settings.method))
            guard checked.optimal, checked.moves == solution.count else { return nil }
        }
        return Generated(
            board: board, solution: solution, traps: Trap.along(solution, on: board), candidate: candidate)
    }

    /// Neither a bare corridor nor an open hall: 30–75 % of the inside of the border is floor
    /// (the shipped packs and the daily puzzle keep only such levels).
    public static func hasRealShape(_ board: Board) -> Bool {
        let share = Double(board.floorCount) / Double(max(1, (board.width - 2) * (board.height - 2)))
        return share >= 0.3 && share <= 0.75
    }

    /// Whether the floor reaches every inner row and column, so the level is the size asked.
    static func spansInterior(_ board: Board) -> Bool {
        var rows = Set<Int>(), columns = Set<Int>()
        for position in board.positions where board[position] == .floor {
            rows.insert(position.row)
            columns.insert(position.column)
        }
        return rows.count >= board.height - 2 && columns.count >= board.width - 2
    }

    /// The board with the wall that touches no floor (not even at a corner), and is joined to
    /// the edge through such wall, turned to void: the level's shape shows its outline.
    static func voidOutside(_ board: Board) -> Board {
        let width = board.width, height = board.height
        var cells = board.cells
        func touchesFloor(_ row: Int, _ column: Int) -> Bool {
            for dr in -1...1 {
                for dc in -1...1 {
                    let r = row + dr, c = column + dc
                    if r >= 0, r < height, c >= 0, c < width, board.cells[r * width + c] == .floor {
                        return true
                    }
                }
            }
            return false
        }
        var stack: [Int] = []
        for row in 0..<height {
            for column in 0..<width where row == 0 || row == height - 1 || column == 0 || column == width - 1
            {
                stack.append(row * width + column)
            }
        }
        while let index = stack.popLast() {
            let row = index / width, column = index % width
            guard cells[index] == .wall, !touchesFloor(row, column) else { continue }
            cells[index] = .void
            for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                let r = row + dr, c = column + dc
                if r >= 0, r < height, c >= 0, c < width { stack.append(r * width + c) }
            }
        }
        return (try? Board(width: width, height: height, cells: cells, start: board.start)) ?? board
    }
}

extension LevelGenerator.Generated {
    /// `levels` easiest first: by difficulty score, ties in the order they were generated.
    public static func easiestFirst(_ levels: [Self]) -> [Self] {
        levels.sorted { ($0.difficulty.score, $0.candidate) < ($1.difficulty.score, $1.candidate) }
    }

    /// The level as a pack holds it: `Title`, `Par` (the proven optimum) and `Difficulty`.
    public func level(title: String) -> Level {
        Level(
            board: board,
            lines: [
                .metadata(key: "Title", value: title),
                .metadata(key: "Par", value: String(solution.count)),
                .metadata(key: "Difficulty", value: String(difficulty.score)),
                .map,
            ])!  // one .map line, as Level requires
    }
}

extension LevelGenerator {
    /// The kept levels as a pack, easiest first, each with `Title` ("PREFIX N"), `Par` and
    /// `Difficulty`. The header carries the pack's title and author and `notes` as comments
    /// (the command line that makes the pack again).
    public static func pack(
        _ levels: [Generated], title: String, author: String, notes: [String],
        titlePrefix: String
    ) -> LevelPack {
        let header: [BlockLine] =
            [.metadata(key: "Title", value: title), .metadata(key: "Author", value: author)]
            + notes.map { .comment("; " + $0) }
        let packLevels = Generated.easiestFirst(levels).enumerated().map { number, level in
            level.level(title: "\(titlePrefix) \(number + 1)")
        }
        return LevelPack(header: [header], levels: packLevels)
    }
}
