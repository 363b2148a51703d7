/// One write into a keyed container. Keys starting with `#` hold containers and are reused only
/// for a container of the same kind (or replaced by a value); other keys only ever hold values, so
/// that no key strategy can make a container and a value collide (Foundation traps there).
indirect enum Member {
    /// Through the container's typed overload.
    case scalar(String, Scalar)
    /// Through the generic `encode(_:forKey:)`.
    case value(String, Tree)
    case ifPresent(String, Int?)
    case nestedKeyed(String, [Member])
    case nestedUnkeyed(String, [Element])
    case superEncoder(String, Tree)
    /// `superEncoder()`, under the key `super`.
    case defaultSuperEncoder(Tree)
    case wide(Wide)
    /// Nested containers opened first and written to later, interleaved.
    case held([Held], order: [Int])

    func encode(into container: inout KeyedEncodingContainer<DynamicKey>) throws {
        switch self {
        case .scalar(let key, let scalar):
            try scalar.encode(into: &container, forKey: DynamicKey(key))
        case .value(let key, let tree):
            try container.encode(tree, forKey: DynamicKey(key))
        case .ifPresent(let key, let value):
            try container.encodeIfPresent(value, forKey: DynamicKey(key))
        case .nestedKeyed(let key, let members):
            var nested = container.nestedContainer(keyedBy: DynamicKey.self, forKey: DynamicKey(key))
            for member in members { try member.encode(into: &nested) }
        case .nestedUnkeyed(let key, let elements):
            var nested = container.nestedUnkeyedContainer(forKey: DynamicKey(key))
            for element in elements { try element.encode(into: &nested) }
        case .superEncoder(let key, let tree):
            try tree.encode(to: container.superEncoder(forKey: DynamicKey(key)))
        case .defaultSuperEncoder(let tree):
            try tree.encode(to: container.superEncoder())
        case .wide(let wide):
            try wide.encode(into: &container)
        case .held(let held, let order):
            var opened = held.map { $0.open(in: &container) }
            try Held.write(held, into: &opened, order: order)
        }
    }
}
