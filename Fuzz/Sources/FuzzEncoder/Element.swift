/// One write into an unkeyed container.
indirect enum Element {
    /// Through the container's typed overload.
    case scalar(Scalar)
    /// Through the generic `encode(_:)`.
    case value(Tree)
    case nestedKeyed([Member])
    case nestedUnkeyed([Element])
    /// `superEncoder()`, which reserves its slot.
    case superEncoder(Tree)
    case wide(Wide)
    /// Nested containers opened first and written to later, interleaved.
    case held([Held], order: [Int])

    func encode(into container: inout any UnkeyedEncodingContainer) throws {
        switch self {
        case .scalar(let scalar):
            try scalar.encode(into: &container)
        case .value(let tree):
            try container.encode(tree)
        case .nestedKeyed(let members):
            var nested = container.nestedContainer(keyedBy: DynamicKey.self)
            for member in members { try member.encode(into: &nested) }
        case .nestedUnkeyed(let elements):
            var nested = container.nestedUnkeyedContainer()
            for element in elements { try element.encode(into: &nested) }
        case .superEncoder(let tree):
            try tree.encode(to: container.superEncoder())
        case .wide(let wide):
            try wide.encode(into: &container)
        case .held(let held, let order):
            var opened = held.map { $0.open(in: &container) }
            try Held.write(held, into: &opened, order: order)
        }
    }
}
