import Glibc

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

    /// The relative luminance WCAG defines: 0 for black … 1 for white, each channel made linear
    /// and weighted as the eye weighs it.
    public var luminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG's contrast ratio with `other`: 1 (the same lightness) … 21 (black and white). Text
    /// wants 4.5 at least, shapes such as the ball 3.
    public func contrast(with other: RGB) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The grey of about this colour's lightness (its channels weighted as the eye weighs them).
    public var greyed: RGB {
        let weighted: Int = 3 * Int(red) + 4 * Int(green) + 2 * Int(blue)
        let value = UInt8(weighted / 9)
        return RGB(red: value, green: value, blue: value)
    }

    public static let black = RGB(0x000000)
    public static let white = RGB(0xFFFFFF)
}
