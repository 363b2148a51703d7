import Foundation

extension FastJSONDecoder {
    /// How `Date` values are decoded; the cases and their behaviour are Foundation's
    /// `JSONDecoder.DateDecodingStrategy`.
    public enum DateDecodingStrategy: Sendable {
        /// Defer to `Date`'s own `Decodable` implementation (seconds since 2001-01-01). The default.
        case deferredToDate
        /// A JSON number of seconds since 1970-01-01.
        case secondsSince1970
        /// A JSON number of milliseconds since 1970-01-01.
        case millisecondsSince1970
        /// An ISO 8601 (RFC 3339) string.
        case iso8601
        /// A string parsed by the given formatter.
        case formatted(DateFormatter)
        /// Whatever the closure decodes from the decoder it is given.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
    }

    /// How `Data` values are decoded, as Foundation's `JSONDecoder.DataDecodingStrategy`.
    public enum DataDecodingStrategy: Sendable {
        /// Defer to `Data`'s own `Decodable` implementation (an array of bytes).
        case deferredToData
        /// A Base64 string. The default.
        case base64
        /// Whatever the closure decodes from the decoder it is given.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Data)
    }

    /// How the non-finite floating-point values, which JSON cannot express, are decoded.
    public enum NonConformingFloatDecodingStrategy: Sendable {
        /// Throw when asked to decode one. The default.
        case `throw`
        /// Decode these strings (compared byte for byte) as infinity, negative infinity and NaN.
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// How JSON object keys are matched with a type's coding keys, as Foundation's
    /// `JSONDecoder.KeyDecodingStrategy`. Keys of `[String: T]` dictionaries are never converted.
    public enum KeyDecodingStrategy: Sendable {
        /// Match keys as they are. The default.
        case useDefaultKeys
        /// Convert `snake_case` JSON keys to `camelCase` first, with Foundation's exact rules:
        /// leading and trailing underscores are kept, the first word is lowercased and the others
        /// capitalized (`user_ID` becomes `userId`).
        case convertFromSnakeCase
        /// Convert each key with a closure, given the coding path ending in the JSON key; it is
        /// called once per key of each object. When two keys convert to the same one, the first wins.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }
}
