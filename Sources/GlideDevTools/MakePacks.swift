import ArgumentParser
import Foundation
import GlideKit

/// Makes the shipped generated packs (easy, medium, hard, expert, master) from fixed seeds: for
/// each size band the level generator makes a pool, the curation below keeps the levels worth
/// playing, spread over the band's range of difficulty, and each pack lists its levels easiest
/// first. The packs are committed in levels/; run `tools/make-packs` only to change them.
struct MakePacks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "make-packs",
        abstract: "Write the generated level packs (easy, medium, hard, expert, master) into a folder."
    )

    @Argument(help: "The levels folder (its tutorial.txt is read so no level repeats one of it).")
    var folder: String

    @Option(help: "Make only this pack (easy, medium, hard, expert or master).")
    var only: String?

    struct Band {
        var width: Int
        var height: Int
        var keep: Int
        var moves: ClosedRange<Int>
        var walls: Double? = nil
        /// Wrong turns a level must offer along its solution (the easy pack starts with none;
        /// the expert pack's 40-move levels are hard by their length alone).
        var minDeadEnds = 1
        /// The pool the generator makes, in multiples of `keep` (large boards cost more).
        var pool = 12
        /// What the candidate boards look like.
        var style = CandidateStyle.mixed
        /// The largest open area a level may have (`OpenArea`), if capped.
        var maxOpenArea: Int? = nil
        /// A level needs a losing move along its optimal line (`Difficulty.deadEnds`) for every
        /// this many moves of its par, if set.
        var movesPerTrap: Int? = nil
    }

    struct Plan {
        var file: String
        var title: String
        var blurb: String
        var seed: UInt64
        var bands: [Band]
    }

    static let plans: [Plan] = [
        Plan(
            file: "easy.txt", title: "Easy", blurb: "Small rooms and short corridors: a first trap or two.",
            seed: 1_001,
            bands: [
                Band(width: 5, height: 5, keep: 4, moves: 3...6, minDeadEnds: 0),
                Band(width: 6, height: 6, keep: 6, moves: 4...8, minDeadEnds: 0),
                Band(width: 7, height: 7, keep: 8, moves: 5...11, pool: 24),
                Band(width: 8, height: 8, keep: 8, moves: 6...12),
                Band(width: 9, height: 9, keep: 7, moves: 7...14),
                Band(width: 10, height: 10, keep: 7, moves: 8...16),
            ]),
        Plan(
            file: "medium.txt", title: "Medium", blurb: "Bigger boards where the order of the rooms matters.",
            seed: 2_002,
            bands: [
                Band(width: 10, height: 10, keep: 8, moves: 12...22),
                Band(width: 11, height: 11, keep: 8, moves: 14...24),
                Band(width: 12, height: 12, keep: 8, moves: 15...26),
                Band(width: 13, height: 13, keep: 7, moves: 16...28),
                Band(width: 14, height: 12, keep: 7, moves: 18...30),
                Band(width: 14, height: 14, keep: 7, moves: 18...30),
                Band(width: 15, height: 13, keep: 6, moves: 20...32),
            ]),
        Plan(
            file: "hard.txt", title: "Hard", blurb: "Long routes with one-way slides and many wrong turns.",
            seed: 3_003,
            bands: [
                Band(width: 15, height: 15, keep: 8, moves: 24...40, pool: 10),
                Band(width: 16, height: 16, keep: 8, moves: 26...42, pool: 10),
                Band(width: 17, height: 17, keep: 8, moves: 28...44, pool: 10),
                Band(width: 18, height: 18, keep: 8, moves: 30...46, pool: 10),
                Band(width: 19, height: 19, keep: 8, moves: 32...48, pool: 10),
            ]),
        Plan(
            file: "expert.txt", title: "Expert",
            blurb: "The largest boards: forty moves and more, proven shortest.", seed: 4_004,
            bands: [
                Band(width: 20, height: 20, keep: 6, moves: 38...80, walls: 0.52, minDeadEnds: 0, pool: 4),
                Band(width: 22, height: 22, keep: 6, moves: 40...80, walls: 0.55, minDeadEnds: 0, pool: 4),
                Band(width: 24, height: 24, keep: 5, moves: 40...90, walls: 0.57, minDeadEnds: 0, pool: 4),
                Band(width: 25, height: 25, keep: 5, moves: 40...90, walls: 0.58, minDeadEnds: 0, pool: 4),
            ]),
        // The master pack selects for insight on the largest boards, where open rooms would
        // make long levels a sweep: chamber mazes (ChamberBoard: one-wide corridors with a few
        // loops, rooms of 2×2 at most, chambers joined by one-way valves), each level with an
        // open area of at most 4 cells (one 2×2 room: the generator's room limit, checked) and
        // a losing move along its optimal line for every 14 moves of par or fewer, about the
        // pools' median: 37 % of them at 30×30 to 68 % at 45×45 (tools/bench-generator
        // --master), so each band's pool is 6 times the levels kept.
        Plan(
            file: "master.txt", title: "Master",
            blurb: "Mazes of narrow corridors and one-way doors: a hundred moves and more, proven shortest.",
            seed: 5_005,
            bands: [30, 33, 36, 39, 42, 45].map { side in
                Band(
                    width: side, height: side, keep: 4, moves: 100...320, walls: 0.5, pool: 6,
                    style: .masterMazes, maxOpenArea: 4, movesPerTrap: 14)
            }),
    ]

    func run() throws {
        // Levels (and their names) already taken: the tutorial's, and those of packs not remade.
        var used = Set<String>()
        var names = Set<String>()
        func take(_ pack: LevelPack) {
            for level in pack.levels {
                used.insert(level.board.canonicalID)
                if let title = level.title { names.insert(title) }
            }
        }
        take(try PackFile.load(folder + "/tutorial.txt"))
        for plan in Self.plans {
            if only != nil, only != String(plan.file.dropLast(4)) {
                if let pack = try? PackFile.load(folder + "/" + plan.file) { take(pack) }
                continue
            }
            var kept: [LevelGenerator.Generated] = []
            for (index, band) in plan.bands.enumerated() {
                let chosen = Self.curate(band, seed: plan.seed &* 100 &+ UInt64(index), used: &used)
                FileHandle.standardError.write(
                    Data(
                        "\(plan.title) \(band.width)×\(band.height): kept \(chosen.count) of \(band.keep)\n"
                            .utf8))
                kept += chosen
            }
            let levels = LevelGenerator.Generated.easiestFirst(kept).map {
                $0.level(title: LevelNames.name(for: $0.board.canonicalID, avoiding: &names))
            }
            let header: [BlockLine] = [
                .metadata(key: "Title", value: plan.title), .metadata(key: "Author", value: "Glide team"),
                .comment("; " + plan.blurb),
                .comment(
                    "; Generated by glide's level generator and curated by tools/make-packs: each level"),
                .comment("; kept for its traps and its shape, easiest first. Par is the proven optimum."),
            ]
            let pack = LevelPack(header: [header], levels: levels)
            try AtomicFile.write(Data(pack.text.utf8), to: folder + "/" + plan.file)
            FileHandle.standardError.write(Data("wrote \(plan.file): \(levels.count) levels\n".utf8))
        }
    }

    /// The band's levels worth keeping: from a pool several times the size wanted, those with
    /// enough wrong turns to think about and a shape that is neither a bare corridor nor an open
    /// hall, then `keep` of them spread evenly over the pool's range of difficulty.
    static func curate(_ band: Band, seed: UInt64, used: inout Set<String>) -> [LevelGenerator.Generated] {
        let settings = LevelGenerator.Settings(
            width: band.width, height: band.height, count: band.keep * band.pool, seed: seed,
            minMoves: band.moves.lowerBound, maxMoves: band.moves.upperBound,
            wallDensity: band.walls, maxCandidates: band.keep * band.pool * 100, style: band.style)
        let pool = LevelGenerator.Generated.easiestFirst(
            LevelGenerator(settings: settings).generate().levels.filter { level in
                let floor = Double(level.board.floorCount)
                let area = Double((level.board.width - 2) * (level.board.height - 2))
                return level.difficulty.deadEnds >= band.minDeadEnds && floor / area >= 0.3
                    && floor / area <= 0.75
                    && !used.contains(level.board.canonicalID)
                    && openAreaFits(level, band) && trapsFit(level, band)
            })
        guard pool.count > band.keep else {
            for level in pool { used.insert(level.board.canonicalID) }
            return pool
        }
        var chosen: [LevelGenerator.Generated] = []
        for i in 0..<band.keep {
            // Evenly spaced ranks from the pool's easiest to its hardest.
            let level = pool[i * (pool.count - 1) / max(1, band.keep - 1)]
            if used.insert(level.board.canonicalID).inserted { chosen.append(level) }
        }
        return chosen
    }
}

