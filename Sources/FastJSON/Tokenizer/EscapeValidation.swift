import Foundation

/// Checks the raw text of a string that contains escapes, because yajl decodes unpaired surrogate
/// escapes into `?` or garbage instead of rejecting them. yajl has already checked that every escape
/// is one of JSON's and that `\u` is followed by four hex digits.
enum EscapeValidation {
    /// A problem found in the raw text between the quotes, with its offset in that text.
    struct Failure {
        let reason: JSONError.Reason
        let offset: Int
    }

    static func check(rawContent raw: UnsafeRawBufferPointer) -> Failure? {
        let count = raw.count
        var index = 0
        var runStart = 0
        while index < count {
            // Jump to the next backslash with libc's vectorized memchr.
            guard let base = raw.baseAddress,
                  let found = memchr(base + index, Int32(UInt8(ascii: "\\")), count - index) else { break }
            index = UnsafeRawPointer(found) - base
            if let bad = UTF8Validation.firstInvalidByte(in: UnsafeRawBufferPointer(rebasing: raw[runStart..<index])) {
                return Failure(reason: .invalidUTF8, offset: runStart + bad)
            }
            guard index + 1 < count else { return nil }
            if raw[index + 1] != UInt8(ascii: "u") {
                index += 2
            } else {
                guard let unit = ASCII.fourHexDigitsValue(raw, at: index + 2) else { return nil }
                switch unit {
                case 0xD800...0xDBFF:
                    let low = raw.count >= index + 12
                        && raw[index + 6] == UInt8(ascii: "\\") && raw[index + 7] == UInt8(ascii: "u")
                        ? ASCII.fourHexDigitsValue(raw, at: index + 8) : nil
                    guard let low, (0xDC00...0xDFFF).contains(low) else {
                        return Failure(reason: .unpairedSurrogate(escapeText(raw, at: index)), offset: index)
                    }
                    index += 12
                case 0xDC00...0xDFFF:
                    return Failure(reason: .unpairedSurrogate(escapeText(raw, at: index)), offset: index)
                default:
                    index += 6
                }
            }
            runStart = index
        }
        if runStart < count,
           let bad = UTF8Validation.firstInvalidByte(in: UnsafeRawBufferPointer(rebasing: raw[runStart..<count])) {
            return Failure(reason: .invalidUTF8, offset: runStart + bad)
        }
        return nil
    }

    private static func escapeText(_ raw: UnsafeRawBufferPointer, at index: Int) -> String {
        String(decoding: raw[index..<min(index + 6, raw.count)], as: UTF8.self)
    }
}
