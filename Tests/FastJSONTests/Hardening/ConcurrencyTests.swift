import CorpusModels
import FastJSON
import Foundation
import Synchronization
import Testing

extension Hardening {
    /// One shared `FastJSONDecoder` and one shared `FastJSONEncoder` used from many threads at once give
    /// the results they give on one thread (run under ThreadSanitizer by `scripts/sanitize thread`).
    @Suite struct ConcurrencyTests {
        struct Work: Sendable {
            let document: [UInt8]
            let status: Twitter.Status?
            let any: ProbedJSONValue?
            let encodedStatus: [UInt8]?
            let encodedAny: [UInt8]?
            let failure: String?
        }

        static func run(_ document: [UInt8], _ decoder: FastJSONDecoder, _ encoder: FastJSONEncoder) -> Work {
            let status = try? decoder.decode(Twitter.Status.self, from: document)
            let any = try? decoder.decode(ProbedJSONValue.self, from: document)
            var failure: String?
            do { _ = try decoder.decode([Int].self, from: document) } catch { failure = "\(error)" }
            return Work(
                document: document, status: status, any: any,
                encodedStatus: status.flatMap { try? Array(encoder.encode($0)) },
                encodedAny: any.flatMap { try? Array(encoder.encode($0)) }, failure: failure)
        }

        @Test func sharedDecoderAndEncoderAcrossThreads() throws {
            let twitter = try FastJSONDecoder().decode(Twitter.SearchResponse.self, from: HostileDocuments.twitter)
            let plainEncoder = FastJSONEncoder()
            var allDocuments = try twitter.statuses.prefix(8).map { try Array(plainEncoder.encode($0)) }
            allDocuments.append(HostileDocuments.firstStatus)
            allDocuments.append(Array(#"{"a":[1,2.5,"x",null,true],"b":{"c":"\u00e9\ud83d\ude00"}}"#.utf8))
            allDocuments.append(Array(#"{"broken":[1,2"#.utf8))  // errors, built concurrently too
            allDocuments.append(Array(#"[1,2,3]"#.utf8))

            let documents = allDocuments
            let decoder = FastJSONDecoder()
            decoder.keyDecodingStrategy = .useDefaultKeys
            decoder.dateDecodingStrategy = .secondsSince1970
            let encoder = FastJSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            let expected = documents.map { Self.run($0, decoder, encoder) }
            #expect(expected.filter { $0.status != nil }.count >= 9)

            let threads = 8
            let rounds = 2
            let mismatches = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for round in 0..<rounds {
                    for offset in 0..<documents.count {
                        let index = (offset + thread * 7 + round) % documents.count
                        let got = Self.run(documents[index], decoder, encoder)
                        let want = expected[index]
                        if got.status != want.status || got.any != want.any || got.encodedStatus != want.encodedStatus
                            || got.encodedAny != want.encodedAny || got.failure != want.failure {
                            mismatches.withLock { $0.append("thread \(thread), document \(index)") }
                        }
                    }
                }
            }
            #expect(mismatches.withLock { $0 }.isEmpty)
        }

        /// Reading settings while another thread decodes with them is safe (the decoder copies them per
        /// call under its lock).
        @Test func settingsReadWhileDecoding() throws {
            let decoder = FastJSONDecoder()
            let encoder = FastJSONEncoder()
            let document = HostileDocuments.firstStatus
            let expected = try decoder.decode(Twitter.Status.self, from: document)
            let failures = Mutex(0)
            DispatchQueue.concurrentPerform(iterations: 6) { thread in
                for _ in 0..<20 {
                    if thread % 3 == 0 {
                        decoder.userInfo = [:]
                        _ = decoder.keyDecodingStrategy
                        encoder.outputFormatting = []
                        _ = encoder.dateEncodingStrategy
                    } else if (try? decoder.decode(Twitter.Status.self, from: document)) != expected
                                || (try? encoder.encode(expected)) == nil {
                        failures.withLock { $0 += 1 }
                    }
                }
            }
            #expect(failures.withLock { $0 } == 0)
        }
    }
}
