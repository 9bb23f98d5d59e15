/// Stars for a finished level: 3 at par (or better), 2 within 1.5 × par rounded up, 1 otherwise.
public enum StarRating {
    public static func stars(moves: Int, par: Int) -> Int {
        if moves <= par { return 3 }
        if moves <= (par * 3 + 1) / 2 { return 2 }
        return 1
    }
}
