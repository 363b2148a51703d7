/// The shortest decimal that reads back as a given binary floating-point value, and among the
/// shortest the closest to it (ties to an even last digit): the digits Swift's `description` prints.
///
/// This is Raffaello Giulietti's Schubfach algorithm ("The Schubfach way to render doubles",
/// 2020) without Java's rule of at least two digits. The value is `c × 2^q`; its rounding interval
/// reaches halfway to each neighbour, closed when `c` is even (a decimal on the boundary reads back
/// as the even neighbour), and is a quarter of a step shorter below a power of two. All arithmetic
/// is on 64-bit integers against a 126-bit power of ten from `scaledPowersOfTen`, and exact.
enum ShortestDecimal {
    /// Returns `digits` and `exponent` with `digits × 10^exponent` the shortest closest decimal of
    /// `significand × 2^binaryExponent`. `digits` may end in zeros.
    ///
    /// - Parameters:
    ///   - significand: `c`, positive and below 2^54.
    ///   - binaryExponent: `q`, between -1074 and 971.
    ///   - isBelowPowerOfTwo: Whether the next value below is a quarter step closer than the next
    ///     one above (`c` is the smallest normal significand and `q` not the smallest exponent).
    static func decompose(
        significand c: UInt64, binaryExponent q: Int, isBelowPowerOfTwo: Bool
    ) -> (digits: UInt64, exponent: Int) {
        // The interval in units of a quarter step: [cbl, cbr] around cb = 4c, inclusive if c is even.
        // c < 2^54 and q, k are small: every product and shift below stays in range.
        let out: UInt64 = c & 1
        let cb = c &<< 2
        let cbr = cb &+ 2
        let cbl: UInt64
        let k: Int
        if isBelowPowerOfTwo {
            cbl = cb &- 1
            k = floorLog10ThreeQuartersPow2(q)
        } else {
            cbl = cb &- 2
            k = floorLog10Pow2(q)
        }
        let h = q &+ floorLog2Pow10(0 &- k) &+ 2
        let row = 2 * (-k - smallestPowerOfTen)
        let g1 = scaledPowersOfTen[row]
        let g0 = scaledPowersOfTen[row + 1]
        // vb, vbl, vbr: 4c, 4cbl/4, 4cbr/4 scaled by 10^-k, rounded to odd (the last bit is sticky).
        let vb = roundToOdd(g1, g0, cb &<< h)
        let vbl = roundToOdd(g1, g0, cbl &<< h)
        let vbr = roundToOdd(g1, g0, cbr &<< h)
        let s = vb >> 2

        // At most one multiple of 10^(k+1) fits in the interval: if one does, it is the answer.
        let sp10 = s / 10 &* 10
        let tp10 = sp10 &+ 10
        let lowerTenIn = vbl &+ out <= sp10 &<< 2
        let upperTenIn = (tp10 &<< 2) &+ out <= vbr
        if lowerTenIn != upperTenIn {
            return (lowerTenIn ? sp10 : tp10, k)
        }
        // Otherwise s or s + 1 (times 10^k) is in, maybe both: then the closer one, ties to even.
        let t = s &+ 1
        let lowerIn = vbl &+ out <= s &<< 2
        let upperIn = (t &<< 2) &+ out <= vbr
        if lowerIn != upperIn {
            return (lowerIn ? s : t, k)
        }
        let middle = (s &+ t) &<< 1
        return (vb < middle || (vb == middle && s & 1 == 0) ? s : t, k)
    }

    /// The top 64 bits of `g × cp / 2^127` (g = g1 × 2^63 + g0), with the lowest bit set if any
    /// dropped bit was set.
    @inline(__always)
    private static func roundToOdd(_ g1: UInt64, _ g0: UInt64, _ cp: UInt64) -> UInt64 {
        let x1 = g0.multipliedFullWidth(by: cp).high
        let (y1, y0) = g1.multipliedFullWidth(by: cp)
        // g0, g1 < 2^63: y0 >> 1 and x1 are both below 2^63, so their sum fits.
        let z = (y0 >> 1) &+ x1
        let vbp = y1 &+ (z >> 63)
        let mask: UInt64 = (1 << 63) - 1
        return vbp | (((z & mask) &+ mask) >> 63)
    }

    /// floor(q × log10(2)), exact for |q| <= 5456721.
    @inline(__always)
    private static func floorLog10Pow2(_ q: Int) -> Int {
        (q &* 661_971_961_083) >> 41
    }

    /// floor(q × log10(2) + log10(3/4)), exact for |q| <= 5456721.
    @inline(__always)
    private static func floorLog10ThreeQuartersPow2(_ q: Int) -> Int {
        (q &* 661_971_961_083 &- 274_743_187_321) >> 41
    }

    /// floor(e × log2(10)), exact for |e| <= 1233.
    @inline(__always)
    private static func floorLog2Pow10(_ e: Int) -> Int {
        (e &* 913_124_641_741) >> 38
    }
}
