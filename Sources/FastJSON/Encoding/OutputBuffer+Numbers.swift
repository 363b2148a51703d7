extension OutputBuffer {
    /// Writes a finite Double as Foundation does: its `description` (Swift's shortest round-trip
    /// form) without a trailing `.0`. Most descriptions fit a small string, which allocates nothing.
    @inline(__always)
    mutating func appendFinite(_ value: Double) {
        appendFloatDescription(value.description)
    }

    /// Writes a finite Float as Foundation does: its `description` without a trailing `.0`.
    @inline(__always)
    mutating func appendFinite(_ value: Float) {
        appendFloatDescription(value.description)
    }

    @inline(__always)
    private mutating func appendFloatDescription(_ description: String) {
        var text = description
        text.withUTF8 { utf8 in
            let length = utf8.count
            let isIntegral = length >= 2 && utf8[length &- 2] == UInt8(ascii: ".") && utf8[length &- 1] == UInt8(ascii: "0")
            append(UnsafeRawBufferPointer(start: utf8.baseAddress, count: isIntegral ? length &- 2 : length))
        }
    }

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
        var digitCount = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            digitCount &+= 1
        }
        let start = reserve(digitCount)
        let pairs: StaticString =
            "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
        let table = pairs.utf8Start
        var position = start + digitCount
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
        count &+= digitCount
    }
}
