import CorpusModels
import Foundation
import Testing
@testable import FastJSON

/// `.iso8601` dates, decoded and encoded by FastJSON's own parser and formatter, against Foundation
/// (`Date.ISO8601FormatStyle`) on generated strings and dates: every year 1...9999 with its edge days,
/// zones, fractional seconds, malformed strings and mutations of valid ones.
@Suite struct ISO8601DifferentialTests {
    static let zones = ["Z", "z", "+00:00", "-00:00", "+01:00", "-0800", "+0530", "+05:45", "-12:00", "+14:00",
                        "+17:59", "-17:59", "+18:00", "-18:00", "+19:00", "+1", "+01", "-1030", "+01:00:30",
                        "GMT", "UTC+02", "", " Z", "Zx", "+01:60", "+24:00"]
    static let fractions = ["", ".0", ".5", ".123", ".000001", ".999999", ".123456789", ".999999999",
                            ".1234567891", ".", ".12a"]

    /// Decodes `string` as a top-level `.iso8601` date with both decoders and expects the same
    /// outcome: the same bits, or both failing.
    static func expectSameDecode(_ string: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let json = Data("\"\(string)\"".utf8)
        let fast = FastJSONDecoder()
        fast.dateDecodingStrategy = .iso8601
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .iso8601
        let fastDate = try? fast.decode(Date.self, from: json)
        let foundationDate = try? foundation.decode(Date.self, from: json)
        #expect(fastDate?.timeIntervalSinceReferenceDate.bitPattern == foundationDate?.timeIntervalSinceReferenceDate.bitPattern,
                "\(string): \(String(describing: fastDate)) vs \(String(describing: foundationDate))",
                sourceLocation: sourceLocation)
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    @Test func everyYearWithEdgeDays() {
        var generator = SplitMix64(seed: 8601)
        for year in 1...9999 {
            let days = [(1, 1), (2, 28), (2, 29), (3, 1), (12, 31), (Int.random(in: 1...12, using: &generator), Int.random(in: 1...31, using: &generator))]
            for (month, day) in days {
                let time = "\(Self.pad(Int.random(in: 0...23, using: &generator), 2)):\(Self.pad(Int.random(in: 0...59, using: &generator), 2)):\(Self.pad(Int.random(in: 0...59, using: &generator), 2))"
                let zone = Self.zones.randomElement(using: &generator) ?? "Z"
                let fraction = Int.random(in: 0..<4, using: &generator) == 0 ? Self.fractions.randomElement(using: &generator) ?? "" : ""
                Self.expectSameDecode("\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))T\(time)\(fraction)\(zone)")
            }
        }
    }

    @Test func timesZonesAndFractions() {
        var generator = SplitMix64(seed: 3339)
        for zone in Self.zones {
            for fraction in Self.fractions {
                Self.expectSameDecode("2024-02-29T23:59:59\(fraction)\(zone)")
                Self.expectSameDecode("1583-01-01T00:00:00\(fraction)\(zone)")
                Self.expectSameDecode("9999-12-31T23:59:59\(fraction)\(zone)")
            }
        }
        for time in ["24:00:00", "23:60:00", "23:59:60", "00:00:00", "12:00:00", "25:00:00", "1:2:3", "12:34"] {
            Self.expectSameDecode("2001-01-01T\(time)Z")
        }
        // Random fractions of every length, for the rounding of the seconds' sum.
        for _ in 0..<20_000 {
            let digits = (0..<Int.random(in: 1...9, using: &generator)).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            let year = Int.random(in: 1583...9999, using: &generator)
            let zone = ["Z", "+01:00", "-07:30", "+1345"].randomElement(using: &generator) ?? "Z"
            Self.expectSameDecode("\(year)-\(Self.pad(Int.random(in: 1...12, using: &generator), 2))-\(Self.pad(Int.random(in: 1...28, using: &generator), 2))T\(Self.pad(Int.random(in: 0...23, using: &generator), 2)):\(Self.pad(Int.random(in: 0...59, using: &generator), 2)):\(Self.pad(Int.random(in: 0...59, using: &generator), 2)).\(digits)\(zone)")
        }
    }

