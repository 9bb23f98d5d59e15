import GlideRules
import GlideSolver
import GlideSolverClient

/// What a save would write that the designer may not expect: a level that cannot be solved, or
/// whose optimum the solver could not prove, is written without `Par:` (and without
/// `Difficulty:`, which needs the optimum). The editor asks before such a save and says this.
public struct SaveWarning: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case unsolvable
        /// Solvable, but the shortest solution is not proven; `bestFound` moves are known.
        case unproven(bestFound: Int?)
        /// Read with format errors and not edited since: written as repaired.
        case repaired(errors: Int)
    }

    /// The level's index in the pack.
    public let level: Int
    public let kind: Kind
    /// The `Par:` in the file that the save removes, if there is one.
    public let removedPar: String?
    /// The `Difficulty:` in the file that the save removes, if there is one.
    public let removedDifficulty: String?

    public init(level: Int, kind: Kind, removedPar: String?, removedDifficulty: String?) {
        self.level = level
        self.kind = kind
        self.removedPar = removedPar
        self.removedDifficulty = removedDifficulty
    }

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
