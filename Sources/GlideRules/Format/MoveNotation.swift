/// Move strings such as `RDLU`: one letter per swipe, in either case. Spaces and commas may
/// separate moves for readability (`R D L U`, `R,D,L,U`) and are ignored.
public enum MoveNotation {
    public struct InvalidMove: Error, Hashable, Sendable {
        /// The offending character and its 1-based position in the string.
        public let character: Character
        public let offset: Int

        public init(character: Character, offset: Int) {
            self.character = character
            self.offset = offset
        }
    }

    public static func parse(_ text: String) throws(InvalidMove) -> [Direction] {
        var moves: [Direction] = []
        for (offset, character) in text.enumerated() {
            if character == " " || character == "," { continue }
            guard let direction = Direction(letter: character) else {
                throw InvalidMove(character: character, offset: offset + 1)
            }
            moves.append(direction)
        }
        return moves
    }

    public static func format(_ moves: some Sequence<Direction>) -> String {
        String(moves.map(\.letter))
    }
}
