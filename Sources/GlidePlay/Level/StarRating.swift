/// Stars for a finished level: 3 at par (or better), 2 within 1.5 × par rounded up, 1 otherwise.
/// A win with hints earns 2 at most: the third star is for finding the way alone.
public enum StarRating {
    /// The most a win with hints earns.
    public static let withHints = 2

    public static func stars(moves: Int, par: Int, hints: Int = 0) -> Int {
        let earned: Int
        if moves <= par {
            earned = 3
        } else if moves <= (par * 3 + 1) / 2 {
            earned = 2
        } else {
            earned = 1
        }
        return hints > 0 ? min(earned, withHints) : earned
    }
}
