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
        try #require(FloatParser.powersOfFive.count == 2 * PowerTables.powerOfFiveRange.count)
        for (index, q) in PowerTables.powerOfFiveRange.enumerated() {
            let (high, low) = PowerTables.powerOfFive(q)
            #expect(FloatParser.powersOfFive[2 * index] == high, "5^\(q), high word")
            #expect(FloatParser.powersOfFive[2 * index + 1] == low, "5^\(q), low word")
        }
        try checkFile("Decoding/FloatParsing+PowersOfFive.swift", PowerTables.powersOfFiveFile())
    }

    @Test func scaledPowersOfTenMatchTheGenerator() throws {
        #expect(ShortestDecimal.smallestPowerOfTen == PowerTables.powerOfTenRange.lowerBound)
        try #require(ShortestDecimal.scaledPowersOfTen.count == 2 * PowerTables.powerOfTenRange.count)
        for (index, e) in PowerTables.powerOfTenRange.enumerated() {
            let (high, low) = PowerTables.scaledPowerOfTen(e)
            #expect(ShortestDecimal.scaledPowersOfTen[2 * index] == high, "10^\(e), high half")
            #expect(ShortestDecimal.scaledPowersOfTen[2 * index + 1] == low, "10^\(e), low half")
        }
        try checkFile("Encoding/ShortestDecimal+PowersOfTen.swift", PowerTables.scaledPowersOfTenFile())
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
