extension FloatParser {
    /// JSON number text reduced to `significand × 10^exponent`, keeping at most 19 significant digits
    /// (the most that always fit a `UInt64`).
    struct DecimalLiteral {
        /// The first (at most 19) significant digits as an integer.
        var significand: UInt64
        /// The power of ten that scales `significand`, saturated far beyond any finite result so that
        /// absurd exponents (`1e99999999999999999999`) or millions of digits cannot overflow an `Int`.
        var exponent: Int
        var isNegative: Bool
        /// More than 19 significant digits, and a non-zero one was dropped: the value lies strictly
        /// between `significand` and `significand + 1` (times 10^exponent).
        var isTruncated: Bool

        /// The most significant digits `significand` keeps: 10^19 - 1 < 2^64.
        static let maxSignificantDigits = 19

        /// Scans `text`, which should match the JSON number grammar. Text that does not stops the scan
        /// at the first unexpected byte; nothing reads outside `text`.
        ///
        /// Inlined: returning the struct from a call costs a measurable share of each number's
        /// parse.
        @inline(__always)
        init(scanning text: UnsafeRawBufferPointer) {
            let count = text.count
            var index = 0
            isNegative = false
            if index < count && text[index] == asciiMinus {
                isNegative = true
                index += 1
            }

            // Digits accumulate with wrapping arithmetic; with more than 19 of them the wrapped value
            // is discarded and `rescan` starts over.
            var digits: UInt64 = 0
            let integerStart = index
            while index < count, case let digit = text[index] &- asciiZero, digit < 10 {
                digits = digits &* 10 &+ UInt64(digit)
                index += 1
            }
            let integerDigitCount = index - integerStart

            var fractionDigitCount = 0
            if index < count && text[index] == asciiDot {
                index += 1
                let fractionStart = index
                // Eight digits per step: coordinates and prices often have 8 to 17 fraction digits.
                // `count - index` cannot overflow: 0 <= index <= count.
                while count - index >= 8 {
                    let chunk = UInt64(littleEndian: text.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    guard Self.isEightDigits(chunk) else { break }
                    digits = digits &* 100_000_000 &+ Self.valueOfEightDigits(chunk)
                    index += 8
                }
                while index < count, case let digit = text[index] &- asciiZero, digit < 10 {
                    digits = digits &* 10 &+ UInt64(digit)
                    index += 1
                }
                fractionDigitCount = index - fractionStart
            }

            let explicitExponent = Self.scanExponent(text, from: index)

            // Both counts are at most `count`, and `count` bytes exist in memory, so the sum fits.
            let digitCount = integerDigitCount + fractionDigitCount
            if digitCount <= Self.maxSignificantDigits {
                significand = digits
                // |explicitExponent| < 10 × 2^59 < 2^63 - 19 and fractionDigitCount <= 19: no overflow.
                exponent = explicitExponent - fractionDigitCount
                isTruncated = false
            } else {
                (significand, exponent, isTruncated) = Self.rescan(
                    text, integerStart: integerStart, integerDigitCount: integerDigitCount,
                    fractionDigitCount: fractionDigitCount, explicitExponent: explicitExponent)
            }
        }

        /// Reads an optional `e`/`E` exponent at `start`. Digits stop counting once the magnitude
        /// reaches 2^59, far past any exponent that still changes the result, so a thousand-digit
        /// exponent cannot overflow; 10 × (2^59 - 1) + 9 < 2^63 keeps each step in range.
        @inline(__always)
        private static func scanExponent(_ text: UnsafeRawBufferPointer, from start: Int) -> Int {
            let count = text.count
            var index = start
            guard index < count, text[index] | 0x20 == asciiLowercaseE else { return 0 }
            index += 1
            var isNegative = false
            if index < count, text[index] == asciiMinus || text[index] == asciiPlus {
                isNegative = text[index] == asciiMinus
                index += 1
            }
            var magnitude = 0
            while index < count, case let digit = text[index] &- asciiZero, digit < 10 {
                if magnitude < 1 << 59 {
                    magnitude = magnitude &* 10 &+ Int(digit)
                }
                index += 1
            }
            return isNegative ? -magnitude : magnitude
        }

        /// The slow half of scanning, for more than 19 digits: skips leading zeros, keeps the first 19
        /// significant digits, and notes whether any dropped digit is non-zero.
        @inline(never)
        private static func rescan(
            _ text: UnsafeRawBufferPointer, integerStart: Int, integerDigitCount: Int,
            fractionDigitCount: Int, explicitExponent: Int
        ) -> (significand: UInt64, exponent: Int, isTruncated: Bool) {
            // The integer digits, then the fraction digits, as one run of digit positions.
            let fractionStart = integerStart + integerDigitCount + 1
            let digitCount = integerDigitCount + fractionDigitCount
            func digit(at position: Int) -> UInt8 {
                let offset = position < integerDigitCount
                    ? integerStart + position
                    : fractionStart + (position - integerDigitCount)
                return text[offset] &- asciiZero
            }

            var position = 0
            while position < digitCount && digit(at: position) == 0 {
                position += 1
            }
            var significand: UInt64 = 0
            var kept = 0
            while position < digitCount && kept < maxSignificantDigits {
                // At most 19 digits: below 10^19 < 2^64.
                significand = significand &* 10 &+ UInt64(digit(at: position))
                position += 1
                kept += 1
            }
            // The kept digits end at `position`: the value is `significand` × 10^(explicitExponent +
            // integerDigitCount - position), plus whatever the remaining digits add.
            let keptEnd = position
            var isTruncated = false
            while position < digitCount {
                if digit(at: position) != 0 {
                    isTruncated = true
                    break
                }
                position += 1
            }
            // Both terms of the difference lie in 0...text.count, so it cannot overflow; the sum with
            // the explicit exponent saturates. Saturating is exact in effect: the explicit exponent
            // was capped near 2^59 and text.count is far below that on any real machine, so the sign
            // and the "far beyond any finite result" magnitude survive.
            let exponent = saturatingAdd(explicitExponent, integerDigitCount - keptEnd)
            return (significand, exponent, isTruncated)
        }

        /// `a + b`, clamped to `Int`'s range instead of trapping.
        @inline(__always)
        private static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
            let (sum, overflow) = a.addingReportingOverflow(b)
            if overflow {
                return b < 0 ? .min : .max
            }
            return sum
        }

