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

    /// UTF-32LE after its byte-order mark, `FF FE 00 00`: Foundation takes the mark for UTF-16LE's
    /// and fails on what follows. FastJSON reads it as it reads the same text in UTF-32BE after that
    /// encoding's mark (checked against Foundation in `InputDecodingTests`): whole, with its last
    /// code unit cut short, and after two marks. After `FE FF 00 00`, which Foundation takes for
    /// the mark, both read UTF-32LE.
    @Test(arguments: InputDecodingTests.documents)
    func utf32LittleEndianAfterItsMark(json: String) {
        let little = InputDecodingTests.Encoding.utf32LE
        let big = InputDecodingTests.Encoding.utf32BE
        let variants: [(String, ([UInt8]) -> [UInt8])] = [("whole", { $0 }), ("truncated", { Array($0.dropLast()) })]
        for (name, variant) in variants {
            let fast = DecodeOutcome<Loose>.fastJSON(Loose.self, Data(little.bom + variant(little.encode(json))))
            let bigEndian = DecodeOutcome<Loose>.fastJSON(Loose.self, Data(big.bom + variant(big.encode(json))))
            #expect(fast == bigEndian, "\(name): \(json)")
        }
        #expect(DecodeOutcome<Loose>.foundation(Loose.self, Data(little.bom + little.encode(json))).error?.kind == "dataCorrupted")
        // The bytes Foundation takes for UTF-32LE's mark, UTF-16BE's and U+0000, FastJSON takes so too.
        let foundationsMark = Data([0xFE, 0xFF, 0, 0] + little.encode(json))
        let fast = DecodeOutcome<Loose>.fastJSON(Loose.self, foundationsMark)
        #expect(fast == DecodeOutcome<Loose>.foundation(Loose.self, foundationsMark), "\(json)")
        #expect(fast == DecodeOutcome<Loose>.fastJSON(Loose.self, Data(big.bom + big.encode(json))), "\(json)")
    }

    @Test func utf32LittleEndianAfterTwoMarks() {
        let little = InputDecodingTests.Encoding.utf32LE
        let big = InputDecodingTests.Encoding.utf32BE
        #expect(DecodeOutcome<Loose>.fastJSON(Loose.self, Data(little.bom + little.bom + little.encode("1")))
                == .fastJSON(Loose.self, Data(big.bom + big.bom + big.encode("1"))))
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
