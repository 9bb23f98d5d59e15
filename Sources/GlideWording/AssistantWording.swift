import GlidePlay
import GlideRules
import GlideSolverClient

/// `+2`, `−3` (a true minus sign), `±0`: how much a proposal changes a number.
func signed(_ change: Int) -> String {
    change > 0 ? "+\(change)" : change < 0 ? "−\(-change)" : "±0"
}

/// A change in points, `+2`, `−0.02`, `±0`.
func signed(_ change: (size: String, sign: Int)) -> String {
    change.sign > 0 ? "+\(change.size)" : change.sign < 0 ? "−\(change.size)" : "±0"
}

extension DesignAssistant {
    /// The head line: the level's own numbers and how far the assistant has got, as
    /// `Assistant · par 27 · 3 traps · 92 % lost · rating 340/712 edits…`.
    public var headText: String {
        var parts = ["Assistant", "par \(par)"]
        if let difficulty { parts.append(trapsText(difficulty.deadEnds)) }
        if let lostShare { parts.append("\(lostShare.percent) lost") }
        if includesOutline { parts.append("outline included") }
        if !isFinished {
            parts.append("rating \(tried)/\(candidateCount) edits…")
        } else if !isMeasured {
            parts.append("rated all \(candidateCount) edits · measuring lost shares…")
        } else {
            parts.append("rated all \(candidateCount) edits")
        }
        return parts.joined(separator: " · ")
    }

    /// The proposal on show, with its number (the order it was found in, which never changes)
    /// and its place in the ranking; `at` is its cell as the level file names it:
    /// `Proposal 12 (2nd of 31): add a wall at row 8 col 13 → 5 traps (+2) · 94 % lost (+2) ·
    /// par 29 (+2)`.
    public func text(of proposal: Proposal, at: Position) -> String {
        let what = proposal.cell == .wall ? "add a wall" : "remove the wall"
        var changes = [trapsText(proposal.traps) + change(proposal.traps - (difficulty?.deadEnds ?? 0))]
        if let lost = proposal.lostShare {
            changes.append(
                "\(lost.percent) lost"
                    + (self.lostShare.map { " (\(signed(lost.shown.change(from: $0.shown))))" } ?? ""))
        }
        changes.append("par \(proposal.par)" + change(proposal.par - par))
        if let base = difficulty {
            changes.append(
                "difficulty \(proposal.difficulty.score)" + change(proposal.difficulty.score - base.score))
        }
        let place = rank(of: proposal.number).map { " (\(ordinal($0)) of \(proposals.count))" } ?? ""
        return "Proposal \(proposal.number)\(place): \(what) at \(at) → " + changes.joined(separator: " · ")
    }

    /// What the line says while no proposal is on show.
    public var noProposalText: String {
        let outline = includesOutline ? "" : " (o tries the outline too)"
        return isFinished
            ? "No single-cell edit keeps this level solvable and makes it harder\(outline)."
            : "Looking for edits that keep the level solvable and add traps, lost positions or par…"
    }

    private func trapsText(_ count: Int) -> String { count == 0 ? "no traps" : counted(count, "trap") }

    /// ` (+2)`; nothing for no change.
    private func change(_ value: Int) -> String { value == 0 ? "" : " (\(signed(value)))" }
}

/// `1st`, `2nd`, `3rd`, `11th`, `22nd`.
func ordinal(_ number: Int) -> String {
    let suffix: String
    switch (number % 10, number % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(number)\(suffix)"
}
