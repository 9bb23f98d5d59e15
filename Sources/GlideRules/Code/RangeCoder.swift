/// A binary arithmetic coder (the range coder of LZMA): each bit is coded against the
/// probability a model gives it, so a bit the model predicts well costs a small fraction of a
/// bit. Level codes use it to make a 45×45 maze fit a chat message.
struct RangeEncoder {
    private var low: UInt64 = 0
    private var range: UInt32 = 0xFFFF_FFFF
    private var cache: UInt8 = 0
    private var cacheSize = 1
    private(set) var bytes: [UInt8] = []

    /// Codes `bit` with the model's probability of a 0, and tells the model.
    mutating func encode(_ bit: Bool, _ model: inout BitModel) {
        let bound = (range >> BitModel.precision) &* model.probabilityOfZero
        if bit {
            low &+= UInt64(bound)
            range &-= bound
        } else {
            range = bound
        }
        model.update(bit)
        normalize()
    }

    /// Codes the low `count` bits of `value`, most significant first, each as likely as not.
    mutating func encodeDirect(_ value: Int, bits count: Int) {
        for shift in stride(from: count - 1, through: 0, by: -1) {
            range >>= 1
            if (value >> shift) & 1 == 1 { low &+= UInt64(range) }
            normalize()
        }
    }

    /// The coded bytes. The decoder reads zeros past the end, so the flush picks the value in
    /// the final interval with the most trailing zero bits, and the zero bytes are left off.
    mutating func finish() -> [UInt8] {
        var step: UInt64 = 1 << 32
        while step > 1 {
            let rounded = (low + step - 1) & ~(step - 1)
            if rounded + 0 < low + UInt64(range) {
                low = rounded
                break
            }
            step >>= 1
        }
        for _ in 0..<5 { shiftLow() }
        // LZMA's first byte is always 0: the decoder starts from it without reading it.
        var out = Array(bytes.dropFirst())
        while out.last == 0 { out.removeLast() }
        return out
    }

    private mutating func normalize() {
        while range < 1 << 24 {
            range <<= 8
            shiftLow()
        }
    }

    private mutating func shiftLow() {
        if low < 0xFF00_0000 || low >= 1 << 32 {
            let carry = UInt8(truncatingIfNeeded: low >> 32)
            var pending = cache
            repeat {
                bytes.append(pending &+ carry)
                pending = 0xFF
                cacheSize -= 1
            } while cacheSize != 0
            cache = UInt8(truncatingIfNeeded: low >> 24)
        }
        cacheSize += 1
        low = (low & 0x00FF_FFFF) << 8
    }
}

/// Reads what `RangeEncoder` wrote; past the end it reads zeros, so it never fails (a code
/// whose checksum holds but whose bits are nonsense decodes to nonsense that is then refused).
struct RangeDecoder {
    private let bytes: [UInt8]
    private var next = 0
    private var range: UInt32 = 0xFFFF_FFFF
    private var code: UInt32 = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for _ in 0..<4 { code = code << 8 | UInt32(readByte()) }
    }

    private mutating func readByte() -> UInt8 {
        defer { next += 1 }
        return next < bytes.count ? bytes[next] : 0
    }

    mutating func decode(_ model: inout BitModel) -> Bool {
        let bound = (range >> BitModel.precision) &* model.probabilityOfZero
        let bit = code >= bound
        if bit {
            code &-= bound
            range &-= bound
        } else {
            range = bound
        }
        model.update(bit)
        normalize()
        return bit
    }

    mutating func decodeDirect(bits count: Int) -> Int {
        var value = 0
        for _ in 0..<count {
            range >>= 1
            let bit = code >= range
            if bit { code &-= range }
            value = value << 1 | (bit ? 1 : 0)
            normalize()
        }
        return value
    }

    private mutating func normalize() {
        while range < 1 << 24 {
            range <<= 8
            code = code << 8 | UInt32(readByte())
        }
    }
}

/// What one context has seen: counts of its 0s and 1s, and from them the probability of the
/// next bit (the Krichevsky–Trofimov estimator, with 0.4 added to each count rather than 0.5:
/// it learns from the few bits a small level has). Counts are halved past 255, so a model
/// follows a board whose parts differ.
struct BitModel {
    static let precision: UInt32 = 12
    private var zeros: UInt32 = 0
    private var ones: UInt32 = 0

    /// The probability of a 0, in 1/4096, never 0 nor 4096.
    var probabilityOfZero: UInt32 {
        let scale: UInt32 = 1 << Self.precision
        let p = (5 * zeros + 2) * scale / (5 * (zeros + ones) + 4)
        return min(max(p, 1), scale - 1)
    }

    mutating func update(_ bit: Bool) {
        if bit { ones += 1 } else { zeros += 1 }
        if zeros + ones > 255 {
            zeros /= 2
            ones /= 2
        }
    }
}
