import Glibc

/// An exclusive lock on a lock file (`flock`), from `init` to `release` (in a `defer`): the
/// processes that share a file take it around every read-merge-write of that file, so one never
/// writes over what another wrote in between. The lock file itself holds nothing and stays;
/// the kernel releases the lock when the holder exits, however it exits.
public struct FileLock: Sendable {
    private let descriptor: Int32

    /// Why a lock was not taken.
    public enum Failure: Error, Hashable, Sendable {
        /// The lock file could not be opened or made, or locked.
        case cannotOpen(path: String, SystemError)
        /// Another process held the lock for longer than the wait allowed.
        case busy(path: String)
    }

    /// Takes the lock on `path` (made if missing), waiting up to `wait` seconds for another
    /// holder to let go: a process stopped in the middle of a save (Ctrl-Z) must not freeze
    /// every other game for good. A save under the lock takes milliseconds, so a second is
    /// ample, and is as long as a game waiting for it stands still.
    public init(path: String, wait: Double = 1) throws(Failure) {
        var fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        // A folder others may read but not write: a lock taken through a read-only descriptor
        // is a lock all the same.
        if fd < 0, errno == EACCES || errno == EROFS { fd = open(path, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { throw .cannotOpen(path: path, .current) }
        let pause: useconds_t = 5_000
        var waited = 0.0
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let error = SystemError.current
            if error.code == EINTR { continue }
            guard error.code == EWOULDBLOCK, waited < wait else {
                close(fd)
                throw error.code == EWOULDBLOCK ? .busy(path: path) : .cannotOpen(path: path, error)
            }
            usleep(pause)
            waited += Double(pause) / 1_000_000
        }
        descriptor = fd
    }

    /// Lets go of the lock; once.
    public func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
