import Foundation
import Testing

@testable import FastJSON

/// The committed power tables are what `PowerTables` computes: entry by entry against the arrays
/// the library uses, then the files' whole text. With FASTJSON_REGENERATE_TABLES=1 in the
/// environment (`scripts/generate-tables`) the files are written from the generator instead.
@Suite struct GeneratedTableTests {
    static let sources = TestResources.testsDirectory
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Sources/FastJSON")

    static let regenerates = ProcessInfo.processInfo.environment["FASTJSON_REGENERATE_TABLES"] == "1"

    @Test func powersOfFiveMatchTheGenerator() throws {
        #expect(FloatParser.smallestPowerOfFive == PowerTables.powerOfFiveRange.lowerBound)
        #expect(FloatParser.largestPowerOfFive == PowerTables.powerOfFiveRange.upperBound)
        try checkEntries(FloatParser.powersOfFive, PowerTables.powerOfFiveRange, base: 5, PowerTables.powerOfFive)
        try checkFile("Decoding/FloatParsing+PowersOfFive.swift", PowerTables.powersOfFiveFile())
    }

    @Test func scaledPowersOfTenMatchTheGenerator() throws {
        #expect(ShortestDecimal.smallestPowerOfTen == PowerTables.powerOfTenRange.lowerBound)
        try checkEntries(ShortestDecimal.scaledPowersOfTen, PowerTables.powerOfTenRange, base: 10, PowerTables.scaledPowerOfTen)
        try checkFile("Encoding/ShortestDecimal+PowersOfTen.swift", PowerTables.scaledPowersOfTenFile())
    }

    /// Each pair of words of `table` (high, then low) is what `generate` gives for its exponent.
    private func checkEntries(
        _ table: [UInt64], _ exponents: ClosedRange<Int>, base: Int, _ generate: (Int) -> (high: UInt64, low: UInt64)
    ) throws {
        try #require(table.count == 2 * exponents.count)
        for (index, exponent) in exponents.enumerated() {
            let (high, low) = generate(exponent)
            #expect(table[2 * index] == high, "\(base)^\(exponent), high word")
            #expect(table[2 * index + 1] == low, "\(base)^\(exponent), low word")
        }
    }

    /// The file's text equals `generated`, comments and layout included; or, when regenerating, becomes it.
    private func checkFile(_ path: String, _ generated: String) throws {
        let url = Self.sources.appendingPathComponent(path)
        if Self.regenerates {
            try Data(generated.utf8).write(to: url)
            return
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == generated, "\(path) differs from PowerTables' output: run scripts/generate-tables")
    }
}
