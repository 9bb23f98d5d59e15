/// One walk through a level code's fields serves both ways: encoding hands each value to the
/// coder and gets it back, decoding ignores the value given and returns what it reads. The
/// model (contexts, counts) is the same both times by construction.
protocol CodeBits {
    /// Codes `bit` against `model` (or reads one), and returns it.
    mutating func bit(_ bit: Bool, _ model: inout BitModel) -> Bool
    /// Codes the low `bits` bits of `value`, each as likely as not (or reads them).
    mutating func number(_ value: Int, bits: Int) -> Int
}

extension RangeEncoder: CodeBits {
    mutating func bit(_ bit: Bool, _ model: inout BitModel) -> Bool {
        encode(bit, &model)
        return bit
    }

    mutating func number(_ value: Int, bits: Int) -> Int {
        encodeDirect(value, bits: bits)
        return value
    }
}

extension RangeDecoder: CodeBits {
    mutating func bit(_: Bool, _ model: inout BitModel) -> Bool { decode(&model) }

    mutating func number(_: Int, bits: Int) -> Int { decodeDirect(bits: bits) }
}

/// base64url (RFC 4648 §5) without padding: letters, digits, `-` and `_`, safe in a URL, a
/// file name and a shell word.
enum Base64URL {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    static func value(of character: Character) -> Int? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(ascii - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(ascii - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(ascii - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "-"): return 62
        case UInt8(ascii: "_"): return 63
        default: return nil
        }
    }

    static func encode(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var group = 0
            for byte in chunk { group = group << 8 | Int(byte) }
            group <<= 8 * (3 - chunk.count)
            for k in 0...chunk.count { text.append(alphabet[(group >> (18 - 6 * k)) & 63]) }
            index += 3
        }
        return text
    }

    /// The bytes of `text`; nil when a character is not of the alphabet or no byte string
    /// has this many characters (one left over after groups of four).
    static func decode(_ text: some StringProtocol) -> [UInt8]? {
        var values: [UInt8] = []
        values.reserveCapacity(text.count)
        for character in text {
            guard let value = value(of: character) else { return nil }
            values.append(UInt8(value))
        }
        return decode(values: values)
    }

    /// The bytes of characters given by their values (0..<64).
    static func decode(values: [UInt8]) -> [UInt8]? {
        guard values.count % 4 != 1 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 3 / 4)
        var bits: UInt32 = 0, held = 0
        for value in values {
            bits = bits << 6 | UInt32(value)
            held += 6
            if held >= 8 {
                held -= 8
                bytes.append(UInt8(truncatingIfNeeded: bits >> UInt32(held)))
                bits &= (1 << UInt32(held)) - 1
            }
        }
        return bytes
    }
}

/// The CRC-24 of OpenPGP (RFC 4880 §6.1): three bytes that catch every single mistyped
/// character and all but one in sixteen million other mistakes.
enum CRC24 {
    static func of(_ bytes: [UInt8]) -> [UInt8] {
        let crc = register(bytes)
        return [UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
    }

    /// The CRC as a number.
    static func register(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xB7_04CE
        for byte in bytes { crc = step(crc, byte) }
        return crc
    }

    /// The register after one more byte.
    static func step(_ crc: UInt32, _ byte: UInt8) -> UInt32 {
        ((crc << 8) & 0xFF_FFFF) ^ table[Int((crc >> 16) ^ UInt32(byte)) & 0xFF]
    }

    static let table: [UInt32] = (0..<256).map { index in
        var crc = UInt32(index) << 16
        for _ in 0..<8 {
            crc <<= 1
            if crc & 0x100_0000 != 0 { crc ^= 0x186_4CFB }
        }
        return crc & 0xFF_FFFF
    }

    /// The bytes before the last three when those are their CRC; else nil.
    static func checked(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 3 else { return nil }
        let payload = Array(bytes.dropLast(3))
        return of(payload) == Array(bytes.suffix(3)) ? payload : nil
    }
}
