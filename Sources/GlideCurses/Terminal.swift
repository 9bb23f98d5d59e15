import CNcursesw
import Foundation
import GlideTerminal
import Synchronization

/// The one place Glide talks to ncurses: it opens the terminal, copies cell buffers to it
/// (only the cells that changed), turns keys, mouse buttons and resizes into `InputEvent`s,
/// and restores the terminal however the program ends.
public final class Terminal {
    public enum Failure: Error, CustomStringConvertible {
        case notATerminal
        case cannotOpen(String)
        case cannotDraw(String)

        public var description: String {
            switch self {
            case .notATerminal: "glide play needs an interactive terminal (standard input and output are not one)"
            case let .cannotOpen(term): "cannot start the terminal (TERM=\(term)); try TERM=xterm-256color"
            case let .cannotDraw(term): "the terminal cannot draw a screen (TERM=\(term) cannot move the cursor); try TERM=xterm-256color"
            }
        }
    }

    private let screen: OpaquePointer
    private let palette: Palette
    private var shown: CellBuffer?
    private var closed = false

    /// Opens the terminal. `colors` follows `--color`; `NO_COLOR` counts for `.auto`.
    public init(colors: ColorMode, environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        setlocale(LC_ALL, "")
        TerminalRestorer.install()
        guard let screen = newterm(nil, glide_stdout(), glide_stdin()) else {
            TerminalRestorer.uninstall()
            throw .cannotOpen(environment["TERM"] ?? "unset")
        }
        set_term(screen)
        guard glide_can_address_cursor() != 0 else {
            endwin()
            delscreen(screen)
            TerminalRestorer.uninstall()
            throw .cannotDraw(environment["TERM"] ?? "unset")
        }
        self.screen = screen
        cbreak()
        noecho()
        nonl()
        // Ctrl-S saves in the editor: turn off XON/XOFF flow control, which would take it
        // (endwin restores the terminal's own settings).
        var modes = termios()
        if tcgetattr(STDIN_FILENO, &modes) == 0 {
            modes.c_iflag &= ~tcflag_t(IXON)
            tcsetattr(STDIN_FILENO, TCSANOW, &modes)
            def_prog_mode()
        }
        keypad(glide_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        // Presses and releases only: terminals send no motion between them, and a click
        // interval would swallow quick presses.
        mousemask(GLIDE_BUTTON1_PRESSED | GLIDE_BUTTON1_RELEASED | GLIDE_BUTTON4_PRESSED | GLIDE_BUTTON5_PRESSED, nil)
        mouseinterval(0)
        let useColor = switch colors {
        case .always: true
        case .never: false
        case .auto: environment["NO_COLOR"].map(\.isEmpty) ?? true
        }
        palette = Palette(enabled: useColor)
    }

    deinit { close() }

    /// Whether the user's locale speaks UTF-8; without it Unicode glyphs would come out as
    /// garbage, so the front draws in ASCII.
    public static var localeIsUTF8: Bool {
        setlocale(LC_ALL, "")
        return glide_locale_is_utf8() != 0
    }

    /// Puts the terminal back as it was (idempotent).
    public func close() {
        guard !closed else { return }
        closed = true
        endwin()
        delscreen(screen)
        TerminalRestorer.uninstall()
    }

    public var size: (width: Int, height: Int) { (Int(glide_cols()), Int(glide_lines())) }

    /// The signal that asked the program to end (SIGINT, SIGTERM, SIGHUP), if any.
    public var pendingSignal: Int32? { TerminalRestorer.pendingSignal }

    // MARK: Output

    /// Shows `buffer`, writing only what differs from the last one shown.
    public func show(_ buffer: CellBuffer) {
        let full = shown.map { $0.width != buffer.width || $0.height != buffer.height } ?? true
        if full { erase() }
        for y in 0..<buffer.height {
            // A wide character spans two cells: a row with one is redrawn whole, so its halves
            // are never written apart.
            let whole = full || (0..<buffer.width).contains { shown?[$0, y] != buffer[$0, y] } && (0..<buffer.width).contains {
                buffer[$0, y].character == CellBuffer.continuation || shown?[$0, y].character == CellBuffer.continuation
            }
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                if cell.character == CellBuffer.continuation { continue }
                if !whole, let shown, shown[x, y] == cell { continue }
                // The bottom-right cell scrolls some terminals when written; leave it be.
                if y == buffer.height - 1, x == buffer.width - 1 { continue }
                var attributes = palette.attributes(cell.role)
                if cell.style.contains(.bold) { attributes |= GLIDE_A_BOLD }
                if cell.style.contains(.dim) { attributes |= GLIDE_A_DIM }
                if cell.style.contains(.reverse) { attributes |= GLIDE_A_REVERSE }
                if cell.style.contains(.underline) { attributes |= GLIDE_A_UNDERLINE }
                let scalar = cell.character.unicodeScalars.first ?? " "
                glide_put(Int32(y), Int32(x), wchar_t(scalar.value), attributes, palette.pair(cell.role))
            }
        }
        refresh()
        shown = buffer
    }

