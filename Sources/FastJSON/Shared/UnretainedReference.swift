/// A reference that does not retain its object, for state that is copied on every call (a keyed
/// container's, which the standard library's box copies per call), where retaining would cost an
/// atomic increment and decrement each time. Whoever makes one keeps the object alive for as long
/// as the reference is used; debug builds check that it is alive at every use, through a weak
/// copy, so that a broken rule traps there instead of reading freed memory.
struct UnretainedReference<Object: AnyObject> {
    private var unmanaged: Unmanaged<Object>
    #if DEBUG
    private weak var objectWhileAlive: Object?
    #endif

    init(_ object: Object) {
        unmanaged = Unmanaged.passUnretained(object)
        #if DEBUG
        objectWhileAlive = object
        #endif
    }

    /// Runs `body` with the object, which is not retained around the call.
    @inline(__always)
    func withObject<R>(_ body: (Object) throws -> R) rethrows -> R {
        checkAlive()
        return try unmanaged._withUnsafeGuaranteedRef(body)
    }

    /// The object, as a new strong reference: for state that starts to retain it.
    func retained() -> Object {
        checkAlive()
        return unmanaged.takeUnretainedValue()
    }

    @inline(__always)
    private func checkAlive() {
        #if DEBUG
        assert(objectWhileAlive != nil, "an unretained reference used after its object went")
        #endif
    }
}
