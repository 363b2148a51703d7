import CorpusModels
import FastJSON
import Foundation
import Testing

/// `decode(_:from:at:)` against Foundation decoding an equivalent wrapper model.
@Suite struct JSONPointerTests {
    struct Statuses: Decodable { let statuses: [Twitter.Status] }

    @Test func twitterStatusAgreesWithAWrapperModel() throws {
        let data = try TestResources.corpusFile("twitter.json")
        let wrapped = try JSONDecoder().decode(Statuses.self, from: data)
        let decoder = FastJSONDecoder()
        #expect(try decoder.decode(Twitter.Status.self, from: data, at: "/statuses/0") == wrapped.statuses[0])
        #expect(try decoder.decode(Twitter.Status.self, from: data, at: "/statuses/99") == wrapped.statuses[99])
        #expect(try decoder.decode(String.self, from: data, at: "/statuses/3/user/screen_name") == wrapped.statuses[3].user.screen_name)
        #expect(try decoder.decode(Twitter.SearchResponse.self, from: data, at: "") == JSONDecoder().decode(Twitter.SearchResponse.self, from: data))
    }

    struct Item: Decodable, Equatable { let id: Int; let name: String }
    struct Items: Decodable, Equatable { let items: [Item] }
    struct Data_: Decodable, Equatable { let data: Items }

    /// Made for each use: a global `Data` holds its storage through a pointer with tag bits, which
    /// LeakSanitizer does not follow, so it reports the storage as leaked at exit.
    static var document: Data {
        Data(#"{"data":{"items":[{"id":1,"name":"a"},{"id":"2","name":"b"},{"id":3}]},"a/b":{"m~n":[true]},"":{"":7},"é":1}"#.utf8)
    }

    @Test func errorsInsideTheValueStartWithThePointersPath() throws {
        // Foundation, decoding the whole wrapper, fails at data.items[1].id; FastJSON, decoding
        // only the element, fails at the same path.
        let foundation = DecodeOutcome.foundation(Data_.self, Self.document)
        let fast = DecodeOutcome.capture { try FastJSONDecoder().decode(Item.self, from: Self.document, at: "/data/items/1") }
        #expect(fast.error?.description == foundation.error?.description)
        #expect(fast.error?.path == ["data", "items", "Index 1#1", "id"])
        let missing = DecodeOutcome.capture { try FastJSONDecoder().decode(Item.self, from: Self.document, at: "/data/items/2") }
        #expect(missing.error?.kind == "keyNotFound")
        #expect(missing.error?.path == ["data", "items", "Index 2#2"])
    }

    @Test func escapesAndEmptyKeys() throws {
        let decoder = FastJSONDecoder()
        #expect(try decoder.decode([Bool].self, from: Self.document, at: "/a~1b/m~0n") == [true])
        #expect(try decoder.decode(Bool.self, from: Self.document, at: "/a~1b/m~0n/0") == true)
        #expect(try decoder.decode(Int.self, from: Self.document, at: "//") == 7)
        #expect(try decoder.decode(Int.self, from: Self.document, at: "/é") == 1)
        #expect(try decoder.decode(Item.self, from: Self.document, at: "/data/items/0") == Item(id: 1, name: "a"))
    }

    /// Escapes are read in the pointer's UTF-8: a `~` before a combining mark, one `Character` with
    /// it, still needs its `0`.
    @Test func aTildeBeforeACombiningMarkIsEscapedAlone() throws {
        #expect("~\u{0745}".count == 1)
        let document = Data(#"{"~\#u{0745}/":1}"#.utf8)
        #expect(try FastJSONDecoder().decode(Int.self, from: document, at: "/~0\u{0745}~1") == 1)
        let unescaped = DecodeOutcome.capture { try FastJSONDecoder().decode(Int.self, from: document, at: "/~\u{0745}~1") }
        #expect(unescaped.error?.kind == "dataCorrupted")
        #expect(unescaped.error?.path == [])
    }

    @Test(arguments: [
        ("/data/nope", "keyNotFound", ["data"]),
        ("/data/items/3", "valueNotFound", ["data", "items", "Index 3#3"]),
        ("/data/items/99999999999999999999999", "dataCorrupted", ["data", "items"]),
        ("/data/items/01", "dataCorrupted", ["data", "items"]),
        ("/data/items/-", "dataCorrupted", ["data", "items"]),
        ("/data/items/a", "dataCorrupted", ["data", "items"]),
        ("/data/items/-1", "dataCorrupted", ["data", "items"]),
        ("/data/items/0/name/x", "typeMismatch", ["data", "items", "Index 0#0", "name"]),
        ("a", "dataCorrupted", []),
        ("data", "dataCorrupted", []),
        ("/~2", "dataCorrupted", []),
        ("/data~", "dataCorrupted", []),
    ] as [(String, String, [String])])
    func badPointersThrowDecodingErrors(pointer: String, kind: String, path: [String]) throws {
        let outcome = DecodeOutcome.capture { try FastJSONDecoder().decode(JSONValue.self, from: Self.document, at: pointer) }
        #expect(outcome.error?.kind == kind, "\(pointer): \(outcome)")
        #expect(outcome.error?.path == path, "\(pointer): \(outcome)")
    }

    @Test func theWholeDocumentIsChecked() throws {
        let invalidUTF8 = Data(#"{"a":1,"b":""#.utf8) + [0xFF] + Data(#""}"#.utf8)
        for data in [#"{"a":1,"b":[1,2}"#, #"{"a":1,"b":"\u00"}"#, #"{"a":1} x"#].map({ Data($0.utf8) }) + [invalidUTF8] {
            let outcome = DecodeOutcome.capture { try FastJSONDecoder().decode(Int.self, from: data, at: "/a") }
            #expect(outcome.error?.kind == "dataCorrupted", "\(String(decoding: data, as: UTF8.self))")
        }
        let null = DecodeOutcome.capture { try FastJSONDecoder().decode(Int.self, from: Data(#"{"a":null}"#.utf8), at: "/a/b") }
        #expect(null.error?.kind == "valueNotFound")
    }

    @Test func keysAreMatchedAsInTheDocument() throws {
        let decoder = FastJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        struct User: Decodable, Equatable { let screenName: String }
        let data = Data(#"{"the_user":{"screen_name":"ada"}}"#.utf8)
        #expect(try decoder.decode(User.self, from: data, at: "/the_user") == User(screenName: "ada"))
    }
}
