/// Sebastiano Vigna's SplitMix64: a small generator whose output is fixed by its seed, so that
/// generated corpus files and random tests come out the same on every run.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// A value in `0..<bound` by plain modulo, whose result no library version can change (the
    /// bias is irrelevant for test data).
    mutating func next(below bound: UInt64) -> UInt64 { next() % bound }

    /// Lowercase letters.
    mutating func word(length: Int) -> String {
        String((0..<length).map { _ in Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(next(below: 26)))) })
    }
}
