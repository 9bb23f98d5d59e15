import GlideTerminal

/// What followed an Esc that ncurses could not match to a key of the terminal's terminfo entry,
/// read one input at a time. Terminals do not all send what their `TERM` describes: tmux sends
/// Home as `ESC [ 1 ~` whatever `TERM` says (`xterm-256color` expects `ESC O H`), F1 as
/// `ESC O P` even under `TERM=linux` (which expects `ESC [ [ A`). So the common forms are known
/// here whatever `TERM` is — CSI (`ESC [`) and SS3 (`ESC O`) keys, the linux console's
/// `ESC [ [ A`–`E` — and everything else is dropped whole, never read as Esc and letters: an
/// Alt-combination (Esc then a key), a modified key (Ctrl-, Shift-, Alt-Home), mouse reports
/// curses did not take, focus reports, bracketed paste's markers, and control strings (a
/// terminal's reply to a colour query, `ESC ] 11 ; rgb:… ESC \`, or DCS, APC, PM, SOS) read to
/// their end: their letters are never keys (`r` of `rgb` restarted a level).
struct EscapeSequence {
    /// One input from ncurses' `get_wch`: a character, or a key it decoded itself.
    enum Input: Equatable {
        case character(UInt32)
        case keyCode(Int32)
    }

    enum Meaning: Equatable {
        case key(Key)
        /// Nothing Glide uses: the whole sequence is dropped.
        case ignored
        /// Bracketed paste's markers (`ESC [ 200 ~` and `ESC [ 201 ~`).
        case pasteStart, pasteEnd
    }

    enum Step: Equatable {
        /// The sequence goes on: feed the next input.
        case more
        case done(Meaning)
        /// Esc Esc: the second Esc's own sequence belongs to this one (Alt plus a key curses
        /// did not know); read it and drop it with this one.
        case nested
        /// An Esc or a key curses decoded cut the sequence short: the sequence so far is
        /// dropped, and the input begins the next event.
        case interrupted
    }

    /// What came after the Esc so far.
    private var text: [UInt8] = []
    /// No terminal sends a key this long: garbage is dropped rather than waited on.
    private static let longest = 24

    private static let escape: UInt32 = 27
    private static let bell: UInt32 = 7
    private static let x10Mouse = Array("[M".utf8)
    /// OSC, DCS, APC, PM and SOS: strings that run to a string terminator (`ESC \`) or BEL.
    private static let controlStrings = Set("]P_^X".utf8)
    /// No control string a terminal sends in reply is this long: one that is, is given up there
    /// (as over-long garbage after any Esc is), and what follows is read as input again.
    private static let longestString = 4096
    /// An Esc inside a control string: the terminator's first half.
    private var stringEscape = false

    mutating func feed(_ input: Input) -> Step {
        guard case let .character(value) = input else {
            // Esc before a key curses decoded (ESC ESC [ A): Alt and that key.
            return text.isEmpty ? .done(.ignored) : .interrupted
        }
        if let first = text.first, Self.controlStrings.contains(first) { return controlStringStep(value) }
        if value == Self.escape { return text.isEmpty ? .nested : .interrupted }
        if text.starts(with: Self.x10Mouse) {
            // The X10 mouse's button and position, one byte each, whatever they are.
            text.append(0)
            return text.count == Self.x10Mouse.count + 3 ? .done(.ignored) : .more
        }
        guard value < 0x80, text.count < Self.longest else { return .done(.ignored) }
        let byte = UInt8(value)
        text.append(byte)
        switch text[0] {
        case UInt8(ascii: "["): return controlSequenceStep()
        case UInt8(ascii: "O"): return singleShiftStep()
        // A control string's start (Alt-] or Alt-P by hand ends at the next pause, as every
        // sequence does).
        case let first where Self.controlStrings.contains(first): return .more
        // Esc then a character: Alt and that key.
        default: return .done(.ignored)
        }
    }

    /// `ESC [`: parameters (0x30–0x3F), intermediates (0x20–0x2F), then a final byte
    /// (0x40–0x7E); the linux console's `ESC [ [ X` and the X10 mouse's `ESC [ M b x y` are
    /// the exceptions.
    private func controlSequenceStep() -> Step {
        let body = text.dropFirst()
        guard let last = body.last else { return .more }
        if body.first == UInt8(ascii: "[") {
            return body.count == 2 ? .done(Self.linuxFunctionKey(last)) : .more
        }
        if text == Self.x10Mouse { return .more }
        switch last {
        case 0x30...0x3F, 0x20...0x2F:
            // rxvt ends Shift-modified keys with `$`, an intermediate byte elsewhere.
            return last == UInt8(ascii: "$") && body.count > 1 ? .done(.ignored) : .more
        case 0x40...0x7E: return .done(Self.controlSequence(Array(body.dropLast()), final: last))
        default: return .done(.ignored)
        }
    }

