import Glibc

/// The timing model of Glide's animations, owned by the engine so every front feels the same.
///
/// A slide moves the ball at once: the first frame after the key already shows it half a cell
/// (`ballLead`) out of its cell, and it travels the path continuously, fast at first and
/// easing into its stop, in `travelTime(cells:)` (longer paths take longer, but only as the
/// square root of their length, so a long slide stays quick). Paint follows the ball's centre
/// and never runs ahead of it; once the ball stops every cell of the path is painted. Fresh
/// paint then glows and settles: the k-th entered cell (k = 0 for the nearest) fades from its
/// glow to its colour over `base × growth^k` seconds, eased in and out, from the moment the
/// ball painted it, so the trail settles in a wave behind the ball.
///
/// When a winning slide stops, a ripple runs over the finished board from the ball outwards
/// for `winRipple` seconds; the finished board then waits for the player. `speed` divides every
/// duration but the ripple's (an effect much shorter than a few frames would not be seen); a
/// timing that is not `animated` settles slides at once (the ripple remains).
public struct AnimationTiming: Hashable, Sendable {
    public static let standard = AnimationTiming()
    /// No slide animation (the win's ripple remains).
    public static let instant = AnimationTiming(animated: false)

    /// How long fresh paint on the first entered cell takes to settle, and the factor per
    /// further cell.
    public var base: Double
    public var growth: Double
    public var speed: Double
    public var animated: Bool
    /// How far, in cells, the ball has left its cell on the first frame of a slide.
    public var ballLead: Double
    /// A slide of n cells takes `travelBase + travelPerRootCell × √(n − ballLead)` seconds.
    public var travelBase: Double
    public var travelPerRootCell: Double
    /// How long the win ripple takes to cross the board.
    public var winRipple: Double

    /// - Precondition: durations and factors are positive; fronts
    ///   validate user-given values before building a timing.
    public init(
        base: Double = 0.30, growth: Double = 1.06, speed: Double = 1.0, animated: Bool = true,
        ballLead: Double = 0.5, travelBase: Double = 0.06, travelPerRootCell: Double = 0.055,
        winRipple: Double = 0.5
    ) {
        precondition(base > 0 && growth > 0 && speed > 0, "invalid animation timing")
        precondition(ballLead >= 0 && ballLead <= 1 && travelBase >= 0 && travelPerRootCell >= 0)
        precondition(winRipple > 0, "invalid win ripple")
        self.base = base
        self.growth = growth
        self.speed = speed
        self.animated = animated
        self.ballLead = ballLead
        self.travelBase = travelBase
        self.travelPerRootCell = travelPerRootCell
        self.winRipple = winRipple
    }

    /// How long the fresh paint of the k-th entered cell takes to settle, in seconds.
    public func duration(ofCell k: Int) -> Double {
        guard animated else { return 0 }
        return base * pow(growth, Double(k)) / speed
    }

    /// How long the ball takes to cross a path of `cells` cells.
    public func travelTime(cells: Int) -> Double {
        guard animated, cells > 0 else { return 0 }
        let lead = min(ballLead, Double(cells))
        return (travelBase + travelPerRootCell * (Double(cells) - lead).squareRoot()) / speed
    }

    /// How far, in cells, the ball has travelled along a path of `cells` cells `t` seconds
    /// after the move: `ballLead` at once, then easing out to `cells`.
    public func travelled(_ cells: Int, at t: Double) -> Double {
        let total = travelTime(cells: cells)
        guard t < total else { return Double(cells) }
        let lead = min(ballLead, Double(cells))
        return lead + (Double(cells) - lead) * Easing.outQuad(max(0, t) / total)
    }

    /// When the ball has travelled `distance` cells along a path of `cells` cells (the inverse
    /// of `travelled`).
    public func time(toTravel distance: Double, of cells: Int) -> Double {
        let lead = min(ballLead, Double(cells))
        guard distance > lead else { return 0 }
        guard distance < Double(cells) else { return travelTime(cells: cells) }
        return travelTime(cells: cells) * Easing.inverseOutQuad((distance - lead) / (Double(cells) - lead))
    }
}
