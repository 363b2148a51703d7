#if MacroRuntime
/// A value that knows the key it is under in its parent object: `@JSONCodable` makes a type with a
/// `@JSONParentKey` property one, for `@JSONKeyedValues` to write it under that key.
public protocol JSONKeyedValue {
    /// The key to write the value under.
    var _jsonParentKey: String { get }
}

// Keyed values and parent keys on the fast path: read from the object and written into the output
// themselves, where `_JSONCodableSupport` reads and writes them through keyed containers.

extension _JSONFastObject {
    /// The key this object is under in its parent object, for a `@JSONParentKey` property, as
    /// `_JSONCodableSupport.parentKey(of:)` reads it from the decoder.
    public func parentKey() throws -> String {
        try _JSONCodableSupport.parentKey(at: codingPath)
    }

    /// The values of the object at the key, in the order of their keys.
    public func decodeKeyedValues<Element: Decodable>(_ key: some CodingKey, _ name: StaticString) throws -> [Element] {
        try nestedObject(key, name).valuesInKeyOrder()
    }

    /// `decodeKeyedValues`, or nil when the key is missing or `null`.
    public func decodeKeyedValuesIfPresent<Element: Decodable>(_ key: some CodingKey, _ name: StaticString) throws -> [Element]? {
        guard let object = try nestedObjectIfPresent(key, name) else { return nil }
        return try object.valuesInKeyOrder()
    }
}

extension _JSONFastObjectWriter {
    /// Writes `values` as an object at the key, each under its `@JSONParentKey`; the object's key is
    /// written as `nestedObject` writes it.
    ///
    /// - Throws: `EncodingError.invalidValue` when two values have one key, which an object cannot
    ///   hold, before writing anything.
    public func encodeKeyedValues<Element: Encodable & JSONKeyedValue>(_ values: [Element], _ key: some CodingKey) throws {
        try _JSONCodableSupport.checkParentKeys(of: values, at: codingPath(of: key))
        let object = nestedObject(key)
        for value in values {
            try object.encodeValue(value, forKey: JSONKey(stringValue: value._jsonParentKey))
        }
    }

    /// `encodeKeyedValues`, writing nothing for nil.
    public func encodeKeyedValuesIfPresent<Element: Encodable & JSONKeyedValue>(_ values: [Element]?, _ key: some CodingKey) throws {
        guard let values else { return }
        try encodeKeyedValues(values, key)
    }
}
#endif
