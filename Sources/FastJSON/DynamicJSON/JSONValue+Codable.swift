import Foundation

/// With FastJSON's decoder, a `JSONValue` is read straight from the document index. With any other
/// decoder it is asked for, kind by kind, through a single-value container: objects as a
/// `[String: JSONValue]`, so that, as with FastJSON, no key strategy converts their keys (their
/// order is then the dictionary's). Encoding writes objects through a keyed container, in member
/// order, so that every encoder, FastJSON's and Foundation's, writes the same bytes.
extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        if let decoder = decoder as? DecoderImpl {
            self = try decoder.jsonValue(at: decoder.valueIndex)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let number = JSONNumber(from: container) {
            self = .number(number)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else if let members = try? container.decode([String: JSONValue].self) {
            self = .object(JSONObject(members.map { ($0.key, $0.value) }))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "The value is not a JSON value."))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let number):
            var container = encoder.singleValueContainer()
            switch number.carrier {
            case .int64(let value): try container.encode(value)
            case .uint64(let value): try container.encode(value)
            case .double(let value): try container.encode(value)
            case .decimal(let value): try container.encode(value)
            case nil:
                throw EncodingError.invalidValue(number, .init(
                    codingPath: encoder.codingPath,
                    debugDescription: "The number \(number) is outside the range of Double and Decimal."))
            }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let object):
            var container = encoder.container(keyedBy: JSONKey.self)
            for (key, value) in object { try container.encode(value, forKey: JSONKey(stringValue: key)) }
        }
    }
}

extension JSONNumber {
    /// The number a decoder other than FastJSON's holds, through the Swift type that holds it
    /// exactly: an integer type, else a `Double` when it reads as the `Decimal` does, else the
    /// `Decimal`.
    init?(from container: any SingleValueDecodingContainer) {
        if let value = try? container.decode(Int64.self) {
            self.init(value)
        } else if let value = try? container.decode(UInt64.self) {
            self.init(value)
        } else {
            let double = try? container.decode(Double.self)
            let decimal = try? container.decode(Decimal.self)
            if let double, let number = JSONNumber(double),
               decimal.flatMap(JSONNumber.init).map({ $0 == number }) ?? true {
                self = number
            } else if let decimal, let number = JSONNumber(decimal) {
                self = number
            } else {
                return nil
            }
        }
    }
}

extension JSONValue {
    /// Decodes a `T` from this value with `decoder`'s settings, without writing or parsing text:
    /// the value becomes a document index such as FastJSON builds from bytes, so values, errors
    /// and their coding paths are those of decoding the same JSON.
    public func decode<T: Decodable>(_ type: T.Type, using decoder: FastJSONDecoder = FastJSONDecoder()) throws -> T {
        try decoder.decode(type, from: self)
    }
}
