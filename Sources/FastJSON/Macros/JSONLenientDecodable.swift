#if MacroRuntime
import Foundation

/// A scalar that `@JSONLenient` can read from a value of another JSON type: `Bool` from `0`, `1`,
/// `"true"` and `"false"`, a number from a string holding a JSON number. The rules are
/// `FastJSONDecoder.Leniency`'s.
public protocol JSONLenientDecodable: Decodable {
    /// The value read from `value`, a key's value not of the type's own JSON type, or nil.
    static func _lenientValue(from value: some _JSONLenientValue) throws -> Self?
}

/// A key's value that `@JSONLenient` reads again as another type: in a keyed container, or in the
/// object a `@JSONCodable` type's fast initializer reads. Public for the requirement above, not for
/// use by hand.
public protocol _JSONLenientValue {
    /// The value as an `Int`, or nil when it is not one.
    func integer() -> Int?
    /// The value as a `String`, or nil when it is not one.
    func string() -> String?
    /// The value's coding path, for an error about it.
    var codingPath: [any CodingKey] { get }
}

/// `decode`'s value, or, when the value has another JSON type, what `@JSONLenient` reads from it;
/// when neither, the type mismatch `decode` threw.
func decodeLeniently<Value: JSONLenientDecodable, Lenient: _JSONLenientValue>(
    _ decode: () throws -> Value, orFrom value: @autoclosure () -> Lenient
) throws -> Value {
    do {
        return try decode()
    } catch DecodingError.typeMismatch(let mismatchType, let context) {
        if let lenient = try Value._lenientValue(from: value()) { return lenient }
        throw DecodingError.typeMismatch(mismatchType, context)
    }
}

/// A key's value in a keyed container: Foundation's, when its decoder runs the generated
/// `init(from:)`, or FastJSON's.
struct KeyedContainerValue<Key: CodingKey>: _JSONLenientValue {
    let container: KeyedDecodingContainer<Key>
    let key: Key

    func integer() -> Int? { try? container.decode(Int.self, forKey: key) }
    func string() -> String? { try? container.decode(String.self, forKey: key) }
    var codingPath: [any CodingKey] { container.codingPath + [key] }
}

extension Bool: JSONLenientDecodable {
    /// `1` and `0`, or `"true"` and `"false"`.
    public static func _lenientValue(from value: some _JSONLenientValue) throws -> Bool? {
        if let number = value.integer() {
            return number == 1 ? true : number == 0 ? false : nil
        }
        if let string = value.string() {
            return string == "true" ? true : string == "false" ? false : nil
        }
        return nil
    }
}

extension JSONLenientDecodable where Self: FixedWidthInteger {
    /// The integer in a string holding a JSON number, as the number would decode unquoted.
    public static func _lenientValue(from value: some _JSONLenientValue) throws -> Self? {
        try lenientNumber(from: value) { text in
            IntegerParsing.parse(text, as: Self.self) ?? IntegerParsing.parseIntegralNumber(text, as: Self.self)
        }
    }
}

extension Double: JSONLenientDecodable {
    /// The number in a string holding a JSON number.
    public static func _lenientValue(from value: some _JSONLenientValue) throws -> Double? {
        try lenientFloatingPoint(from: value)
    }
}

extension Float: JSONLenientDecodable {
    /// The number in a string holding a JSON number.
    public static func _lenientValue(from value: some _JSONLenientValue) throws -> Float? {
        try lenientFloatingPoint(from: value)
    }
}

/// As a number decodes: overflow to infinity and underflow of a non-zero literal to zero are errors.
private func lenientFloatingPoint<Number: JSONFloatingPoint>(from value: some _JSONLenientValue) throws -> Number? {
    try lenientNumber(from: value) { text in
        let number = Number.parse(text)
        return number.isFinite && (number != 0 || IntegerParsing.isTrueZero(text)) ? number : nil
    }
}

/// The number in the value's string, parsed by `parse`; nil when the value is not a string holding
/// a JSON number, and an error when it holds one that `parse` cannot represent.
private func lenientNumber<Number>(
    from value: some _JSONLenientValue, _ parse: (UnsafeRawBufferPointer) -> Number?
) throws -> Number? {
    guard var string = value.string() else { return nil }
    return try string.withUTF8 { utf8 in
        let text = UnsafeRawBufferPointer(utf8)
        guard NumberGrammar.isJSONNumber(text) else { return nil }
        guard let number = parse(text) else {
            throw DecodingErrors.numberOutOfRange(text, as: Number.self, at: value.codingPath)
        }
        return number
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
