#if MacroRuntime
import Foundation

// `@JSONDate` on the fast path: a date read from, and written into, the object itself, with the
// reads, writes and errors of `JSONDateFormat`'s keyed-container functions.

extension _JSONFastObject {
    /// The key's date in `format`, as `_JSONCodableSupport.decodeDate` reads it.
    public func decodeDate(_ key: some CodingKey, _ name: StaticString, format: JSONDateFormat) throws -> Date {
        if format.isNumeric { return format.date(fromNumber: try decodeDouble(key, name)) }
        return try date(from: decodeString(key, name), key, format)
    }

    /// `decodeDate`, or nil when the key is missing or `null`, as
    /// `_JSONCodableSupport.decodeDateIfPresent` reads it; with one lookup of the key, where the
    /// container path asks `contains` and `decodeNil` first.
    public func decodeDateIfPresent(_ key: some CodingKey, _ name: StaticString, format: JSONDateFormat) throws -> Date? {
        if format.isNumeric {
            guard let number = try decodeDoubleIfPresent(key, name) else { return nil }
            return format.date(fromNumber: number)
        }
        guard let string = try decodeStringIfPresent(key, name) else { return nil }
        return try date(from: string, key, format)
    }

    /// The date `format` reads from the key's `string`, or the container path's error.
    private func date(from string: String, _ key: some CodingKey, _ format: JSONDateFormat) throws -> Date {
        guard let date = format.date(from: string) else {
            throw DecodingErrors.dataCorrupted(at: codingPath(of: key), format.mismatchDescription)
        }
        return date
    }
}

extension _JSONFastObjectWriter {
    /// Writes the key and `date` in `format`, as `_JSONCodableSupport.encodeDate` does.
    public func encodeDate(_ date: Date, _ key: some CodingKey, _ name: StaticString, format: JSONDateFormat) throws {
        switch format.written(date) {
        case .number(let number): try encodeDouble(number, key, name)
        case .string(let string): encodeString(string, key, name)
        }
    }

    /// `encodeDate`, writing nothing for nil, as `_JSONCodableSupport.encodeDateIfPresent` does.
    public func encodeDateIfPresent(_ date: Date?, _ key: some CodingKey, _ name: StaticString, format: JSONDateFormat) throws {
        guard let date else { return }
        try encodeDate(date, key, name, format: format)
    }
}
#endif
