import CCbc

/// COIN-OR's CBC and CLP, as the integer program calls them: loaded from the system at run
/// time, on the first proof that needs them (Sources/CCbc), so that Glide installs, starts and
/// plays without them. Only `IntegerProver` needs them; `Portfolio` asks `isAvailable` first.
enum CbcLibrary {
    /// The library's functions, or nil when it is not installed (or GLIDE_WITHOUT_CBC=1).
    /// Loaded once, on first use; a C table of function pointers, read only after that.
    private static let loaded: GlideCbc? = glide_cbc()?.pointee

    static var isAvailable: Bool { loaded != nil }

    /// The functions, for code that runs only once `isAvailable` was true.
    static var functions: GlideCbc {
        guard let loaded else { preconditionFailure("CBC used without checking CbcLibrary.isAvailable") }
        return loaded
    }
}

extension Solver {
    /// Whether the integer program can run here: whether COIN-OR's CBC is installed. Without
    /// it, levels too large for A* to prove in time stay unproven, and their results say so
    /// (`SolveStop.integerProgramUnavailable`).
    public static var hasIntegerProgram: Bool { CbcLibrary.isAvailable }
}
