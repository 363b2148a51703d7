import FastJSON
import Foundation
import Testing

extension Hardening {
    /// Huge strings and numbers decode or fail with an error, in time linear in their size.
    @Suite struct HugeValueTests {
        @Test func hugePlainString() throws {
            let count = 4 << 20
            var bytes: [UInt8] = [UInt8(ascii: "\"")]
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "a"), count: count))
            bytes.append(UInt8(ascii: "\""))
            let value = try FastJSONDecoder().decode(String.self, from: bytes)
            #expect(value.utf8.count == count)
        }

        @Test func hugeEscapedString() throws {
            let pieces = 200_000
            let piece = #"\n\u00e9\"\\\uD83D\uDE00x"#  // 6 scalars per piece
            let bytes = Array("[\"" + String(repeating: piece, count: pieces) + "\"]")
            let value = try FastJSONDecoder().decode([String].self, from: bytes)
            #expect(value.first == String(repeating: "\né\"\\😀x", count: pieces))
        }

        @Test func hugeStringWithInvalidUTF8AtTheEnd() throws {
            var bytes: [UInt8] = [UInt8(ascii: "\"")]
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "a"), count: 1 << 20))
            bytes += [0xC3, UInt8(ascii: "\"")]
            let error = Hostile.expectCorrupted(String.self, from: bytes)
            #expect(error?.reason == .invalidUTF8)
            #expect(error?.byteOffset == (1 << 20) + 1)
        }

        /// Numbers of a million digits: integers overflow, doubles overflow, underflow or round, and
        /// the time grows linearly with the digits (`numberTimeIsLinearInDigits`).
        @Test func millionDigitNumbers() throws {
            let digits = 1_000_000
            let ones = "1" + String(repeating: "0", count: digits - 1)
            let tiny = "0." + String(repeating: "0", count: digits) + "1"
            let longFraction = "1." + String(repeating: "1", count: digits)
            let backToOne = ones + "e-\(digits - 1)"
            // Range errors: `.dataCorrupted`, as in Foundation.
            var messages: [String] = []
            func expectRangeError<T: Decodable>(_ type: T.Type, _ text: String) {
                let error = Hostile.expectDecodingError(type, from: Array(text))
                guard case .dataCorrupted(let context) = error else {
                    Issue.record("\(type): expected dataCorrupted, got \(String(describing: error))")
                    return
                }
                messages.append(context.debugDescription)
            }
            for type in [Int.self, Int8.self, UInt64.self, Int64.self] as [any (Decodable).Type] {
                expectRangeError(type, ones)
                expectRangeError(type, "-" + ones)
                _ = try? FastJSONDecoder().decode(type, from: Array(tiny))  // 0, as in Foundation (see below)
            }
            expectRangeError(Double.self, ones)  // overflows to infinity
            expectRangeError(Float.self, ones)
            expectRangeError(Double.self, tiny)  // a non-zero literal underflows to zero
            #expect(messages.allSatisfy { $0.utf8.count < 2_000 }, "longest: \(messages.map(\.utf8.count).max() ?? 0) bytes")
            #expect(try FastJSONDecoder().decode(Double.self, from: Array(longFraction)) == 1.1111111111111112)
            #expect(try FastJSONDecoder().decode(Double.self, from: Array(backToOne)) == 1)
            #expect(try FastJSONDecoder().decode(Float.self, from: Array(longFraction)) == 1.1111112)
            _ = try? FastJSONDecoder().decode(Decimal.self, from: Array(ones))
            _ = try? FastJSONDecoder().decode(Decimal.self, from: Array(tiny))
            _ = try? FastJSONDecoder().decode(Decimal.self, from: Array(longFraction))
        }

        /// Half a million digits against a million, compared in the same process (no clock limit):
        /// every number type reads a long literal in time linear in its length, and gives the same
        /// outcome at both sizes.
        @Test func numberTimeIsLinearInDigits() throws {
            let decoder = FastJSONDecoder()
            try Hostile.expectLinear("million-digit numbers", size: 500_000, limit: 2.6, make: { digits in
                ["1" + String(repeating: "0", count: digits - 1), "1." + String(repeating: "1", count: digits),
                 "0." + String(repeating: "0", count: digits) + "1"].map { Array($0.utf8) }
            }) { (numbers: [[UInt8]]) throws in
                let overflowing = try? decoder.decode(Int.self, from: numbers[0])
                let rounded = try decoder.decode(Double.self, from: numbers[1])
                let underflowing = try? decoder.decode(Double.self, from: numbers[2])
                _ = try? decoder.decode(Decimal.self, from: numbers[0])
                #expect(overflowing == nil && rounded == 1.1111111111111112 && underflowing == nil)
            }
        }

        /// On smaller versions of the same shapes, the outcomes are Foundation's.
        @Test(arguments: [
            "1" + String(repeating: "0", count: 400), "-1" + String(repeating: "0", count: 400),
            "0." + String(repeating: "0", count: 400) + "1", "1." + String(repeating: "1", count: 400),
            String(repeating: "9", count: 400) + "e-398", "1" + String(repeating: "0", count: 400) + "e-400",
        ])
        func longNumbersMatchFoundation(text: String) throws {
            let data = Data(text.utf8)
            #expect(DecodeOutcome.fastJSON(Double.self, data) == DecodeOutcome.foundation(Double.self, data))
            #expect(DecodeOutcome.fastJSON(Int.self, data) == DecodeOutcome.foundation(Int.self, data))
            #expect(DecodeOutcome.fastJSON(Decimal.self, data) == DecodeOutcome.foundation(Decimal.self, data))
        }

        /// Strings of megabytes that the tokenizer reads past the first slice itself, and ones it
        /// leaves to yajl (invalid, or where the grammar refuses a string), which then reads the rest
        /// of the document in one piece instead of lexing the string again at each slice.
        @Test func longStringTimeIsLinear() throws {
            let decoder = FastJSONDecoder()
            try Hostile.expectLinear("long strings", size: 1_000_000, make: { length in
                let content = String(repeating: "ab\\/", count: length / 4)
                return ["[\"\(content)\"]", "[\"\(content)\u{1}\"]", "{\"a\": 1 \"\(content)\"}", "[\"\(content)\\q\"]"]
                    .map { Array($0.utf8) }
            }) { (documents: [[UInt8]]) throws in
                // Each `ab\/` decodes to `ab/`.
                #expect(try decoder.decode([String].self, from: documents[0])[0].utf8.count == (documents[0].count - 4) / 4 * 3)
                for invalid in documents.dropFirst() {
                    #expect(throws: DecodingError.self) { try decoder.decode([String: String].self, from: invalid) }
                }
            }
        }

        @Test func millionDigitTimeIsLinear() throws {
            Hostile.expectLinear("Double from n digits", size: 400_000, make: { Array("1." + String(repeating: "3", count: $0)) }) { text in
                _ = try? FastJSONDecoder().decode(Double.self, from: text)
            }
            // Foundation's Decimal(string:) itself jumps between 400k and 800k digits (caches), then is linear.
            Hostile.expectLinear("Decimal from n digits", size: 1_600_000, runs: 2, make: { Array("1." + String(repeating: "3", count: $0)) }) { text in
                _ = try? FastJSONDecoder().decode(Decimal.self, from: text)
            }
            Hostile.expectLinear("Int from n digits", size: 400_000, make: { Array("1" + String(repeating: "3", count: $0)) }) { text in
                _ = try? FastJSONDecoder().decode(Int.self, from: text)
            }
        }
    }
}
