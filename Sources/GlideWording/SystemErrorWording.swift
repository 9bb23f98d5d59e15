import Glibc
import GlideRules

extension SystemError: CustomStringConvertible {
    /// The C library's words for the error ("No such file or directory").
    public var description: String { String(cString: strerror(code)) }
}
