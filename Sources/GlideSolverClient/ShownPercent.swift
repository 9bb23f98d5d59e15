/// A share as the percentage Glide shows: whole points, except near the ends, where a share
/// that is neither 0 nor 1 never shows as 0 or 100 but takes the decimals that give its
/// distance from the end two digits (at most six): `99.9960`, `0.31`. Counted exactly, the
/// lost share of a chamber maze sits a hair under 100 %, and a designer comparing two of them
/// must see the hair.
public struct ShownPercent: Hashable, Sendable, Comparable {
    /// The percentage in units of 10^-`decimals` points.
    public let units: Int
    public let decimals: Int

    public init(share: Double) {
        (units, decimals) = Self.parts(share)
    }

    /// A share whose distance from 1, `complement`, is known apart: so near 1 that it rounds
    /// to 1 (a count of 10^20 positions, a few thousand of them winnable), it still shows
    /// short of 100, by a unit at the finest precision.
    public init(share: Double, complement: Double) {
        var parts = Self.parts(share)
        if complement > 0, parts.units == 100 * Int(Self.power(parts.decimals)) {
            parts = (100 * Int(Self.power(Self.finest)) - 1, Self.finest)
        }
        (units, decimals) = parts
    }

    /// Decimals at most: `99.999999`.
    private static let finest = 6

    private static func parts(_ share: Double) -> (units: Int, decimals: Int) {
        let points = min(100, max(0, share * 100))
        let distance = min(points, 100 - points)
        guard distance > 0, distance <= 0.5 else { return (Int(points.rounded()), 0) }
        var decimals = 1
        while decimals < finest, distance * Self.power(decimals) < 10 { decimals += 1 }
        let scaled = points * Self.power(decimals)
        // Towards the middle: never onto an end the share is not at.
        return (Int(points < 50 ? scaled.rounded(.up) : scaled.rounded(.down)), decimals)
    }

    private static func power(_ decimals: Int) -> Double {
        (0..<decimals).reduce(1.0) { value, _ in value * 10 }
    }

    /// The percentage in points.
    public var value: Double { Double(units) / Self.power(decimals) }

    /// `92`, `99.98`.
    public var digits: String { Self.digits(units: abs(units), decimals: decimals) }

    /// `self` less `other`, in points at the finer of their two precisions: its size as
    /// digits (`2`, `0.02`) and its sign.
    public func change(from other: ShownPercent) -> (size: String, sign: Int) {
        let decimals = max(self.decimals, other.decimals)
        let scale = { (p: ShownPercent) in p.units * Int(Self.power(decimals - p.decimals)) }
        let difference = scale(self) - scale(other)
        return (Self.digits(units: abs(difference), decimals: decimals), difference.signum())
    }

    private static func digits(units: Int, decimals: Int) -> String {
        guard decimals > 0 else { return String(units) }
        let unit = Int(power(decimals))
        let fraction = String(units % unit)
        return "\(units / unit)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    public static func < (a: ShownPercent, b: ShownPercent) -> Bool { a.value < b.value }
}
