#if MacroRuntime
import Foundation
import Synchronization

/// How `@JSONDate` reads and writes one `Date` property.
public enum JSONDateFormat: Sendable, Hashable {
    /// An ISO 8601 string, `2024-05-01T09:30:00Z`, as `JSONDecoder.DateDecodingStrategy.iso8601`
    /// reads and writes it.
    case iso8601
    /// An ISO 8601 string with fractional seconds, `2024-05-01T09:30:00.250Z`, written with
    /// milliseconds; a string without them is read too.
    case iso8601WithFractionalSeconds
    /// A number of seconds since 1970-01-01T00:00:00Z.
    case secondsSince1970
    /// A number of milliseconds since 1970-01-01T00:00:00Z.
    case millisecondsSince1970
    /// A string in a `DateFormatter` pattern, such as `"yyyy-MM-dd"`, read and written in the
    /// `en_US_POSIX` locale and UTC, so that it means the same on every machine.
    case formatted(String)
}

extension JSONDateFormat {
    func decode<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Date {
        if isNumeric { return date(fromNumber: try container.decode(Double.self, forKey: key)) }
        guard let date = date(from: try container.decode(String.self, forKey: key)) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: mismatchDescription)
        }
        return date
    }

    func encode<Key: CodingKey>(_ date: Date, to container: inout KeyedEncodingContainer<Key>, forKey key: Key) throws {
        switch written(date) {
        case .number(let number): try container.encode(number, forKey: key)
        case .string(let string): try container.encode(string, forKey: key)
        }
    }

    /// What a format writes for a date.
    enum WrittenDate {
        case number(Double)
        case string(String)
    }

    /// What the format writes for `date`.
    func written(_ date: Date) -> WrittenDate {
        switch self {
        case .secondsSince1970: .number(date.timeIntervalSince1970)
        case .millisecondsSince1970: .number(1000 * date.timeIntervalSince1970)
        case .iso8601: .string(date.formatted(.iso8601))
        case .iso8601WithFractionalSeconds: .string(date.formatted(Self.fractionalStyle))
        case .formatted(let pattern): .string(Self.formatters.withFormatter(pattern) { $0.string(from: date) })
        }
    }

    /// Whether the format reads a number; the others read a string.
    var isNumeric: Bool {
        switch self {
        case .secondsSince1970, .millisecondsSince1970: true
        case .iso8601, .iso8601WithFractionalSeconds, .formatted: false
        }
    }

    /// The date a numeric format's `number` stands for.
    func date(fromNumber number: Double) -> Date {
        Date(timeIntervalSince1970: self == .millisecondsSince1970 ? number / 1000 : number)
    }

    /// The date a string format reads from `string`, or nil when it does not match.
    func date(from string: String) -> Date? {
        switch self {
        case .iso8601:
            return try? Date.ISO8601FormatStyle().parse(string)
        case .iso8601WithFractionalSeconds:
            return (try? Self.fractionalStyle.parse(string)) ?? (try? Date.ISO8601FormatStyle().parse(string))
        case .formatted(let pattern):
            return Self.formatters.withFormatter(pattern) { $0.date(from: string) }
        case .secondsSince1970, .millisecondsSince1970:
            return nil
        }
    }

    /// The description of the error for a string the format does not read.
    var mismatchDescription: String {
        switch self {
        case .iso8601: "Expected date string to be ISO8601-formatted."
        case .iso8601WithFractionalSeconds: "Expected date string to be ISO8601-formatted with fractional seconds."
        case .formatted(let pattern): "Date string does not match the format \"\(pattern)\"."
        case .secondsSince1970, .millisecondsSince1970: "Expected a number of seconds or milliseconds."
        }
    }

    private static let fractionalStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// One formatter per pattern: making a `DateFormatter` costs far more than using one.
    private static let formatters = PatternFormatters()
}

/// `DateFormatter`s by pattern, each used under the lock, since a formatter is not safe to share
/// between threads.
private final class PatternFormatters: Sendable {
    private let formatters = Mutex<[String: DateFormatter]>([:])

    func withFormatter<R>(_ pattern: String, _ body: (DateFormatter) -> R) -> R {
        formatters.withLock { formatters in
            if let formatter = formatters[pattern] { return body(formatter) }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.dateFormat = pattern
            formatters[pattern] = formatter
            return body(formatter)
        }
    }
}
#endif
