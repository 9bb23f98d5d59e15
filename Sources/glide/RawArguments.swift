import Glibc

/// The command line as the bytes the shell passed. Swift reads each argument as UTF-8 and
/// mends what is not (a byte becomes U+FFFD), so a file name in another encoding would name
/// another file: glide would say a file `ls` shows is missing, or `glide edit` would start a
/// new pack under the mended name. Such an argument is refused before anything reads it.
enum RawArguments {
    /// The first argument that is not valid UTF-8, with its position (1 for the first after
    /// `glide`) and its bytes shown, ASCII as it is and every other byte as `\xNN`.
    static func firstNotUTF8() -> (position: Int, shown: String)? {
        for position in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[position] else { continue }
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw))
            if String(validating: bytes, as: UTF8.self) == nil {
                let shown = bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + hex($0) }.joined()
                return (position, shown)
            }
        }
        return nil
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
