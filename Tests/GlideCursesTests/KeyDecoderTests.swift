import CNcursesw
import GlideTerminal
import Testing

@testable import GlideCurses

@Suite("Key decoding")
struct KeyDecoderTests {
    @Test func keyCodesBecomeKeys() {
        #expect(KeyDecoder.keyCode(KEY_UP) == .event(.key(.up)))
        #expect(KeyDecoder.keyCode(KEY_DOWN) == .event(.key(.down)))
        #expect(KeyDecoder.keyCode(KEY_LEFT) == .event(.key(.left)))
        #expect(KeyDecoder.keyCode(KEY_RIGHT) == .event(.key(.right)))
        #expect(KeyDecoder.keyCode(KEY_ENTER) == .event(.key(.enter)))
        #expect(KeyDecoder.keyCode(KEY_BACKSPACE) == .event(.key(.backspace)))
        #expect(KeyDecoder.keyCode(KEY_BTAB) == .event(.key(.backTab)))
        #expect(KeyDecoder.keyCode(KEY_PPAGE) == .event(.key(.pageUp)))
        #expect(KeyDecoder.keyCode(KEY_NPAGE) == .event(.key(.pageDown)))
        #expect(KeyDecoder.keyCode(KEY_HOME) == .event(.key(.home)))
        #expect(KeyDecoder.keyCode(KEY_END) == .event(.key(.end)))
        #expect(KeyDecoder.keyCode(KEY_RESIZE) == .resize)
        #expect(KeyDecoder.keyCode(KEY_MOUSE) == .mouse)
        #expect(KeyDecoder.keyCode(KEY_F0 + 1) == .event(.key(.function(1))))
        #expect(KeyDecoder.keyCode(KEY_F0 + 12) == .event(.key(.function(12))))
        #expect(KeyDecoder.keyCode(KEY_F0 + 13) == .ignored, "Shift-F1 on xterm")
        #expect(KeyDecoder.keyCode(KEY_B2) == .ignored, "the keypad's 5 in application mode")
    }

    @Test func controlCharactersBecomeKeysAndTheRestCharacters() {
        #expect(KeyDecoder.character(27) == .key(.escape))
        #expect(KeyDecoder.character(10) == .key(.enter))
        #expect(KeyDecoder.character(13) == .key(.enter))
        #expect(KeyDecoder.character(9) == .key(.tab))
        #expect(KeyDecoder.character(127) == .key(.backspace))
        #expect(KeyDecoder.character(8) == .key(.backspace))
        #expect(KeyDecoder.character(18) == .key(.control("r")), "Ctrl-R")
        #expect(KeyDecoder.character(19) == .key(.control("s")), "Ctrl-S")
        #expect(KeyDecoder.character(UInt32(UInt8(ascii: "u"))) == .key(.character("u")))
        #expect(KeyDecoder.character(0x2605) == .key(.character("★")))
        #expect(KeyDecoder.character(0) == nil)
        #expect(KeyDecoder.character(0x9B) == nil, "C1's CSI is no character")
        #expect(KeyDecoder.character(0xD800) == nil, "a lone surrogate is no character")
    }

    @Test func theFirstButtonPressesAndReleases() {
        #expect(KeyDecoder.mouse(buttons: GLIDE_BUTTON1_PRESSED, x: 3, y: 4) == .mousePress(x: 3, y: 4))
        #expect(KeyDecoder.mouse(buttons: GLIDE_BUTTON1_RELEASED, x: 5, y: 6) == .mouseRelease(x: 5, y: 6))
        #expect(KeyDecoder.mouse(buttons: GLIDE_REPORT_MOUSE_POSITION, x: 7, y: 6) == .mouseDrag(x: 7, y: 6))
        #expect(KeyDecoder.mouse(buttons: GLIDE_BUTTON4_PRESSED, x: 5, y: 6) == .wheel(.up))
        #expect(KeyDecoder.mouse(buttons: GLIDE_BUTTON5_PRESSED, x: 5, y: 6) == .wheel(.down))
        #expect(KeyDecoder.mouse(buttons: 0, x: 5, y: 6) == nil)
    }
}
