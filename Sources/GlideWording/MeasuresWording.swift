import GlidePlay
import GlideRules
import GlideSolverClient

extension LostShare {
    /// The share in full, with how its positions were found, for the verdict's panel.
    var sentence: String {
        let positions = positions.countText
        let counted: String
        switch method {
        case .connected:
            return "Lost: none. Wherever the ball goes it can still reach a part of the level it "
                + "can roam for good, whose slides paint every cell, so every position can still be won."
        case .listed, .counted: counted = "the \(positions) positions the ball can reach"
        case .sampledPositions:
            counted = "\(positions) positions drawn at random among those the ball can reach"
        case .sampledSequences: counted = "\(positions) positions met in random play"
        }
        return "Lost: \(percent) of \(counted) can no longer be won."
    }
}

extension Double {
    /// A count as a person reads it: `48 213`, `3.1 million`, `2.1 billion`, `9.4 × 10^15`.
    var countText: String {
        func oneDecimal(_ value: Double) -> String {
            let tenths = Int((value * 10).rounded())
            return "\(tenths / 10).\(tenths % 10)"
        }
        if self < 1_000_000 { return String(Int(self.rounded())) }
        if self < 1e9 { return oneDecimal(self / 1e6) + " million" }
        if self < 1e12 { return oneDecimal(self / 1e9) + " billion" }
        var (mantissa, power) = (self, 0)
        while mantissa >= 10 {
            mantissa /= 10
            power += 1
        }
        return oneDecimal(mantissa) + " × 10^\(power)"
    }
}

extension PackEditor {
    /// What the verdict line adds for a solvable level: ` · 2 traps · 92 % lost`, while they
    /// are measured ` · traps…`, then ` · 2 traps · lost…`; nothing when there is nothing to
    /// measure.
    public var measuresText: String {
        switch measuring {
        case .none: ""
        case .measuring: " · traps…"
        case .outOfTime: " · traps not measured (out of time)"
        case let .trapsFound(measures): " · " + Self.trapsText(measures) + " · lost…"
        case let .measured(measures):
            " · " + Self.trapsText(measures) + (measures.lostShare.map { " · \($0.percent) lost" } ?? "")
        }
    }

    private static func trapsText(_ measures: LevelMeasures) -> String {
        measures.traps.isEmpty ? "no traps" : counted(measures.traps.count, "trap")
    }

    /// The traps and lost positions in full, for the verdict's panel; none while unmeasured.
    public var measuresParagraphs: [String] {
        guard let measures = measuring.measures else { return [] }
        var paragraphs: [String] = []
        if measures.traps.isEmpty {
            paragraphs.append("No traps: along the optimal solution, no other move loses the level.")
        } else {
            paragraphs.append(
                "Traps, the moves along the optimal solution that lose the level (T marks them on the board): "
                    + measures.traps.map { "before move \($0.move), \($0.direction.name) from \($0.from)" }
                    .joined(separator: "; ") + ".")
        }
        if let lost = measures.lostShare {
            paragraphs.append(lost.sentence)
        } else if case .trapsFound = measuring {
            paragraphs.append(
                "Lost: the positions from which the level can no longer be won are being counted…")
        }
        return paragraphs
    }
}
