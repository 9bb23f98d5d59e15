import Glibc
import GlideRules
import GlideWording

/// Standard output, as every command writes to it: text goes out with its control characters
/// written out (`TerminalText`: nothing read from a file reaches the terminal raw), and a
/// write that fails (a full disk, a closed descriptor) is an error, not lost output: glide
/// says `glide: write error: REASON` and exits with status 1 at once. Writes are unbuffered
/// (each command writes a few large pieces, and `glide solve` wants each row out as it is
/// solved), so the failing write is the one that reports. What ArgumentParser prints (help,
/// the version) goes through the C library's buffer, whose final flush is checked at exit.
enum StandardOutput {
    /// Writes `text`, then `terminator`.
    static func print(_ text: String, terminator: String = "\n") {
        var text = TerminalText.lines(text + terminator)
        let failure = text.withUTF8 { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let count = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }
        if let failure { fail(failure) }
    }

    /// Checks the C library's final flush of standard output when the program exits, however
    /// it exits.
    static func checkAtExit() {
        atexit {
            if fflush(nil) != 0 { StandardOutput.fail(errno) }
        }
    }

    /// Says why standard output cannot be written, on standard error, and ends the program.
    /// `_exit`: a handler run by `exit` may not call it again, and nothing is left to flush.
    static func fail(_ code: Int32) -> Never {
        writeToStandardError("glide: write error: \(SystemError(code: code))\n")
        _exit(1)
    }
}
