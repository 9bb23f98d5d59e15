import GlideRules

/// A picture in square pixels, drawn onto the terminal with half blocks: each terminal cell
/// shows two pixels, one above the other, as `▀` in the upper's colour on the lower's. Pixels
/// left empty show the terminal's own background.
struct PixelCanvas {
    let width: Int
    let height: Int
    private var pixels: [RGB?]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: nil, count: self.width * self.height)
    }

    subscript(x: Int, y: Int) -> RGB? {
        get { x >= 0 && x < width && y >= 0 && y < height ? pixels[y * width + x] : nil }
        set { if x >= 0 && x < width && y >= 0 && y < height { pixels[y * width + x] = newValue } }
    }

    mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with color: RGB) {
        for row in max(0, y)..<min(height, y + max(0, h)) {
            for column in max(0, x)..<min(width, x + max(0, w)) { pixels[row * width + column] = color }
        }
    }

    /// Colours every pixel whose centre lies within `radius` of the point (in pixels).
    mutating func disk(centerX: Double, centerY: Double, radius: Double, color: RGB) {
        let top = Int((centerY - radius).rounded(.down)), bottom = Int((centerY + radius).rounded(.up))
        let left = Int((centerX - radius).rounded(.down)), right = Int((centerX + radius).rounded(.up))
        for y in top...bottom {
            for x in left...right {
                let dx = Double(x) + 0.5 - centerX, dy = Double(y) + 0.5 - centerY
                if dx * dx + dy * dy <= radius * radius { self[x, y] = color }
            }
        }
    }

    /// Writes the canvas with its top-left pixel in the upper half of terminal cell (x, y).
    func draw(into buffer: inout CellBuffer, x: Int, y: Int) {
        for row in 0..<((height + 1) / 2) {
            for column in 0..<width {
                let upper = self[column, 2 * row], lower = self[column, 2 * row + 1]
                let cell: CellBuffer.Cell
                switch (upper, lower) {
                case (nil, nil): continue
                case let (upper?, lower?) where upper == lower:
                    cell = .init(" ", background: .rgb(upper))
                case let (upper?, lower):
                    cell = .init("▀", role: .rgb(upper), background: lower.map(ColorRole.rgb))
                case let (nil, lower?):
                    cell = .init("▄", role: .rgb(lower))
                }
                buffer[x + column, y + row] = cell
            }
        }
    }
}
