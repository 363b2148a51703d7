import CorpusModels
import FastJSON
import Foundation
import Testing

extension Hardening {
    /// What the fuzz targets in Fuzz/ found, kept as regression tests. Every input in
    /// Fuzz/Regressions is decoded again and must end in a value or a `DecodingError`.
    @Suite struct FuzzFindingTests {
        /// K1: a complete value followed by an unterminated string: yajl's `yajl_complete_parse`
        /// returns ok while its lexer still holds the open string. Foundation and RFC 8259 reject it.
        @Test(arguments: [#"{}""#, #"{}"}"#, #"1 "abc"#, "\"a\" \"", "null\n\"x\\\"y", #"{"a":1}"#+" \"{"])
        func trailingUnterminatedStringIsRejected(text: String) throws {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(ProbedJSONValue.self, from: Data(text.utf8)) }
            Hostile.expectCorrupted(ProbedJSONValue.self, from: Array(text.utf8))
        }

        /// Incomplete trailing literals, numbers and escapes are already rejected.
        @Test(arguments: ["[1] tr", "[1] -", #"{} "a\"#, "[] 1", "{} x", "{} [", #"[] "\u12"#, "1 2"])
        func otherTrailingGarbageIsRejected(text: String) throws {
            Hostile.expectCorrupted(ProbedJSONValue.self, from: Array(text.utf8))
        }

        /// K2: number text with a fraction or exponent whose value is at least 2^53, into an integer
        /// type, once lost the zeros its exponent adds (`1e16` became 1), and once decoded where
        /// Foundation's `Decimal` route overflows (`9036854775808123.456789`).
        @Test(arguments: ["1e16", "1e17", "1e18", "1.5e18", "12345678901234567e2", "1.0e19", "-9.223372036854776e+18",
                          "9.2233720368547758e18", "[1e16]", #"{"a":2E17}"#,
                          // Foundation reads the whole significand, fraction digits too, into a UInt64.
                          "9036854775808123.456789", "10000000000000000000.0"])
        func integersWithExponentsMatchFoundation(text: String) throws {
            let data = Data(text.utf8)
            #expect(DecodeOutcome.fastJSON(Int64.self, data) == DecodeOutcome.foundation(Int64.self, data))
            #expect(DecodeOutcome.fastJSON(UInt64.self, data) == DecodeOutcome.foundation(UInt64.self, data))
            #expect(DecodeOutcome.fastJSON(ProbedJSONValue.self, data) == DecodeOutcome.foundation(ProbedJSONValue.self, data))
        }

        /// The fast-path target's finding, a harness's: Foundation reports a fraction decoded as an
        /// `Int` as "not valid JSON" with no path, and in a `[String: Int]` with another bad member
        /// it reports whichever its `Dictionary`'s per-process order meets first. FastJSON reports
        /// the first in the document, each as Foundation reports it alone.
        @Test(arguments: [[#""total":129.95"#, #""a":"x""#], [#""a":"x""#, #""total":129.95"#]])
        func dictionaryFailuresComeInDocumentOrder(members: [String]) {
            let alone = Data("{\(members[0])}".utf8)
            let both = Data("{\(members.joined(separator: ","))}".utf8)
            #expect(DecodeOutcome.fastJSON([String: Int].self, alone) == DecodeOutcome.foundation([String: Int].self, alone))
            #expect(DecodeOutcome.fastJSON([String: Int].self, both) == DecodeOutcome.foundation([String: Int].self, alone))
        }

        static let snakeCase: FastJSONDecoder = {
            let decoder = FastJSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return decoder
        }()

        /// Every committed regression input (crash or mismatch artifacts the fuzzers wrote) decodes to a
        /// value or a `DecodingError` through every entry point, and never crashes.
        @Test func regressionInputsNeverCrash() throws {
            let folder = TestResources.corpus.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fuzz/Regressions")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }
            #expect(!names.isEmpty)
            for name in names.sorted() {
                let bytes = try Array(Data(contentsOf: folder.appendingPathComponent(name)))
                for decode in [
                    { _ = try FastJSONDecoder().decode(ProbedJSONValue.self, from: $0) },
                    { _ = try FastJSONDecoder().decode([String: Int].self, from: $0) },
                    { _ = try FastJSONDecoder().decode(Decimal.self, from: $0) },
                    // K3: a refused whitespace-free copy, parsed again with the first parse's key cache.
                    { _ = try Self.snakeCase.decode(ProbedJSONValue.self, from: $0) },
                ] as [([UInt8]) throws -> Void] {
                    do { try decode(bytes) } catch is DecodingError {} catch { Issue.record("\(name): \(error)") }
                }
            }
        }
    }
}
