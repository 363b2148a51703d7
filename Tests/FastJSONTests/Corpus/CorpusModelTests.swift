import CorpusModels
import Foundation
import Testing

/// Checks that the corpus models capture every value of their file: decoding with Foundation and
/// encoding again must give back the same JSON, apart from `null`s, which become missing keys.
@Suite struct CorpusModelTests {
    @Test func twitterKeepsWholeDocument() throws {
        try expectRoundTripKeepsContent(of: "twitter.json", as: Twitter.SearchResponse.self)
    }

    @Test func twitterCamelCaseKeepsWholeDocument() throws {
        try expectRoundTripKeepsContent(
            of: "twitter.json",
            as: TwitterCamelCase.SearchResponse.self,
            decoder: .convertingFromSnakeCase,
            encoder: .convertingToSnakeCase
        )
    }

    @Test func twitterCamelCaseEncodesLikeSnakeCase() throws {
        let json = try TestResources.corpusFile("twitter.json")
        let snakeCase = try JSONEncoder().encode(JSONDecoder().decode(Twitter.SearchResponse.self, from: json))
        let camelCase = try JSONEncoder.convertingToSnakeCase.encode(
            JSONDecoder.convertingFromSnakeCase.decode(TwitterCamelCase.SearchResponse.self, from: json)
        )
        let difference = JSONComparison.firstDifference(
            between: try JSONSerialization.jsonObject(with: snakeCase),
            and: try JSONSerialization.jsonObject(with: camelCase)
        )
        #expect(difference == nil)
    }

    @Test func twitterRetweetsDecodeThroughIndirect() throws {
        let response = try JSONDecoder().decode(
            Twitter.SearchResponse.self,
            from: TestResources.corpusFile("twitter.json")
        )
        let retweets = response.statuses.compactMap(\.retweeted_status?.value)
        #expect(response.statuses.count == 100)
        #expect(retweets.count == 73)
        #expect(retweets.allSatisfy { $0.retweeted_status == nil })
    }

    @Test func citmCatalogKeepsWholeDocument() throws {
        try expectRoundTripKeepsContent(of: "citm_catalog.json", as: CitmCatalog.self)
    }

    @Test func canadaKeepsWholeDocument() throws {
        try expectRoundTripKeepsContent(of: "canada.json", as: FeatureCollection.self)
    }

    @Test func usersKeepsWholeDocument() throws {
        try expectRoundTripKeepsContent(of: "users.json", as: [Users.User].self)
    }

    @Test func usersCamelCaseKeepsWholeDocument() throws {
        try expectRoundTripKeepsContent(
            of: "users.json",
            as: [UsersCamelCase.User].self,
            decoder: .convertingFromSnakeCase,
            encoder: .convertingToSnakeCase
        )
    }

    @Test func requestBodiesKeepWholeDocument() throws {
        try expectRoundTripKeepsContent(
            of: "request-bodies.json", as: [RequestBodies.Ticket].self, decoder: .iso8601Dates, encoder: .iso8601Dates)
    }

    /// The committed files are the generator's output, so anyone can make them again.
    @Test func usersIsGenerated() throws {
        #expect(try TestResources.corpusFile("users.json") == Data(Users.generatedDocument().utf8))
    }

    @Test func requestBodiesAreGenerated() throws {
        #expect(try TestResources.corpusFile("request-bodies.json") == Data(RequestBodies.generatedDocument().utf8))
    }

    private func expectRoundTripKeepsContent<Model: Codable>(
        of fileName: String,
        as model: Model.Type,
        decoder: JSONDecoder = JSONDecoder(),
        encoder: JSONEncoder = JSONEncoder(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let original = try TestResources.corpusFile(fileName)
        let reencoded = try encoder.encode(decoder.decode(model, from: original))
        let difference = JSONComparison.firstDifference(
            between: try JSONSerialization.jsonObject(with: original),
            and: try JSONSerialization.jsonObject(with: reencoded)
        )
        #expect(difference == nil, "\(fileName) changed in a round trip", sourceLocation: sourceLocation)
    }
}

private extension JSONDecoder {
    static var convertingFromSnakeCase: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }

    static var iso8601Dates: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

private extension JSONEncoder {
    static var convertingToSnakeCase: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }

    static var iso8601Dates: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}
