import Foundation

/// One object (or array) of `count` members written along one path of the `Encoder` protocol, to
/// check that encoding time grows linearly with the member count on every path: the tests double
/// `count` and compare times, and `fastjson-bench linearity` compares FastJSON with Foundation.
///
/// Every member's value is derived from its position, so that the output can be checked, not only
/// timed (`expectedJSONObject`).
public struct WideValue: Encodable, Sendable {
    /// How the members are written.
    public enum Shape: String, CaseIterable, Sendable {
        /// A custom `encode(to:)` writing `Int`s under dynamic keys into one keyed container, as
        /// every generic JSON value type does for a large object.
        case keyedScalars
        /// The same with a struct (through its synthesized `encode(to:)`) per key.
        case keyedStructs
        /// `nestedContainer(keyedBy:forKey:)` per key, written at once.
        case nestedKeyed
        /// `nestedUnkeyedContainer(forKey:)` per key, written at once.
        case nestedUnkeyed
        /// Every nested keyed container opened first, and then each written to in turn.
        case nestedKeyedWrittenLater
        /// The same, written in reverse order.
        case nestedKeyedWrittenBackwards
        /// `superEncoder(forKey:)` per key, written through its single-value container.
        case superEncoderForKey
        /// `superEncoder()` per element of an unkeyed container.
        case unkeyedSuperEncoder
        /// `nestedContainer(keyedBy:)` per element of an unkeyed container.
        case unkeyedNestedKeyed
        /// Every key written twice: the second value must win.
        case repeatedKeys
        /// A `[String: Int]`.
        case stringKeyedDictionary
        /// An `[Int: Int]`.
        case intKeyedDictionary
        /// An array of structs.
        case arrayOfStructs

    }

    /// A coding key made at run time.
    public struct Key: CodingKey, Sendable {
        public let stringValue: String
        public let intValue: Int?

        public init(_ string: String) {
            stringValue = string
            intValue = nil
        }

        public init(stringValue: String) { self.init(stringValue) }

        public init?(intValue: Int) {
            stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    public let shape: Shape
    public let count: Int

    public init(_ shape: Shape, count: Int) {
        self.shape = shape
        self.count = count
    }

    /// The member written at `index`: keys in camelCase, so that `convertToSnakeCase` has work.
    public static func key(_ index: Int) -> String { "memberKey\(index)" }

    /// A small struct with a synthesized `encode(to:)`.
    public struct Member: Encodable, Sendable {
        public let number: Int
        public let label: String
    }

    public func encode(to encoder: any Encoder) throws {
        switch shape {
        case .keyedScalars:
            var container = encoder.container(keyedBy: Key.self)
            for index in 0..<count { try container.encode(index, forKey: Key(Self.key(index))) }
        case .keyedStructs:
            var container = encoder.container(keyedBy: Key.self)
            for index in 0..<count { try container.encode(Member(number: index, label: "m"), forKey: Key(Self.key(index))) }
        case .nestedKeyed:
            var container = encoder.container(keyedBy: Key.self)
            for index in 0..<count {
                var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key(Self.key(index)))
                try nested.encode(index, forKey: Key("number"))
            }
        case .nestedUnkeyed:
            var container = encoder.container(keyedBy: Key.self)
            for index in 0..<count {
                var nested = container.nestedUnkeyedContainer(forKey: Key(Self.key(index)))
                try nested.encode(index)
            }
        case .nestedKeyedWrittenLater:
            var container = encoder.container(keyedBy: Key.self)
            var nested = (0..<count).map { container.nestedContainer(keyedBy: Key.self, forKey: Key(Self.key($0))) }
            for index in 0..<count { try nested[index].encode(index, forKey: Key("number")) }
        case .nestedKeyedWrittenBackwards:
            var container = encoder.container(keyedBy: Key.self)
            var nested = (0..<count).map { container.nestedContainer(keyedBy: Key.self, forKey: Key(Self.key($0))) }
            for index in (0..<count).reversed() { try nested[index].encode(index, forKey: Key("number")) }
        case .superEncoderForKey:
            var container = encoder.container(keyedBy: Key.self)
            for index in 0..<count {
                var single = container.superEncoder(forKey: Key(Self.key(index))).singleValueContainer()
                try single.encode(index)
            }
        case .unkeyedSuperEncoder:
            var container = encoder.unkeyedContainer()
            for index in 0..<count {
                var single = container.superEncoder().singleValueContainer()
                try single.encode(index)
            }
        case .unkeyedNestedKeyed:
            var container = encoder.unkeyedContainer()
            for index in 0..<count {
                var nested = container.nestedContainer(keyedBy: Key.self)
                try nested.encode(index, forKey: Key("number"))
            }
        case .repeatedKeys:
            var container = encoder.container(keyedBy: Key.self)
            for index in 0..<count { try container.encode(-1, forKey: Key(Self.key(index))) }
            for index in 0..<count { try container.encode(index, forKey: Key(Self.key(index))) }
        case .stringKeyedDictionary:
            var single = encoder.singleValueContainer()
            try single.encode(Dictionary(uniqueKeysWithValues: (0..<count).map { (Self.key($0), $0) }))
        case .intKeyedDictionary:
            var single = encoder.singleValueContainer()
            try single.encode(Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, $0) }))
        case .arrayOfStructs:
            var single = encoder.singleValueContainer()
            try single.encode((0..<count).map { Member(number: $0, label: "m") })
        }
    }

    /// What the encoded bytes must decode to, given how the key strategy turns a written key into
    /// the one in the output.
    public func expectedValue(key convert: (String) -> String = { $0 }) -> ProbedJSONValue {
        let members = 0..<count
        func object(keys key: (String) -> String, _ value: (Int) -> ProbedJSONValue) -> ProbedJSONValue {
            .object(Dictionary(uniqueKeysWithValues: members.map { (key(Self.key($0)), value($0)) }))
        }
        let number = { (index: Int) in ProbedJSONValue.integer(Int64(index)) }
        let member = { (index: Int) in ProbedJSONValue.object([convert("number"): number(index), convert("label"): .string("m")]) }
        switch shape {
        case .keyedScalars, .repeatedKeys, .superEncoderForKey:
            return object(keys: convert, number)
        case .keyedStructs:
            return object(keys: convert, member)
        case .nestedKeyed, .nestedKeyedWrittenLater, .nestedKeyedWrittenBackwards:
            return object(keys: convert) { .object([convert("number"): number($0)]) }
        case .nestedUnkeyed:
            return object(keys: convert) { .array([number($0)]) }
        case .unkeyedSuperEncoder:
            return .array(members.map(number))
        case .unkeyedNestedKeyed:
            return .array(members.map { .object([convert("number"): number($0)]) })
        case .stringKeyedDictionary:
            // Dictionaries keep their keys whatever the key strategy, as Foundation does.
            return object(keys: { $0 }, number)
        case .intKeyedDictionary:
            return .object(Dictionary(uniqueKeysWithValues: members.map { (String($0), number($0)) }))
        case .arrayOfStructs:
            return .array(members.map(member))
        }
    }
}
