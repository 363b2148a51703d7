/// Any JSON value, for documents or parts of them that no model describes.
///
/// ```swift
/// let value = try FastJSONDecoder().decode(JSONValue.self, from: data)
/// if case .string(let name)? = value["user"]?["name"] { print(name) }
/// let user = try value["user"]?.decode(User.self)
/// ```
///
/// Numbers keep their exact value (`JSONNumber`), objects their members' order (`JSONObject`).
/// `Codable` with any coder; FastJSON's decoder reads it straight from its document index.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, exactly as the document has it.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array of values.
    case array([JSONValue])
    /// An object: members in order, each key once.
    case object(JSONObject)

    /// The member `key` of an object; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` of an array; nil past its end or for a value that is not an array.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Whether the value is `null`.
    public var isNull: Bool { self == .null }

    /// The value, if it is a `Bool`.
    public var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The value, if it is a number.
    public var numberValue: JSONNumber? {
        guard case .number(let value) = self else { return nil }
        return value
    }

    /// The value, if it is a string.
    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The value, if it is an array.
    public var arrayValue: [JSONValue]? {
        guard case .array(let value) = self else { return nil }
        return value
    }

    /// The value, if it is an object.
    public var objectValue: JSONObject? {
        guard case .object(let value) = self else { return nil }
        return value
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }

    /// A float literal is always finite (one too large for a `Double` does not compile).
    public init(floatLiteral value: Double) {
        guard let number = JSONNumber(value) else { preconditionFailure("a float literal that is not finite") }
        self = .number(number)
    }

    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
}
