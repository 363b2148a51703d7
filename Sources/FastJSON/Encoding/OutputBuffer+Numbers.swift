extension OutputBuffer {
    /// Writes an integer in decimal, two digits per step, without making a `String`.
    @inline(__always)
    mutating func appendInteger<T: FixedWidthInteger>(_ value: T) {
        if T.bitWidth > 64 {
            appendWideInteger(value)
        } else if T.isSigned {
            let wide = Int64(truncatingIfNeeded: value)
            if wide < 0 { append(UInt8(ascii: "-")) }
            appendDecimal(wide.magnitude)
        } else {
            appendDecimal(UInt64(truncatingIfNeeded: value))
        }
    }

    @inline(never)
    private mutating func appendWideInteger<T: FixedWidthInteger>(_ value: T) {
        var text = value.description
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    private mutating func appendDecimal(_ value: UInt64) {
        let digitCount = Self.decimalDigitCount(value)
        Self.writeDigits(value, count: digitCount, at: reserve(digitCount))
        count &+= digitCount
    }

    /// The number of decimal digits of `value` (1 for zero).
    static func decimalDigitCount(_ value: UInt64) -> Int {
        // 1233 / 4096 is just above log10(2): `guess` is the digit count or one less.
        let bitCount = UInt64.bitWidth &- value.leadingZeroBitCount
        let guess = (bitCount &* 1233) >> 12
        return value >= powersOfTen[guess] ? guess &+ 1 : max(guess, 1)
    }

    /// 10^0 through 10^19.
    private static let powersOfTen: [UInt64] = (0..<20).map { exponent in
        (0..<exponent).reduce(1) { power, _ in power * 10 }
    }

    /// Writes the `count` (its digit count) decimal digits of `value` at `destination`, two per step.
    static func writeDigits(_ value: UInt64, count: Int, at destination: UnsafeMutablePointer<UInt8>) {
        let pairs: StaticString =
            "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
        let table = pairs.utf8Start
        var position = destination + count
        var remaining = value
        while remaining >= 100 {
            // `remaining % 100` is below 100, so the table offsets stay within its 200 bytes.
            let pair = Int(truncatingIfNeeded: remaining % 100) &* 2
            remaining /= 100
            position -= 2
            position[0] = table[pair]
            position[1] = table[pair &+ 1]
        }
        if remaining >= 10 {
            let pair = Int(truncatingIfNeeded: remaining) &* 2
            position -= 2
            position[0] = table[pair]
            position[1] = table[pair &+ 1]
        } else {
            position -= 1
            position[0] = UInt8(truncatingIfNeeded: remaining) &+ UInt8(ascii: "0")
        }
    }
}