        /// Whether all eight bytes of `chunk` are ASCII digits (the SWAR test from simdjson).
        @inline(__always)
        private static func isEightDigits(_ chunk: UInt64) -> Bool {
            ((chunk &+ 0x4646_4646_4646_4646) | (chunk &- 0x3030_3030_3030_3030)) & 0x8080_8080_8080_8080 == 0
        }

        /// The value of eight ASCII digits, the first in the lowest byte, in three multiplies.
        @inline(__always)
        private static func valueOfEightDigits(_ chunk: UInt64) -> UInt64 {
            var value = chunk &- 0x3030_3030_3030_3030
            value = (value &* 10) &+ (value >> 8)  // pairs of digits in every other byte
            let mask: UInt64 = 0x0000_00FF_0000_00FF
            let multiplier1: UInt64 = 100 &+ (1_000_000 << 32)
            let multiplier2: UInt64 = 1 &+ (10_000 << 32)
            value = (((value & mask) &* multiplier1) &+ (((value >> 16) & mask) &* multiplier2)) >> 32
            return value & 0xFFFF_FFFF
        }
    }
}

private let asciiZero = UInt8(ascii: "0")
private let asciiMinus = UInt8(ascii: "-")
private let asciiPlus = UInt8(ascii: "+")
private let asciiDot = UInt8(ascii: ".")
private let asciiLowercaseE = UInt8(ascii: "e")
