import Glibc

/// A detached POSIX thread with a stack of a chosen size. Foundation's `Thread` would do, but
/// the core avoids full Foundation: it links ICU's tens of megabytes of data into every binary
/// (see docs/development.md, Building), and this is the one thing it was needed for.
enum WorkerThread {
    /// Starts `body` on a new detached thread with a `stackSize`-byte stack. A thread that
    /// cannot be created is a fatal error: the callers wait for the work it would have done.
    static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        // The closure travels to the thread as a retained box, released there.
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, &attributes,
            { raw in
                let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
                box.body()
                return nil
            }, box)
        guard status == 0 else { fatalError("cannot start a thread: \(String(cString: strerror(status)))") }
    }

    private final class Box: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
