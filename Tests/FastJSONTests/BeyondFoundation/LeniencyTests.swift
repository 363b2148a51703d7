import FastJSON
import Foundation
import Testing

/// The opt-in conversions of `FastJSONDecoder.Leniency`; without them FastJSON matches Foundation.
@Suite struct LeniencyTests {
    struct Flags: Decodable, Equatable {
        let active: Bool
        let admin: Bool
    }

    struct Account: Decodable, Equatable {
        let id: Int64
        let balance: Double
        let name: String
        let tags: [String]
        let score: Float
        let verified: Bool
    }

    static func decoder(_ leniency: FastJSONDecoder.Leniency) -> FastJSONDecoder {
        let decoder = FastJSONDecoder()
        decoder.leniency = leniency
        return decoder
    }

    @Test func boolsFromNumbersAndStrings() throws {
        let data = Data(#"{"active": 1, "admin": "false"}"#.utf8)
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode(Flags.self, from: data) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Flags.self, from: data) }
        #expect(try Self.decoder(.boolsFromNumbersAndStrings).decode(Flags.self, from: data) == Flags(active: true, admin: false))
        for rejected in [#"{"active": 2, "admin": true}"#, #"{"active": "yes", "admin": true}"#, #"{"active": 1.0, "admin": true}"#] {
            #expect(throws: DecodingError.self) { try Self.decoder(.boolsFromNumbersAndStrings).decode(Flags.self, from: Data(rejected.utf8)) }
        }
    }

    @Test func numbersFromStrings() throws {
        let data = Data(#"{"id": "9007199254740993", "balance": "-1.5e3", "name": "n", "tags": [], "score": "0.5", "verified": true}"#.utf8)
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode(Account.self, from: data) }
        let account = try Self.decoder(.numbersFromStrings).decode(Account.self, from: data)
        #expect(account.id == 9_007_199_254_740_993)
        #expect(account.balance == -1500)
        #expect(account.score == 0.5)
        for rejected in [" 1", "1 ", "0x10", "01", "1.", "", "NaN", "+1"] {
            let text = #"{"id": "\#(rejected)", "balance": 1, "name": "n", "tags": [], "score": 1, "verified": true}"#
            #expect(throws: DecodingError.self) { try Self.decoder(.numbersFromStrings).decode(Account.self, from: Data(text.utf8)) }
        }
        let tooLarge = #"{"id": "9223372036854775808", "balance": 1, "name": "n", "tags": [], "score": 1, "verified": true}"#
        #expect(throws: DecodingError.self) { try Self.decoder(.numbersFromStrings).decode(Account.self, from: Data(tooLarge.utf8)) }
    }

    @Test func nullAndMissingAsDefault() throws {
        let data = Data(#"{"id": null, "name": null, "tags": null, "verified": null}"#.utf8)
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode(Account.self, from: data) }
        let account = try Self.decoder(.nullAndMissingAsDefault).decode(Account.self, from: data)
        #expect(account == Account(id: 0, balance: 0, name: "", tags: [], score: 0, verified: false))
        struct Nested: Decodable { let account: Account }
        // Types with no empty value still need their key.
        #expect(throws: DecodingError.self) { try Self.decoder(.nullAndMissingAsDefault).decode(Nested.self, from: Data("{}".utf8)) }
    }

    @Test func withoutLeniencyErrorsMatchFoundation() throws {
        let data = Data(#"{"active": 1, "admin": "false"}"#.utf8)
        #expect(DecodeOutcome.fastJSON(Flags.self, data) == DecodeOutcome.foundation(Flags.self, data))
    }
}
