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
        return truncatedDecimalValue(of: text, as: type)
    }

    /// The integer part of the exact decimal value of `text`, as Foundation computes it through a
    /// `Decimal` (whose magnitude it accumulates in a `UInt64`): the fraction is dropped.
    static func truncatedDecimalValue<T: FixedWidthInteger>(of text: UnsafeRawBufferPointer, as type: T.Type) -> T? {
        var digits: [UInt8] = []
        var fractionDigits = 0
        var exponent = 0
        var isNegative = false
        var index = 0
        if text.first == UInt8(ascii: "-") {
            isNegative = true
            index = 1
        }
        var inFraction = false
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                let exponentText = UnsafeRawBufferPointer(rebasing: text[(index + 1)...])
                let unsigned = exponentText.first == UInt8(ascii: "+") ? UnsafeRawBufferPointer(rebasing: exponentText.dropFirst()) : exponentText
                // A larger exponent cannot give an integer that fits; clamp it far from overflow.
                exponent = parse(unsigned, as: Int32.self).map(Int.init) ?? (unsigned.first == UInt8(ascii: "-") ? Int(Int32.min) : Int(Int32.max))
                break
            } else {
                if !(digits.isEmpty && byte == UInt8(ascii: "0")) {
                    digits.append(byte &- UInt8(ascii: "0"))
                }
                if inFraction { fractionDigits += 1 }
            }
            index += 1
        }
        let scale = exponent - fractionDigits
        // Digits after the decimal point are dropped; a positive scale appends zeros below.
        let integerDigits = digits.count + scale
        // Leading zeros are gone, so more than 20 integer digits cannot fit in a UInt64.
        guard integerDigits <= 20 else { return nil }
        var magnitude: UInt64 = 0
        if integerDigits > 0 {
            for position in 0..<integerDigits {
                let digit = position < digits.count ? UInt64(digits[position]) : 0
                let (shifted, overflowedMultiply) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, overflowedAdd) = shifted.addingReportingOverflow(digit)
                guard !overflowedMultiply && !overflowedAdd else { return nil }
                magnitude = sum
            }
        }
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
