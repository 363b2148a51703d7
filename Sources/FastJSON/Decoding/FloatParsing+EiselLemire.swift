extension FloatParser {
    /// A rounded result before the sign is attached: the biased exponent field and the stored
    /// significand bits (implicit one removed) of the target format.
    struct BinaryValue: Equatable {
        var significand: UInt64
        var biasedExponent: Int
    }

    /// Rounds `significand × 10^exponent` to the nearest value of format `F`, ties to even.
    ///
    /// Eisel-Lemire as Lemire describes it ("Number Parsing at a Gigabyte per Second", 2021) and as
    /// fast_float implements it: normalize the significand, multiply it by a 128-bit truncation of
    /// 5^exponent, and read the rounded significand off the top bits. Mushtak and Lemire ("Fast Number
    /// Parsing Without Fallback", 2023) proved that with this table and a significand below 2^64 the
    /// result is always the correctly rounded one, so unlike the 2021 version there is no "cannot
    /// decide" outcome. A significand truncated from more than 19 digits is the caller's concern.
    static func eiselLemire<F: FloatParsingFormat>(
        _: F.Type, significand: UInt64, exponent: Int
    ) -> BinaryValue {
        let zero = BinaryValue(significand: 0, biasedExponent: 0)
        let infinity = BinaryValue(significand: 0, biasedExponent: F.infinitePower)
        if significand == 0 || exponent < F.smallestPowerOfTen {
            return zero
        }
        if exponent > F.largestPowerOfTen {
            return infinity
        }
        // From here exponent is within the table (smallestPowerOfFive...largestPowerOfFive), so the
        // Int arithmetic below involves only small numbers.

        let leadingZeros = significand.leadingZeroBitCount
        let normalized = significand << leadingZeros
        // One bit for the implicit one, one for rounding, one lost when the product's top bit is 0.
        let precision = F.explicitSignificandBits + 3
        let (productHigh, productLow) = productApproximation(normalized, exponent: exponent, precision: precision)

        let upperBit = Int(productHigh >> 63)
        let shift = upperBit + 64 - precision
        var mantissa = productHigh >> shift
        var power2 = binaryExponent(ofPowerOfTen: exponent) + upperBit - leadingZeros - F.minimumExponent

        if power2 <= 0 {
            // Subnormal, or zero after all.
            if -power2 + 1 >= 64 {
                return zero
            }
            mantissa >>= -power2 + 1
            // Round half up is right here: an exact tie needs a power of ten near 10^0, and subnormal
            // results need exponents far below that.
            mantissa += mantissa & 1
            mantissa >>= 1
            // Rounding up may have carried into the implicit bit: then it is the smallest normal value
            // (2.2250738585072013e-308 rounds like that).
            let biased = mantissa < UInt64(1) << F.explicitSignificandBits ? 0 : 1
            return BinaryValue(significand: mantissa & ~(UInt64(1) << F.explicitSignificandBits), biasedExponent: biased)
        }

        // Rounding up is right unless the decimal lies exactly halfway, which can only happen when
        // 5^exponent fits the product exactly and every bit shifted out was zero: then round to even.
        if productLow <= 1,
           exponent >= F.minExponentRoundToEven, exponent <= F.maxExponentRoundToEven,
           mantissa & 3 == 1,
           mantissa << shift == productHigh {
            mantissa &= ~1
        }
        mantissa += mantissa & 1
        mantissa >>= 1
        if mantissa >= UInt64(2) << F.explicitSignificandBits {
            // Rounding carried out of the significand: 1.111…1 became 10.000…0.
            mantissa = UInt64(1) << F.explicitSignificandBits
            power2 += 1
        }
        mantissa &= ~(UInt64(1) << F.explicitSignificandBits)
        if power2 >= F.infinitePower {
            return infinity
        }
        return BinaryValue(significand: mantissa, biasedExponent: power2)
    }

    /// The high 128 bits of `normalized × 5^exponent`, computing the second 64×64 product only when
    /// the bits below the needed `precision` are all ones and a carry from below could change them.
    @inline(__always)
    private static func productApproximation(
        _ normalized: UInt64, exponent: Int, precision: Int
    ) -> (high: UInt64, low: UInt64) {
        let index = 2 * (exponent - smallestPowerOfFive)
        var (high, low) = normalized.multipliedFullWidth(by: powersOfFive[index])
        let precisionMask = UInt64.max >> precision
        if high & precisionMask == precisionMask {
            let (secondHigh, _) = normalized.multipliedFullWidth(by: powersOfFive[index + 1])
            let (sum, carry) = low.addingReportingOverflow(secondHigh)
            low = sum
            if carry {
                // A product of two numbers below 2^64 is at most 2^128 - 2^65 + 1, so its high word
                // is at most UInt64.max - 1 and adding the carry cannot wrap.
                high &+= 1
            }
        }
        return (high, low)
    }

    /// floor(log2(10^q)) + 63, exact for |q| <= 1650 (Lemire 2021): 217706 / 2^16 approximates log2(10).
    @inline(__always)
    private static func binaryExponent(ofPowerOfTen q: Int) -> Int {
        ((217_706 &* q) >> 16) &+ 63  // |q| <= 342 here: no overflow.
    }
}
