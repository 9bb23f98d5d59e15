/// What a level code holds, walked in the order it is coded (see `LevelCode`): built from a
/// level to encode it, or empty and filled in by decoding.
struct LevelCodeFields {
    var width = 1
    var height = 1
    var cells: [Cell] = [.floor]
    /// The start's number among the floor cells, in reading order.
    var startIndex = 0
    var title: [UInt8]?
    var author: [UInt8]?
    var par: Int?

    init() {}

    init(_ level: Level) {
        let board = level.board
        width = board.width
        height = board.height
        cells = board.cells
        startIndex = cells[..<board.index(of: board.start)].filter { $0 == .floor }.count
        title = level.title.map(Self.cut)
        author = level.author.map(Self.cut)
        par = level.par
    }

    /// At most `LevelCode.maximumTextBytes` bytes of `text`, cut between characters.
    private static func cut(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            let encoded = Array(String(scalar).utf8)
            guard bytes.count + encoded.count <= LevelCode.maximumTextBytes else { break }
            bytes += encoded
        }
        return bytes
    }

    mutating func code(with coder: inout some CodeBits) throws(LevelCodeError) {
        width = coder.number(width - 1, bits: 8) + 1
        height = coder.number(height - 1, bits: 8) + 1
        let floor = codeFloor(with: &coder)
        let wall = codeWalls(around: floor, with: &coder)
        cells = zip(floor, wall).map { $0 ? .floor : $1 ? .wall : .void }
        let floorCount = floor.filter { $0 }.count
        guard floorCount > 0 else { throw .notALevel(.noFloor) }
        startIndex = coder.number(startIndex, bits: Self.bitLength(floorCount - 1))
        guard startIndex < floorCount else { throw .notALevel(.startOutOfRange) }
        var presence = [BitModel](repeating: BitModel(), count: 3)
        title = codeText(title, with: &coder, &presence[0])
        author = codeText(author, with: &coder, &presence[1])
        if coder.bit(par != nil, &presence[2]) {
            let length = coder.number(par.map(Self.bitLength) ?? 0, bits: 6)
            let low = coder.number((par ?? 0) & ((1 << max(0, length - 1)) - 1), bits: max(0, length - 1))
            par = length == 0 ? 0 : 1 << (length - 1) | low
        } else {
            par = nil
        }
    }

    /// Floor or not, cell by cell, each against what its coded neighbours are.
    private func codeFloor(with coder: inout some CodeBits) -> [Bool] {
        let (width, height) = (self.width, self.height)
        var floor = [Bool](repeating: false, count: width * height)
        let given = cells.count == floor.count ? cells : []
        var models = [BitModel](repeating: BitModel(), count: 64)
        func at(_ row: Int, _ column: Int) -> Int {
            row >= 0 && column >= 0 && column < width && floor[row * width + column] ? 1 : 0
        }
        for row in 0..<height {
            for column in 0..<width {
                let context =
                    at(row, column - 1) | at(row, column - 2) << 1 | at(row - 1, column - 1) << 2
                    | at(row - 1, column) << 3 | at(row - 1, column + 1) << 4 | at(row - 2, column) << 5
                let index = row * width + column
                floor[index] = coder.bit(given.isEmpty ? false : given[index] == .floor, &models[context])
            }
        }
        return floor
    }

    /// Wall or void for each cell that is not floor, against the floor around it (known in
    /// full by now) and the walls coded left of it and above.
    private func codeWalls(around floor: [Bool], with coder: inout some CodeBits) -> [Bool] {
        let (width, height) = (self.width, self.height)
        var wall = [Bool](repeating: false, count: width * height)
        let given = cells.count == floor.count ? cells : []
        var models = [BitModel](repeating: BitModel(), count: 16)
        func isFloor(_ row: Int, _ column: Int) -> Bool {
            row >= 0 && row < height && column >= 0 && column < width && floor[row * width + column]
        }
        func isWall(_ row: Int, _ column: Int) -> Int {
            row >= 0 && column >= 0 && wall[row * width + column] ? 1 : 0
        }
        for row in 0..<height {
            for column in 0..<width where !floor[row * width + column] {
                let sides =
                    isFloor(row - 1, column) || isFloor(row + 1, column) || isFloor(row, column - 1)
                    || isFloor(row, column + 1)
                let corners =
                    isFloor(row - 1, column - 1) || isFloor(row - 1, column + 1)
                    || isFloor(row + 1, column - 1) || isFloor(row + 1, column + 1)
                let context =
                    (sides ? 1 : 0) | (corners ? 2 : 0) | isWall(row, column - 1) << 2 | isWall(
                        row - 1, column) << 3
                let index = row * width + column
                wall[index] = coder.bit(given.isEmpty ? false : given[index] == .wall, &models[context])
            }
        }
        return wall
    }

    private func codeText(_ text: [UInt8]?, with coder: inout some CodeBits, _ presence: inout BitModel)
        -> [UInt8]?
    {
        guard coder.bit(text != nil, &presence) else { return nil }
        let length = coder.number(text?.count ?? 0, bits: 8)
        return (0..<length).map { UInt8(coder.number(Int(text?[$0] ?? 0), bits: 8)) }
    }

    /// Bits needed to write `value` (0 for 0).
    static func bitLength(_ value: Int) -> Int { value <= 0 ? 0 : Int.bitWidth - value.leadingZeroBitCount }

    /// The level the fields make, or why they make none.
    func level() throws(LevelCodeError) -> Level {
        let floors = cells.indices.filter { cells[$0] == .floor }
        let start = floors[startIndex]
        let board: Board
        do {
            board = try Board(
                width: width, height: height, cells: cells,
                start: Position(row: start / width, column: start % width))
        } catch {
            throw .notALevel(.board(error))
        }
        var lines: [BlockLine] = []
        for (key, bytes) in [("Title", title), ("Author", author)] {
            guard let bytes else { continue }
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .notALevel(.textNotUTF8) }
            guard !text.unicodeScalars.contains(where: Self.isControl) else {
                throw .notALevel(.controlCharacterInText)
            }
            lines.append(.metadata(key: key, value: text.trimmingSpaces()))
        }
        if let par { lines.append(.metadata(key: "Par", value: String(par))) }
        // Lines with one `.map` always make a level.
        return Level(board: board, lines: lines + [.map])!
    }

    /// What the level format forbids in metadata: C0 but tab, DEL, C1.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
