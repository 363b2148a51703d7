/// A random `Encodable` value whose `encode(to:)` is custom, as a generic JSON value type's is: it
/// writes dynamic keys, nested containers, super encoders, dictionaries and arrays, as
/// `TreeBuilder` chose them from the fuzzer's bytes. It never breaks the `Encoder` API's rules
/// (Foundation traps where it does; see WhereFastJSONDiffers).
indirect enum Tree: Encodable {
    case scalar(Scalar)
    /// A keyed container; with `reopenAt`, the encoder is asked for it again before that member
    /// (the members then merge into one object).
    case keyed([Member], reopenAt: Int?)
    case unkeyed([Element])
    /// `singleValueContainer().encode(tree)`.
    case wrapped(Tree)
    /// `singleValueContainer().encode(optional)`.
    case optional(Tree?)
    case stringDictionary([String: Tree])
    case intDictionary([Int: Tree])
    case array([Tree])
    /// Asks for no container: `{}` when nested, an error at the top level.
    case nothing
    /// Throws `TreeError` from `encode(to:)`.
    case failing
    /// Unkeyed containers nested this deep (around the 512 limit).
    case chain(Int)

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .scalar(let scalar):
            try scalar.encode(to: encoder)
        case .keyed(let members, let reopenAt):
            var container = encoder.container(keyedBy: DynamicKey.self)
            for (index, member) in members.enumerated() {
                if index == reopenAt { container = encoder.container(keyedBy: DynamicKey.self) }
                try member.encode(into: &container)
            }
        case .unkeyed(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try element.encode(into: &container) }
        case .wrapped(let tree):
            var container = encoder.singleValueContainer()
            try container.encode(tree)
        case .optional(let tree):
            var container = encoder.singleValueContainer()
            try container.encode(tree)
        case .stringDictionary(let dictionary):
            try dictionary.encode(to: encoder)
        case .intDictionary(let dictionary):
            var container = encoder.singleValueContainer()
            try container.encode(dictionary)
        case .array(let trees):
            try trees.encode(to: encoder)
        case .nothing:
            break
        case .failing:
            throw TreeError()
        case .chain(let depth):
            var container = encoder.unkeyedContainer()
            for _ in 0..<depth { container = container.nestedUnkeyedContainer() }
            try container.encode(depth)
        }
    }
}
