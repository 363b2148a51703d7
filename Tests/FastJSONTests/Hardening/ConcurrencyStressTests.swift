import CorpusModels
import FastJSON
import Foundation
import Synchronization
import Testing

extension Hardening {
    /// Many threads share one `FastJSONDecoder` and one `FastJSONEncoder` over documents from 2 bytes
    /// to 10 MB, keep containers past their decode, decode and encode JSON inside `init(from:)` and
    /// `encode(to:)`, and fail midway; every outcome must be Foundation's for the same input. Run
    /// under ThreadSanitizer by the full test command (`scripts/test`), where a race between the
    /// threads' caches, pools and kept decoders is reported even when the values come out right.
    @Suite struct ConcurrencyStressTests {
        @Test func threadsSharingCodersGetFoundationsOutcomes() throws {
            let jobs = try Self.jobs()
            let decoder = FastJSONDecoder()
            let encoder = FastJSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let threads = 6
            let rounds = 3
            let mismatches = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for round in 0..<rounds {
                    for offset in jobs.indices {
                        let job = jobs[(offset + thread * 3 + round) % jobs.count]
                        // One thread reads the 10 MB document while the others work: it is there
                        // for its size, and takes a debug build seconds.
                        guard !job.isLarge || (thread == 0 && round == 0) else { continue }
                        if let mismatch = job.run(decoder, encoder) {
                            mismatches.withLock { $0.append("thread \(thread), \(job.name): \(mismatch)") }
                        }
                    }
                }
            }
            let found = mismatches.withLock { $0 }
            #expect(found.isEmpty, "\(found.prefix(5))")
        }

        /// One check: what FastJSON gives through the shared coders, against what Foundation gave.
        struct Job: Sendable {
            let name: String
            var isLarge = false
            /// A description of how FastJSON's outcome differs from Foundation's, or nil.
            let run: @Sendable (FastJSONDecoder, FastJSONEncoder) -> String?
        }

