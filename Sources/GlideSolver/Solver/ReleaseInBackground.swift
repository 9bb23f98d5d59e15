import Dispatch

/// Frees `value` on a background thread. Returning hundreds of megabytes of touched pages
/// (search tables, pattern databases) takes a noticeable time, which a search's caller and its
/// deadline should not wait for.
func releaseInBackground<T: Sendable>(_ value: T) {
    DispatchQueue.global(qos: .utility).async { withExtendedLifetime(value) {} }
}
