/// Strict UTF-8 checks that yajl lacks: its own check accepts overlong forms, encoded surrogates and
/// code points above U+10FFFF, and it turns unpaired `\u` surrogate escapes into `?` or into bytes
/// that are not UTF-8.
enum UTF8Validation {
    /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or `nil` when
    /// all of `bytes` is well-formed.
    @inline(__always)
    static func firstInvalidByte(in bytes: UnsafeRawBufferPointer) -> Int? {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        // ASCII fast path: most JSON strings are ASCII, so test eight bytes at a time.
        while index &+ 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { break }
            index &+= 8
        }
        while index < count {
            if base.load(fromByteOffset: index, as: UInt8.self) < 0x80 {
                index &+= 1
                continue
            }
            return firstInvalidByte_slowPath(base, count: count, from: index)
        }
        return nil
    }

    @inline(never)
    private static func firstInvalidByte_slowPath(
        _ base: UnsafeRawPointer, count: Int, from start: Int
    ) -> Int? {
        var index = start
        while index < count {
            let lead = base.load(fromByteOffset: index, as: UInt8.self)
            if lead < 0x80 {
                index &+= 1
                // Back to eight bytes at a time over ASCII runs between multi-byte characters.
                while index &+ 8 <= count,
                      base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index &+= 8
                }
                continue
            }
            guard let length = sequenceLength(base, count: count, at: index, lead: lead) else {
                return index
            }
            index &+= length
        }
        return nil
    }

    /// The length of the well-formed multi-byte sequence starting at `index`, or `nil`.
    /// Table 3-7 of the Unicode Standard: the second byte's range depends on the lead byte.
    private static func sequenceLength(
        _ base: UnsafeRawPointer, count: Int, at index: Int, lead: UInt8
    ) -> Int? {
        let length: Int
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondLow = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondHigh = 0x9F
        case 0xF0: length = 4; secondLow = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondHigh = 0x8F
        default: return nil
        }
        guard count - index >= length else { return nil }
        let second = base.load(fromByteOffset: index + 1, as: UInt8.self)
        guard second >= secondLow && second <= secondHigh else { return nil }
        for offset in 2..<length {
            let continuation = base.load(fromByteOffset: index + offset, as: UInt8.self)
            guard continuation & 0xC0 == 0x80 else { return nil }
        }
        return length
    }
}
