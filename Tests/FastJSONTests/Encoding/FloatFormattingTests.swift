import CorpusModels
import Foundation
import Testing
@testable import FastJSON

/// The float formatter against the standard library: the text must be `description` with a trailing
/// `.0` dropped, for random bit patterns (every exponent), random values near powers of ten and two,
/// and the edges.
@Suite("Float formatting")
struct FloatFormattingTests {
    @Test func doublesFromRandomBits() {
        var generator = SplitMix64(seed: 0xD0_0B1E)
        for _ in 0..<2_000_000 {
            expectDescription(Double(bitPattern: generator.next()))
        }
    }

    @Test func floatsFromRandomBits() {
        var generator = SplitMix64(seed: 0xF10A7_5EED)
        for _ in 0..<2_000_000 {
            expectDescription(Float(bitPattern: UInt32(truncatingIfNeeded: generator.next())))
        }
    }

    @Test func valuesNearPowersOfTenAndTwo() {
        var generator = SplitMix64(seed: 0x10_2)
        for exponent in -330...310 {
            guard let power = Double("1e\(exponent)") else { continue }
            var value = power
            var below = power
            for _ in 0..<50 {
                expectDescription(value)
                expectDescription(below)
                expectDescription(Float(value))
                value = value.nextUp
                below = below.nextDown
            }
            let random = Double(generator.next() % 1_000_000_000_000_000) * power / 1e15
            expectDescription(random)
            expectDescription(Float(random))
        }
        for exponent in -1074...1023 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            for value in [power, power.nextUp, power.nextDown, -power] { expectDescription(value) }
        }
        for exponent in -149...127 {
            let power = Float(sign: .plus, exponent: exponent, significand: 1)
            for value in [power, power.nextUp, power.nextDown, -power] { expectDescription(value) }
        }
    }

    @Test func shortDecimalsAndIntegers() {
        var generator = SplitMix64(seed: 0xDEC1_3A15)
        for _ in 0..<300_000 {
            let digits = Double(generator.next() % 100_000_000)
            let scale = Double("1e\(Int(generator.next() % 40) - 20)") ?? 1
            expectDescription(digits * scale)
            expectDescription(digits / scale)
            expectDescription(Float(digits * scale))
            expectDescription(Double(Int64(bitPattern: generator.next()) >> (generator.next() % 64)))
        }
    }

    @Test func edges() {
        let doubles: [Double] = [
            0, -0.0, 1, -1, 0.1, 1e15, 1e16, 0x1p53, 0x1p53.nextUp, 0x1p53.nextDown, 0x1p54, 1e-4, 1e-5,
            0.00012, 1.5e-5, .leastNonzeroMagnitude, .leastNormalMagnitude, .leastNormalMagnitude.nextDown,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0x1p53 + 2, 123456789012345683968,
            .leastNonzeroMagnitude * 2, .leastNonzeroMagnitude * 3, 1e23, 8.41e21, 0x1p-1030,
            1.7976931348623157e308, 0.3, 2.5e-8, 100, 1234567, 12345678901234567168,
        ]
        for value in doubles { expectDescription(value); expectDescription(-value) }
        let floats: [Float] = [
            0, -0.0, 1, 1e7, 1e8, 16777216, 16777218, 33554432, 1e-4, 1e-5, 1e-7, 0.1, .greatestFiniteMagnitude,
            .leastNonzeroMagnitude, .leastNormalMagnitude, .leastNormalMagnitude.nextDown, 123456.7, 8388608, 1.5e10,
        ]
        for value in floats { expectDescription(value); expectDescription(-value) }
    }

    private func expectDescription<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) {
        guard value.isFinite else { return }
        var buffer = OutputBuffer(capacity: 64)
        buffer.appendFinite(value)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == foundationText(value.description),
                "\(value) \(F.self)")
    }

    /// What Foundation's encoder writes: the description without a trailing `.0`.
    private func foundationText(_ description: String) -> String {
        description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }
}
