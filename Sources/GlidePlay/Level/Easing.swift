/// Easing curves for animations, as pure functions of progress in 0...1.
public enum Easing {
    /// Cubic ease-in-out: slow start, fast middle, slow end. Symmetric, so
    /// `inOut(1 - x) == 1 - inOut(x)` and the midpoint of the time is the midpoint of the motion.
    public static func inOut(_ x: Double) -> Double {
        let x = min(max(x, 0), 1)
        if x < 0.5 { return 4 * x * x * x }
        let y = 2 - 2 * x
        return 1 - y * y * y / 2
    }

    /// Cubic ease-out: fast start, gentle arrival (page turns, the win ripple).
    public static func out(_ x: Double) -> Double {
        let y = 1 - min(max(x, 0), 1)
        return 1 - y * y * y
    }

    /// Quadratic ease-out: the ball's slide, moving at full speed from the first frame and
    /// slowing evenly into its stop.
    public static func outQuad(_ x: Double) -> Double {
        let y = 1 - min(max(x, 0), 1)
        return 1 - y * y
    }

    /// The progress at which `outQuad` reaches `y`.
    public static func inverseOutQuad(_ y: Double) -> Double {
        1 - (1 - min(max(y, 0), 1)).squareRoot()
    }
}
