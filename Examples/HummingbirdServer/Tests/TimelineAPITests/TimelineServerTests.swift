import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TimelineAPI
import TimelineModels
import TimelineTestSupport

/// The real server on loopback (HummingbirdTesting's live mode: real sockets, real HTTP), once with
/// FastJSON's coders and once with Foundation's, answering the same requests.
@Suite struct TimelineServerTests {
    static let catalogue = Catalogue.generated(productCount: 300)

    /// Runs `body` with a client of each server, both started on free loopback ports.
    static func withBothServers<Value: Sendable>(
        _ body: @Sendable (_ fast: any TestClientProtocol, _ foundation: any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        let fastApp = TimelineServer.application(coders: .fastJSON, port: 0, catalogue: catalogue)
        let foundationApp = TimelineServer.application(coders: .foundation, port: 0, catalogue: catalogue)
        return try await fastApp.test(.live) { fast in
            try await foundationApp.test(.live) { foundation in
                try await body(fast, foundation)
            }
        }
    }

    /// Posts `body` to the digest of both servers: FastJSON's answer, then Foundation's.
    static func postToBoth(_ body: ByteBuffer) async throws -> (fast: TestResponse, foundation: TestResponse) {
        try await withBothServers { fast, foundation in
            (try await fast.execute(uri: "/timeline/digest", method: .post, body: body),
             try await foundation.execute(uri: "/timeline/digest", method: .post, body: body))
        }
    }

    @Test func digestIsFoundationsValueForValue() async throws {
        let twitter = try ExampleClient.corpusFile("twitter.json")
        let expected = TimelineDigest(try JSONDecoder().decode(StatusPage.self, from: twitter))
        #expect(expected.statusCount == 100)
        try await Self.expectSameAnswers(
            TimelineDigest.self, uri: "/timeline/digest", method: .post, body: ByteBuffer(bytes: twitter), expected: expected)
    }

    @Test func catalogueIsFoundationsValueForValue() async throws {
        try await Self.expectSameAnswers(Catalogue.self, uri: "/catalogue", method: .get, expected: Self.catalogue)
    }

    /// Sends the same request to both servers: each must answer 200 with the same content type, a
    /// Content-Length that is the body's, and a body that decodes to `expected`.
    static func expectSameAnswers<Value: Decodable & Equatable & Sendable>(
        _ type: Value.Type, uri: String, method: HTTPRequest.Method, body: ByteBuffer? = nil, expected: Value,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await withBothServers { fast, foundation in
            let fastResponse = try await fast.execute(uri: uri, method: method, body: body)
            let foundationResponse = try await foundation.execute(uri: uri, method: method, body: body)
            for response in [fastResponse, foundationResponse] {
                #expect(response.status == .ok, sourceLocation: sourceLocation)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8", sourceLocation: sourceLocation)
                #expect(response.headers[.contentLength] == String(response.body.readableBytes), sourceLocation: sourceLocation)
                let value = try ExampleClient.decoder.decode(type, from: Data(response.body.readableBytesView))
                #expect(value == expected, sourceLocation: sourceLocation)
            }
        }
    }

    /// Hummingbird's error body: `{"error": {"message": ...}}`.
    struct ErrorBody: Decodable {
        struct Message: Decodable { var message: String }
        var error: Message
    }

    static func message(of response: TestResponse) throws -> String {
        try JSONDecoder().decode(ErrorBody.self, from: Data(response.body.readableBytesView)).error.message
    }

    /// Bodies that are not a `StatusPage`, with what the FastJSON server's 400 message must contain.
    /// Syntax errors keep FastJSON's own message (where and why); Hummingbird words the others
    /// itself from the error's coding path and type, which must then be the Foundation server's.
    static let badBodies: [(name: String, body: String, syntaxMessage: String?)] = [
        ("invalid JSON", #"{"statuses": [1,, 2]}"#, "line 1, column 17"),
        ("not JSON at all", "statuses=1", "line 1, column 1"),
        ("wrong type", #"{"statuses": "none"}"#, nil),
        ("wrong nested type", #"{"statuses": [{"id": "1"}]}"#, nil),
        ("missing key", #"{"statuses": [{"id": 1}]}"#, nil),
        ("null for a value", #"{"statuses": null}"#, nil),
        ("empty body", "", "The given data was not valid input"),
    ]

    @Test func badBodiesGet400AsWithFoundation() async throws {
        let twitter = try ExampleClient.corpusFile("twitter.json")
        let truncated = String(decoding: twitter.prefix(twitter.count / 2), as: UTF8.self)
        let cases = Self.badBodies + [("truncated body", truncated, "The given data was not valid JSON")]
        try await Self.withBothServers { fast, foundation in
            for (name, body, syntaxMessage) in cases {
                let fastResponse = try await fast.execute(uri: "/timeline/digest", method: .post, body: ByteBuffer(string: body))
                let foundationResponse = try await foundation.execute(uri: "/timeline/digest", method: .post, body: ByteBuffer(string: body))
                #expect(fastResponse.status == .badRequest, "\(name)")
                #expect(foundationResponse.status == .badRequest, "\(name)")
                let fastMessage = try Self.message(of: fastResponse)
                if let syntaxMessage {
                    #expect(fastMessage.contains(syntaxMessage), "\(name): \(fastMessage)")
                } else {
                    #expect(fastMessage == (try Self.message(of: foundationResponse)), "\(name)")
                }
            }
        }
    }

    /// A megabyte of `[` gets a 400 from both servers; FastJSON's message says where it stopped.
    @Test func aMegabyteOfNestedBracketsGets400() async throws {
        var brackets = ByteBuffer()
        brackets.writeRepeatingByte(UInt8(ascii: "["), count: 1 << 20)
        let (fast, foundation) = try await Self.postToBoth(brackets)
        #expect(fast.status == .badRequest)
        #expect(foundation.status == .badRequest)
        #expect(try Self.message(of: fast).contains("deeper than 512"))
    }

    /// The 546 bytes on which Foundation's decoder traps get a 400 from the FastJSON server, which
    /// goes on serving. Not sent to the Foundation server: the trap would end this test process.
    @Test func theBodyThatCrashesFoundationGets400() async throws {
        let body = ByteBuffer(bytes: try ExampleClient.foundationCrashingBody())
        let app = TimelineServer.application(coders: .fastJSON, port: 0, catalogue: Self.catalogue)
        try await app.test(.live) { client in
            let response = try await client.execute(uri: "/timeline/digest", method: .post, body: body)
            #expect(response.status == .badRequest)
            #expect(try Self.message(of: response).contains("deeper than 512"))
            let next = try await client.execute(uri: "/catalogue", method: .get)
            #expect(next.status == .ok)
        }
    }

    /// A body over Hummingbird's limit (2 MiB by default) gets its usual 413 from both servers.
    @Test func aBodyOverTheLimitGets413() async throws {
        var tooLarge = ByteBuffer(string: #"{"statuses": ["#)
        tooLarge.writeRepeatingByte(UInt8(ascii: " "), count: 3 << 20)
        tooLarge.writeString("]}")
        let (fast, foundation) = try await Self.postToBoth(tooLarge)
        #expect(fast.status == .contentTooLarge)
        #expect(foundation.status == .contentTooLarge)
    }
}
