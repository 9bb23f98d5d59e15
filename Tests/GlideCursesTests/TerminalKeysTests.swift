import CNcursesw
import Glibc
import GlideTerminal
import Testing

@testable import GlideCurses

/// The keys as the real ncurses reads them under each `TERM`: bytes go into a pipe that a
/// curses screen of that type reads, and `InputReader` turns them into events, as in play.
/// ncurses matches the sequences the terminfo entry lists; the rest (tmux's, other
/// terminals') reach `EscapeSequence`.
@Suite("Keys under each TERM", .serialized)
struct TerminalKeysTests {
    static let terms = ["xterm", "xterm-256color", "tmux-256color", "screen-256color", "linux"]

    /// What tmux 3.3a sends a pane, whatever `TERM` is inside it, with the keypad in transmit
    /// mode as curses sets it (dumped from a pane: `tmux send-keys Home End PPage …`).
    static let tmuxKeys: [(String, Key)] = [
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)), ("\u{1B}OR", .function(3)),
        ("\u{1B}OS", .function(4)), ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)),
        ("\u{1B}[18~", .function(7)), ("\u{1B}[19~", .function(8)), ("\u{1B}[20~", .function(9)),
        ("\u{1B}[21~", .function(10)), ("\u{1B}[23~", .function(11)), ("\u{1B}[24~", .function(12)),
        ("\u{1B}OA", .up), ("\u{1B}[Z", .backTab),
    ]

    /// Other terminals' forms of the same keys: CSI and SS3 both, rxvt's Home and End and
    /// F1–F4, the linux console's F1–F5.
    static let otherForms: [(String, Key)] = [
        ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[7~", .home), ("\u{1B}[F", .end),
        ("\u{1B}OF", .end), ("\u{1B}[8~", .end), ("\u{1B}[A", .up), ("\u{1B}[D", .left),
        ("\u{1B}[11~", .function(1)), ("\u{1B}[12~", .function(2)), ("\u{1B}[13~", .function(3)),
        ("\u{1B}[14~", .function(4)), ("\u{1B}[[A", .function(1)), ("\u{1B}[[B", .function(2)),
        ("\u{1B}[[C", .function(3)), ("\u{1B}[[D", .function(4)), ("\u{1B}[[E", .function(5)),
    ]

    /// Input that means nothing to Glide: Alt-combinations (tmux's and rxvt's Alt-Up among
    /// them), modified, editing, keypad and unknown keys, focus reports.
    static let meaningless = [
        "\u{1B}d", "\u{1B}j", "\u{1B}q", "\u{1B}[1;3A", "\u{1B}[1;5A", "\u{1B}[1;2H", "\u{1B}[2~",
        "\u{1B}[3~", "\u{1B}[1;2P", "\u{1B}[25~", "\u{1B}\u{1B}[A", "\u{1B}\u{1B}[1~", "\u{1B}[I",
        "\u{1B}[O", "\u{1B}[E", "\u{1B}Ou", "\u{1B}Oq",
    ]

    /// A mouse press in the encoding the type does not ask for: X10 for xterm's (curses asks
    /// for SGR there), SGR for the others.
    static func foreignMouseReport(_ term: String) -> String {
        term.hasPrefix("xterm") ? "\u{1B}[M *%" : "\u{1B}[<0;10;5M"
    }

    @Test(arguments: terms)
    func theKeysOfEveryTerminalDecodeUnderEveryType(term: String) throws {
        let terminal = try PipedTerminal(term: term)
        defer { terminal.close() }
        var forms = Self.tmuxKeys + Self.otherForms
        // And what this type's own terminfo entry lists, which curses matches itself.
        let capabilities: [(String, Key)] =
            [("khome", .home), ("kend", .end), ("kpp", .pageUp), ("knp", .pageDown)]
            + (1...12).map { ("kf\($0)", Key.function($0)) }
        for (name, key) in capabilities {
            let sequence = try #require(terminal.capability(name), "\(term) lists \(name)")
            forms.append((sequence, key))
        }
        for (sequence, key) in forms {
            #expect(terminal.events(after: sequence) == [.key(key)], "\(term): \(sequence.debugDescription)")
        }
    }

    @Test(arguments: terms)
    func altCombinationsAndUnknownSequencesAreDroppedNotReadAsEsc(term: String) throws {
        let terminal = try PipedTerminal(term: term)
        defer { terminal.close() }
        for sequence in Self.meaningless + [Self.foreignMouseReport(term)] {
            #expect(terminal.events(after: sequence) == [], "\(term): \(sequence.debugDescription)")
        }
        #expect(terminal.events(after: "\u{1B}[200~qqq\u{1B}jx\u{1B}[201~") == [], "a paste is no keys")
        #expect(terminal.events(after: "\u{1B}[Aq") == [.key(.up), .key(.character("q"))])
        // A sequence cut short by the next gives that one back whole.
        #expect(terminal.events(after: "\u{1B}[\u{1B}[A") == [.key(.up)], "\(term): Alt-[ then ↑")
        #expect(terminal.events(after: "\u{1B}[1;\u{1B}[1~") == [.key(.home)], "\(term): garbage then Home")
        terminal.send("\u{1B}[")
        #expect(terminal.reader.next() == nil, "Alt-[: an unfinished sequence, dropped after the delay")
        #expect(terminal.events(after: "q") == [.key(.character("q"))], "a key after it is a key")
    }

    @Test(arguments: terms)
    func aLoneEscIsEsc(term: String) throws {
        let terminal = try PipedTerminal(term: term)
        defer { terminal.close() }
        terminal.send("\u{1B}")
        #expect(terminal.reader.next() == .key(.escape))
        #expect(
            terminal.events(after: "q") == [.key(.character("q"))], "a key after the Esc's delay is a key")
    }

    /// Mouse reports as tmux passes a drag on in button-event tracking (mode 1002): motion
    /// with the button held comes between the press and the release, SGR-encoded for the xterm
    /// types (ncurses asks for mode 1006) and X10 for tmux's own.
    @Test(arguments: [
        ("xterm-256color", ["\u{1B}[<0;10;5M", "\u{1B}[<32;12;5M", "\u{1B}[<32;14;6M", "\u{1B}[<0;14;6m"]),
        ("tmux-256color", ["\u{1B}[M *%", "\u{1B}[M@,%", "\u{1B}[M@.&", "\u{1B}[M#.&"]),
    ])
    func aDragArrivesAsPressMotionRelease(term: String, reports: [String]) throws {
        let terminal = try PipedTerminal(term: term)
        defer { terminal.close() }
        let drag: [InputEvent] = [
            .mousePress(x: 9, y: 4), .mouseDrag(x: 11, y: 4), .mouseDrag(x: 13, y: 5),
            .mouseRelease(x: 13, y: 5),
        ]
        #expect(reports.flatMap { terminal.events(after: $0) } == drag, "\(term): one report at a time")
        // A busy front reads them in one go: curses queues them as one run.
        #expect(terminal.events(after: reports.joined()) == drag, "\(term): all at once")
        #expect(
            terminal.events(after: reports[0] + reports[3]) == [drag[0], drag[3]], "\(term): a click at once")
    }
}

