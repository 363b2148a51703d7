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

    /// 10^0 through 10^19, as literals: an array computed at start-up would be read through a
    /// `swift_once` check on every number.
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000,
        1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// Writes the `count` (its digit count) decimal digits of `value` at `destination`: eight per
    /// step while more than eight are left, then two per step.
    static func writeDigits(_ value: UInt64, count: Int, at destination: UnsafeMutablePointer<UInt8>) {
        // The digits are written backwards from `destination + count`: fewer would write before it.
        assert(count >= decimalDigitCount(value), "more digits than the room for them")
        var position = destination + count
        var remaining = value
        while remaining >= 10_000_000 {
            let (high, low) = remaining.quotientAndRemainder(dividingBy: 100_000_000)
            position -= 8
            UnsafeMutableRawPointer(position).storeBytes(of: eightDigits(UInt32(truncatingIfNeeded: low)).littleEndian, as: UInt64.self)
            remaining = high
            if remaining == 0 { return }
        }
        let pairs: StaticString =
            "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
        let table = pairs.utf8Start
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

    /// The eight ASCII digits of `value` (below 10^8, with leading zeros), the first in the lowest
    /// byte: split into halves of four digits, then pairs, then digits, every lane at once.
    @inline(__always)
    static func eightDigits(_ value: UInt32) -> UInt64 {
        let (upper, lower) = value.quotientAndRemainder(dividingBy: 10_000)
        var lanes = UInt64(upper) | UInt64(lower) << 32
        // Each 32-bit lane is below 10^4: (v × 5243) >> 19 is v / 100 there, and stays in the lane.
        let hundreds = ((lanes &* 5243) >> 19) & 0x0000_007F_0000_007F
        lanes = hundreds | (lanes &- hundreds &* 100) << 16
        // Each 16-bit lane is below 100: (v × 103) >> 10 is v / 10 there.
        let tens = ((lanes &* 103) >> 10) & 0x000F_000F_000F_000F
        lanes = tens | (lanes &- tens &* 10) << 8
        return lanes | 0x3030_3030_3030_3030
    }
}
