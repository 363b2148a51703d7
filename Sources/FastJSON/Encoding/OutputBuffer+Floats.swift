extension OutputBuffer {
    /// Writes a finite Double or Float as Foundation does: the digits and layout of its
    /// `description` (Swift's shortest round-trip form) without a trailing `.0`, and without
    /// making a `String`.
    mutating func appendFinite<F: BinaryFloatingPoint>(_ value: F) {
        let fraction = UInt64(truncatingIfNeeded: value.significandBitPattern)
        let biasedExponent = Int(truncatingIfNeeded: value.exponentBitPattern)
        let fractionBitCount = F.significandBitCount
        let bias = 1 << (F.exponentBitCount - 1) - 1
        guard biasedExponent != 0 || fraction != 0 else {
            return appendZero(negative: value.sign == .minus)
        }
        let decimal: (digits: UInt64, exponent: Int)
        if biasedExponent == 0 {
            decimal = ShortestDecimal.decompose(
                significand: fraction, binaryExponent: 1 - bias - fractionBitCount, isBelowPowerOfTwo: false)
        } else {
            let significand = fraction | 1 << fractionBitCount
            let binaryExponent = biasedExponent - bias - fractionBitCount
            let fractionBits = -binaryExponent
            if fractionBits > 0 && fractionBits <= fractionBitCount && significand & (1 << fractionBits - 1) == 0 {
                // An integer below 2^(fractionBitCount + 1): its own digits are the shortest.
                decimal = (significand >> fractionBits, 0)
            } else {
                decimal = ShortestDecimal.decompose(
                    significand: significand, binaryExponent: binaryExponent,
                    isBelowPowerOfTwo: fraction == 0 && biasedExponent > 1)
            }
        }
        // Above 2^53 (2^24 for Float), where not every integer fits, Swift writes exponents.
        let integerLimit = fractionBitCount + 1
        let unbiased = biasedExponent - bias
        let exponential = unbiased > integerLimit || (unbiased == integerLimit && fraction != 0)
        appendDecimal(decimal, negative: value.sign == .minus, exponential: exponential)
    }

    private mutating func appendZero(negative: Bool) {
        if negative { append(UInt8(ascii: "-")) }
        append(UInt8(ascii: "0"))
    }

    /// Lays out `digits × 10^exponent` as Swift's `description` does, minus a trailing `.0`:
    /// `d.ddde±XX` below 10^-4 or when `exponential`, `0.000ddd` below 1, `ddd.ddd`, `ddd000`.
    private mutating func appendDecimal(_ decimal: (digits: UInt64, exponent: Int), negative: Bool, exponential: Bool) {
        var digits = decimal.digits
        var exponent = decimal.exponent
        while digits % 10 == 0 {
            digits /= 10
            exponent += 1
        }
        let digitCount = Self.decimalDigitCount(digits)
        // The exponent of the first digit: digits holds at most 17 of them.
        let leading = exponent + digitCount - 1
        // The longest text is "-0.0000" and 17 digits, or "-d." and 16 digits and "e-308".
        var cursor = reserve(32)
        let start = cursor
        if negative {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        if exponential || leading < -4 {
            // Write the digits one to the right, then move the first one left over a point.
            Self.writeDigits(digits, count: digitCount, at: cursor + 1)
            cursor[0] = cursor[1]
            if digitCount > 1 {
                cursor[1] = UInt8(ascii: ".")
                cursor += digitCount + 1
            } else {
                cursor += 1
            }
            cursor[0] = UInt8(ascii: "e")
            cursor[1] = leading < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
            cursor += 2
            let magnitude = UInt64(leading.magnitude)
            let exponentDigits = max(Self.decimalDigitCount(magnitude), 2)
            Self.writeDigits(magnitude, count: exponentDigits, at: cursor)
            if magnitude < 10 { cursor[0] = UInt8(ascii: "0") }
            cursor += exponentDigits
        } else if leading < 0 {
            cursor[0] = UInt8(ascii: "0")
            cursor[1] = UInt8(ascii: ".")
            cursor += 2
            let zeros = -leading - 1
            cursor.update(repeating: UInt8(ascii: "0"), count: zeros)
            cursor += zeros
            Self.writeDigits(digits, count: digitCount, at: cursor)
            cursor += digitCount
        } else if leading < digitCount - 1 {
            // Write the digits one to the right, then move the integer part left over a point.
            Self.writeDigits(digits, count: digitCount, at: cursor + 1)
            for index in 0...leading {
                cursor[index] = cursor[index + 1]
            }
            cursor[leading + 1] = UInt8(ascii: ".")
            cursor += digitCount + 1
        } else {
            Self.writeDigits(digits, count: digitCount, at: cursor)
            cursor += digitCount
            let zeros = leading + 1 - digitCount
            cursor.update(repeating: UInt8(ascii: "0"), count: zeros)
            cursor += zeros
        }
        count &+= cursor - start
    }
}
