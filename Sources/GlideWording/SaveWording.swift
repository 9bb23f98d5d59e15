import GlidePlay
import GlideRules
import GlideSolverClient

extension SaveWarning: CustomStringConvertible {
    /// "level 2 is unsolvable: written without Par (was 6) and without Difficulty (was 15)".
    public var description: String {
        if case let .repaired(errors) = kind {
            return "level \(level + 1) was read with \(counted(errors, "format error")) and is not edited: "
                + "written as repaired (see the marked cells)"
        }
        let what =
            switch kind {
            case .unsolvable: "is unsolvable"
            case .unproven(let moves?): "has no proven optimum (best found \(counted(moves, "move")))"
            case .unproven(nil): "has no proven optimum"
            case .repaired: ""
            }
        var removed = ["Par" + (removedPar.map { " (was \($0))" } ?? "")]
        if let removedDifficulty { removed.append("Difficulty (was \(removedDifficulty))") }
        return "level \(level + 1) \(what): written without " + removed.joined(separator: " and without ")
    }
}

extension Array where Element == SaveWarning {
    /// The warnings as sentences, the levels read with format errors in one ("levels 2, 3
    /// and 5 were read with format errors and are not edited: written as repaired …"), so a
    /// question about many of them stays short.
    var sentences: [String] {
        let repaired = filter { if case .repaired = $0.kind { true } else { false } }
        guard repaired.count > 1 else { return map(\.description) }
        let levels = repaired.map { String($0.level + 1) }
        let listed = levels.dropLast().joined(separator: ", ") + " and " + levels.last!
        return [
            "levels \(listed) were read with format errors and are not edited: written as repaired (see the marked cells)"
        ]
            + filter { if case .repaired = $0.kind { false } else { true } }.map(\.description)
    }
}

extension VerdictExplanation {
    /// For a one-way verdict, when the start offers more than one first move: "all 3 first
    /// moves lose (up, left, down)" ("both" for two); else nil.
    public var allFirstMovesLose: String? {
        guard slide != nil, firstMoves.count > 1 else { return nil }
        let names = firstMoves.map(\.name).joined(separator: ", ")
        return firstMoves.count == 2
            ? "both first moves lose (\(names))" : "all \(firstMoves.count) first moves lose (\(names))"
    }
}
