#if Macros
import Foundation

/// What `@JSONCodable`'s generated code calls: public because the code is in the user's module,
/// not for use by hand. Each call infers the type it reads from where its value goes, or takes it
/// from a type alias in the model's body: the generated extension cannot name the model's types.
public enum _JSONCodableSupport {
    /// `decode(_:forKey:)`, for the type the caller expects; inlined, so that it specializes as the
    /// call synthesized `Codable` makes does.
    @inlinable
    public static func decode<Value: Decodable, Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Value {
        try container.decode(Value.self, forKey: key)
    }

    /// `decodeIfPresent(_:forKey:)`, for the type the caller expects.
    @inlinable
    public static func decodeIfPresent<Value: Decodable, Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Value? {
        try container.decodeIfPresent(Value.self, forKey: key)
    }

    /// The object at `path` under `container`; a missing or `null` object on the way is an error.
    public static func container<Key: CodingKey>(
        _ container: KeyedDecodingContainer<Key>, at path: [Key]
    ) throws -> KeyedDecodingContainer<Key> {
        var current = container
        for key in path {
            current = try current.nestedContainer(keyedBy: Key.self, forKey: key)
        }
        return current
    }

    /// The object at `path` under `container`, or nil when an object on the way is missing or `null`.
    public static func containerIfPresent<Key: CodingKey>(
        _ container: KeyedDecodingContainer<Key>, at path: [Key]
    ) throws -> KeyedDecodingContainer<Key>? {
        var current = container
        for key in path {
            guard current.contains(key), try !current.decodeNil(forKey: key) else { return nil }
            current = try current.nestedContainer(keyedBy: Key.self, forKey: key)
        }
        return current
    }

    /// The key's value as `type`, or, when it has another JSON type, what `@JSONLenient` reads
    /// from it; when neither, the type mismatch the plain decode threw.
    public static func decodeLenient<Value: JSONLenientDecodable, Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Value {
        do {
            return try container.decode(Value.self, forKey: key)
        } catch DecodingError.typeMismatch(let mismatchType, let context) {
            if let value = try Value._lenientValue(in: container, forKey: key) { return value }
            throw DecodingError.typeMismatch(mismatchType, context)
        }
    }

    /// `decodeLenient`, or nil when the key is missing or `null`.
    public static func decodeLenientIfPresent<Value: JSONLenientDecodable, Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Value? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        return try decodeLenient(from: container, forKey: key) as Value
    }

    /// The key's date, in `format`.
    public static func decodeDate<Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key, format: JSONDateFormat
    ) throws -> Date {
        try format.decode(from: container, forKey: key)
    }

    /// `decodeDate`, or nil when the key is missing or `null`.
    public static func decodeDateIfPresent<Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key, format: JSONDateFormat
    ) throws -> Date? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        return try format.decode(from: container, forKey: key)
    }

    /// Writes `date` in `format`.
    public static func encodeDate<Key: CodingKey>(
        _ date: Date, to container: inout KeyedEncodingContainer<Key>, forKey key: Key, format: JSONDateFormat
    ) throws {
        try format.encode(date, to: &container, forKey: key)
    }

    /// `encodeDate`, writing nothing for nil, as `encodeIfPresent` does.
    public static func encodeDateIfPresent<Key: CodingKey>(
        _ date: Date?, to container: inout KeyedEncodingContainer<Key>, forKey key: Key, format: JSONDateFormat
    ) throws {
        guard let date else { return }
        try format.encode(date, to: &container, forKey: key)
    }

    /// The array's elements that decode, and the ones skipped.
    public static func decodeLossy<Element: Decodable, Key: CodingKey>(
        _ type: [Element].Type, from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> LossyArray<Element> {
        try container.decode(LossyArray<Element>.self, forKey: key)
    }

    /// `decodeLossy`, or nil when the key is missing or `null`.
    public static func decodeLossyIfPresent<Element: Decodable, Key: CodingKey>(
        _ type: [Element].Type, from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> LossyArray<Element>? {
        try container.decodeIfPresent(LossyArray<Element>.self, forKey: key)
    }
}
#endif
