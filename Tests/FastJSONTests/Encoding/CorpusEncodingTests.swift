import CorpusModels
import Foundation
import Testing
@testable import FastJSON

@Suite("Encoding the corpus")
struct CorpusEncodingTests {
    @Test(arguments: ["twitter.json", "citm_catalog.json", "canada.json", "users.json", "request-bodies.json"])
    func corpusMatchesFoundationByteForByte(file: String) throws {
        let document = try JSONDecoder().decode(ProbedJSONValue.self, from: TestResources.corpusFile(file))
        for formatting: UInt in [2, 3, 10, 11] {
            let foundation = JSONEncoder()
            foundation.outputFormatting = .init(rawValue: formatting)
            let fast = FastJSONEncoder()
            fast.outputFormatting = .init(rawValue: formatting)
            #expect(try fast.encode(document) == foundation.encode(document), "\(file), formatting \(formatting)")
        }
    }

    /// The models themselves, with `.iso8601` dates. Sorted keys only, as above: Foundation's
    /// order of an object's keys is otherwise its dictionary's.
    @Test func requestBodiesMatchFoundationByteForByte() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let tickets = try decoder.decode([RequestBodies.Ticket].self, from: TestResources.corpusFile("request-bodies.json"))
        let order = try decoder.decode(RequestBodies.Order.self, from: Data(RequestBodies.order.utf8))
        for formatting: UInt in [2, 3, 10, 11] {
            let foundation = JSONEncoder()
            foundation.outputFormatting = .init(rawValue: formatting)
            foundation.dateEncodingStrategy = .iso8601
            let fast = FastJSONEncoder()
            fast.outputFormatting = .init(rawValue: formatting)
            fast.dateEncodingStrategy = .iso8601
            #expect(try fast.encode(tickets) == foundation.encode(tickets), "formatting \(formatting)")
            #expect(try fast.encode(order) == foundation.encode(order), "formatting \(formatting)")
        }
    }
}
