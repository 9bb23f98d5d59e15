import Glibc

/// An error the operating system reported (`errno`), kept as its number: the words for it
/// are the C library's (`strerror`), which GlideWording asks for.
public struct SystemError: Error, Hashable, Sendable {
    public let code: Int32

    public init(code: Int32) { self.code = code }

    /// The error of the system call that just failed.
    public static var current: SystemError { SystemError(code: errno) }
}
