import CNcursesw
import Glibc
import GlideTerminal

/// Reads one event from ncurses (the screen set with `set_term`): `get_wch`'s characters and
/// key codes decoded by `KeyDecoder`, and what follows an Esc by `EscapeSequence`. ncurses
/// matches the keys of the terminal's terminfo entry itself; when what follows an Esc matches
/// none of them it hands over the Esc alone and keeps the rest, so Esc would begin letters and
/// digits: Alt-j would be Esc then `j`.
struct InputReader {
    /// Events read but not handed over yet: curses may take several mouse reports at once.
    private var pending: [InputEvent] = []

    /// Sets the screen's input up as `next()` reads it: keys decoded, Esc after 25 ms (not
    /// curses' default second), presses, releases, the wheel, and motion while the button is
    /// held (level select's pages follow the pointer, a swipe acts mid-drag), with no click
    /// interval, which would swallow quick presses.
    static func setUp() {
        keypad(glide_stdscr(), true)
        set_escdelay(25)
        mousemask(KeyDecoder.mouseEvents, nil)
        mouseinterval(0)
    }

    /// The next event, if ncurses has one without waiting; nil when it has none or the input
    /// means nothing to Glide (an unknown sequence, a paste).
    mutating func next() -> InputEvent? {
        if !pending.isEmpty { return pending.removeFirst() }
        guard let input = Self.read(waiting: 0) else { return nil }
        switch input {
        case .character(27):
            switch Self.afterEscape() {
            case let .key(key): return .key(key)
            case .pasteStart:
                Self.skipPaste()
                return nil
            case .ignored, .pasteEnd: return nil
            }
        case let .character(value): return KeyDecoder.character(value)
        case let .keyCode(code): return event(forKeyCode: code)
        }
    }

    private mutating func event(forKeyCode code: Int32) -> InputEvent? {
        switch KeyDecoder.keyCode(code) {
        case let .event(event): return event
        case .resize: return .resize(width: Int(glide_cols()), height: Int(glide_lines()))
        case .mouse:
            pending = Self.mouseEvents()
            return pending.isEmpty ? nil : pending.removeFirst()
        case .ignored: return Self.extendedKey(code)
        }
    }

    /// The mouse events curses holds, oldest first. Reports that arrive together (a press and
    /// the drag's first motion, read in one go from a busy terminal) are queued as one run,
    /// and `getmouse` hands over the newest: the press would be lost, and the swipe with it.
    /// Each further call gives the one before, until none is left.
    private static func mouseEvents() -> [InputEvent] {
        var newestFirst: [InputEvent] = []
        var event = MEVENT()
        while getmouse(&event) == OK {
            if let decoded = KeyDecoder.mouse(buttons: event.bstate, x: Int(event.x), y: Int(event.y)) {
                newestFirst.append(decoded)
            }
        }
        return newestFirst.reversed()
    }

    /// A key of the terminfo entry's extended capabilities (curses numbers them past
    /// `KEY_MAX`), read by its sequence: linux lists Shift-Tab's `ESC [ Z` only as `kcbt2`,
    /// xterm its modified keys as `kUP5` and the like (which mean nothing here).
    private static func extendedKey(_ code: Int32) -> InputEvent? {
        guard code > KEY_MAX, let bound = keybound(code, 0) else { return nil }
        defer { free(bound) }
        var sequence = EscapeSequence()
        var scalars = String(cString: bound).unicodeScalars.map(\.value)
        guard scalars.first == 27 else { return nil }
        scalars.removeFirst()
        for value in scalars {
            switch sequence.feed(.character(value)) {
            case .more: continue
            case let .done(.key(key)): return .key(key)
            default: return nil
            }
        }
        return nil
    }

    /// What the Esc just read begins. ncurses hands over an Esc once it has waited its escape
    /// delay for more, or at once when what followed matched no key it knows; that is then
    /// waiting in its buffer. So nothing there now is a lone Esc, and the rest of a sequence
    /// already begun may take up to the delay again to arrive.
    private static func afterEscape() -> EscapeSequence.Meaning {
        guard var input = read(waiting: 0) else { return .key(.escape) }
        var sequence = EscapeSequence()
        while true {
            switch sequence.feed(input) {
            case let .done(meaning): return meaning
            case .nested:
                _ = afterEscape()
                return .ignored
            case .interrupted:
                unread(input)
                return .ignored
            case .more:
                guard let next = read(waiting: get_escdelay()) else { return .ignored }
                input = next
            }
        }
    }

    /// Drops a bracketed paste up to its end marker, or until input pauses: Glide asks for no
    /// paste, and pasted text is no keys to act on.
    private static func skipPaste() {
        while let input = read(waiting: get_escdelay()) {
            if input == .character(27), afterEscape() == .pasteEnd { return }
        }
    }

    private static func read(waiting milliseconds: Int32) -> EscapeSequence.Input? {
        timeout(milliseconds)
        var value: wint_t = 0
        switch get_wch(&value) {
        case OK: return .character(UInt32(value))
        case KEY_CODE_YES: return .keyCode(Int32(value))
        default: return nil
        }
    }

    /// Gives an input back to ncurses, to be read (and matched against the terminal's keys)
    /// again first.
    private static func unread(_ input: EscapeSequence.Input) {
        switch input {
        case let .character(value): unget_wch(wchar_t(value))
        case let .keyCode(code): ungetch(code)
        }
    }
}
