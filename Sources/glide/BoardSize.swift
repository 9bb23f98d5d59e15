import ArgumentParser
import GlideKit

/// A board size argument, `WxH` (`9x9`, `12×8`). Commands check the range they accept.
struct BoardSize: Hashable, CustomStringConvertible {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Reads `WxH`; the error says what is expected (for `@Option(transform:)`).
    static func parse(_ text: String) throws -> BoardSize {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw ValidationError("give a size as WxH, such as 9x9")
        }
        return BoardSize(width: width, height: height)
    }

    var description: String { "\(width)x\(height)" }

    /// Whether both sides lie in `sides`.
    func fits(_ sides: ClosedRange<Int>) -> Bool { sides.contains(width) && sides.contains(height) }
}
