import Foundation

/// `Date`, `Data`, `URL` and `Decimal`, decoded under the strategies and with the errors Foundation
/// uses for them.
extension DecoderImpl {
    func unwrapDate(valueAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?) throws -> Date {
        try checkNotNull(tape[index], Date.self, parent, key())
        switch options.dateDecodingStrategy {
        case .deferredToDate:
            return try with(valueAt: index, path: path(parent, key())) { try Date(from: self) }
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try unwrapFloatingPoint(valueAt: index, as: Double.self, parent: parent, key: key()))
        case .millisecondsSince1970:
            let milliseconds = try unwrapFloatingPoint(valueAt: index, as: Double.self, parent: parent, key: key())
            return Date(timeIntervalSince1970: milliseconds / 1000.0)
        case .iso8601:
            let entry = tape[index]
            if entry.kind == .string, let date = ISO8601DateParsing.date(from: tape.text(of: entry)) {
                return date
            }
            let string = try unwrapString(valueAt: index, parent: parent, key: key())
            guard let date = try? Date.ISO8601FormatStyle().parse(string) else {
                // Foundation reports this one at the decoder's current path, without the key.
                throw DecodingErrors.dataCorrupted(at: codingPath(at: decodingPath), "Expected date string to be ISO8601-formatted.")
            }
            return date
        case .formatted(let formatter):
            let string = try unwrapString(valueAt: index, parent: parent, key: key())
            guard let date = formatter.date(from: string) else {
                throw DecodingErrors.dataCorrupted(at: codingPath(at: parent, key()), "Date string does not match format expected by formatter.")
            }
            return date
        case .custom(let closure):
            return try with(valueAt: index, path: path(parent, key())) { try closure(self) }
        }
    }

    func unwrapData(valueAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?) throws -> Data {
        let entry = tape[index]
        try checkNotNull(entry, Data.self, parent, key())
        switch options.dataDecodingStrategy {
        case .deferredToData:
            return try with(valueAt: index, path: path(parent, key())) { try Data(from: self) }
        case .base64:
            guard entry.kind == .string else {
                throw DecodingErrors.typeMismatch(String.self, found: entry.kind, at: codingPath(at: parent, key()))
            }
            let text = tape.text(of: entry)
            guard let data = Base64Decoding.data(from: text) ?? Data(base64Encoded: String(decoding: text, as: UTF8.self)) else {
                throw DecodingErrors.dataCorrupted(at: codingPath(at: parent, key()), "Encountered Data is not valid Base64.")
            }
            return data
        case .custom(let closure):
            return try with(valueAt: index, path: path(parent, key())) { try closure(self) }
        }
    }

    func unwrapURL(valueAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?) throws -> URL {
        try checkNotNull(tape[index], URL.self, parent, key())
        let string = try unwrapString(valueAt: index, parent: parent, key: key())
        guard let url = URL(string: string) else {
            throw DecodingErrors.dataCorrupted(at: codingPath(at: parent, key()), "Invalid URL string.")
        }
        return url
    }

    func unwrapDecimal(valueAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?) throws -> Decimal {
        let entry = tape[index]
        try checkNotNull(entry, Decimal.self, parent, key())
        guard entry.kind == .number else {
            if entry.kind == .json5Number { return try json5Decimal(entry, parent: parent, key: key()) }
            // Foundation's message for this case is empty.
            throw DecodingErrors.typeMismatch(Decimal.self, at: codingPath(at: parent, key()), "")
        }
        let text = tape.string(of: entry)
        guard let decimal = Decimal(string: text, locale: IntegerParsing.posixLocale), decimal.isFinite else {
            throw DecodingErrors.numberOutOfRange(text.utf8, as: Decimal.self, at: codingPath(at: parent, key()))
        }
        return decimal
    }
}
