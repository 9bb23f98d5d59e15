/// A level's grid: walls, floor and void, with the ball's start. Immutable and always valid:
/// the initializer refuses a board that the level format could not represent or that has no
/// proper start, so everything downstream (engine, solver, printer) can rely on it.
public struct Board: Hashable, Sendable {
    /// The largest width and height a level may have (the format's documented limit).
    public static let maximumSide = 256

    public let width: Int
    public let height: Int
    public let start: Position
    /// Row-major cells; `cells[row * width + column]`.
    public let cells: [Cell]
    /// Number of floor cells, the start included: the level is won when all are painted.
    public let floorCount: Int

    /// Why a grid is not a board.
    public enum Invalid: Error, Hashable, Sendable {
        case empty
        case tooLarge(width: Int, height: Int)
        case cellCountMismatch(expected: Int, actual: Int)
        case startOutside(Position)
        case startNotFloor(Position)
        /// A row without any wall or floor cannot be written in a level file (it would read as
        /// the blank line that separates levels).
        case voidRow(Int)
    }

    public init(width: Int, height: Int, cells: [Cell], start: Position) throws(Invalid) {
        guard width > 0, height > 0 else { throw .empty }
        guard width <= Self.maximumSide, height <= Self.maximumSide else {
            throw .tooLarge(width: width, height: height)
        }
        guard cells.count == width * height else {
            throw .cellCountMismatch(expected: width * height, actual: cells.count)
        }
        guard (0..<height).contains(start.row), (0..<width).contains(start.column) else {
            throw .startOutside(start)
        }
        guard cells[start.row * width + start.column] == .floor else { throw .startNotFloor(start) }
        for row in 0..<height where !cells[row * width..<(row + 1) * width].contains(where: { $0 != .void }) {
            throw .voidRow(row)
        }
        self.width = width
        self.height = height
        self.cells = cells
        self.start = start
        self.floorCount = cells.reduce(0) { $0 + ($1 == .floor ? 1 : 0) }
    }

    /// The cell at `position`; anything off the grid is void, which is what stops the ball at
    /// the edge.
    @inlinable
    public subscript(position: Position) -> Cell {
        guard contains(position) else { return .void }
        return cells[position.row * width + position.column]
    }

    @inlinable
    public func contains(_ position: Position) -> Bool {
        position.row >= 0 && position.row < height && position.column >= 0 && position.column < width
    }

    @inlinable
    public func index(of position: Position) -> Int { position.row * width + position.column }

    @inlinable
    public func position(ofIndex index: Int) -> Position {
        Position(row: index / width, column: index % width)
    }

    /// Every position of the board, row by row.
    public var positions: [Position] {
        (0..<height).flatMap { row in (0..<width).map { Position(row: row, column: $0) } }
    }

    /// The map as a level file writes it: `#`, `.`, `@`, spaces for void, trailing void dropped.
    public var mapRows: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                let position = Position(row: row, column: column)
                line.append(position == start ? "@" : self[position].mapCharacter)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
