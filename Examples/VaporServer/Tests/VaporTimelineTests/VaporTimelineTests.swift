import FastJSON
import Foundation
import Testing
import TimelineModels
import TimelineTestSupport
import Vapor
import VaporTesting
import VaporTimeline

/// The real server on loopback (VaporTesting's `.running` mode: real sockets, real HTTP), once with
/// FastJSON's coders and once with Foundation's, answering the same requests. Vapor's content coders
/// are process-wide, so the two servers run one after the other and the tests one at a time.
@Suite(.serialized) struct VaporTimelineTests {
    /// Small enough for VaporTesting, which reads at most 1 MB of a response.
    static let catalogue = Catalogue.generated(productCount: 300)

    static let jsonHeaders: HTTPHeaders = ["Content-Type": "application/json"]

    /// Sends the same requests to a live server with each kind of coders, FastJSON's first.
    static func responses(
        _ requests: [(method: HTTPMethod, path: String, body: ByteBuffer?)]
    ) async throws -> (fast: [TestingHTTPResponse], foundation: [TestingHTTPResponse]) {
        var answers: [[TestingHTTPResponse]] = []
        for coders in [Coders.fastJSON, .foundation] {
            answers.append(try await withApp(configure: { configure($0, coders: coders, catalogue: catalogue) }) { app in
                let server = try app.testing(method: .running(hostname: "127.0.0.1", port: 0))
                var responses: [TestingHTTPResponse] = []
                for request in requests {
                    responses.append(try await server.sendRequest(request.method, request.path, headers: jsonHeaders, body: request.body))
                }
                return responses
            })
        }
        ContentConfiguration.global = .default()
        return (answers[0], answers[1])
    }

    /// Both servers answer 200, with the same content type, and a body that decodes to `expected`.
    static func expectSameAnswers<Value: Decodable & Equatable>(
        _ type: Value.Type, _ method: HTTPMethod, _ path: String, body: ByteBuffer? = nil, expected: Value,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let (fast, foundation) = try await responses([(method, path, body)])
        for response in fast + foundation {
            #expect(response.status == .ok, sourceLocation: sourceLocation)
            #expect(response.headers.contentType == .json, sourceLocation: sourceLocation)
            let value = try ExampleClient.decoder.decode(type, from: Data(response.body.readableBytesView))
            #expect(value == expected, sourceLocation: sourceLocation)
        }
    }

    @Test func digestIsFoundationsValueForValue() async throws {
        let twitter = try ExampleClient.corpusFile("twitter.json")
        let expected = TimelineDigest(try JSONDecoder().decode(StatusPage.self, from: twitter))
        #expect(expected.statusCount == 100)
        try await Self.expectSameAnswers(TimelineDigest.self, .POST, "/timeline/digest", body: ByteBuffer(data: twitter), expected: expected)
    }

    @Test func catalogueIsFoundationsValueForValue() async throws {
        try await Self.expectSameAnswers(Catalogue.self, .GET, "/catalogue", expected: Self.catalogue)
    }

    /// Vapor's error body: `{"error": true, "reason": ...}`.
    struct ErrorBody: Decodable {
        var error: Bool
        var reason: String
    }

    static func reason(of response: TestingHTTPResponse) throws -> String {
        try JSONDecoder().decode(ErrorBody.self, from: Data(response.body.readableBytesView)).reason
    }

    /// Vapor's reason up to the end of its "at path '...'": the part that names the error's case, type
    /// and coding path, which must be the same with either coder; the rest is the coder's message.
    static func casePathAndType(of reason: String) -> Substring {
        guard let path = reason.range(of: "at path '"),
              let end = reason[path.upperBound...].firstIndex(of: "'") else { return reason[...] }
        return reason[...end]
    }

