/// Where a code whose checksum fails went wrong, when one slip explains it: one character
/// changed, left out or put in. Every such edit is tried; when exactly one gives a code whose
/// checksum holds, that was the slip. A changed character is tried in constant time (the CRC
/// is linear: each bit flipped changes it by a fixed amount); a character left out or put in
/// shifts the rest, so the checksum of each is worked out again. Codes longer than
/// `searchLimit` characters are only said not to check out.
enum LevelCodeRepair {
    static let searchLimit = 600

    /// The slip in `body` (the code after its prefix, `offset` characters), or nil.
    static func diagnose(_ body: Substring, offset: Int) -> LevelCodeError? {
        let values = body.compactMap(Base64URL.value(of:)).map(UInt8.init)
        guard values.count == body.count, values.count <= searchLimit else { return nil }
        var slips = changedCharacters(values).map { index, value in
            LevelCodeError.mistyped(position: offset + index + 1, correction: Base64URL.alphabet[Int(value)])
        }
        for index in values.indices where index == 0 || values[index] != values[index - 1] {
            var shorter = values
            shorter.remove(at: index)
            if holds(shorter) { slips.append(.extraCharacter(position: offset + index + 1)) }
            if slips.count > 1 { return nil }
        }
        for index in 0...values.count {
            for value in UInt8(0)..<64 where index == 0 || values[index - 1] != value {
                var longer = values
                longer.insert(value, at: index)
                if holds(longer) {
                    slips.append(
                        .missingCharacter(
                            position: offset + index + 1, character: Base64URL.alphabet[Int(value)]))
                }
            }
            if slips.count > 1 { return nil }
        }
        return slips.count == 1 ? slips[0] : nil
    }

    /// Whether the code of these character values has a checksum that holds.
    private static func holds(_ values: [UInt8]) -> Bool {
        guard values.count % 4 != 1, let bytes = Base64URL.decode(values: values), bytes.count >= 4 else {
            return false
        }
        return CRC24.checked(bytes) != nil
    }

    /// Each single changed character (its index and value) after which the checksum holds.
    private static func changedCharacters(_ values: [UInt8]) -> [(Int, UInt8)] {
        guard let bytes = Base64URL.decode(values: values), bytes.count >= 4 else { return [] }
        let payload = bytes.count - 3
        let stored = bytes.suffix(3).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let syndrome = CRC24.register(Array(bytes.prefix(payload))) ^ stored
        // What flipping bit b of byte k does to the syndrome: for the payload, that byte
        // followed by zero bytes to its end, through the CRC from 0; for the stored CRC, the bit.
        var flips = [[UInt32]](repeating: Array(repeating: 0, count: 8), count: bytes.count)
        for bit in 0..<8 {
            var effect = CRC24.table[1 << bit]
            for byte in stride(from: payload - 1, through: 0, by: -1) {
                flips[byte][bit] = effect
                effect = CRC24.step(effect, 0)
            }
            for byte in 0..<3 { flips[payload + byte][bit] = UInt32(1 << bit) << (8 * (2 - byte)) }
        }
        var found: [(Int, UInt8)] = []
        for index in values.indices {
            // The change of each of the character's six bits, first bit first.
            let effects = (0..<6).map { bit -> UInt32 in
                let position = 6 * index + 5 - bit
                let byte = position / 8
                return byte < bytes.count ? flips[byte][7 - position % 8] : 0
            }
            var change = [UInt32](repeating: 0, count: 64)
            for delta in 1..<64 {
                change[delta] = change[delta & (delta - 1)] ^ effects[delta.trailingZeroBitCount]
                if change[delta] == syndrome { found.append((index, values[index] ^ UInt8(delta))) }
            }
        }
        return found
    }
}
