import CorpusModels
import FastJSON
import Foundation
import Testing

extension Hardening {
    /// A real document cut at every byte fails with `.dataCorrupted` pointing at or before the cut.
    @Suite struct TruncationTests {
        @Test func firstStatusAtEveryByte() throws {
            let status = HostileDocuments.firstStatus
            try #require(status.count > 1000)
            _ = try FastJSONDecoder().decode(Twitter.Status.self, from: status)
            for cut in 0..<status.count {
                let prefix = Array(status[..<cut])
                let error = Hostile.expectCorrupted(Twitter.Status.self, from: prefix)
                if let error {
                    #expect(error.byteOffset <= cut, "cut at \(cut): error at \(error.byteOffset)")
                    #expect(error.line >= 1 && error.column >= 1)
                }
                if cut % 4 == 0 { Hostile.expectCorrupted(ProbedJSONValue.self, from: prefix) }
            }
        }

        /// A cut costs a parse of everything before it (~80 ms for the whole file in a debug build), so
        /// by default most cuts fall in the first 32 KB: 1,200 cuts in all. `FASTJSON_TRUNCATION_CUTS=5000`
        /// spreads that many over the whole file (a longer run, for release builds).
        @Test func twitterAtThousandsOfPositions() throws {
            let twitter = HostileDocuments.twitter
            try #require(twitter.count > 600_000)
            var generator = SplitMix64(seed: 8)
            var cuts = Set<Int>()
            if let count = ProcessInfo.processInfo.environment["FASTJSON_TRUNCATION_CUTS"].flatMap(Int.init) {
                cuts = Set((0..<count).map { _ in Int.random(in: 0..<twitter.count, using: &generator) })
            } else {
                cuts = Set((0..<1_000).map { _ in Int.random(in: 0..<32_768, using: &generator) })
                cuts.formUnion((0..<150).map { _ in Int.random(in: 0..<twitter.count, using: &generator) })
            }
            cuts.formUnion(0..<16)
            cuts.formUnion((twitter.count - 8)..<twitter.count)
            let decoder = FastJSONDecoder()
            for cut in cuts.sorted() {
                // A trailing newline may follow the document: a cut there is still whole.
                if twitter[cut...].allSatisfy({ $0 == 0x0A || $0 == 0x20 }) { continue }
                twitter.withUnsafeBufferPointer { buffer in
                    let prefix = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<cut])
                    do {
                        _ = try decoder.decode(Twitter.SearchResponse.self, from: prefix)
                        Issue.record("decoded twitter.json cut at \(cut)")
                    } catch DecodingError.dataCorrupted(let context) {
                        let offset = (context.underlyingError as? JSONError)?.byteOffset ?? .max
                        #expect(offset <= cut, "cut at \(cut): error at \(offset)")
                    } catch {
                        Issue.record("cut at \(cut): \(error)")
                    }
                }
            }
        }

        /// Cutting a `Data` slice short must not let the parser see the bytes past the slice.
        @Test func sliceEndsAreRespected() throws {
            let whole = Data("X[\"\\uD83D\\uDE00\", 12345, true]Y".utf8)
            for end in 2..<(whole.count - 2) {
                let slice = whole[1..<end]
                #expect(throws: DecodingError.self, "slice to \(end)") { try FastJSONDecoder().decode([ProbedJSONValue].self, from: slice) }
            }
            #expect(try FastJSONDecoder().decode([ProbedJSONValue].self, from: whole[1..<(whole.count - 1)]).count == 3)
        }
    }
}
