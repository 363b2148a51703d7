import CorpusModels
import FastJSON
import Foundation
import Testing

/// `Leniency.trailingCommas` against Foundation's `JSONDecoder`, which accepts trailing commas by
/// default; FastJSON without the option refuses them.
@Suite struct TrailingCommaTests {
    static let documents = [
        "[1,]", #"{"a":1,}"#, "[1 , ]", "[[1,],]", #"{"a":[1,],}"#, "[1,]  ", "[1,\n]", #"{"a":{"b":2,},"c":[{},],}"#,
        #"["a,]",]"#, #"["\"",]"#, #"{"k,}":"v,]",}"#,
        "[,]", "[1,,]", "{,}", #"{"a":,}"#, "1,", "[1]]", "[1,]x", ",[1]", "[1,2", #"{"a":1,,}"#, "[1, ,]",
    ]

    @Test(arguments: documents)
    func agreesWithFoundation(text: String) throws {
        let data = Data(text.utf8)
        let foundation = DecodeOutcome.foundation(ProbedJSONValue.self, data)
        let fast = DecodeOutcome.fastJSON(ProbedJSONValue.self, data) { $0.leniency = .trailingCommas }
        #expect(fast == foundation)
        #expect(DecodeOutcome.fastJSON(JSONValue.self, data) { $0.leniency = .trailingCommas }.error
            == DecodeOutcome.foundation(JSONValue.self, data).error)
        // Strict by default.
        if text.contains(",]") || text.contains(",}") || text.contains(", ]") {
            #expect(DecodeOutcome.fastJSON(ProbedJSONValue.self, data).error?.kind == "dataCorrupted")
        }
    }

    @Test func errorsKeepTheirPositions() throws {
        let decoder = FastJSONDecoder()
        decoder.leniency = .trailingCommas
        do {
            _ = try decoder.decode([Int].self, from: Data("[1,\n 2,\n x]".utf8))
            Issue.record("decoded invalid JSON")
        } catch DecodingError.dataCorrupted(let context) {
            let error = try #require(context.underlyingError as? JSONError)
            #expect(error.line == 3)
            #expect(error.column == 2)
        }
    }

    @Test func aCommaAfterTheDocumentStaysWhereItIs() throws {
        for text in ["[1],]", #"{"a":1},}"#, "[1],"] {
            let strict = DecodeOutcome.fastJSON([String: Int].self, Data(text.utf8))
            let lenient = DecodeOutcome.fastJSON([String: Int].self, Data(text.utf8)) { $0.leniency = .trailingCommas }
            #expect(lenient.error?.message == strict.error?.message, "\(text)")
            #expect(lenient.error?.kind == "dataCorrupted")
        }
    }

    @Test func corpusWithTrailingCommasDecodesAsWithout() throws {
        let data = try TestResources.corpusFile("twitter.json")
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "}]", with: "},]")
        let decoder = FastJSONDecoder()
        decoder.leniency = .trailingCommas
        #expect(try decoder.decode(Twitter.SearchResponse.self, from: Data(text.utf8))
            == JSONDecoder().decode(Twitter.SearchResponse.self, from: data))
        #expect(try decoder.decode(Twitter.User.self, from: Data(text.utf8), at: "/statuses/1/user")
            == JSONDecoder().decode(Twitter.SearchResponse.self, from: data).statuses[1].user)
    }
}
