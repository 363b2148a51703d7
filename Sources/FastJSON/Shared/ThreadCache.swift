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
    /// What the thread-specific value points to, for the thread's lifetime: the object moves in
    /// and out of it, so that a call reads the thread's value once and never writes it (two
    /// `pthread_setspecific` and a second `pthread_getspecific` per call otherwise).
    private final class Slot {
        var cached: Cached?
    }

    /// The thread-specific value; `nil` if the system had no key left, and then nothing is kept.
    private let key: pthread_key_t?

    init() {
        var key = pthread_key_t()
        // The destructor runs when a thread ends, and releases its slot and the object in it.
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
        guard let key, let slot = threadSlot(key) else { return try body(make()) }
        // The thread's value holds the slot until the thread ends, so it is used unretained.
        return try slot._withUnsafeGuaranteedRef { slot in
            let cached = slot.cached.take() ?? make()
            let result: R
            do {
                result = try body(cached)
            } catch {
                putBack(cached, into: slot, keep: keep)
                throw error
            }
            putBack(cached, into: slot, keep: keep)
            return result
        }
    }

    /// Moves `cached` back into `slot` if `keep` says so: moved, not copied, as a copy costs a
    /// retain and a release per call, atomic operations that are a large share of the time of
    /// decoding a document as small as `{}`.
    @inline(__always)
    private func putBack(_ cached: consuming Cached, into slot: Slot, keep: (inout Cached) -> Bool) {
        var cached = cached
        if keep(&cached) && slot.cached == nil { slot.cached = consume cached }
    }

    /// This thread's slot, made on its first call; `nil` if the system could not store it.
    @inline(__always)
    private func threadSlot(_ key: pthread_key_t) -> Unmanaged<Slot>? {
        if let pointer = pthread_getspecific(key) { return Unmanaged<Slot>.fromOpaque(pointer) }
        return makeThreadSlot(key)
    }

    @inline(never)
    private func makeThreadSlot(_ key: pthread_key_t) -> Unmanaged<Slot>? {
        let slot = Unmanaged.passRetained(Slot())
        guard pthread_setspecific(key, slot.toOpaque()) == 0 else {
            slot.release()
            return nil
        }
        return slot
    }
}