    @Test func malformedAndMutatedStrings() {
        for string in ["", "2024", "2024-02-29", "2024-02-29T", "20240229T123456Z", "2024-02-29 12:34:56Z",
                       "2024-02-29T12:34:56", "+2024-02-29T12:34:56Z", "-2024-02-29T12:34:56Z", "02024-02-29T12:34:56Z",
                       "2024-2-29T12:34:56Z", "0000-01-01T00:00:00Z", "1582-10-10T00:00:00Z", "1582-10-15T00:00:00Z",
                       "10000-01-01T00:00:00Z", "2024-02-29t12:34:56Z", "2024-00-10T00:00:00Z", "2024-13-10T00:00:00Z",
                       "2024-04-31T00:00:00Z", "2023-02-29T00:00:00Z", "2024-01-32T00:00:00Z", "2024-01-00T00:00:00Z",
                       "２０２４-01-01T00:00:00Z", "2024-01-01T00:00:00Zé", "2024-01-01T00:00:00.1234567890123Z"] {
            Self.expectSameDecode(string)
        }
        var generator = SplitMix64(seed: 1_234)
        let alphabet: [Character] = Array("0123456789-:T.Z+z tGMUCé")
        let valid = ["2024-02-29T12:34:56Z", "1999-12-31T23:59:59.5+01:00", "2000-03-01T00:00:00-0800"]
        for _ in 0..<20_000 {
            var characters: [Character] = Array(valid.randomElement(using: &generator) ?? "")
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let position = Int.random(in: 0...characters.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where position < characters.count: characters.remove(at: position)
                case 1 where position < characters.count: characters[position] = alphabet.randomElement(using: &generator) ?? Character("0")
                default: characters.insert(alphabet.randomElement(using: &generator) ?? Character("0"), at: position)
                }
            }
            Self.expectSameDecode(String(characters))
        }
    }

    /// Encodes the dates with both encoders, in one array, and expects the same bytes.
    static func expectSameEncode(_ dates: [Date], sourceLocation: SourceLocation = #_sourceLocation) {
        let fast = FastJSONEncoder()
        fast.dateEncodingStrategy = .iso8601
        let foundation = JSONEncoder()
        foundation.dateEncodingStrategy = .iso8601
        let fastBytes = try? fast.encode(dates)
        let foundationBytes = try? foundation.encode(dates)
        #expect(fastBytes != nil && fastBytes == foundationBytes, sourceLocation: sourceLocation)
        if let fastBytes, let foundationBytes, fastBytes != foundationBytes {
            // Name the first date that differs, so a failure says what to fix.
            for date in dates where (try? fast.encode(date)) != (try? foundation.encode(date)) {
                Issue.record("\(date.timeIntervalSinceReferenceDate): \(String(decoding: (try? fast.encode(date)) ?? Data(), as: UTF8.self)) vs \(String(decoding: (try? foundation.encode(date)) ?? Data(), as: UTF8.self))", sourceLocation: sourceLocation)
                break
            }
        }
    }

    @Test func encodedDates() {
        var generator = SplitMix64(seed: 2001)
        let first = -63_114_076_800.0 - 86_400 * 400  // before year 1
        let last = 252_423_993_600.0 + 86_400 * 400  // past year 9999
        var dates: [Date] = []
        for _ in 0..<200_000 {
            let interval = Double.random(in: first...last, using: &generator)
            dates.append(Date(timeIntervalSinceReferenceDate: interval))
            dates.append(Date(timeIntervalSinceReferenceDate: interval.rounded(.down)))
        }
        // Every day's edges over the supported years and beyond, and fractions next to a second.
        for day in stride(from: -730_000, through: 3_000_000, by: 97) {
            let start = Double(day) * 86_400
            for interval in [start, start.nextUp, start.nextDown, start - 1e-9, start + 1e-9, start - 0.0005, start + 0.0005,
                             start - 0.001, start + 0.999, start + 43_200.25, start - 1] {
                dates.append(Date(timeIntervalSinceReferenceDate: interval))
            }
        }
        dates += [0, -0.0, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-300]
            .map { Date(timeIntervalSinceReferenceDate: $0) }
        Self.expectSameEncode(dates)
    }

    @Test func commonShapesTakeTheFastPath() {
        // Otherwise the comparisons above would only test Foundation against itself.
        for string in ["2024-02-29T12:34:56Z", "1583-01-01T00:00:00.5+01:00", "9999-12-31T23:59:59.123456789-1759"] {
            let date = Array(string.utf8).withUnsafeBytes { ISO8601DateParsing.date(from: $0) }
            #expect(date == (try? Date.ISO8601FormatStyle().parse(string)), "\(string)")
        }
        var out = OutputBuffer()
        let written = out.appendISO8601Quoted(Date(timeIntervalSinceReferenceDate: 12_345.5))
        #expect(written)
        #expect(String(decoding: out.bytes, as: UTF8.self) == "\"2001-01-01T03:25:45Z\"")
    }

    @Test func roundTripOfDecodedStrings() throws {
        // A date decoded from a string FastJSON wrote reads back as the same date, and the bytes match.
        let dates = (0..<1000).map { Date(timeIntervalSince1970: Double($0) * 9_876_543.0) }
        let fast = FastJSONEncoder()
        fast.dateEncodingStrategy = .iso8601
        let decoder = FastJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode([Date].self, from: fast.encode(dates)) == dates)
    }
}
