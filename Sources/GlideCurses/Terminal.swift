import CNcursesw
import FoundationEssentials
import Glibc
import GlidePlay
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
            case .notATerminal:
                "an interactive terminal is needed (standard input and output are not one)"
            case let .cannotOpen(term): "cannot start the terminal (TERM=\(term)); try TERM=xterm-256color"
            case let .cannotDraw(term):
                "the terminal cannot draw a screen (TERM=\(term) cannot move the cursor); try TERM=xterm-256color"
            }
        }
    }

    private let screen: OpaquePointer
    /// How the frames' colours are sent.
    public var encoder: FrameEncoder
    /// Events for the input loop from other threads (the solver's results).
    public let events: EventQueue
    private var shown: CellBuffer?
    private var input = InputReader()
    private var closed = false

    /// What each colour setting draws with here (`TerminalColors`).
    public let colors: TerminalColors

    /// Opens the terminal, drawing with the depth `choice` gives here. `flag` is `--color`
    /// when given, which wins over `choice`; `NO_COLOR` counts for `auto`, and `COLORTERM`
    /// says whether the terminal shows 24-bit colour.
    public init(
        colors flag: ColorMode?, choice: ColorChoice = .auto, theme: Theme = .classic,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(Failure) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        let events = EventQueue()
        self.events = events
        setlocale(LC_ALL, "")
        TerminalRestorer.install(wake: events.writeEnd)
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
        TerminalRestorer.wakeOnResize()
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
        InputReader.setUp()
        curs_set(0)
        let terminalColors = has_colors() ? Int(tigetnum("colors")) : 0
        colors = TerminalColors.detect(flag: flag, environment: environment, terminalColors: terminalColors)
        encoder = FrameEncoder(depth: colors.depth(for: choice), theme: theme)
        // Curses draws nothing after this first (blank) screen; `show` writes the frames.
        refresh()
        // ncurses asks only for press-and-release tracking (mode 1000), in which terminals
        // send no motion, even with REPORT_MOUSE_POSITION in the mask; button-event tracking
        // (1002) adds motion while a button is held, which ncurses then reports. Sent after
        // curses' own mouse set-up, which would otherwise override it.
        writeAll(Self.buttonEventTracking)
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
        // endwin turns off only the tracking curses asked for (1000).
        writeAll(Self.buttonEventTrackingOff)
        endwin()
        delscreen(screen)
        TerminalRestorer.uninstall()
    }

    public var size: (width: Int, height: Int) { (Int(glide_cols()), Int(glide_lines())) }

    /// The signal that asked the program to end (SIGINT, SIGTERM, SIGHUP), if any.
    public var pendingSignal: Int32? { TerminalRestorer.pendingSignal }

    /// Takes back a pending SIGINT, to be handled as the key Ctrl-C; false for other signals.
    public func takeInterrupt() -> Bool { TerminalRestorer.takeInterrupt() }

    // MARK: Output

    /// The colours frames are sent with.
    public var depth: ColorDepth { encoder.depth }

    /// Shows `buffer`, writing only what differs from the last one shown.
    public func show(_ buffer: CellBuffer) {
        let diff = ScreenDiff(from: shown, to: buffer)
        // After a resize curses has a clear of its own pending; let it happen first, or it
        // would wipe the frame at the next read.
        if diff.erase { refresh() }
        writeAll(encoder.encode(diff))
        shown = buffer
    }

    static let buttonEventTracking = "\u{1B}[?1002h"
    static let buttonEventTrackingOff = "\u{1B}[?1002l"

    /// Writes `text` to the terminal whole, past interruptions.
    private func writeAll(_ text: String) {
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                write(STDOUT_FILENO, buffer.baseAddress! + written, buffer.count - written)
            }
            if result > 0 {
                written += result
            } else if result < 0, errno != EINTR, errno != EAGAIN {
                break
            }
        }
    }

    /// Draws with `theme` from now on: the next frame is sent whole.
    public func use(_ theme: Theme) {
        encoder = FrameEncoder(depth: encoder.depth, theme: theme)
        shown = nil
    }

    /// Sends colours at `depth` from now on (the player's colour setting): the next frame is
    /// sent whole.
    public func use(_ depth: ColorDepth) {
        encoder = FrameEncoder(depth: depth, theme: encoder.theme)
        shown = nil
    }

    /// Rings the terminal's bell (BEL: a sound or a flash, as the terminal is set up).
    public func ringBell() { writeAll("\u{07}") }

    /// Puts `text` on the system clipboard (see `Clipboard`).
    public func copyToClipboard(_ text: String) {
        writeAll(Clipboard.sequence(setting: text))
    }

    // MARK: Input

    /// The next event: a key, a click, a resize, or something posted to `events` (a solver's
    /// result). Waits at most `milliseconds`, or until something happens when nil; returns nil
    /// when the time ran out or a signal came (see `pendingSignal`).
    public func nextEvent(waiting milliseconds: Int32?) -> InputEvent? {
        if let event = resumed() { return event }
        if let event = events.take() { return event }
        // ncurses may hold input it has read already (a paste, a resize noticed).
        if let event = readTerminal() { return event }
        var waitingOn = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: events.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&waitingOn, 2, milliseconds ?? -1)
        if let event = resumed() { return event }
        if ready > 0, waitingOn[1].revents != 0 {
            events.drainWakeUps()
            if let event = events.take() { return event }
        }
        // Input, or a signal (a resize becomes KEY_RESIZE on the next read).
        return readTerminal()
    }

    /// After Ctrl-Z (the terminal given back to the shell, the program stopped until `fg`) or
    /// a stop that was not ours, the terminal taken again and the screen to be drawn whole: a
    /// resize at the size it has now.
    private func resumed() -> InputEvent? {
        if TerminalRestorer.takeSuspend() {
            writeAll(Self.buttonEventTrackingOff)
            endwin()
            TerminalRestorer.stopUntilContinued()
        } else if TerminalRestorer.takeContinued() {
            // The shell may have changed the terminal's modes meanwhile: set them again.
            endwin()
        } else {
            return nil
        }
        // The first refresh after endwin puts curses' modes, the alternate screen and its
        // mouse mode back, and clears the screen.
        refresh()
        curs_set(0)
        writeAll(Self.buttonEventTracking)
        shown = nil
        return .resize(width: size.width, height: size.height)
    }

    /// What ncurses has for us now, without waiting.
    private func readTerminal() -> InputEvent? { input.next() }
}
