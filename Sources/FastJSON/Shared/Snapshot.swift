/// An immutable copy of a coder's settings. A `decode` or `encode` call takes the current one with
/// one retain, where copying the settings struct would retain each of its strategies, closures and
/// `userInfo`; a setter replaces it with a new one.
final class Snapshot<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
