/// How the `.portfolio` method shares a solve's time: A* first, for up to `searchSeconds` and
/// `searchStates`; then the integer program, for up to `integerSeconds` (nil: all the time
/// left); then A* again, from the best walk so far, for what is left. Without a deadline but
/// with a `stateLimit` (the generator), the shares are counted in states, never in seconds.
public struct PortfolioShares: Hashable, Sendable {
    public var searchSeconds: Double
    public var searchStates: Int
    public var integerSeconds: Double?

    public init(searchSeconds: Double, searchStates: Int, integerSeconds: Double?) {
        self.searchSeconds = searchSeconds
        self.searchStates = searchStates
        self.integerSeconds = integerSeconds
    }

    /// Small and medium levels are proven by A* in milliseconds, before the integer program
    /// would have built its model (300 000 states left medium 103, which A* proves with 351 000,
    /// to the integer program: 4.2 s instead of 0.13 s); large ones by the integer program,
    /// whose relaxation is far stronger than A*'s bounds.
    public static let standard = PortfolioShares(
        searchSeconds: 0.4, searchStates: 1_000_000, integerSeconds: nil)
}
