#if MacroRuntime
import Foundation

// `@JSONDate` on the fast path: a date read from, and written into, the object itself, with the
// reads, writes and errors of `JSONDateFormat`'s keyed-container functions.

extension _JSONFastObject {
    /// The key's date in `format`, as `_JSONCodableSupport.decodeDate` reads it.
    public func decodeDate(_ key: some CodingKey, _ name: StaticString, format: JSONDateFormat) throws -> Date {
        if format.isNumeric { return format.date(fromNumber: try decodeDouble(key, name)) }
        guard let date = format.date(from: try decodeString(key, name)) else {
            throw DecodingErrors.dataCorrupted(at: codingPath(of: key), format.mismatchDescription)
        }
        return date
    }

    /// `decodeDate`, or nil when the key is missing or `null`, as
    /// `_JSONCodableSupport.decodeDateIfPresent` reads it.
    public func decodeDateIfPresent(_ key: some CodingKey, _ name: StaticString, format: JSONDateFormat) throws -> Date? {
        guard contains(key, name), try !decodeNil(key, name) else { return nil }
        return try decodeDate(key, name, format: format)
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
