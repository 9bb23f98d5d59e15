import ArgumentParser
import GlideGenerator

/// `glide generate`'s options for what makes a level a puzzle, the settings `tools/make-packs`
/// made the shipped packs with: what the candidates look like, the traps and optimal solutions
/// a level must have, the largest open area, and refining. Their defaults make levels like the
/// packs': a trap away from the start, a dozen optimal solutions at most, refined.
struct PuzzleOptions: ParsableArguments {
    /// `--style`'s values.
    enum Style: String, CaseIterable, ExpressibleByArgument {
        case auto, open, corridor, chamber

        /// The candidates on a board whose shorter side is `side`: `auto` is `open` below
        /// 20×20, where the hard pack ends, and `chamber` from there, as expert and master.
        func candidates(side: Int) -> CandidateStyle {
            switch self {
            case .auto: side < Self.chambersFrom ? .mixed : .chamberMazes(side: side)
            case .open: .mixed
            case .corridor: .corridorMazes
            case .chamber: .chamberMazes(side: side)
            }
        }

        static let chambersFrom = 20
    }

    /// The header's words for the candidates' style.
    static func words(_ style: CandidateStyle) -> String {
        switch style {
        case .mixed: "open (carved corridors and halls, rooms with pillars)"
        case let .corridors(rooms, _): "corridor mazes (open rooms of \(rooms.cells) cells at most)"
        case let .chambers(side, _, _):
            "chamber mazes (chambers of about \(side) cells a side, joined by one-way doors)"
        }
    }

    /// A limit that may be lifted: a whole number, or `any`.
    enum Limit: Hashable, ExpressibleByArgument, CustomStringConvertible {
        case any
        case atMost(Int)

        init?(argument: String) {
            if argument == "any" {
                self = .any
            } else if let value = Int(argument), value >= 0 {
                self = .atMost(value)
            } else {
                return nil
            }
        }

        var value: Int? { if case let .atMost(value) = self { value } else { nil } }
        var description: String { value.map(String.init) ?? "any" }
        var defaultValueDescription: String { description }
    }

    @Option(
        help: ArgumentHelp(
            "What the candidates look like: open (carved corridors and halls, rooms with pillars), corridor (mazes of narrow corridors), chamber (corridor mazes in chambers joined by one-way doors, as the expert and master packs), or auto: open below 20x20, chamber from there.",
            valueName: "style"))
    var style = Self.defaultStyle

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Fewest traps away from the start a level must have: moves on offer along its optimal solution that lose it, not at the start cell (0 keeps levels without).",
            valueName: "n"))
    var minTraps = Self.defaultMinTraps

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Most optimal solutions a level may have, or any.", valueName: "n"))
    var maxSolutions = Self.defaultMaxSolutions

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Most cells of a level's largest open area (floor the ball crosses both ways, where play is sweeping), or any.",
            valueName: "cells"))
    var maxOpenArea = Self.defaultMaxOpenArea

    @Flag(
        inversion: .prefixedNo,
        help:
            "Refine each level by single-cell edits towards more traps and fewer optimal solutions, as tools/make-packs does."
    )
    var refine = true

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Then anneal each level towards insight (more of its moves real decisions), trying this many single-cell edits, as tools/make-packs anneals the expert and master packs: 0 for none, 60000 as those packs (half a minute to a minute and a half a level of 20x20 to 26x26).",
            valueName: "edits"))
    var anneal = 0

    /// The defaults: the hard pack's selection (traps, optimal solutions, open area).
    static let defaultStyle = Style.auto
    static let defaultMinTraps = 1
    static let defaultMaxSolutions = Limit.atMost(12)
    static let defaultMaxOpenArea = Limit.atMost(24)

    func validate() throws {
        if minTraps < 0 { throw ValidationError("--min-traps must be 0 or more.") }
        if maxSolutions == .atMost(0) { throw ValidationError("--max-solutions must be at least 1, or any.") }
        if anneal < 0 { throw ValidationError("--anneal must be 0 or more.") }
    }

    /// The selection the options ask for.
    var selection: LevelSelection {
        LevelSelection(
            minTrapsAwayFromStart: minTraps, maxOptimalSolutions: maxSolutions.value.map { UInt64($0) },
            maxOpenArea: maxOpenArea.value, refineSteps: refine ? LevelSelection.packRefineSteps : 0,
            annealEdits: anneal)
    }

    /// The options as `glide generate` takes them, those left at their defaults left out: what
    /// the pack's header writes to make it again.
    var arguments: String {
        var words: [String] = []
        if style != Self.defaultStyle { words.append("--style \(style.rawValue)") }
        if minTraps != Self.defaultMinTraps { words.append("--min-traps \(minTraps)") }
        if maxSolutions != Self.defaultMaxSolutions { words.append("--max-solutions \(maxSolutions)") }
        if maxOpenArea != Self.defaultMaxOpenArea { words.append("--max-open-area \(maxOpenArea)") }
        if !refine { words.append("--no-refine") }
        if anneal > 0 { words.append("--anneal \(anneal)") }
        return words.map { " " + $0 }.joined()
    }
}
