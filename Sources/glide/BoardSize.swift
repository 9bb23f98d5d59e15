import ArgumentParser

/// A board size argument, `WxH` (`9x9`, `12×8`). Commands check the range they accept.
struct BoardSize: Hashable, CustomStringConvertible {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// A reader of `WxH` for `@Option(transform:)`, accepting sides in `sides`; its error says
    /// what is expected ("give a size such as 9x9, each side from 3 to 256").
    static func parser(sides: ClosedRange<Int>, example: String) -> @Sendable (String) throws -> BoardSize {
        { text in
            let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
                sides.contains(width), sides.contains(height)
            else {
                throw ValidationError(
                    "give a size such as \(example), each side from \(sides.lowerBound) to \(sides.upperBound)"
                )
            }
            return BoardSize(width: width, height: height)
        }
    }

    var description: String { "\(width)x\(height)" }
}
