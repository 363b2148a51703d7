#if MacroRuntime
import Foundation

/// A scalar that `@JSONLenient` can read from a value of another JSON type: `Bool` from `0`, `1`,
/// `"true"` and `"false"`, a number from a string holding a JSON number. The rules are
/// `FastJSONDecoder.Leniency`'s.
public protocol JSONLenientDecodable: Decodable {
    /// The value read from the key's value when it is not of the type's own JSON type, or nil.
    static func _lenientValue<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Self?
}

extension Bool: JSONLenientDecodable {
    /// `1` and `0`, or `"true"` and `"false"`.
    public static func _lenientValue<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Bool? {
        if let number = try? container.decode(Int.self, forKey: key) {
            return number == 1 ? true : number == 0 ? false : nil
        }
        if let string = try? container.decode(String.self, forKey: key) {
            return string == "true" ? true : string == "false" ? false : nil
        }
        return nil
    }
}

extension JSONLenientDecodable where Self: FixedWidthInteger {
    /// The integer in a string holding a JSON number, as the number would decode unquoted.
    public static func _lenientValue<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Self? {
        try lenientNumber(in: container, forKey: key) { text in
            IntegerParsing.parse(text, as: Self.self) ?? IntegerParsing.parseIntegralNumber(text, as: Self.self)
        }
    }
}

extension Double: JSONLenientDecodable {
    /// The number in a string holding a JSON number.
    public static func _lenientValue<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Double? {
        try lenientFloatingPoint(in: container, forKey: key)
    }
}

extension Float: JSONLenientDecodable {
    /// The number in a string holding a JSON number.
    public static func _lenientValue<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Float? {
        try lenientFloatingPoint(in: container, forKey: key)
    }
}

/// As a number decodes: overflow to infinity and underflow of a non-zero literal to zero are errors.
private func lenientFloatingPoint<Key: CodingKey, Number: JSONFloatingPoint>(
    in container: KeyedDecodingContainer<Key>, forKey key: Key
) throws -> Number? {
    try lenientNumber(in: container, forKey: key) { text in
        let value = Number.parse(text)
        return value.isFinite && (value != 0 || IntegerParsing.isTrueZero(text)) ? value : nil
    }
}

/// The number in the key's string, parsed by `parse`; nil when the value is not a string holding a
/// JSON number, and an error when it holds one that `parse` cannot represent.
private func lenientNumber<Key: CodingKey, Number>(
    in container: KeyedDecodingContainer<Key>, forKey key: Key, _ parse: (UnsafeRawBufferPointer) -> Number?
) throws -> Number? {
    guard var string = try? container.decode(String.self, forKey: key) else { return nil }
    return try string.withUTF8 { utf8 in
        let text = UnsafeRawBufferPointer(utf8)
        guard NumberGrammar.isJSONNumber(text) else { return nil }
        guard let value = parse(text) else {
            throw DecodingErrors.numberOutOfRange(text, as: Number.self, at: container.codingPath + [key])
        }
        return value
    }
}

extension Int: JSONLenientDecodable {}
extension Int8: JSONLenientDecodable {}
extension Int16: JSONLenientDecodable {}
extension Int32: JSONLenientDecodable {}
extension Int64: JSONLenientDecodable {}
extension UInt: JSONLenientDecodable {}
extension UInt8: JSONLenientDecodable {}
extension UInt16: JSONLenientDecodable {}
extension UInt32: JSONLenientDecodable {}
extension UInt64: JSONLenientDecodable {}
#endif
