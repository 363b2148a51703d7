/// Strict UTF-8 checks that yajl lacks: its own check accepts overlong forms, encoded surrogates and
/// code points above U+10FFFF, and it turns unpaired `\u` surrogate escapes into `?` or into bytes
/// that are not UTF-8.
enum UTF8Validation {
    enum Outcome {
        case ascii
        case wellFormed
        /// The offset of the first byte that does not start a well-formed sequence.
        case invalid(at: Int)
    }

    /// Whether `bytes` is well-formed UTF-8, and whether it is even plain ASCII (which key lookups
    /// want to know, and which costs nothing more to learn here).
    @inline(__always)
    static func validate(_ bytes: UnsafeRawBufferPointer) -> Outcome {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return .ascii }
        var index = 0
        while index &+ 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { break }
            index &+= 8
        }
        // The last few bytes four, two and one at a time: most keys and strings are shorter than
        // eight bytes, and a byte loop would be most of their check.
        if index &+ 4 <= count, base.loadUnaligned(fromByteOffset: index, as: UInt32.self) & 0x8080_8080 == 0 {
            index &+= 4
        }
        if index &+ 2 <= count, base.loadUnaligned(fromByteOffset: index, as: UInt16.self) & 0x8080 == 0 {
            index &+= 2
        }
        if index < count, base.load(fromByteOffset: index, as: UInt8.self) < 0x80 {
            index &+= 1
        }
        guard index < count else { return .ascii }
        return firstInvalidByte_slowPath(base, count: count, from: index).map { .invalid(at: $0) } ?? .wellFormed
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or `nil` when
    /// all of `bytes` is well-formed.
    @inline(__always)
    static func firstInvalidByte(in bytes: UnsafeRawBufferPointer) -> Int? {
        if case .invalid(let offset) = validate(bytes) { return offset }
        return nil
    }

    @inline(never)
    private static func firstInvalidByte_slowPath(
        _ base: UnsafeRawPointer, count: Int, from start: Int
    ) -> Int? {
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        var index = start
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index &+= 1
                // Back to eight bytes at a time over ASCII runs between multi-byte characters.
                while index &+ 8 <= count,
                      base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index &+= 8
                }
                continue
            }
            // Table 3-7 of the Unicode Standard: the second byte's range depends on the lead byte.
            if lead < 0xE0 {
                guard lead >= 0xC2, index &+ 1 < count, bytes[index &+ 1] & 0xC0 == 0x80 else { return index }
                index &+= 2
            } else if lead < 0xF0 {
                let runStart = index
                index = afterThreeByteRun(base, count: count, from: index)
                if index != runStart { continue }
                guard index &+ 2 < count else { return index }
                let second = bytes[index &+ 1]
                let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
                let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
                guard second >= low, second <= high, bytes[index &+ 2] & 0xC0 == 0x80 else { return index }
                index &+= 3
            } else {
                guard lead <= 0xF4, index &+ 3 < count else { return index }
                let second = bytes[index &+ 1]
                let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
                let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
                guard second >= low, second <= high,
                      bytes[index &+ 2] & 0xC0 == 0x80, bytes[index &+ 3] & 0xC0 == 0x80 else { return index }
                index &+= 4
            }
        }
        return nil
    }

    /// Past the well-formed three-byte characters from `start`, checked two per 64-bit load, then
    /// one per 32-bit load (each load takes a byte or two past them, so the last character of a
    /// text is left to the byte checks). Runs of them are most non-ASCII text in the corpus (CJK in
    /// twitter.json), where the byte checks cost several times the instructions.
    @inline(__always)
    private static func afterThreeByteRun(_ base: UnsafeRawPointer, count: Int, from start: Int) -> Int {
        var index = start
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            guard word & 0xC0C0_F0C0_C0F0 == 0x8080_E080_80E0,
                  isThreeByteRangeValid(UInt32(truncatingIfNeeded: word)),
                  isThreeByteRangeValid(UInt32(truncatingIfNeeded: word >> 24)) else { break }
            index &+= 6
        }
        while index &+ 4 <= count {
            let word = UInt32(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt32.self))
            guard word & 0x00C0_C0F0 == 0x0080_80E0, isThreeByteRangeValid(word) else { break }
            index &+= 3
        }
        return index
    }

    /// Whether a three-byte form (first byte lowest in `word`, already 1110xxxx 10xxxxxx 10xxxxxx)
    /// is in range: by the lead's low bits and the second byte's 0x20 bit, E0 with 80...9F is an
    /// overlong form and ED with A0...BF an encoded surrogate.
    @inline(__always)
    private static func isThreeByteRangeValid(_ word: UInt32) -> Bool {
        let rangeBits = word & 0x200F
        return rangeBits != 0x0000 && rangeBits != 0x200D
    }
}
