#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// What each of 64 bytes is, one bit per byte (bit `i` for the byte at offset `i`): what
/// `DocumentSkeleton` needs to tell strings, whitespace and the rest of a document apart with
/// arithmetic on words instead of a branch per byte. SSE2 on x86-64, where it is always present,
/// and eight bytes at a time in a general-purpose register elsewhere (`Portable`, which tests
/// check against it).
struct ByteClasses {
    /// `"`.
    var quotes: UInt64 = 0
    /// `\`.
    var backslashes: UInt64 = 0
    /// JSON's whitespace: space, tab, line feed and carriage return.
    var whitespace: UInt64 = 0
    /// Bytes below 0x20, whitespace's tab, line feed and carriage return among them.
    var controls: UInt64 = 0
    /// Bytes above 0x7F.
    var nonASCII: UInt64 = 0
    /// `{`, `}`, `[`, `]`, `,` and `:`.
    var punctuation: UInt64 = 0

    /// The classes of the 64 bytes at `bytes`.
    @inline(__always)
    init(of bytes: UnsafeRawPointer) {
        #if arch(x86_64)
        for block in 0..<4 {
            let shift = UInt64(truncatingIfNeeded: block &* 16)
            let bytes = _mm_loadu_si128((bytes + block &* 16).assumingMemoryBound(to: __m128i.self))
            func bits(_ marks: __m128i) -> UInt64 {
                UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: _mm_movemask_epi8(marks))) &<< shift
            }
            func equal(_ byte: UInt8) -> __m128i { _mm_cmpeq_epi8(bytes, _mm_set1_epi8(CChar(bitPattern: byte))) }
            let belowSpace = _mm_set1_epi8(0x1F)
            // `[` and `]` are `{` and `}` with bit 5 clear.
            let braces = _mm_or_si128(bytes, _mm_set1_epi8(0x20))
            quotes |= bits(equal(0x22))
            backslashes |= bits(equal(0x5C))
            whitespace |= bits(_mm_or_si128(_mm_or_si128(equal(0x20), equal(0x0A)), _mm_or_si128(equal(0x0D), equal(0x09))))
            controls |= bits(_mm_cmpeq_epi8(_mm_max_epu8(bytes, belowSpace), belowSpace))
            nonASCII |= bits(bytes)
            punctuation |= bits(_mm_or_si128(
                _mm_or_si128(_mm_cmpeq_epi8(braces, _mm_set1_epi8(0x7B)), _mm_cmpeq_epi8(braces, _mm_set1_epi8(0x7D))),
                _mm_or_si128(equal(0x2C), equal(0x3A))))
        }
        #else
        self = Portable.classes(of: bytes)
        #endif
    }

    /// No byte in any class: what `Portable` fills in.
    private init() {}

    /// The same, a word of eight bytes at a time; each test is exact in every byte (no borrow
    /// crosses from one byte into the next).
    enum Portable {
        private static let ones: UInt64 = 0x0101_0101_0101_0101
        private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        private static let highs: UInt64 = 0x8080_8080_8080_8080

        /// The classes of the 64 bytes at `bytes`.
        static func classes(of bytes: UnsafeRawPointer) -> ByteClasses {
            var classes = ByteClasses()
            for word in 0..<8 {
                let shift = UInt64(truncatingIfNeeded: word &* 8)
                let bytes = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: word &* 8, as: UInt64.self))
                func bits(_ marks: UInt64) -> UInt64 { gathered(marks) &<< shift }
                func equal(_ byte: UInt8) -> UInt64 { equalMarks(bytes, byte) }
                let braces = bytes | ones &* 0x20
                classes.quotes |= bits(equal(0x22))
                classes.backslashes |= bits(equal(0x5C))
                classes.whitespace |= bits(equal(0x20) | equal(0x0A) | equal(0x0D) | equal(0x09))
                // Below 0x20: adding 0x60 to the low seven bits leaves the high bit clear.
                classes.controls |= bits(~((bytes & lows) &+ ones &* 0x60) & ~bytes & highs)
                classes.nonASCII |= bits(bytes & highs)
                classes.punctuation |= bits(equalMarks(braces, 0x7B) | equalMarks(braces, 0x7D) | equal(0x2C) | equal(0x3A))
            }
            return classes
        }

        /// The high bit of each byte of `word` that is `byte`.
        @inline(__always)
        private static func equalMarks(_ word: UInt64, _ byte: UInt8) -> UInt64 {
            let differences = word ^ ones &* UInt64(byte)
            return ~(((differences & lows) &+ lows) | differences) & highs
        }

        /// The high bits of the eight bytes of `marks`, as the low eight bits.
        @inline(__always)
        private static func gathered(_ marks: UInt64) -> UInt64 {
            ((marks &>> 7) &* 0x0102_0408_1020_4080) &>> 56
        }
    }
}
