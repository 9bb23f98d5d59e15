import GlideRules
import GlideSolverClient

/// What a save would write that the designer may not expect: a level that cannot be solved, or
/// whose optimum the solver could not prove, is written without `Par:` (and without
/// `Difficulty:`, which needs the optimum). The editor asks before such a save and says this.
public struct SaveWarning: Hashable, Sendable {
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
}
