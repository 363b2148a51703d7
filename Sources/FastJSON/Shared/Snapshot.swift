import Synchronization

/// An immutable copy of a coder's settings. A `decode` or `encode` call takes the current one with
/// one retain, where copying the settings struct would retain each of its strategies, closures and
/// `userInfo`; a setter replaces it with a new one.
final class Snapshot<Value: CoderSettings>: Sendable {
    let value: Value
    /// This snapshot's number, which no other snapshot of any coder has: how a thread that kept a
    /// snapshot tells, without the coder's lock, that it is still the coder's current one.
    let number: UInt64
    /// Whether `value` holds nothing of the caller's (see `CoderSettings`), so that a thread may
    /// keep this snapshot after the call.
    let mayOutliveCall: Bool

    init(_ value: Value) {
        self.value = value
        // 2^64 snapshots would take centuries of setter calls.
        number = snapshotNumbers.wrappingAdd(1, ordering: .relaxed).oldValue
        mayOutliveCall = !value.holdsCallerObjects
    }
}

/// The next snapshot's number, for the snapshots of both coders: a global, as a generic class has
/// no stored statics.
private let snapshotNumbers = Atomic<UInt64>(1)

/// A coder's settings.
protocol CoderSettings: Sendable {
    /// Whether the settings hold something of the caller's: `userInfo`'s values, a closure, an
    /// object. A snapshot that does is let go when each call ends; one that does not may stay with
    /// a thread after the call (and after its coder), where no one can tell it is still alive.
    var holdsCallerObjects: Bool { get }
}