extension MakePacks {
    /// Whether the level's largest open area is within the band's cap (if it has one).
    static func openAreaFits(_ level: LevelGenerator.Generated, _ band: Band) -> Bool {
        band.maxOpenArea.map { OpenArea.largest(level.board) <= $0 } ?? true
    }

    /// Whether the level offers enough losing moves along its line for its length, if the band
    /// asks for that.
    static func trapsFit(_ level: LevelGenerator.Generated, _ band: Band) -> Bool {
        band.movesPerTrap.map { level.difficulty.deadEnds * $0 >= level.solution.count } ?? true
    }
}

/// Names for generated levels: an adjective and a noun, picked by the level's canonical ID, so a
/// level keeps its name when the packs are remade; a name taken already moves to the next free
/// pair.
enum LevelNames {
    static let adjectives = [
        "Amber", "Ashen", "Blue", "Bright", "Broken", "Calm", "Cedar", "Cold", "Copper", "Crooked",
        "Dim", "Distant", "Dry", "Dusky", "Early", "Empty", "Faded", "Far", "Folded", "Frozen",
        "Gentle", "Gilded", "Glass", "Golden", "Grey", "Hidden", "Hollow", "Iron", "Ivory", "Jade",
        "Late", "Lesser", "Little", "Lonely", "Long", "Lost", "Low", "Marble", "Narrow", "Old",
        "Olive", "Pale", "Quiet", "Red", "Round", "Rusty", "Salt", "Scarlet", "Secret", "Silent",
        "Silver", "Slate", "Sleepy", "Slow", "Small", "Stone", "Sunken", "Tall", "Twisted", "Velvet",
        "Violet", "Waking", "Western", "White", "Wild", "Windy", "Winter", "Woven", "Young", "Zinc",
    ]
    static let nouns = [
        "Alley", "Arcade", "Archive", "Attic", "Avenue", "Bastion", "Bay", "Bridge", "Canal", "Cellar",
        "Chapel", "Cistern", "Cloister", "Corner", "Court", "Crossing", "Crypt", "Dock", "Foundry", "Gallery",
        "Garden", "Gate", "Hall", "Harbour", "Hollow", "Keep", "Labyrinth", "Landing", "Lane", "Ledge",
        "Library", "Lock", "Loft", "Market", "Maze", "Mill", "Mine", "Nave", "Orchard", "Passage",
        "Pier", "Plaza", "Quarry", "Quay", "Ramp", "Refuge", "Ridge", "Ring", "Route", "Ruin",
        "Spire", "Square", "Stair", "Steps", "Street", "Terrace", "Tower", "Tunnel", "Vault", "Wharf",
    ]

    static func name(for id: String, avoiding taken: inout Set<String>) -> String {
        let hash = UInt64(id, radix: 16) ?? 0
        let total = adjectives.count * nouns.count
        for step in 0..<total {
            let pick = (Int(hash % UInt64(total)) + step * 7919) % total
            let name = adjectives[pick / nouns.count] + " " + nouns[pick % nouns.count]
            if taken.insert(name).inserted { return name }
        }
        return "Level \(id)"
    }
}
