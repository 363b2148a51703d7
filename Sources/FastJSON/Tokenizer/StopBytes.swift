#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// Copies sixteen bytes and finds the first of them that a scan must stop at: SSE2 on x86-64,
/// where it is always present, and eight bytes at a time in a general-purpose register elsewhere
/// (`Portable`, which tests check against it).
///
/// A document's skeleton copies a string with an escape a block at a time between escapes (see
/// `DocumentSkeleton`); with SSE2 a block costs far fewer instructions than two 64-bit words.
enum StopBytes {
    /// Copies the 16 bytes at `source` to `target`; returns the offset of the first that ends a
    /// run of string text (a quote, a backslash, a control character, or a byte above 0x7F when
    /// `stopsAtNonASCII`), or 16.
    @inline(__always)
    static func copyString(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, stopsAtNonASCII: Bool) -> Int {
        #if arch(x86_64)
        let block = _mm_loadu_si128(source.assumingMemoryBound(to: __m128i.self))
        _mm_storeu_si128(target.assumingMemoryBound(to: __m128i.self), block)
        let controls = _mm_set1_epi8(0x1F)
        let stops = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(block, _mm_set1_epi8(0x22)), _mm_cmpeq_epi8(block, _mm_set1_epi8(0x5C))),
            _mm_cmpeq_epi8(_mm_max_epu8(block, controls), controls))
        var mask = UInt32(truncatingIfNeeded: _mm_movemask_epi8(stops))
        if stopsAtNonASCII { mask |= UInt32(truncatingIfNeeded: _mm_movemask_epi8(block)) }
        return (mask | 0x1_0000).trailingZeroBitCount
        #else
        Portable.copyString(from: source, to: target, stopsAtNonASCII: stopsAtNonASCII)
        #endif
    }

    /// The same, eight bytes at a time in a 64-bit register. A borrow can mark a byte above a stop
    /// byte wrongly, never one below: the lowest mark is exact.
    enum Portable {
        private static let ones: UInt64 = 0x0101_0101_0101_0101
        private static let highs: UInt64 = 0x8080_8080_8080_8080

        @inline(__always)
        static func copyString(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, stopsAtNonASCII: Bool) -> Int {
            let nonASCII = stopsAtNonASCII ? highs : 0
            return firstStop(source, target) { word in
                let quotes = word ^ (ones &* 0x22), backslashes = word ^ (ones &* 0x5C)
                let marks = (quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes | (word &- ones &* 0x20) & ~word
                return marks & highs | word & nonASCII
            }
        }

        /// Copies two words; the offset of the first byte `marks` sets the high bit of, or 16.
        @inline(__always)
        private static func firstStop(
            _ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, _ marks: (UInt64) -> UInt64
        ) -> Int {
            let low = source.loadUnaligned(as: UInt64.self), high = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            target.storeBytes(of: low, as: UInt64.self)
            target.storeBytes(of: high, toByteOffset: 8, as: UInt64.self)
            let lowMarks = marks(UInt64(littleEndian: low))
            if lowMarks != 0 { return lowMarks.trailingZeroBitCount &>> 3 }
            return 8 &+ marks(UInt64(littleEndian: high)).trailingZeroBitCount &>> 3
        }
    }
}
