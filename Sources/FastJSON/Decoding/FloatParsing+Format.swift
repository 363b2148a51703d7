/// What the float parser needs to know about a binary format: its IEEE 754 layout, the limits of
/// Clinger's fast path, and how Eisel-Lemire's result becomes a value.
protocol FloatParsingFormat: BinaryFloatingPoint {
    /// Stored significand bits, without the implicit leading one: 52 for `Double`, 23 for `Float`.
    static var explicitSignificandBits: Int { get }
    /// The exponent bias, negated, minus one (`-1023`, `-127`): adding it to a binary exponent gives
    /// the biased exponent field.
    static var minimumExponent: Int { get }
    /// The biased exponent field of infinity.
    static var infinitePower: Int { get }
    /// Below 10^this, every 19-digit significand rounds to zero.
    static var smallestPowerOfTen: Int { get }
    /// Above 10^this, every non-zero significand rounds to infinity.
    static var largestPowerOfTen: Int { get }
    /// The decimal exponents where a product can fall exactly halfway between two values (5^q must
    /// fit in 64 bits, and for q < 0 only a few such cases exist); outside them ties cannot happen.
    static var minExponentRoundToEven: Int { get }
    static var maxExponentRoundToEven: Int { get }

    /// The largest power of ten that is exact in this format, and the largest exactly representable
    /// integer: Clinger's fast path works within both.
    static var maxExactPowerOfTen: Int { get }
    static var maxExactInteger: UInt64 { get }

    /// 10^exponent, exactly; `exponent` is in `0...maxExactPowerOfTen`.
    static func exactPowerOfTen(_ exponent: Int) -> Self

    /// Assembles the value with the given sign from Eisel-Lemire's biased exponent and significand.
    init(bits: FloatParser.BinaryValue, negative: Bool)

    /// The C library's answer for `text`, for the rare inputs the fast tiers cannot decide.
    static func _slowpath_parse(_ text: UnsafeRawBufferPointer) -> Self
}

extension FloatParsingFormat {
    /// Clinger's fast path: when the significand and 10^|exponent| are both exact in the format, the
    /// one multiply or divide IEEE arithmetic does is correctly rounded, so it is the answer.
    /// Returns nil when the decimal is outside that range. Needs round-to-nearest arithmetic without
    /// excess precision, which Swift guarantees on every platform it targets.
    @inline(__always)
    static func clingerFastPath(_ decimal: FloatParser.DecimalLiteral) -> Self? {
        guard decimal.significand <= maxExactInteger,
              decimal.exponent >= -maxExactPowerOfTen, decimal.exponent <= maxExactPowerOfTen
        else { return nil }
        let significand = Self(decimal.significand)  // exact: at most maxExactInteger
        let value = decimal.exponent < 0
            ? significand / exactPowerOfTen(-decimal.exponent)
            : significand * exactPowerOfTen(decimal.exponent)
        return decimal.isNegative ? -value : value
    }
}

extension Double: FloatParsingFormat {
    static var explicitSignificandBits: Int { 52 }
    static var minimumExponent: Int { -1023 }
    static var infinitePower: Int { 0x7FF }
    // Double's range is the whole table's (see `FloatParser.smallestPowerOfFive`).
    static var smallestPowerOfTen: Int { FloatParser.smallestPowerOfFive }
    static var largestPowerOfTen: Int { FloatParser.largestPowerOfFive }
    static var minExponentRoundToEven: Int { -4 }
    static var maxExponentRoundToEven: Int { 23 }
    static var maxExactPowerOfTen: Int { 22 }
    static var maxExactInteger: UInt64 { 1 << 53 }

    static func exactPowerOfTen(_ exponent: Int) -> Double {
        exactPowersOfTen[exponent]
    }

    init(bits: FloatParser.BinaryValue, negative: Bool) {
        // `bits.significand` < 2^52 and `bits.biasedExponent` <= 0x7FF by construction.
        let pattern = bits.significand | UInt64(truncatingIfNeeded: bits.biasedExponent) << 52
        self.init(bitPattern: negative ? pattern | 1 << 63 : pattern)
    }
}

extension Float: FloatParsingFormat {
    static var explicitSignificandBits: Int { 23 }
    static var minimumExponent: Int { -127 }
    static var infinitePower: Int { 0xFF }
    static var smallestPowerOfTen: Int { -64 }
    static var largestPowerOfTen: Int { 38 }
    static var minExponentRoundToEven: Int { -17 }
    static var maxExponentRoundToEven: Int { 10 }
    static var maxExactPowerOfTen: Int { 10 }
    static var maxExactInteger: UInt64 { 1 << 24 }

    static func exactPowerOfTen(_ exponent: Int) -> Float {
        exactFloatPowersOfTen[exponent]
    }

    init(bits: FloatParser.BinaryValue, negative: Bool) {
        // `bits.significand` < 2^23 and `bits.biasedExponent` <= 0xFF by construction.
        let pattern = UInt32(truncatingIfNeeded: bits.significand)
            | UInt32(truncatingIfNeeded: bits.biasedExponent) << 23
        self.init(bitPattern: negative ? pattern | 1 << 31 : pattern)
    }
}

/// 10^0 through 10^22, every one exact in a `Double` (5^22 < 2^53).
private let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

/// 10^0 through 10^10, every one exact in a `Float` (5^10 < 2^24).
private let exactFloatPowersOfTen: [Float] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
]
