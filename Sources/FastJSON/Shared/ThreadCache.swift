import Foundation

/// One object per thread, kept between calls: what a decode or encode needs besides the value
/// (parser, writer, buffers, type caches) costs more to make than a small document to process.
///
/// Each thread has its own, so a shared `FastJSONDecoder` or `FastJSONEncoder` needs no lock. While
/// in use an object is out of its thread's slot, so a call nested in another (an `init(from:)` or
/// `encode(to:)` that decodes or encodes JSON itself) makes its own. The caller decides whether an
/// object goes back: not after a failure that may have left it half-way, nor while someone else
/// still holds it.
final class ThreadCache<Cached: AnyObject>: Sendable {
    /// The thread-specific slot; `nil` if the system had no key left, and then nothing is kept.
    private let key: pthread_key_t?

    init() {
        var key = pthread_key_t()
        // The destructor runs when a thread ends, and releases the object it kept.
        if pthread_key_create(&key, { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }) == 0 {
            self.key = key
        } else {
            self.key = nil
        }
    }

    /// Runs `body` with this thread's object, or with a new one from `make` if it has none free;
    /// afterwards puts the object back into the slot if `keep` says so. `keep` gets the only
    /// reference this cache holds, so that `isKnownUniquelyReferenced` can tell whether anyone
    /// else kept the object.
    @inline(__always)
    func withCached<R>(
        make: () -> Cached, keep: (inout Cached) -> Bool, _ body: (Cached) throws -> R
    ) rethrows -> R {
        guard let key else { return try body(make()) }
        var cached: Cached
        if let pointer = pthread_getspecific(key) {
            cached = Unmanaged<Cached>.fromOpaque(pointer).takeRetainedValue()
            pthread_setspecific(key, nil)
        } else {
            cached = make()
        }
        defer {
            if keep(&cached) && pthread_getspecific(key) == nil {
                pthread_setspecific(key, Unmanaged<Cached>.passRetained(cached).toOpaque())
            }
        }
        return try body(cached)
    }
}
