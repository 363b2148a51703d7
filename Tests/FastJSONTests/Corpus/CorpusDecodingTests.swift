import CorpusModels
import FastJSON
import Foundation
import Testing

/// The whole corpus decodes to the values Foundation decodes.
@Suite struct CorpusDecodingTests {
    @Test func twitter() throws {
        let data = try TestResources.corpusFile("twitter.json")
        let expected = try JSONDecoder().decode(Twitter.SearchResponse.self, from: data)
        #expect(try FastJSONDecoder().decode(Twitter.SearchResponse.self, from: data) == expected)
    }

    @Test func twitterConvertingFromSnakeCase() throws {
        try expectSameConvertingFromSnakeCase("twitter.json", as: TwitterCamelCase.SearchResponse.self)
    }

    @Test func citmCatalog() throws {
        let data = try TestResources.corpusFile("citm_catalog.json")
        let expected = try JSONDecoder().decode(CitmCatalog.self, from: data)
        #expect(try FastJSONDecoder().decode(CitmCatalog.self, from: data) == expected)
    }

    @Test func canada() throws {
        let data = try TestResources.corpusFile("canada.json")
        let expected = try JSONDecoder().decode(FeatureCollection.self, from: data)
        #expect(try FastJSONDecoder().decode(FeatureCollection.self, from: data) == expected)
    }

    @Test func users() throws {
        let data = try TestResources.corpusFile("users.json")
        let expected = try JSONDecoder().decode([Users.User].self, from: data)
        #expect(try FastJSONDecoder().decode([Users.User].self, from: data) == expected)
    }

    @Test func usersConvertingFromSnakeCase() throws {
        try expectSameConvertingFromSnakeCase("users.json", as: [UsersCamelCase.User].self)
    }

    @Test func requestBodies() throws {
        let data = try TestResources.corpusFile("request-bodies.json")
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .iso8601
        let fast = FastJSONDecoder()
        fast.dateDecodingStrategy = .iso8601
        let expected = try foundation.decode([RequestBodies.Ticket].self, from: data)
        #expect(try fast.decode([RequestBodies.Ticket].self, from: data) == expected)
        let order = Data(RequestBodies.order.utf8)
        #expect(try fast.decode(RequestBodies.Order.self, from: order) == foundation.decode(RequestBodies.Order.self, from: order))
    }

    private func expectSameConvertingFromSnakeCase<Model: Decodable & Equatable>(
        _ file: String, as model: Model.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let data = try TestResources.corpusFile(file)
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        let fast = FastJSONDecoder()
        fast.keyDecodingStrategy = .convertFromSnakeCase
        let expected = try foundation.decode(model, from: data)
        #expect(try fast.decode(model, from: data) == expected, sourceLocation: sourceLocation)
    }
}
