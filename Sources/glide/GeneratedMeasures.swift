import FoundationEssentials
import GlideGenerator
import GlideRules
import GlideSolver
import GlideWording

/// What `glide generate` writes about its levels' quality: a comment in each level's block
/// with its puzzle-quality measures (`PuzzleQuality`, as `glide solve --stats` takes them),
/// and the selection in the pack's header.
enum GeneratedMeasures {
    /// `pack`, made of `levels`, with a comment line of measures in each level's block, before
    /// its map. The levels are measured on `jobs` threads, from the optimal solution the
    /// generator proved; one that cannot be measured gets no comment.
    static func annotated(
        _ pack: LevelPack, levels: [LevelGenerator.Generated],
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> LevelPack {
        let measured = ParallelWork.map(count: levels.count, jobs: jobs) { index in
            PuzzleQuality(board: levels[index].board, optimalSolution: levels[index].solution)
        }
        var byLevel: [String: PuzzleQuality] = [:]
        for (level, quality) in zip(levels, measured) { byLevel[level.board.canonicalID] = quality }
        var annotated = pack
        annotated.levels = pack.levels.map { level in
            guard let quality = byLevel[level.board.canonicalID], let map = level.lines.firstIndex(of: .map)
            else { return level }
            var lines = level.lines
            lines.insert(.comment("; " + comment(quality)), at: map)
            return Level(board: level.board, lines: lines, notes: level.notes) ?? level
        }
        return annotated
    }

    /// `Traps: 3, 2 away from the start · optimal solutions: 1 · lost: 87 % · open area: 4 ·
    /// decisions: 2 of 18 moves (11 %), 1 kind`: the insight last, where it is known, with the
    /// kinds of its decisions (none when there are none).
    static func comment(_ quality: PuzzleQuality) -> String {
        let decisions = quality.insight.map { insight in
            "decisions: \(insight.decisions) of \(insight.positions) moves (\(Int((insight.share * 100).rounded())) %)"
                + (insight.decisions == 0 ? "" : ", " + counted(insight.kinds, "kind"))
        }
        return [
            "Traps: \(quality.traps.count), \(quality.trapsAwayFromStart) away from the start",
            "optimal solutions: \(quality.optimalSolutions)", "lost: \(quality.lostPositions)",
            "open area: \(quality.openArea)",
        ].joined(separator: " · ") + (decisions.map { " · " + $0 } ?? "")
    }

    /// The pack header's words for what each level was selected for.
    static func selected(_ selection: LevelSelection, style: String) -> String {
        let traps = selection.minTrapsAwayFromStart
        var parts = [
            traps == 0
                ? "any number of traps"
                : "at least \(traps) trap\(traps == 1 ? "" : "s") away from the start"
        ]
        if let most = selection.maxOptimalSolutions {
            parts.append("at most \(most) optimal solution\(most == 1 ? "" : "s")")
        }
        if let open = selection.maxOpenArea { parts.append("no open area over \(open) cells") }
        let (steps, edits) = (selection.refineSteps, selection.annealEdits)
        let annealed = "annealed towards insight (\(edits) single-cell edits tried)"
        let finishing =
            switch (steps > 0, edits > 0) {
            case (false, false): "."
            case (true, false): "; each refined by up to \(steps) single-cell edits first."
            case (false, true): "; each " + annealed + " first."
            case (true, true):
                "; each refined first by up to \(steps) single-cell edits, then " + annealed + "."
            }
        return "Candidates: \(style). Selected for: " + parts.joined(separator: ", ") + finishing
    }
}
