extension OutputBuffer {
    /// Writes a finite Double as Foundation does: the digits and layout of its `description`
    /// (Swift's shortest round-trip form) without a trailing `.0`, and without making a `String`.
    mutating func appendFinite(_ value: Double) {
        let bits = value.bitPattern
        let fraction = bits & (1 << 52 - 1)
        let biasedExponent = Int(truncatingIfNeeded: bits >> 52) & 0x7FF
        guard biasedExponent != 0 || fraction != 0 else {
            return appendZero(negative: value.sign == .minus)
        }
        let decimal: (digits: UInt64, exponent: Int)
        if biasedExponent == 0 {
            decimal = ShortestDecimal.decompose(significand: fraction, binaryExponent: -1074, isBelowPowerOfTwo: false)
        } else {
            let significand = fraction | 1 << 52
            let binaryExponent = biasedExponent - 1075
            let fractionBits = -binaryExponent
            if fractionBits > 0 && fractionBits < 53 && significand & (1 << fractionBits - 1) == 0 {
                // An integer below 2^53: its own digits are the shortest.
                decimal = (significand >> fractionBits, 0)
            } else {
                decimal = ShortestDecimal.decompose(
                    significand: significand, binaryExponent: binaryExponent,
                    isBelowPowerOfTwo: fraction == 0 && biasedExponent > 1)
            }
        }
        // Above 2^53 (where doubles stop holding every integer) Swift writes exponents.
        appendDecimal(decimal, negative: value.sign == .minus, exponential: value.magnitude > 0x1p53)
    }

    /// Writes a finite Float as Foundation does: its `description` without a trailing `.0`.
    mutating func appendFinite(_ value: Float) {
        let bits = value.bitPattern
        let fraction = UInt64(bits & (1 << 23 - 1))
        let biasedExponent = Int(bits >> 23) & 0xFF
        guard biasedExponent != 0 || fraction != 0 else {
            return appendZero(negative: value.sign == .minus)
        }
        let decimal: (digits: UInt64, exponent: Int)
        if biasedExponent == 0 {
            decimal = ShortestDecimal.decompose(significand: fraction, binaryExponent: -149, isBelowPowerOfTwo: false)
        } else {
            let significand = fraction | 1 << 23
            let binaryExponent = biasedExponent - 150
            let fractionBits = -binaryExponent
            if fractionBits > 0 && fractionBits < 24 && significand & (1 << fractionBits - 1) == 0 {
                decimal = (significand >> fractionBits, 0)
            } else {
                decimal = ShortestDecimal.decompose(
                    significand: significand, binaryExponent: binaryExponent,
                    isBelowPowerOfTwo: fraction == 0 && biasedExponent > 1)
            }
        }
        appendDecimal(decimal, negative: value.sign == .minus, exponential: value.magnitude > 0x1p24)
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
