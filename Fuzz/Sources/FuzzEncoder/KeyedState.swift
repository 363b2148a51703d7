/// What the container keys of one keyed container (every container merged into the same object)
/// hold so far, while `TreeBuilder` makes its members: a container key is reused only for a
/// container of the same kind, which merges, as Foundation does.
final class KeyedState {
    /// Keys holding a keyed container, with that container's own state.
    var keyed: [String: KeyedState] = [:]
    /// Keys holding an unkeyed container.
    var unkeyed: [String] = []
    /// Whether `superEncoder()` wrote the key `super`.
    var hasDefaultSuper = false
}
