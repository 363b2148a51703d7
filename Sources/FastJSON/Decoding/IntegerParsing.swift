import Foundation

/// Integers parsed exactly from JSON number text, with Foundation's rules for text that is not a
/// plain run of digits: `100.0`, `1e2` and `-0` are integers; `1.5` and `128` (for `Int8`) are not.
enum IntegerParsing {
    static let posixLocale = Locale(identifier: "en_US_POSIX")

    /// The value of `text` when it is an optional `-` and digits that fit in `T`; otherwise `nil`.
    @inline(__always)
    static func parse<T: FixedWidthInteger>(_ text: UnsafeRawBufferPointer, as type: T.Type) -> T? {
        guard let first = text.first else { return nil }
        let isNegative = first == UInt8(ascii: "-")
        var index = isNegative ? 1 : 0
        guard index < text.count else { return nil }
        if isNegative && !T.isSigned { return nil }
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
