import Foundation

/// Integers parsed exactly from JSON number text, with Foundation's rules for text that is not a
/// plain run of digits: `100.0`, `1e2` and `-0` are integers; `1.5` and `128` (for `Int8`) are not.
enum IntegerParsing {
    static let posixLocale = Locale(identifier: "en_US_POSIX")

    /// The value of `text` when it is an optional `-` and digits that fit in `T`; otherwise `nil`.
    @inline(__always)
    static func parse<T: FixedWidthInteger>(_ text: UnsafeRawBufferPointer, as type: T.Type) -> T? {
        if T.bitWidth <= 64, text.count <= 20, !text.isEmpty, let base = text.baseAddress {
            return parseUpTo19Digits(base, count: text.count, as: type)
        }
        return parseDigitByDigit(text, as: type)
    }

    /// `parse` for types of at most 64 bits: up to 19 digits always fit a `UInt64`, eight of them
    /// are read in one step (ids, as twitter.json's, come close to that length), and the range is
    /// checked once, at the end.
    @inline(__always)
    private static func parseUpTo19Digits<T: FixedWidthInteger>(_ text: UnsafeRawPointer, count: Int, as type: T.Type) -> T? {
        let isNegative = text.load(as: UInt8.self) == UInt8(ascii: "-")
        var index = isNegative ? 1 : 0
        guard index < count, count &- index <= 19 else {
            return parseDigitByDigit(UnsafeRawBufferPointer(start: text, count: count), as: type)
        }
        var magnitude: UInt64 = 0
        while index &+ 8 <= count {
            guard let eight = eightDigits(text.loadUnaligned(fromByteOffset: index, as: UInt64.self)) else { return nil }
            magnitude = magnitude &* 100_000_000 &+ eight
            index &+= 8
        }
        while index < count {
            let digit = text.load(fromByteOffset: index, as: UInt8.self) &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            magnitude = magnitude &* 10 &+ UInt64(digit)
            index &+= 1
        }
        // T's largest magnitude: that of T.min when negative, which is 0 for an unsigned type.
        let limit = isNegative ? (T.isSigned ? UInt64(truncatingIfNeeded: T.max) &+ 1 : 0) : UInt64(truncatingIfNeeded: T.max)
        guard magnitude <= limit else { return nil }
        return T(truncatingIfNeeded: isNegative ? 0 &- magnitude : magnitude)
    }

    /// The value of eight ASCII digits, the first in the lowest byte; nil if any byte is not a digit.
    @inline(__always)
    static func eightDigits(_ word: UInt64) -> UInt64? {
        let littleEndian = UInt64(littleEndian: word)
        let digits = littleEndian &- 0x3030_3030_3030_3030
        // A byte below "0" borrows, and one above "9" reaches 0x80 once 0x76 is added.
        guard (digits | (digits &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080 == 0 else { return nil }
        let pairs = (digits &* 10 &+ (digits >> 8)) & 0x00FF_00FF_00FF_00FF
        let quads = (pairs &* 100 &+ (pairs >> 16)) & 0x0000_FFFF_0000_FFFF
        return (quads &* 10000 &+ (quads >> 32)) & 0xFFFF_FFFF
    }

    /// `parse`, a digit at a time with overflow checks: for wider types and longer text.
    private static func parseDigitByDigit<T: FixedWidthInteger>(_ text: UnsafeRawBufferPointer, as type: T.Type) -> T? {
        guard let first = text.first else { return nil }
        let isNegative = first == UInt8(ascii: "-")
        var index = isNegative ? 1 : 0
        guard index < text.count else { return nil }
        var value: T = 0
        while index < text.count {
            let digit = text[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflowedMultiply) = value.multipliedReportingOverflow(by: 10)
            // Negative numbers accumulate downwards so that T.min is reachable.
            let (next, overflowedAdd) = isNegative
                ? shifted.subtractingReportingOverflow(T(truncatingIfNeeded: digit))
                : shifted.addingReportingOverflow(T(truncatingIfNeeded: digit))
            guard !overflowedMultiply && !overflowedAdd else { return nil }
            value = next
            index &+= 1
        }
        return value
    }

    /// Foundation's slow path for integer types: the number read as a `Double` must convert exactly;
    /// beyond 2^53, where doubles skip integers, it is read again as a `Decimal`.
    static func parseIntegralNumber<T: FixedWidthInteger>(_ text: UnsafeRawBufferPointer, as type: T.Type) -> T? {
        let double = FloatParser.parseDouble(text)
        guard let value = T(exactly: double) else { return nil }
        if double.magnitude < 0x1p53 {
            return value
        }
        return decimalValue(of: text, as: type)
    }

    /// The integer Foundation's decoder gets from number text through a `Decimal`: the decimal's
    /// whole significand must fit a `UInt64` (fraction digits included), then the exponent is
    /// applied, dropping the fraction.
    static func decimalValue<T: FixedWidthInteger>(of text: UnsafeRawBufferPointer, as type: T.Type) -> T? {
        guard let decimal = Decimal(string: String(decoding: text, as: UTF8.self), locale: posixLocale),
              decimal.isFinite,
              var magnitude = UInt64(decimal.significand.magnitude.description) else { return nil }
        let exponent = decimal.exponent
        if exponent < 0 {
            for _ in 0 ..< -exponent { magnitude /= 10 }
        } else {
            for _ in 0 ..< exponent {
                let (shifted, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflowed else { return nil }
                magnitude = shifted
            }
        }
        let isNegative = decimal.sign == .minus
        if isNegative && !T.isSigned && magnitude != 0 { return nil }
        guard let value = T(exactly: magnitude) else { return nil }
        if isNegative {
            let (negated, overflowed) = T.zero.subtractingReportingOverflow(value)
            return overflowed ? nil : negated
        }
        return value
    }

    /// Whether number text is zero (so a parsed zero is not an underflow): no non-zero digit before
    /// the exponent.
    static func isTrueZero(_ text: UnsafeRawBufferPointer) -> Bool {
        for byte in text {
            switch byte {
            case UInt8(ascii: "1")...UInt8(ascii: "9"): return false
            case UInt8(ascii: "e"), UInt8(ascii: "E"): return true
            default: continue
            }
        }
        return true
    }
}