/// A curses screen of a given terminal type reading a pipe, set up for input as `Terminal`
/// sets the real one up; its output goes nowhere.
private final class PipedTerminal {
    enum Failure: Error {
        case noPipe
        case noTerminal(String)
    }

    private let screen: OpaquePointer
    private let input: UnsafeMutablePointer<FILE>
    private let output: UnsafeMutablePointer<FILE>
    private let writeEnd: Int32
    var reader = InputReader()
    /// Written after each sequence: what reading stops at.
    private static let sentinel = "#"

    init(term: String) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0, let input = fdopen(ends[0], "r"), let output = fopen("/dev/null", "w") else {
            throw Failure.noPipe
        }
        guard let screen = newterm(term, output, input) else {
            fclose(input)
            fclose(output)
            Glibc.close(ends[1])
            throw Failure.noTerminal(term)
        }
        set_term(screen)
        InputReader.setUp()
        (self.screen, self.input, self.output, writeEnd) = (screen, input, output, ends[1])
    }

    func close() {
        endwin()
        delscreen(screen)
        fclose(input)
        fclose(output)
        Glibc.close(writeEnd)
    }

    /// The terminfo string capability `name` of this type.
    func capability(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
    }

    /// The events `text` makes, read up to the sentinel sent after it.
    func events(after text: String) -> [InputEvent] {
        send(text + Self.sentinel)
        var events: [InputEvent] = []
        // Input that means nothing reads as no event: stop at the sentinel, or when the pipe
        // has long been empty.
        for _ in 0..<200 {
            let event = reader.next()
            if event == .key(.character(Character(Self.sentinel))) { return events }
            if let event { events.append(event) }
        }
        return events + [.key(.character("?"))]
    }
}
