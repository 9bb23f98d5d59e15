import GlideRules
import GlideSolverClient

extension UnsolvableReason: CustomStringConvertible {
    /// One line, without the cell list: the editor's status line.
    public var summary: String {
        switch self {
        case let .noMove(from):
            "the ball cannot move from \(from)"
        case let .unpaintable(cells):
            "\(counted(cells.count, "cell")) can never be painted"
        case let .oneWay(from, direction, stranded):
            "after sliding \(direction.name) from \(from) the ball cannot come back; "
                + "\(counted(stranded.count, "cell")) stranded"
        case let .noRoute(unpainted):
            "no route paints every cell; the best leaves \(unpainted.count) unpainted"
        }
    }

    /// The summary with the cells named (the first twelve).
    public var description: String {
        switch self {
        case .noMove: summary
        case let .unpaintable(cells), let .oneWay(_, _, cells), let .noRoute(cells):
            "\(summary): " + Self.list(cells)
        }
    }

    /// Cells a description names at most: the rest are counted.
    static let cellsNamed = 12

    static func list(_ cells: [Position]) -> String {
        let shown = cells.prefix(cellsNamed).map(\.description).joined(separator: ", ")
        return cells.count > cellsNamed ? "\(shown) and \(cells.count - cellsNamed) more" : shown
    }
}

extension SolveStop: CustomStringConvertible {
    /// The wording of `SolveResult.reason` and of every command's output.
    public var description: String {
        switch self {
        case .timeout: "time ran out"
        case .cancelled: "cancelled"
        case .memoryLimit: "memory limit reached"
        case .stateLimit: "state limit reached"
        case .movesCeiling: "the optimum is above the moves ceiling"
        case .tooLarge: "too large for the optimal search"
        case .integerProgramUnavailable:
            "not proven without CBC (\(IntegerProgramWording.advice))"
        case .stateBudget: "state budget used up"
        }
    }
}

extension SolveResult {
    /// The human explanation for anything but a proven solution, else nil.
    public var reason: String? {
        switch status {
        case .solved: nil
        case .unsolvable: unsolvable?.description
        case .timeout:
            if let solution {
                "\(stoppedBy?.description ?? "stopped"): best found \(solution.count) moves, "
                    + "proven lower bound \(lowerBound)"
            } else {
                "\(stoppedBy?.description ?? "stopped") before a verdict"
            }
        }
    }
}

/// What Glide says of COIN-OR's CBC, which it loads when a proof needs the integer program
/// (`Solver.hasIntegerProgram`), where it is missing.
public enum IntegerProgramWording {
    /// The Debian package of CBC's runtime library (Recommends: of Glide's package).
    public static let package = "coinor-libcbc3"
    /// What a player or designer can do about a proof that needed it.
    public static let advice = "install \(package) to prove optima of large levels"
}
