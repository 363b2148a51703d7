import FastJSON
import Foundation
import Testing

/// Where FastJSON differs from Foundation on purpose (foundation-parity.md): it rejects trailing
/// commas, which Foundation accepts, and checks all number and string syntax up front, where
/// Foundation checks a value only when it is read. FastJSON throws `dataCorrupted` with an empty
/// path for these; the tests assert that documented behaviour instead of Foundation's.
@Suite struct IntendedDifferenceDecodingTests {
    static let trailingCommas = ["[1,]", "{\"a\":1,}", "[[],]", "{\"a\":[1,],\"b\":2}", "[{\"a\":1,}]"]
    static let lazySyntax = ["[01]", "[\"\\x\"]", "{\"a\":01,\"b\":1}", "[1,\"\\uZZZZ\"]", "[-01]", "[1.]", "[\"\\ud800\"]"]

    @Test(arguments: trailingCommas + lazySyntax)
    func fastJSONRejectsUpFront(json: String) {
        for outcome in [DecodeOutcome<Loose>.fastJSON(Loose.self, Data(json.utf8)),
                        .fastJSON(Loose.self, Data(json.utf8)) { $0.keyDecodingStrategy = .convertFromSnakeCase }] {
            #expect(outcome.error?.kind == "dataCorrupted", "\(json)")
            #expect(outcome.error?.path == [], "\(json)")
        }
        // Even a model that never reads the bad value fails, where Foundation decodes it.
        #expect(DecodeOutcome<Empty>.fastJSON(Empty.self, Data(json.utf8)).error?.kind == "dataCorrupted")
        #expect(DecodeOutcome<Empty>.foundation(Empty.self, Data(json.utf8)) == .value(Empty()))
        // The oracle recognises the difference as the documented one.
        #expect(DecodingOracle.isIntendedStrictness(Data(json.utf8), DecodeOutcome<Loose>.fastJSON(Loose.self, Data(json.utf8))))
    }

    /// A trailing comma in a braceless top-level dictionary, which Foundation's JSON5 scanner takes.
    @Test func trailingCommaWithoutBraces() {
        let outcome = DecodeOutcome<[String: Int]>.fastJSON([String: Int].self, Data(#""a":1,"#.utf8)) {
            $0.assumesTopLevelDictionary = true
        }
        #expect(outcome.error?.kind == "dataCorrupted")
        #expect(outcome.error?.path == [])
    }

    /// A number out of range inside `init(from:)`: FastJSON throws `DecodingError.dataCorrupted`
    /// there and then; Foundation throws its internal `JSONError`, which becomes the same
    /// `dataCorrupted` only at the API boundary. Code that catches `DecodingError` inside
    /// `init(from:)` sees the FastJSON error, which is the better behaviour.
    @Test func numberRangeInsideInit() throws {
        let json = Data(#"{"v":300}"#.utf8)
        let fast = try FastJSONDecoder().decode(CatchesDecodingError.self, from: json)
        #expect(fast.caught == "dataCorrupted")
        // Outside, both report the same thing.
        DecodingOracle.check(KeyedConcrete<Int8>.self, json)
    }
}

struct CatchesDecodingError: Decodable {
    var caught = "nothing"
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ValueKey.self)
        do {
            _ = try container.decode(Int8.self, forKey: .v)
        } catch DecodingError.dataCorrupted {
            caught = "dataCorrupted"
        } catch {
            caught = "other"
        }
    }
}