    // MARK: Input

    /// The next event, waiting at most `milliseconds` (nil when nothing came).
    public func read(waiting milliseconds: Int32) -> InputEvent? {
        timeout(milliseconds)
        var character: wint_t = 0
        let status = get_wch(&character)
        if status == ERR { return nil }
        if status == KEY_CODE_YES { return keyCode(Int32(character)) }
        return self.character(UInt32(character))
    }

    private func keyCode(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_UP: .key(.up)
        case KEY_DOWN: .key(.down)
        case KEY_LEFT: .key(.left)
        case KEY_RIGHT: .key(.right)
        case KEY_ENTER: .key(.enter)
        case KEY_BACKSPACE: .key(.backspace)
        case KEY_BTAB: .key(.backTab)
        case KEY_PPAGE: .key(.pageUp)
        case KEY_NPAGE: .key(.pageDown)
        case KEY_HOME: .key(.home)
        case KEY_END: .key(.end)
        case KEY_RESIZE: .resize(width: Int(glide_cols()), height: Int(glide_lines()))
        case KEY_MOUSE: mouse()
        default: nil
        }
    }

    private func character(_ value: UInt32) -> InputEvent? {
        switch value {
        case 27: return .key(.escape)
        case 10, 13: return .key(.enter)
        case 9: return .key(.tab)
        case 8, 127: return .key(.backspace)
        case 1...26: return .key(.control(Character(Unicode.Scalar(value + 96)!)))
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .key(.character(Character(scalar)))
        }
    }

    private func mouse() -> InputEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        if event.bstate & GLIDE_BUTTON1_PRESSED != 0 { return .mousePress(x: Int(event.x), y: Int(event.y)) }
        if event.bstate & GLIDE_BUTTON1_RELEASED != 0 { return .mouseRelease(x: Int(event.x), y: Int(event.y)) }
        return nil
    }
}

/// Restores the terminal when the program is asked to stop or crashes. Stop signals (SIGINT,
/// SIGTERM, SIGHUP) only raise a flag the run loop reads, so the program ends normally
/// (progress saved, `endwin`). Crash signals restore the saved terminal settings and escape
/// state with async-signal-safe calls only, then let the signal take its default course.
enum TerminalRestorer {
    private static let received = Atomic<Int32>(0)
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var hasSaved = false
    static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    static var pendingSignal: Int32? {
        let signal = received.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    static func install() {
        hasSaved = tcgetattr(STDIN_FILENO, &saved) == 0
        for signal in stopSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { TerminalRestorer.received.store($0, ordering: .relaxed) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0  // no SA_RESTART: a blocked read returns so the loop sees the flag
            sigaction(signal, &action, nil)
        }
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                TerminalRestorer.restoreFromSignal()
                var fallback = sigaction()
                fallback.__sigaction_handler.sa_handler = SIG_DFL
                sigaction(signal, &fallback, nil)
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(signal, &action, nil)
        }
    }

    static func uninstall() {
        for signal in stopSignals + crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = SIG_DFL
            sigaction(signal, &action, nil)
        }
    }

    /// Leaves the alternate screen, shows the cursor, stops mouse reporting, resets colours
    /// and the terminal modes. Async-signal-safe: `write` and `tcsetattr` only.
    static func restoreFromSignal() {
        let reset = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n"
        reset.utf8CString.withUnsafeBufferPointer { bytes in
            _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count - 1)
        }
        if hasSaved { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    }
}