        static func jobs() throws -> [Job] {
            let twitter = HostileDocuments.twitter
            let response = try JSONDecoder().decode(Twitter.SearchResponse.self, from: Data(twitter))
            let statuses = try response.statuses.map { try Array(JSONEncoder().encode($0)) }
            // Ten strings of a megabyte, with escapes and non-ASCII text: 10 MB that even a debug
            // build reads in moments, through the buffers that large documents grow.
            let line = Array(#"caf\u00e9 \"quoted\" na\u00efve \ud83d\ude00 tab\t "#.utf8) + Array("äöü €".utf8)
            let megabyteString = Array("\"".utf8) + Array(repeating: line, count: 1 << 20 / line.count).joined() + Array("\"".utf8)
            let tenMegabytes = Self.array(of: Array(repeating: megabyteString, count: 10))
            let status = HostileDocuments.firstStatus
            let envelopes = Self.array(of: statuses.prefix(4).enumerated().map { index, status in
                Array(#"{"id":\#(index),"payload":"#.utf8) + Self.quoted(status) + Array("}".utf8)
            })
            var brokenInTheMiddle = statuses.prefix(6).map { $0 }
            brokenInTheMiddle[3] = Array(#"{"id":"not a number"}"#.utf8)
            let truncated = Array(twitter.prefix(twitter.count / 2))
            #expect(tenMegabytes.count > 10_000_000)
            return [
                decoding([Twitter.Status].self, "[]", Array("[]".utf8)),
                decoding(Twitter.Status.self, "a status", status),
                decoding(Twitter.SearchResponse.self, "twitter.json", twitter),
                decoding([String].self, "10 MB of strings", tenMegabytes, isLarge: true),
                decoding([Twitter.Status].self, "an error in the fourth status", Self.array(of: brokenInTheMiddle)),
                decoding(Twitter.SearchResponse.self, "half of twitter.json", truncated),
                decoding([Envelope].self, "JSON inside init(from:) and encode(to:)", envelopes),
                keptContainers(twitter),
                encodingFailure(),
            ]
        }

        /// Decodes `document` as `T` and encodes the value again, as Foundation does.
        static func decoding<T: Codable & Equatable & Sendable>(
            _ type: T.Type, _ name: String, _ document: [UInt8], isLarge: Bool = false
        ) -> Job {
            let expected = Result { try JSONDecoder.withNestedCoders.decode(T.self, from: Data(document)) }
            let expectedBytes = expected.map { value in
                Result { () throws -> [UInt8] in
                    let encoder = JSONEncoder.withNestedCoders
                    encoder.outputFormatting = .sortedKeys
                    return Array(try encoder.encode(value))
                }
            }
            return Job(name: name, isLarge: isLarge) { decoder, encoder in
                let got = Result { try decoder.decode(T.self, from: document) }
                switch (got, expected) {
                case (.success(let value), .success(let want)):
                    guard value == want else { return "a different value" }
                    let bytes = Result { Array(try encoder.encode(value)) }
                    guard case .success(let wantBytes) = expectedBytes else { return nil }
                    return agree(bytes, wantBytes) ? nil : "encoded \(outcome(bytes)), Foundation \(outcome(wantBytes))"
                case (.failure(let error), .failure(let want)):
                    return summary(of: error) == summary(of: want) ? nil : "\(summary(of: error)), Foundation \(summary(of: want))"
                default:
                    return "\(got.map { _ in "a value" }), Foundation \(expected.map { _ in "a value" })"
                }
            }
        }

        /// Keeps a status's container past its decode, decodes other documents on the thread, then
        /// reads it: the values Foundation's kept container reads.
        static func keptContainers(_ twitter: [UInt8]) -> Job {
            let document = Array(HostileDocuments.firstStatus)
            let expected = Result { try KeptStatus.read(try JSONDecoder().decode(KeptStatus.self, from: Data(document))) }
            return Job(name: "containers kept past their decode") { decoder, _ in
                let got = Result { () throws -> String in
                    let kept = try decoder.decode(KeptStatus.self, from: document)
                    _ = try decoder.decode(Twitter.SearchResponse.self, from: twitter)
                    _ = try decoder.decode(KeptStatus.self, from: document)
                    return try KeptStatus.read(kept)
                }
                return agree(got, expected) ? nil : "read \(outcome(got)), Foundation \(outcome(expected))"
            }
        }

        /// An encode that throws after writing part of its output, as Foundation's does.
        static func encodingFailure() -> Job {
            let values = [1.5, 2.5, .nan, 4.5].map { ["x": $0] }
            let expected = Result { Array(try JSONEncoder().encode(values)) }
            return Job(name: "an encode that fails midway") { _, encoder in
                let got = Result { Array(try encoder.encode(values)) }
                return agree(got, expected) ? nil : "\(outcome(got)), Foundation \(outcome(expected))"
            }
        }

        // MARK: - Models

        /// A record whose `payload` is a status written as a JSON string, decoded and encoded by a
        /// coder of its own inside `init(from:)` and `encode(to:)`: FastJSON's while FastJSON
        /// decodes the record, Foundation's while Foundation does.
        struct Envelope: Codable, Equatable, Sendable {
            var id: Int
            var payload: Twitter.Status

            enum CodingKeys: String, CodingKey { case id, payload }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                id = try container.decode(Int.self, forKey: .id)
                let text = try container.decode(String.self, forKey: .payload)
                payload = try NestedCoders.from(decoder.userInfo).decode(Data(text.utf8))
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(id, forKey: .id)
                let bytes = try NestedCoders.from(encoder.userInfo).encode(payload)
                try container.encode(String(decoding: bytes, as: UTF8.self), forKey: .payload)
            }
        }

        /// Which coders `Envelope` uses inside its own coding: Foundation's when its coder's
        /// `userInfo` says so, else FastJSON's (a user's type names one library; this one follows
        /// the coder that called it, so that both runs compare).
        enum NestedCoders {
            static let key = CodingUserInfoKey(rawValue: "nestedCodersAreFoundations")!
            static let fastDecoder = FastJSONDecoder()
            static let fastEncoder: FastJSONEncoder = {
                let encoder = FastJSONEncoder()
                encoder.outputFormatting = .sortedKeys
                return encoder
            }()

            case foundation, fastJSON

            static func from(_ userInfo: [CodingUserInfoKey: Any]) -> NestedCoders {
                userInfo[key] as? Bool == true ? .foundation : .fastJSON
            }

            func decode(_ data: Data) throws -> Twitter.Status {
                switch self {
                case .foundation: try JSONDecoder().decode(Twitter.Status.self, from: data)
                case .fastJSON: try Self.fastDecoder.decode(Twitter.Status.self, from: data)
                }
            }

            func encode(_ status: Twitter.Status) throws -> Data {
                switch self {
                case .foundation:
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = .sortedKeys
                    return try encoder.encode(status)
                case .fastJSON:
                    return try Self.fastEncoder.encode(status)
                }
            }
        }

        /// A status's keyed container, kept as it is past the decode, read afterwards.
        struct KeptStatus: Decodable {
            enum Keys: String, CodingKey { case id, text, user, entities }
            enum UserKeys: String, CodingKey { case screen_name, followers_count }
            let container: KeyedDecodingContainer<Keys>

            init(from decoder: any Decoder) throws {
                container = try decoder.container(keyedBy: Keys.self)
            }

            static func read(_ kept: KeptStatus) throws -> String {
                let user = try kept.container.nestedContainer(keyedBy: UserKeys.self, forKey: .user)
                return [
                    "\(try kept.container.decode(Int64.self, forKey: .id))",
                    try kept.container.decode(String.self, forKey: .text),
                    try user.decode(String.self, forKey: .screen_name),
                    "\(try user.decode(Int.self, forKey: .followers_count))",
                    "\(kept.container.contains(.entities))",
                    "\(kept.container.allKeys.count)",
                ].joined(separator: "|")
            }
        }

        // MARK: - Outcomes

        /// Whether two outcomes are the same: equal values, or errors `summary(of:)` does not tell
        /// apart. Values are compared as they are, not by their descriptions, which for an encoded
        /// document list every byte.
        static func agree<T: Equatable>(_ result: Result<T, any Error>, _ expected: Result<T, any Error>) -> Bool {
            switch (result, expected) {
            case (.success(let value), .success(let want)): value == want
            case (.failure(let error), .failure(let want)): summary(of: error) == summary(of: want)
            default: false
            }
        }

        /// An outcome described for a failure's message.
        static func outcome<T>(_ result: Result<T, any Error>) -> String {
            switch result {
            case .success(let value): "\(value)"
            case .failure(let error): summary(of: error)
            }
        }

        /// An error's case and coding path, which FastJSON's must share with Foundation's.
        static func summary(of error: any Error) -> String {
            func path(_ keys: [any CodingKey]) -> String {
                keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "/")
            }
            switch error {
            case DecodingError.dataCorrupted(let context): return "dataCorrupted at \(path(context.codingPath))"
            case DecodingError.keyNotFound(let key, let context): return "keyNotFound \(key.stringValue) at \(path(context.codingPath))"
            case DecodingError.typeMismatch(_, let context): return "typeMismatch at \(path(context.codingPath))"
            case DecodingError.valueNotFound(_, let context): return "valueNotFound at \(path(context.codingPath))"
            case EncodingError.invalidValue(_, let context): return "invalidValue at \(path(context.codingPath))"
            default: return "\(type(of: error))"
            }
        }

        static func array(of elements: some Sequence<[UInt8]>) -> [UInt8] {
            Array("[".utf8) + Array(elements.joined(separator: Array(",".utf8))) + Array("]".utf8)
        }

        /// `bytes` as a JSON string.
        static func quoted(_ bytes: [UInt8]) -> [UInt8] {
            (try? Array(JSONEncoder().encode(String(decoding: bytes, as: UTF8.self)))) ?? []
        }
    }
}

private extension JSONDecoder {
    /// A decoder whose `Envelope`s decode their payloads with Foundation.
    static var withNestedCoders: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[Hardening.ConcurrencyStressTests.NestedCoders.key] = true
        return decoder
    }
}

private extension JSONEncoder {
    /// An encoder whose `Envelope`s encode their payloads with Foundation.
    static var withNestedCoders: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.userInfo[Hardening.ConcurrencyStressTests.NestedCoders.key] = true
        return encoder
    }
}
