/// A value stored out of line, so that a struct can hold a value of its own type, as a tweet holds
/// the tweet it retweets.
///
/// A struct that contains itself directly would have infinite size. The value lives in a
/// one-element array instead, whose buffer is on the heap: this keeps value semantics
/// (copy-on-write) and `Sendable` without a class. Declare the property as `Indirect<T>?` rather
/// than using a property wrapper, so that the synthesized `Codable` calls `decodeIfPresent` and
/// `encodeIfPresent`, and a missing key still decodes as `nil`.
///
/// The JSON form is the value itself, not an array: coding goes through a single-value container.
public struct Indirect<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    private let storage: [Value]

    public var value: Value {
        storage[0]
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        storage = [try container.decode(Value.self)]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