    /// Bodies that are not a `StatusPage`, with what the FastJSON server's reason must also say.
    static let badBodies: [(name: String, body: String, message: String)] = [
        ("invalid JSON", #"{"statuses": [1,, 2]}"#, "line 1, column 17"),
        ("not JSON at all", "statuses=1", "line 1, column 1"),
        ("wrong type", #"{"statuses": "none"}"#, "Expected to decode Array<Any> but found a string instead"),
        ("wrong nested type", #"{"statuses": [{"id": "1"}]}"#, "Expected to decode Int64 but found a string instead"),
        ("missing key", #"{"statuses": [{"id": 1}]}"#, #"Keys present: "id""#),
        ("null for a value", #"{"statuses": null}"#, "found null"),
    ]

    @Test func badBodiesGet400AsWithFoundation() async throws {
        let twitter = try ExampleClient.corpusFile("twitter.json")
        let truncated = String(decoding: twitter.prefix(twitter.count / 2), as: UTF8.self)
        let cases = Self.badBodies + [("truncated body", truncated, "Unexpected end of input")]
        let (fast, foundation) = try await Self.responses(cases.map { (.POST, "/timeline/digest", ByteBuffer(string: $0.body)) })
        for ((name, _, message), (fastResponse, foundationResponse)) in zip(cases, zip(fast, foundation)) {
            #expect(fastResponse.status == .badRequest, "\(name)")
            #expect(foundationResponse.status == .badRequest, "\(name)")
            let fastReason = try Self.reason(of: fastResponse)
            #expect(fastReason.contains(message), "\(name): \(fastReason)")
            #expect(Self.casePathAndType(of: fastReason) == Self.casePathAndType(of: try Self.reason(of: foundationResponse)), "\(name)")
        }
    }

    /// A megabyte of `[` gets a 400 from both servers; FastJSON's reason says where it stopped.
    @Test func aMegabyteOfNestedBracketsGets400() async throws {
        var body = ByteBuffer()
        body.writeRepeatingByte(UInt8(ascii: "["), count: 1 << 20)
        let (fast, foundation) = try await Self.responses([(.POST, "/timeline/digest", body)])
        #expect(fast.map(\.status) == [.badRequest])
        #expect(foundation.map(\.status) == [.badRequest])
        #expect(try Self.reason(of: fast[0]).contains("deeper than 512"))
    }

    /// The 546 bytes on which Foundation's decoder traps get a 400 from the FastJSON server, which
    /// goes on serving. Not sent to the Foundation server: the trap would end this test process.
    @Test func theBodyThatCrashesFoundationGets400() async throws {
        let body = ByteBuffer(data: try ExampleClient.foundationCrashingBody())
        try await withApp(configure: { configure($0, coders: .fastJSON, catalogue: Self.catalogue) }) { app in
            let server = try app.testing(method: .running(hostname: "127.0.0.1", port: 0))
            let response = try await server.sendRequest(.POST, "/timeline/digest", headers: Self.jsonHeaders, body: body)
            #expect(response.status == .badRequest)
            #expect(try Self.reason(of: response).contains("deeper than 512"))
            let next = try await server.sendRequest(.GET, "/catalogue")
            #expect(next.status == .ok)
        }
        ContentConfiguration.global = .default()
    }

    /// A body over the route's 2 MB limit gets Vapor's usual 413 from both servers.
    @Test func aBodyOverTheLimitGets413() async throws {
        var body = ByteBuffer(string: #"{"statuses": ["#)
        body.writeRepeatingByte(UInt8(ascii: " "), count: 3 << 20)
        body.writeString("]}")
        let (fast, foundation) = try await Self.responses([(.POST, "/timeline/digest", body)])
        #expect(fast.map(\.status) == [.payloadTooLarge])
        #expect(foundation.map(\.status) == [.payloadTooLarge])
    }

    /// `userInfo` given per call reaches the value's `init(from:)` and `encode(to:)`, over the coder's
    /// own, as with Vapor's conformance of Foundation's coders; the shared coder keeps its own.
    @Test func userInfoPerCallIsMergedOnACopy() throws {
        struct Probe: Codable, Equatable {
            static let key = CodingUserInfoKey(rawValue: "probe")!
            var seen: String
            init(seen: String) { self.seen = seen }
            init(from decoder: any Decoder) throws { seen = decoder.userInfo[Self.key] as? String ?? "none" }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(encoder.userInfo[Self.key] as? String ?? "none")
            }
        }
        let fastDecoder = FastJSONDecoder()
        fastDecoder.userInfo[Probe.key] = "coder"
        let foundationDecoder = JSONDecoder()
        foundationDecoder.userInfo[Probe.key] = "coder"
        let body = ByteBuffer(string: "{}")
        for userInfo: [CodingUserInfoKey: any Sendable] in [[:], [Probe.key: "call"]] {
            let fast = try fastDecoder.decode(Probe.self, from: body, headers: [:], userInfo: userInfo)
            let foundation = try foundationDecoder.decode(Probe.self, from: body, headers: [:], userInfo: userInfo)
            #expect(fast == foundation)
        }
        #expect(fastDecoder.userInfo[Probe.key] as? String == "coder")

        let fastEncoder = FastJSONEncoder()
        fastEncoder.userInfo[Probe.key] = "coder"
        let foundationEncoder = JSONEncoder()
        foundationEncoder.userInfo[Probe.key] = "coder"
        for userInfo: [CodingUserInfoKey: any Sendable] in [[:], [Probe.key: "call"]] {
            var fastBody = ByteBuffer(string: "prefix")
            var fastHeaders = HTTPHeaders()
            try fastEncoder.encode(Probe(seen: ""), to: &fastBody, headers: &fastHeaders, userInfo: userInfo)
            var foundationBody = ByteBuffer(string: "prefix")
            var foundationHeaders = HTTPHeaders()
            try foundationEncoder.encode(Probe(seen: ""), to: &foundationBody, headers: &foundationHeaders, userInfo: userInfo)
            #expect(fastBody == foundationBody)
            #expect(fastHeaders == foundationHeaders)
        }
    }
}
