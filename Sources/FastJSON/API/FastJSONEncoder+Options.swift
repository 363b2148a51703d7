import Foundation

extension FastJSONEncoder {
    /// The layout of the JSON text, with the raw values Foundation's `JSONEncoder.OutputFormatting` uses.
    public struct OutputFormatting: OptionSet, Sendable {
        /// The bits of the option set.
        public let rawValue: UInt

        /// Creates a formatting from its raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Indents nested values by two spaces and writes `"key" : value`.
        public static let prettyPrinted = OutputFormatting(rawValue: 1 << 0)

        /// Writes the keys of every object in the byte order of their UTF-8 text.
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)

        /// Writes `/` as it is instead of as `\/`.
        public static let withoutEscapingSlashes = OutputFormatting(rawValue: 1 << 3)
    }

    /// How `Date` values are written.
    public enum DateEncodingStrategy: Sendable {
        /// The date encodes itself: seconds since 2001-01-01 as a number. The default.
        case deferredToDate
        /// Seconds since 1970-01-01 as a number.
        case secondsSince1970
        /// Milliseconds since 1970-01-01 as a number.
        case millisecondsSince1970
        /// An ISO 8601 string such as `2001-09-09T01:46:40Z`.
        case iso8601
        /// A string produced by the given formatter.
        case formatted(DateFormatter)
        /// Whatever the closure encodes into the encoder it is given; `{}` if it encodes nothing.
        @preconcurrency
        case custom(@Sendable (Date, any Encoder) throws -> Void)
    }

    /// How `Data` values are written.
    public enum DataEncodingStrategy: Sendable {
        /// The data encodes itself: an array of byte values.
        case deferredToData
        /// A Base64 string. The default.
        case base64
        /// Whatever the closure encodes into the encoder it is given; `{}` if it encodes nothing.
        @preconcurrency
        case custom(@Sendable (Data, any Encoder) throws -> Void)
    }

    /// What to do with infinities and NaN, which JSON cannot represent as numbers.
    public enum NonConformingFloatEncodingStrategy: Sendable {
        /// Throw `EncodingError.invalidValue`. The default.
        case `throw`
        /// Write the given strings instead.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// How the keys of keyed containers become JSON object keys. Keys of `[String: T]` are never
    /// converted; those of other `CodingKeyRepresentable`-keyed dictionaries (`[Int: T]`) are, as
    /// in Foundation.
    public enum KeyEncodingStrategy: Sendable {
        /// Use each key's `stringValue` as it is. The default.
        case useDefaultKeys
        /// `myURLProperty` becomes `my_url_property`, by Foundation's exact rules.
        case convertToSnakeCase
        /// The closure gets the full coding path, the key to convert last, and returns the key to write.
        @preconcurrency
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }
}

/// The settings of one `encode` call, taken from the encoder once as a `Snapshot` (one retain, where
/// a copy would retain each strategy, closure and `userInfo`), so that the hot path reads plain
/// stored properties instead of taking the lock.
struct EncoderOptions: Sendable {
    static let defaults = Snapshot(EncoderOptions())

    var outputFormatting: FastJSONEncoder.OutputFormatting = []
    var dateEncodingStrategy: FastJSONEncoder.DateEncodingStrategy = .deferredToDate
    var dataEncodingStrategy: FastJSONEncoder.DataEncodingStrategy = .base64
    var nonConformingFloatEncodingStrategy: FastJSONEncoder.NonConformingFloatEncodingStrategy = .throw
    var keyEncodingStrategy: FastJSONEncoder.KeyEncodingStrategy = .useDefaultKeys
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
}

extension EncoderOptions: CoderSettings {
    var holdsCallerObjects: Bool {
        if !userInfo.isEmpty { return true }
        switch dateEncodingStrategy {
        case .formatted, .custom: return true
        case .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601: break
        }
        if case .custom = dataEncodingStrategy { return true }
        if case .custom = keyEncodingStrategy { return true }
        return false
    }
}
