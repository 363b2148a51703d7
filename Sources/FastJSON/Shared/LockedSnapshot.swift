import Synchronization

/// A coder's settings, shared by the threads that use the coder: one immutable `Snapshot` behind a
/// lock. A call takes the snapshot of its start with one retain; a setter swaps in a new one, and
/// calls already under way keep theirs.
///
/// A thread that kept the snapshot of its last call (`current(reusing:)`) takes it back when it is
/// still the current one, told by its number: no lock, no retain and no release, whose atomic
/// operations are a large share of the time of a small call.
struct LockedSnapshot<Value: CoderSettings>: ~Copyable, Sendable {
    private let mutex: Mutex<Snapshot<Value>>
    /// The number of the snapshot the mutex holds, written under the lock. Read without it: a
    /// snapshot whose number it holds is, at that moment, the current one.
    private let currentNumber: Atomic<UInt64>

    init(_ initial: Snapshot<Value>) {
        mutex = Mutex(initial)
        currentNumber = Atomic(initial.number)
    }

    /// The settings as they are now, for one call.
    @inline(__always)
    var current: Snapshot<Value> { mutex.withLock { $0 } }

    /// The settings as they are now: `kept`, moved, when it is the current snapshot (a thread's
    /// snapshot of its last call, see `Snapshot.mayOutliveCall`); otherwise the current one, taken
    /// under the lock.
    @inline(__always)
    func current(reusing kept: consuming Snapshot<Value>?) -> Snapshot<Value> {
        // Relaxed: nothing is read through the number, and a setter's change that happens before
        // this call is seen, as for any load of a single atomic.
        if let kept = consume kept, kept.number == currentNumber.load(ordering: .relaxed) {
            return kept
        }
        return current
    }

    /// Changes the settings; the read and the write are one locked step, so that no concurrent
    /// change is lost.
    func update<R>(_ body: (inout Value) -> R) -> R {
        mutex.withLock { snapshot in
            var value = snapshot.value
            defer {
                snapshot = Snapshot(value)
                currentNumber.store(snapshot.number, ordering: .relaxed)
            }
            return body(&value)
        }
    }
}
