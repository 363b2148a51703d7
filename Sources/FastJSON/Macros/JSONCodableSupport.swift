#if MacroRuntime
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

    /// The type of what `read` returns: a property wrapper's storage, which generated code cannot
    /// spell, as a metatype whose static type picks the container's overload for it. `read` is
    /// never called.
    @inlinable
    public static func storageType<Root, Storage>(_ read: (Root) -> Storage) -> Storage.Type {
        Storage.self
    }

    /// A value read from the whole of `decoder`: an enum case's one value, whose members sit
    /// beside the discriminator.
    @inlinable
    public static func decode<Value: Decodable>(from decoder: any Decoder) throws -> Value {
        try Value(from: decoder)
    }

    /// Synthesized `Codable`'s error for an enum's object that does not hold exactly one known key.
    public static func invalidNumberOfKeys<Key: CodingKey>(_ type: Any.Type, in container: KeyedDecodingContainer<Key>) -> DecodingError {
        .typeMismatch(type, DecodingError.Context(
            codingPath: container.codingPath, debugDescription: "Invalid number of keys found, expected one."))
    }

    /// The error for a discriminator value that names no case, at the discriminator's key.
    public static func unknownDiscriminator<Key: CodingKey>(
        _ value: String, of type: Any.Type, forKey key: Key, in container: KeyedDecodingContainer<Key>
    ) -> DecodingError {
        .dataCorruptedError(forKey: key, in: container, debugDescription: "No case of \(type) is coded as \"\(value)\".")
    }

    /// The key a `@JSONParentKey` value is under: the last of the decoder's coding path, which must
    /// be an object's key.
    public static func parentKey(of decoder: any Decoder) throws -> String {
        try parentKey(at: decoder.codingPath)
    }

    /// The last key of `codingPath`, a value's, which must be an object's key.
    static func parentKey(at codingPath: [any CodingKey]) throws -> String {
        guard let key = codingPath.last, key.intValue == nil else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath, debugDescription: "A value with a @JSONParentKey property must be a member of an object."))
        }
        return key.stringValue
    }

    /// The values of the object at `key`, in the order of their keys.
    public static func decodeKeyedValues<Element: Decodable, Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> [Element] {
        let object = try container.nestedContainer(keyedBy: JSONKey.self, forKey: key)
        return try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map { member in
            try object.decode(Element.self, forKey: member)
        }
    }

    /// `decodeKeyedValues`, or nil when the key is missing or `null`.
    public static func decodeKeyedValuesIfPresent<Element: Decodable, Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> [Element]? {
        guard try isPresent(key, in: container) else { return nil }
        return try decodeKeyedValues(from: container, forKey: key) as [Element]
    }

    /// Writes `values` as an object, each under its `@JSONParentKey`.
    ///
    /// - Throws: `EncodingError.invalidValue` when two values have one key, which an object cannot
    ///   hold, before writing anything.
    public static func encodeKeyedValues<Element: Encodable & JSONKeyedValue, Key: CodingKey>(
        _ values: [Element], to container: inout KeyedEncodingContainer<Key>, forKey key: Key
    ) throws {
        try checkParentKeys(of: values, at: container.codingPath + [key])
        var object = container.nestedContainer(keyedBy: JSONKey.self, forKey: key)
        for value in values {
            try object.encode(value, forKey: JSONKey(stringValue: value._jsonParentKey))
        }
    }

    /// Throws `EncodingError.invalidValue` at `path` when two of `values` have one key.
    static func checkParentKeys<Element: JSONKeyedValue>(of values: [Element], at path: @autoclosure () -> [any CodingKey]) throws {
        var seen: Set<String> = []
        for value in values where !seen.insert(value._jsonParentKey).inserted {
            throw EncodingError.invalidValue(values, EncodingError.Context(
                codingPath: path(), debugDescription: "Two values have the key \"\(value._jsonParentKey)\"; an object holds a key once."))
        }
    }

    /// `encodeKeyedValues`, writing nothing for nil.
    public static func encodeKeyedValuesIfPresent<Element: Encodable & JSONKeyedValue, Key: CodingKey>(
        _ values: [Element]?, to container: inout KeyedEncodingContainer<Key>, forKey key: Key
    ) throws {
        guard let values else { return }
        try encodeKeyedValues(values, to: &container, forKey: key)
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
            guard try isPresent(key, in: current) else { return nil }
            current = try current.nestedContainer(keyedBy: Key.self, forKey: key)
        }
        return current
    }

    /// The key's value as `type`, or, when it has another JSON type, what `@JSONLenient` reads
    /// from it; when neither, the type mismatch the plain decode threw.
    public static func decodeLenient<Value: JSONLenientDecodable, Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Value {
        try decodeLeniently({ try container.decode(Value.self, forKey: key) }, orFrom: KeyedContainerValue(container: container, key: key))
    }

    /// `decodeLenient`, or nil when the key is missing or `null`.
    public static func decodeLenientIfPresent<Value: JSONLenientDecodable, Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Value? {
        guard try isPresent(key, in: container) else { return nil }
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
        guard try isPresent(key, in: container) else { return nil }
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

    /// Whether `key` holds a value other than `null`: what every `...IfPresent` asks first.
    private static func isPresent<Key: CodingKey>(_ key: Key, in container: KeyedDecodingContainer<Key>) throws -> Bool {
        try container.contains(key) && !container.decodeNil(forKey: key)
    }
}
#endif
