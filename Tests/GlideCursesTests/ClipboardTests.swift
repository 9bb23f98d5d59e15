import GlideCurses
import Testing

@Suite("Clipboard")
struct ClipboardTests {
    @Test func theClipboardIsSetWithOSC52() {
        #expect(Clipboard.sequence(setting: "DRUL") == "\u{1B}]52;c;RFJVTA==\u{7}")
        #expect(Clipboard.sequence(setting: "") == "\u{1B}]52;c;\u{7}")
    }
}
