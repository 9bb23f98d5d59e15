import Glibc

/// `value` with `places` digits after the point, as C's `%.Nf` writes it (`String(format:)`
/// would do the same, but it is in full Foundation, which glide does not link: see
/// docs/development.md, Building).
func decimal(_ value: Double, places: Int) -> String {
    withVaList([value]) { arguments in
        var buffer = [CChar](repeating: 0, count: 350)  // the longest %f of a Double, and more
        _ = vsnprintf(&buffer, buffer.count, "%.\(places)f", arguments)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
