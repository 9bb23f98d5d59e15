import GlideRules

/// Opening a pack whose levels have format errors, so that the designer can fix them in the
/// editor rather than in another one first. Errors inside a level are repaired in a copy of
/// the text before it is parsed, and each repair is remembered on its level to be shown:
///
/// - an unknown map character becomes void (the cell is marked);
/// - a second start becomes floor (marked);
/// - a level without a start opens without one (the verdict says "no start: place @");
/// - a bad metadata line (`Par: ten`, a second `Title`) becomes a comment, kept word for word.
///
/// Levels without errors keep their bytes: a save writes them as they were, and writes a
/// repaired level anew only once it is a level. Errors that are not inside one level
/// (invalid UTF-8, metadata cut off from its map, a file too large) cannot be repaired: the
/// file is refused with them, as before.
public enum PackRepair {
    /// What was wrong with a level as read, and what was done about it, for the editor to show.
    public struct ReadError: Hashable, Sendable {
        /// The line in the file (1-based).
        public let line: Int
        /// The map cell, in draft coordinates, when the error is in the map.
        public let cell: Position?
        /// What the parser found.
        public let problem: Diagnostic.Problem
        public let repair: Repair
    }

    /// What a repair did to the text so that the level could be read.
    public enum Repair: Hashable, Sendable {
        /// An unknown map character became void.
        case madeVoid
        /// A second start became floor.
        case madeFloor
        /// A stand-in start was placed and the level opens without one.
        case openedWithoutStart
        /// A bad metadata line became a comment.
        case madeComment
    }

    /// The document for `bytes`; with errors repaired when every error is one a level can be
    /// opened with, else the parser's errors.
    public static func open(_ bytes: [UInt8], path: String) throws(LevelFormatError) -> PackDocument {
        let diagnostics: [Diagnostic]
        do {
            return PackDocument(pack: try LevelFormat.parse(bytes, path: path), bytes: bytes)
        } catch {
            diagnostics = error.diagnostics
        }
        let original = LevelFormatError(diagnostics)
        guard let repaired = repair(bytes, diagnostics),
            let pack = try? LevelFormat.parse(repaired.bytes, path: path)
        else { throw original }
        var document = PackDocument(pack: pack, bytes: repaired.bytes, savedAs: bytes)
        for (index, level) in pack.levels.enumerated() {
            guard let span = level.source else { continue }
            let inLevel = { (line: Int) in line >= span.firstLine && line <= span.lastLine }
            let errors = repaired.errors.filter { inLevel($0.line) }.map { error in
                ReadError(
                    line: error.line,
                    cell: error.mapColumn.map { Position(row: error.line - span.mapLine, column: $0) },
                    problem: error.problem, repair: error.repair)
            }
            guard !errors.isEmpty else { continue }
            let noStart = repaired.startsAdded.contains(where: inLevel)
            document.markRepaired(index, errors: errors, removingStart: noStart)
        }
        return document
    }

    private struct LineError {
        var line: Int
        var mapColumn: Int?
        var problem: Diagnostic.Problem
        var repair: Repair
    }

    /// The text with every error repaired, or nil when one cannot be.
    private static func repair(_ bytes: [UInt8], _ diagnostics: [Diagnostic])
        -> (bytes: [UInt8], errors: [LineError], startsAdded: [Int])?
    {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        // Split by scalars: in a CRLF file "\r\n" is one Character, never equal to "\n". Each
        // line keeps its CR, which the join below puts back before its LF.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(
            Array.init)
        var errors: [LineError] = []
        var startsAdded: [Int] = []
        for diagnostic in diagnostics where diagnostic.severity == .error {
            let index = diagnostic.line - 1, column = diagnostic.column - 1
            guard lines.indices.contains(index) else { return nil }
            let problem = diagnostic.problem
            switch problem {
            case .unknownMapCharacter where lines[index].indices.contains(column):
                lines[index][column] = " "
                errors.append(
                    LineError(line: diagnostic.line, mapColumn: column, problem: problem, repair: .madeVoid))
            case .secondStart where lines[index].indices.contains(column):
                lines[index][column] = "."
                errors.append(
                    LineError(line: diagnostic.line, mapColumn: column, problem: problem, repair: .madeFloor))
            case .noStart:
                // A stand-in start lets the level be read; the editor takes it away again.
                guard let (row, column) = firstFloor(in: lines, from: index) else { return nil }
                lines[row][column] = "@"
                startsAdded.append(diagnostic.line)
                errors.append(
                    LineError(
                        line: diagnostic.line, mapColumn: nil, problem: problem, repair: .openedWithoutStart))
            case .parInHeader, .parWithoutValue, .parNotAWholeNumber, .parTooLarge, .repeatedKey:
                guard lines[index].first != ";" else { continue }  // two errors on one line
                lines[index] = Array("; ".unicodeScalars) + lines[index]
                errors.append(
                    LineError(line: diagnostic.line, mapColumn: nil, problem: problem, repair: .madeComment))
            default:
                return nil
            }
        }
        let joined = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
        return (Array(joined.utf8), errors, startsAdded)
    }

    /// The first floor cell of the map whose first row is line `index` (0-based).
    private static func firstFloor(in lines: [[Unicode.Scalar]], from index: Int) -> (Int, Int)? {
        var row = index
        while lines.indices.contains(row),
            lines[row].contains(where: { $0 != " " && $0 != "\t" && $0 != "\r" })
        {
            if let column = lines[row].firstIndex(of: ".") { return (row, column) }
            row += 1
        }
        return nil
    }
}