    /// Inside a control string: everything up to `ESC \` or BEL is its text.
    private mutating func controlStringStep(_ value: UInt32) -> Step {
        if stringEscape {
            // Anything but `\` after the Esc still ends the string (a terminal would too).
            return value == UInt32(UInt8(ascii: "\\")) ? .done(.ignored) : .interrupted
        }
        if value == Self.bell { return .done(.ignored) }
        if value == Self.escape {
            stringEscape = true
            return .more
        }
        text.append(0)
        return text.count < Self.longestString ? .more : .done(.ignored)
    }

    /// `ESC O`, then optional modifier digits, then the key's letter.
    private func singleShiftStep() -> Step {
        let body = text.dropFirst()
        guard let last = body.last else { return .more }
        switch last {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"): return .more
        case 0x40...0x7E:
            let parameters = Self.parameters(Array(body.dropLast()))
            guard let parameters, parameters.allSatisfy({ $0 == 1 }) else { return .done(.ignored) }
            return .done(Self.singleShift(last))
        default: return .done(.ignored)
        }
    }

    // MARK: Meanings

    /// `ESC [ [ A` … `ESC [ [ E`: F1–F5 on the linux console.
    private static func linuxFunctionKey(_ letter: UInt8) -> Meaning {
        switch letter {
        case UInt8(ascii: "A")...UInt8(ascii: "E"): .key(.function(Int(letter - UInt8(ascii: "A")) + 1))
        default: .ignored
        }
    }

    /// A CSI key from its parameter bytes and final byte. A second parameter is a modifier
    /// (2 Shift, 3 Alt, 5 Ctrl …, 1 none); modified keys are dropped, as curses' own codes
    /// for them are. A private marker (`<` of the SGR mouse, `?`, `>`, `=`) is no key.
    private static func controlSequence(_ parameterBytes: [UInt8], final: UInt8) -> Meaning {
        guard let parameters = parameters(parameterBytes), parameters.count <= 2 else { return .ignored }
        if parameters.count == 2, parameters[1] != 1 { return .ignored }
        let number = parameters.first
        switch Character(Unicode.Scalar(final)) {
        case "~": return number.map(tildeKey) ?? .ignored
        case _ where number != nil && number != 1: return .ignored
        case "A": return .key(.up)
        case "B": return .key(.down)
        case "C": return .key(.right)
        case "D": return .key(.left)
        case "H": return .key(.home)
        case "F": return .key(.end)
        case "P", "Q", "R", "S": return .key(.function(Int(final - UInt8(ascii: "P")) + 1))
        case "Z": return .key(.backTab)
        default: return .ignored
        }
    }

    /// `ESC [ n ~`: VT220-style editing and function keys (with rxvt's Home and End, 7 and 8).
    private static func tildeKey(_ number: Int) -> Meaning {
        switch number {
        case 1, 7: .key(.home)
        case 4, 8: .key(.end)
        case 5: .key(.pageUp)
        case 6: .key(.pageDown)
        case 11...15: .key(.function(number - 10))
        case 17...21: .key(.function(number - 11))
        case 23, 24: .key(.function(number - 12))
        case 200: .pasteStart
        case 201: .pasteEnd
        default: .ignored
        }
    }

    /// `ESC O X`: the cursor keys, Home and End in application mode, F1–F4, and the numeric
    /// keypad's Enter. Its other keys in application mode (`ESC O p`–`y`…) mean nothing here,
    /// as curses' codes for them (`KEY_B2`…) do not.
    private static func singleShift(_ letter: UInt8) -> Meaning {
        switch Character(Unicode.Scalar(letter)) {
        case "A": .key(.up)
        case "B": .key(.down)
        case "C": .key(.right)
        case "D": .key(.left)
        case "H": .key(.home)
        case "F": .key(.end)
        case "P", "Q", "R", "S": .key(.function(Int(letter - UInt8(ascii: "P")) + 1))
        case "M": .key(.enter)
        default: .ignored
        }
    }

    /// Decimal parameters separated by `;` (an empty one is 1, as in ECMA-48); nil when the
    /// bytes hold anything else (a private marker, an intermediate).
    private static func parameters(_ bytes: [UInt8]) -> [Int]? {
        if bytes.isEmpty { return [] }
        var result: [Int] = []
        for field in bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            guard field.count <= 4, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            result.append(field.isEmpty ? 1 : Int(String(decoding: field, as: UTF8.self))!)
        }
        return result
    }
}
