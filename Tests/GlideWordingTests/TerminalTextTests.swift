import GlideWording
import Testing

@Suite("Terminal text: control characters written out")
struct TerminalTextTests {
    @Test func escapeSequencesAreShownNotSent() {
        #expect(TerminalText.line("\u{1B}]0;PWNED\u{7}") == "\\x1b]0;PWNED\\x07")
        #expect(TerminalText.line("\u{1B}[2J") == "\\x1b[2J")
        #expect(TerminalText.line("a\u{9B}31mb\u{7F}") == "a\\x9b31mb\\x7f")
        #expect(TerminalText.line("a\tb\nc\rd\u{0}") == "a\\tb\\nc\\rd\\x00")
        #expect(
            TerminalText.lines("a\tb\nc\rd\u{1B}") == "a\tb\nc\\rd\\x1b", "lines keep tabs and line feeds")
        #expect(TerminalText.line("\r\n") == "\\r\\n", "CRLF is one Character but two controls")
        #expect(TerminalText.screenLine("a\tb\u{1B}") == "a b\\x1b", "on a screen a tab is a space")
    }

    @Test func bidirectionalControlsAreShownNotObeyed() {
        // "txt.exe" shown reversed as "exe.txt" by a terminal that obeys the override.
        #expect(TerminalText.line("a\u{202E}txt.exe") == "a\\u{202E}txt.exe")
        #expect(TerminalText.lines("\u{2066}x\u{2069}\n") == "\\u{2066}x\\u{2069}\n")
        for scalar in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] {
            #expect(TerminalText.line(String(UnicodeScalar(scalar)!)).hasPrefix("\\u{"))
        }
        // Their neighbours (a left-to-right mark, an en dash, the line separator's kin) stay.
        let kept = "\u{200E}\u{2013}\u{2029}\u{2065}\u{206A}\u{2029}\u{20AC}"
        #expect(TerminalText.line(kept) == kept)
    }

    @Test func everythingElseIsLeftAlone() {
        let text = "Título · ★ 😀 e\u{301} \u{A0}\u{FFFD} \\x1b"
        #expect(TerminalText.line(text) == text)
        #expect(TerminalText.lines(text + "\n\t") == text + "\n\t")
    }

    /// Over every scalar up to U+024F, in random strings: what comes out holds no control
    /// character and is left alone when escaped again.
    @Test func noControlCharacterSurvives() {
        var generator = SplitMix(seed: 25)
        let scalars = (0..<0x250).compactMap(Unicode.Scalar.init)
        for _ in 0..<2_000 {
            let text = String(
                String.UnicodeScalarView(
                    (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                        scalars.randomElement(using: &generator)!
                    }))
            let line = TerminalText.line(text)
            #expect(!line.unicodeScalars.contains(where: TerminalText.isControl))
            #expect(TerminalText.line(line) == line)
            // Each control character became its written form; nothing else was added or lost.
            let added = text.unicodeScalars.filter(TerminalText.isControl).map {
                TerminalText.written($0).unicodeScalars.count - 1
            }
            #expect(line.unicodeScalars.count == text.unicodeScalars.count + added.reduce(0, +))
            let lines = TerminalText.lines(text)
            #expect(!lines.unicodeScalars.contains { TerminalText.isControl($0) && $0 != "\n" && $0 != "\t" })
        }
    }
}

/// A small seeded generator, so a failure repeats.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
