/// A colour as red, green and blue, 0 … 255 each: what themes are written in. The curses layer
/// sends it as is to terminals with 24-bit colour and as the nearest palette colour to others.
public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `0xRRGGBB`.
    public init(_ hex: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
            blue: UInt8(truncatingIfNeeded: hex))
    }

    /// This colour moved `amount` (0 … 1) of the way towards `other`.
    public func mixed(with other: RGB, _ amount: Double) -> RGB {
        let amount = min(max(amount, 0), 1)
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded())
        }
        return RGB(
            red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue))
    }

    /// Squared distance, weighted roughly as the eye weighs the channels.
    func distance(to other: RGB) -> Int {
        let r = Int(red) - Int(other.red), g = Int(green) - Int(other.green), b = Int(blue) - Int(other.blue)
        return 3 * r * r + 4 * g * g + 2 * b * b
    }

    public static let black = RGB(0x000000)
    public static let white = RGB(0xFFFFFF)
}
