import GlidePlay
import GlideRules

/// Where the ball, the hint's arrow and the ball's pulse go on a board's pixel canvas. The
/// ball is a shape fixed for its scale, moved by whole pixels as it slides, so it keeps its
/// shape through the slide (a disk recomputed at each fraction of a pixel would change shape
/// every frame). It is at least three pixels wide and tall at every scale: on the smallest
/// cells it spills a pixel over the cells next to it, so that it is found on a 45×45 board
/// (at one pixel a cell a plus, at two a disk four pixels across); from three pixels a cell
/// it is a disk in its cell.
struct BallPixels {
    let scale: Int
    /// The top-left pixel of the cell the ball is drawn on, where it is between two cells.
    let originX: Int, originY: Int
    /// The ball's centre, in pixels.
    let centerX: Double, centerY: Double

    init(_ point: BoardPoint, in viewport: BoardViewport) {
        scale = viewport.scale
        let column = (point.column - Double(viewport.firstColumn)) * Double(scale)
        let row = (point.row - Double(viewport.firstRow)) * Double(scale)
        originX = Int(column.rounded())
        originY = Int(row.rounded())
        centerX = Double(originX) + Double(scale) / 2
        centerY = Double(originY) + Double(scale) / 2
    }

    /// The ball's radius in pixels: what its shape covers, and where its pulse starts.
    var radius: Double { scale <= 2 ? Double(scale) + 0.5 : 0.45 * Double(scale) }

    /// The ball's pixels.
    var disk: [(x: Int, y: Int)] { Self.diskShape(scale: scale).map { (originX + $0.x, originY + $0.y) } }

    /// The ball's shape at `scale`, from its cell's top-left pixel.
    static func diskShape(scale: Int) -> [(x: Int, y: Int)] {
        if scale == 1 { return [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)] }
        if scale == 2 {
            // Four by four without its corners, over its cell and a pixel of each neighbour.
            return (-1...2).flatMap { y in
                (-1...2).compactMap { x in [-1, 2].contains(x) && [-1, 2].contains(y) ? nil : (x, y) }
            }
        }
        let radius = 0.45 * Double(scale), middle = Double(scale) / 2
        var pixels: [(x: Int, y: Int)] = []
        for y in 0..<scale {
            for x in 0..<scale {
                let dx = Double(x) + 0.5 - middle, dy = Double(y) + 0.5 - middle
                if dx * dx + dy * dy <= radius * radius { pixels.append((x, y)) }
            }
        }
        return pixels
    }

    /// The hint's arrow: a triangle pointing `direction` on the cell next to the ball (on the
    /// smallest cells, a pixel clear of the ball, which spills over that cell).
    func arrow(_ direction: Direction) -> [(x: Int, y: Int)] {
        let cellX = originX + direction.columnStep * scale, cellY = originY + direction.rowStep * scale
        let span = scale - 1
        return Self.arrowShape(scale: scale).map { along, across in
            switch direction {
            case .right: (cellX + along, cellY + across)
            case .left: (cellX + span - along, cellY + across)
            case .down: (cellX + across, cellY + along)
            case .up: (cellX + across, cellY + span - along)
            }
        }
    }

    /// The arrow pointing right at `scale`, as (along, across) pixels from its cell's top-left:
    /// its base across the side by the ball, as wide as the cell, its point at the far side.
    static func arrowShape(scale: Int) -> [(along: Int, across: Int)] {
        switch scale {
        case 1: return [(2, -1), (2, 0), (2, 1), (3, 0)]
        case 2: return [(1, -1), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1)]
        default:
            let size = Double(scale)
            var pixels: [(along: Int, across: Int)] = []
            for along in 0..<scale {
                let halfWidth = size / 2 * (1 - (Double(along) + 0.5) / size)
                for across in 0..<scale where abs(Double(across) + 0.5 - size / 2) <= halfWidth {
                    pixels.append((along, across))
                }
            }
            return pixels
        }
    }

    /// The pulse's ring around the ball: it leaves the ball's edge and spreads up to three
    /// cells (ten pixels at least), over whatever lies under it, fading as it goes.
    func paintRing(_ ring: BallPulse.Ring, color: RGB, on canvas: inout PixelCanvas) {
        let reach = max(3 * Double(scale), 10)
        let outer = radius + 0.5 + ring.spread * reach
        let width = max(1.5, 0.3 * Double(scale))
        let inner = max(radius, outer - width)
        let top = Int((centerY - outer).rounded(.down)), bottom = Int((centerY + outer).rounded(.up))
        let left = Int((centerX - outer).rounded(.down)), right = Int((centerX + outer).rounded(.up))
        for y in top...bottom {
            for x in left...right {
                let dx = Double(x) + 0.5 - centerX, dy = Double(y) + 0.5 - centerY
                let distance = (dx * dx + dy * dy).squareRoot()
                guard distance >= inner, distance <= outer, let under = canvas[x, y] else { continue }
                canvas[x, y] = under.mixed(with: color, ring.strength)
            }
        }
    }
}
