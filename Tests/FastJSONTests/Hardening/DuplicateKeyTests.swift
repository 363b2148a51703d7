import CorpusModels
import FastJSON
import Foundation
import Testing

extension Hardening {
    /// Duplicate keys: the first value wins, as in Foundation, however the duplicates are spelled.
    @Suite struct DuplicateKeyTests {
        struct Model: Codable, Equatable {
            let a: Int
            let b: [Int]?
        }

        @Test(arguments: [
            #"{"a":1,"a":2}"#, #"{"a":1,"b":[1],"a":2,"b":[2]}"#, #"{"a":1,"\u0061":2}"#, #"{"\u0061":1,"a":2}"#,
            #"{"a":1,"a":"x"}"#, #"{"a":"x","a":1}"#, #"{"b":null,"a":1,"b":[3]}"#, #"{"a":1,"a":{"deep":[1,2]}}"#,
            #"{"é":1,"e\u0301":2,"a":3}"#, #"{"e\u0301":1,"é":2,"a":3}"#, #"{"":1,"":2,"a":0}"#,
        ])
        func firstValueWinsAsInFoundation(text: String) throws {
            let data = Data(text.utf8)
            #expect(DecodeOutcome.fastJSON(Model.self, data) == DecodeOutcome.foundation(Model.self, data))
            #expect(DecodeOutcome.fastJSON([String: ProbedJSONValue].self, data) == DecodeOutcome.foundation([String: ProbedJSONValue].self, data))
            #expect(DecodeOutcome.fastJSON(ProbedJSONValue.self, data) == DecodeOutcome.foundation(ProbedJSONValue.self, data))
        }

        @Test func duplicatesInBigObjects() throws {
            // Past the repeated-key detector's tracking limit, lookups go through an index.
            for count in [10, 47, 48, 49, 100, 1_000] {
                let keys = (0..<count).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
                let text = "{\"a\":1,\(keys),\"a\":2,\"b\":[1],\"b\":[2]}"
                let data = Data(text.utf8)
                #expect(DecodeOutcome.fastJSON(Model.self, data) == DecodeOutcome.foundation(Model.self, data))
                #expect(DecodeOutcome.fastJSON([String: Int?].self, data) == DecodeOutcome.foundation([String: Int?].self, data))
            }
        }

        @Test func duplicatesAfterSnakeCaseConversion() throws {
            struct Snake: Codable, Equatable { let userId: Int }
            for text in [#"{"user_id":1,"userId":2}"#, #"{"userId":1,"user_id":2}"#, #"{"user_id":1,"user__id":2}"#] {
                let data = Data(text.utf8)
                let fast = DecodeOutcome.fastJSON(Snake.self, data) { $0.keyDecodingStrategy = .convertFromSnakeCase }
                let foundation = DecodeOutcome.foundation(Snake.self, data) { $0.keyDecodingStrategy = .convertFromSnakeCase }
                #expect(fast == foundation, "\(text)")
            }
        }
    }
}
