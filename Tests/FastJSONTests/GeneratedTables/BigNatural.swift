/// A natural number of any size, with just the arithmetic the table generator needs: products by a
/// small factor, shifts, and the floor of a power of two divided by a number. Little-endian 64-bit
/// words with no high zero word, so two equal numbers have equal words.
struct BigNatural: Equatable, Comparable {
    private(set) var words: [UInt64]

    init(_ value: UInt64) {
        words = value == 0 ? [] : [value]
    }

    private init(words: [UInt64]) {
        self.words = words
        while self.words.last == 0 { self.words.removeLast() }
    }

    /// 2^exponent.
    static func powerOfTwo(_ exponent: Int) -> BigNatural {
        var words = [UInt64](repeating: 0, count: exponent / 64 + 1)
        words[exponent / 64] = 1 << UInt64(exponent % 64)
        return BigNatural(words: words)
    }

    /// base^exponent, by repeated products.
    static func power(_ base: UInt64, _ exponent: Int) -> BigNatural {
        var result = BigNatural(1)
        for _ in 0..<exponent { result = result.multiplied(by: base) }
        return result
    }

    /// The number of bits up to and including the highest set one; 0 for zero.
    var bitWidth: Int {
        guard let top = words.last else { return 0 }
        return words.count * 64 - top.leadingZeroBitCount
    }

    /// The low 64 bits.
    var low64: UInt64 { words.first ?? 0 }

    func multiplied(by factor: UInt64) -> BigNatural {
        var result: [UInt64] = []
        var carry: UInt64 = 0
        for word in words {
            let (high, low) = word.multipliedFullWidth(by: factor)
            let (sum, overflow) = low.addingReportingOverflow(carry)
            result.append(sum)
            carry = high + (overflow ? 1 : 0)
        }
        result.append(carry)
        return BigNatural(words: result)
    }

    func adding(_ value: UInt64) -> BigNatural {
        var result = words
        var carry = value
        var index = 0
        while carry != 0 {
            if index == result.count { result.append(0) }
            let (sum, overflow) = result[index].addingReportingOverflow(carry)
            result[index] = sum
            carry = overflow ? 1 : 0
            index += 1
        }
        return BigNatural(words: result)
    }

    func subtracting(_ other: BigNatural) -> BigNatural {
        precondition(other <= self)
        var result = words
        var borrow: UInt64 = 0
        for index in result.indices {
            let subtrahend = index < other.words.count ? other.words[index] : 0
            let (first, overflow1) = result[index].subtractingReportingOverflow(subtrahend)
            let (second, overflow2) = first.subtractingReportingOverflow(borrow)
            result[index] = second
            borrow = (overflow1 || overflow2) ? 1 : 0
        }
        return BigNatural(words: result)
    }

    static func << (value: BigNatural, shift: Int) -> BigNatural {
        guard shift > 0, !value.words.isEmpty else { return value }
        let wordShift = shift / 64
        let bitShift = UInt64(shift % 64)
        var result = [UInt64](repeating: 0, count: wordShift)
        var carry: UInt64 = 0
        for word in value.words {
            result.append(bitShift == 0 ? word : (word << bitShift) | carry)
            carry = bitShift == 0 ? 0 : word >> (64 - bitShift)
        }
        result.append(carry)
        return BigNatural(words: result)
    }

    static func >> (value: BigNatural, shift: Int) -> BigNatural {
        guard shift > 0 else { return value }
        let wordShift = shift / 64
        guard wordShift < value.words.count else { return BigNatural(0) }
        let bitShift = UInt64(shift % 64)
        var result: [UInt64] = []
        for index in wordShift..<value.words.count {
            let next = index + 1 < value.words.count ? value.words[index + 1] : 0
            result.append(bitShift == 0 ? value.words[index] : (value.words[index] >> bitShift) | (next << (64 - bitShift)))
        }
        return BigNatural(words: result)
    }

    /// floor(2^exponent / divisor), by binary long division: one quotient bit per bit of the dividend.
    static func floorOfPowerOfTwo(_ exponent: Int, dividedBy divisor: BigNatural) -> BigNatural {
        precondition(divisor != BigNatural(0))
        var quotientBits: [Bool] = []
        var remainder = BigNatural(0)
        for position in stride(from: exponent, through: 0, by: -1) {
            remainder = remainder << 1
            if position == exponent { remainder = remainder.adding(1) }
            let fits = remainder >= divisor
            if fits { remainder = remainder.subtracting(divisor) }
            quotientBits.append(fits)
        }
        var quotient = [UInt64](repeating: 0, count: quotientBits.count / 64 + 1)
        for (index, bit) in quotientBits.reversed().enumerated() where bit {
            quotient[index / 64] |= 1 << UInt64(index % 64)
        }
        return BigNatural(words: quotient)
    }

    static func < (lhs: BigNatural, rhs: BigNatural) -> Bool {
        if lhs.words.count != rhs.words.count { return lhs.words.count < rhs.words.count }
        for index in lhs.words.indices.reversed() where lhs.words[index] != rhs.words[index] {
            return lhs.words[index] < rhs.words[index]
        }
        return false
    }
}
