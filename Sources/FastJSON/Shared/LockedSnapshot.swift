import Synchronization

/// A coder's settings, shared by the threads that use the coder: one immutable `Snapshot` behind a
/// lock. A call takes the snapshot of its start with one retain; a setter swaps in a new one, and
/// calls already under way keep theirs.
struct LockedSnapshot<Value: Sendable>: ~Copyable, Sendable {
    private let mutex: Mutex<Snapshot<Value>>

    init(_ initial: Snapshot<Value>) {
        mutex = Mutex(initial)
    }

    /// The settings as they are now, for one call.
    @inline(__always)
    var current: Snapshot<Value> { mutex.withLock { $0 } }

    /// Changes the settings; the read and the write are one locked step, so that no concurrent
    /// change is lost.
    func update<R>(_ body: (inout Value) -> R) -> R {
        mutex.withLock { snapshot in
            var value = snapshot.value
            defer { snapshot = Snapshot(value) }
            return body(&value)
        }
    }
}
