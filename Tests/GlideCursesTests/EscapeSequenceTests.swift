import GlideTerminal
import Testing

@testable import GlideCurses

@Suite("Escape sequences")
struct EscapeSequenceTests {
    /// Feeds what follows the Esc, character by character; the steps before the last must all
    /// ask for more.
    private func meaning(_ text: String) -> EscapeSequence.Step? {
        var sequence = EscapeSequence()
        let inputs = text.unicodeScalars.map { EscapeSequence.Input.character($0.value) }
        for (index, input) in inputs.enumerated() {
            let step = sequence.feed(input)
            if index == inputs.count - 1 { return step }
            guard step == .more else { return nil }
        }
        return nil
    }

    @Test(arguments: [
        ("[A", Key.up), ("OA", .up), ("[B", .down), ("OB", .down), ("[C", .right), ("OC", .right),
        ("[D", .left), ("OD", .left), ("[H", .home), ("OH", .home), ("[1~", .home), ("[7~", .home),
        ("[F", .end), ("OF", .end), ("[4~", .end), ("[8~", .end), ("[5~", .pageUp), ("[6~", .pageDown),
        ("[1;1H", .home), ("[5;1~", .pageUp), ("[Z", .backTab), ("OM", .enter),
    ])
    func cursorAndEditingKeysInCSIAndSS3Forms(text: String, key: Key) {
        #expect(meaning(text) == .done(.key(key)), "ESC \(text)")
    }

    @Test func functionKeysInEveryForm() {
        let ss3 = ["OP", "OQ", "OR", "OS"]
        let csiLetter = ["[P", "[Q", "[R", "[S"]
        let vt220 = [
            "[11~", "[12~", "[13~", "[14~", "[15~", "[17~", "[18~", "[19~", "[20~", "[21~", "[23~", "[24~",
        ]
        let linux = ["[[A", "[[B", "[[C", "[[D", "[[E"]
        for forms in [ss3, csiLetter, vt220, linux] {
            for (index, text) in forms.enumerated() {
                #expect(meaning(text) == .done(.key(.function(index + 1))), "ESC \(text)")
            }
        }
    }

    @Test(arguments: [
        "d", "j", "q", "\t", "\r", "1",  // Alt and a character
        "[1;3A", "[1;5A", "[1;2H", "[5;5~", "[1;2P", "O2P", "O1;3A",  // modified keys
        "[2~", "[3~", "[25~", "[99~", "[E", "OE", "[[F", "Ou", "Oq",  // keys Glide has no use for
        "[<0;10;5M", "[<0;10;5m", "[<32;12;5M", "[?1;2c", "[>0;95;0c",  // SGR mouse, replies
        "[M *%", "[M#\u{FF}\u{80}",  // X10 mouse, positions past column 95 too
        "[I", "[O", "[12;40R", "[1$", "[2^",  // focus, a cursor report, rxvt's modified keys
    ])
    func everythingElseIsDroppedWhole(text: String) {
        #expect(meaning(text) == .done(.ignored), "ESC \(text.debugDescription)")
    }

    @Test(arguments: [
        "]11;rgb:1a1a/1a1a/1a1a\u{1B}\\",  // a colour query's reply, ended by ST
        "]2;xyz\u{7}", "]0;a window título\u{7}",  // ended by BEL, text beyond ASCII
        "P1$r0m\u{1B}\\", "_Gi=1;OK\u{1B}\\", "^private\u{1B}\\", "Xstart\u{1B}\\",  // DCS, APC, PM, SOS
    ])
    func controlStringsAreReadToTheirEndAndDropped(text: String) {
        #expect(meaning(text) == .done(.ignored), "ESC \(text.debugDescription)")
    }

    @Test func aControlStringCutShortByAnotherSequence() {
        #expect(meaning("]11;rgb:1a1a") == .more, "letters inside the string are no keys")
        #expect(meaning("]11;rgb\u{1B}[") == .interrupted, "an Esc not followed by \\ begins the next event")
    }

    @Test func bracketedPasteMarkers() {
        #expect(meaning("[200~") == .done(.pasteStart))
        #expect(meaning("[201~") == .done(.pasteEnd))
    }

    @Test func anEscOrADecodedKeyInsideASequenceCutsItShort() {
        var sequence = EscapeSequence()
        #expect(sequence.feed(.character(27)) == .nested, "Esc Esc: Alt and whatever the second begins")
        sequence = EscapeSequence()
        #expect(sequence.feed(.keyCode(0o403)) == .done(.ignored), "Esc then a key curses decoded: Alt-Up")
        sequence = EscapeSequence()
        #expect(sequence.feed(.character(UInt32(UInt8(ascii: "[")))) == .more)
        #expect(sequence.feed(.character(27)) == .interrupted)
        sequence = EscapeSequence()
        #expect(sequence.feed(.character(UInt32(UInt8(ascii: "O")))) == .more)
        #expect(sequence.feed(.keyCode(0o403)) == .interrupted)
    }

    @Test func anUnfinishedSequenceWaitsForMore() {
        #expect(meaning("[") == .more, "Alt-[, or the start of a key: the reader's wait decides")
        #expect(meaning("O") == .more)
        #expect(meaning("[1;") == .more)
        #expect(meaning("[M") == .more, "an X10 mouse report's button and position follow")
    }

    @Test func garbageEndsRatherThanWaiting() {
        #expect(meaning("[" + String(repeating: "1", count: 24)) == .done(.ignored), "24 bytes after the Esc")
        #expect(meaning("[1\u{7}") == .done(.ignored), "a control character")
        #expect(meaning("[1é") == .done(.ignored), "beyond ASCII")
        #expect(meaning("[11111~") == .done(.ignored), "a parameter too long to be a key")
    }
}
