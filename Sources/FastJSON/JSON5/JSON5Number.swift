/// JSON5's number grammar as Foundation's `JSONDecoder` accepts it, checked when the document is
/// scanned: an optional `+` or `-`, then `Infinity`, `NaN`, `0x` and hexadecimal digits, or a
/// decimal number whose point may lead (`.5`) or trail (`5.`), with JSON's exponent.
enum JSON5Number {
    /// What the scanner does with a number token.
    enum Classification: Equatable {
        /// Already JSON's spelling: goes to the tape as it is.
        case json
        /// A decimal number JSON spells differently (`+1`, `.5`, `5.`): `appendJSONSpelling`.
        case respelled
        /// Hexadecimal, `Infinity` or `NaN`: a `json5Number` entry, read by the decoder.
        case special
        /// Not a number: the offset of the offending byte, and what was wrong.
        case invalid(at: Int, String)
    }

    /// The value a special number's text stands for.
    enum Special {
        case hexadecimal(isNegative: Bool, digits: Slice<UnsafeRawBufferPointer>)
        case infinity(isNegative: Bool)
        case nan(isNegative: Bool)
    }

    /// Bytes that continue a number token: Foundation reads letters, digits, signs and dots as one
    /// token and judges it whole.
    static func mayContinueToken(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    static func classify(_ text: UnsafeRawBufferPointer) -> Classification {
        let count = text.count
        var index = 0
        let hasPlus = count > 0 && text[0] == UInt8(ascii: "+")
        if hasPlus || (count > 0 && text[0] == UInt8(ascii: "-")) { index = 1 }
        guard index < count else { return .invalid(at: index, "expected digits in number") }
        switch text[index] {
        case UInt8(ascii: "I"):
            return matches(text, from: index, "Infinity") ? .special : .invalid(at: index, "expected Infinity")
        case UInt8(ascii: "N"):
            return matches(text, from: index, "NaN") ? .special : .invalid(at: index, "expected NaN")
        case UInt8(ascii: "0") where index + 1 < count && (text[index + 1] | 0x20) == UInt8(ascii: "x"):
            let digitsStart = index + 2
            guard digitsStart < count else { return .invalid(at: count, "expected hexadecimal digits") }
            if let bad = text[digitsStart...].firstIndex(where: { ASCII.hexDigitValue($0) == nil }) {
                return .invalid(at: bad, "invalid hexadecimal digit in number")
            }
            return .special
        default:
            return classifyDecimal(text, from: index, hasPlus: hasPlus)
        }
    }

    private static func classifyDecimal(_ text: UnsafeRawBufferPointer, from start: Int, hasPlus: Bool) -> Classification {
        let count = text.count
        var index = start
        let isDigit = { (position: Int) in position < count && text[position] &- UInt8(ascii: "0") < 10 }
        if text[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { return .invalid(at: index, "leading zero in number") }
        } else {
            while isDigit(index) { index += 1 }
        }
        let integerDigits = index - start
        var fractionDigits = 0
        var hasPoint = false
        if index < count && text[index] == UInt8(ascii: ".") {
            hasPoint = true
            index += 1
            while isDigit(index) { index += 1; fractionDigits += 1 }
        }
        guard integerDigits > 0 || fractionDigits > 0 else {
            return .invalid(at: index < count ? index : start, "expected digits in number")
        }
        if index < count && (text[index] | 0x20) == UInt8(ascii: "e") {
            index += 1
            if index < count && (text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-")) { index += 1 }
            guard isDigit(index) else { return .invalid(at: index, "expected digits in exponent") }
            while isDigit(index) { index += 1 }
        }
        guard index == count else { return .invalid(at: index, "unexpected character in number") }
        return hasPlus || integerDigits == 0 || (hasPoint && fractionDigits == 0) ? .respelled : .json
    }

    private static func matches(_ text: UnsafeRawBufferPointer, from start: Int, _ word: StaticString) -> Bool {
        text.count - start == word.utf8CodeUnitCount
            && text[start...].elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// JSON's spelling of a number `classify` found `.respelled`: no `+`, a `0` before a leading
    /// point, a `0` after a trailing point. The value is the same for every type Foundation decodes
    /// it into: a trailing point still counts as a fraction there (`9223372036854775807.` is no
    /// `Int64`, as `9223372036854775807.0` is not), so it is kept.
    static func appendJSONSpelling(of text: UnsafeRawBufferPointer, to output: inout [UInt8]) {
        var index = 0
        if text[0] == UInt8(ascii: "+") || text[0] == UInt8(ascii: "-") {
            if text[0] == UInt8(ascii: "-") { output.append(UInt8(ascii: "-")) }
            index = 1
        }
        if text[index] == UInt8(ascii: ".") { output.append(UInt8(ascii: "0")) }
        while index < text.count {
            let byte = text[index]
            output.append(byte)
            let followedByDigit = index + 1 < text.count && text[index + 1] &- UInt8(ascii: "0") < 10
            if byte == UInt8(ascii: "."), !followedByDigit { output.append(UInt8(ascii: "0")) }
            index += 1
        }
    }

    /// What a `json5Number` entry's text (checked by `classify`) stands for.
    static func special(_ text: UnsafeRawBufferPointer) -> Special {
        let isNegative = text.first == UInt8(ascii: "-")
        let start = text.first == UInt8(ascii: "-") || text.first == UInt8(ascii: "+") ? 1 : 0
        switch text[start] {
        case UInt8(ascii: "I"): return .infinity(isNegative: isNegative)
        case UInt8(ascii: "N"): return .nan(isNegative: isNegative)
        default: return .hexadecimal(isNegative: isNegative, digits: text[(start + 2)...])
        }
    }

    /// Hexadecimal digits as a `T`, exactly, or `nil` when the value does not fit: the standard
    /// library's parser, whose minus sign lets `T.min` (and `-0` for unsigned types) through.
    static func integer<T: FixedWidthInteger>(hexDigits digits: Slice<UnsafeRawBufferPointer>, isNegative: Bool, as type: T.Type) -> T? {
        T((isNegative ? "-" : "") + String(decoding: digits, as: UTF8.self), radix: 16)
    }
}
