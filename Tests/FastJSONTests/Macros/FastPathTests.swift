#if Macros
import CorpusModels
@testable import FastJSON
import Foundation
import Testing

/// A model whose every property the fast path reads: JSON's own types, FastJSON's native ones,
/// Foundation's special cases, nested fast models, renamed keys and each default.
@JSONCodable
struct FastPathOrder: Equatable {
    var id: Int
    var customer: String
    var total: Double
    var paid: Bool
    var count: Int64
    var level: UInt8
    var ratio: Float
    var note: String?
    var placed: Date
    var payload: Data?
    var link: URL?
    var amount: Decimal?
    var lines: [FastPathLine]
    var first: FastPathLine?
    var scores: [String: Int]?
    var tags: Set<String>?
    var state: FastPathState?
    @JSONKey("order-id") var orderID: String?
    @JSONKey("1st") var firstKey: Int?
    @JSONKey("naïve") var naive: String?
    @JSONDefault("basic") var tier: String
    @JSONDefault(1, when: .missing) var quantity: Int
    @JSONDefault(0.5, when: .null) var discount: Double
    @JSONDefault("none", when: .null) var coupon: String?
    @JSONIgnored var cache: Int = 7

    static var sample: [String: Any] {
        [
            "id": 12345, "customer": "Ada Lovelace", "total": 129.95, "paid": true, "count": 9_000_000_000, "level": 3,
            "ratio": 0.5, "note": "leave at the door", "placed": 1000.5, "payload": "AQID", "link": "https://example.com/a",
            "amount": 12.5, "lines": [["sku": "A1", "quantity": 2], ["sku": "B2", "quantity": 1]],
            "first": ["sku": "C3", "quantity": 4], "scores": ["a": 1], "tags": ["x", "y"], "state": "open",
            "order-id": "A-1", "1st": 1, "naïve": "yes", "tier": "gold", "quantity": 3, "discount": 0.25, "coupon": "SPRING",
        ]
    }
}

@JSONCodable
struct FastPathLine: Equatable {
    var sku: String
    var quantity: Int
}

enum FastPathState: String, Codable, Equatable {
    case open, closed
}

/// A fast model in a generic type: the generated code names no type and stores nothing static.
struct FastPathPage<Item: Codable & Equatable>: Codable, Equatable {
    @JSONCodable
    struct Entry: Equatable {
        var item: Item
        var rank: Int?
    }

    var entries: [Entry]
}

@JSONCodable
final class FastPathAccount: Equatable {
    var id: Int
    var name: String?

    static func == (lhs: FastPathAccount, rhs: FastPathAccount) -> Bool { lhs.id == rhs.id && lhs.name == rhs.name }
}

/// Decodes `Value` through its `init(from:)` with FastJSON's decoder, which the fast path would
/// otherwise replace: the reference for the options Foundation lacks.
struct ThroughInitFromDecoder<Value: Decodable & Equatable>: Decodable, Equatable {
    var value: Value

    init(from decoder: any Decoder) throws {
        value = try Value(from: decoder)
    }
}

/// The fast path (`_JSONFastDecodable`) against the `init(from:)` the macro writes beside it, run
/// through Foundation's decoder: the same value or the same error, case and path, on documents
/// built to reach every branch of both.
@Suite struct FastPathTests {
    /// Every struct and final class with generated keys takes the fast path, whatever its
    /// annotations: those it does not read itself read through a keyed container inside it. A
    /// class that can be subclassed, and a type with its own `CodingKeys`, keep to `init(from:)`.
    @Test func whichModelsTakeTheFastPath() {
        #expect(FastPathOrder.self is any _JSONFastDecodable.Type)
        #expect(FastPathLine.self is any _JSONFastDecodable.Type)
        #expect(FastPathPage<Int>.Entry.self is any _JSONFastDecodable.Type)
        #expect(FastPathAccount.self is any _JSONFastDecodable.Type)
        #expect(MacroOnlyOrder.self is any _JSONFastDecodable.Type)
        #expect(AnnotatedOrder.self is any _JSONFastDecodable.Type)
        #expect(AnnotatedAccount.self is any _JSONFastDecodable.Type)
        #expect(!(OpenAccount.self is any _JSONFastDecodable.Type))
        #expect(!(OwnKeys.self is any _JSONFastDecodable.Type))
    }

    @JSONCodable
    struct OwnKeys {
        var id: Int
        enum CodingKeys: String, CodingKey { case id = "ID" }
    }

    @Test func readsWhatInitFromDecoderReads() throws {
        let data = try JSONSerialization.data(withJSONObject: FastPathOrder.sample)
        let order = try FastJSONDecoder().decode(FastPathOrder.self, from: data)
        #expect(order.lines == [FastPathLine(sku: "A1", quantity: 2), FastPathLine(sku: "B2", quantity: 1)])
        #expect(order.orderID == "A-1" && order.firstKey == 1 && order.naive == "yes" && order.cache == 7)
        #expect(order.payload == Data([1, 2, 3]) && order.state == .open && order.count == 9_000_000_000)
        #expect(try JSONDecoder().decode(FastPathOrder.self, from: data) == order)
    }

    /// Every key of the sample and of its nested objects, missing, `null` or of each other JSON
    /// type, the keys in document order and reversed.
    @Test func agreesWithFoundationOnEveryVariation() throws {
        var values = 0
        var errors = 0
        for document in JSONCodableMacroTests.variations(of: FastPathOrder.sample) {
            for text in [Self.json(document, reversed: false), Self.json(document, reversed: true)] {
                let data = Data(text.utf8)
                let fast = DecodeOutcome.fastJSON(FastPathOrder.self, data)
                #expect(fast == DecodeOutcome.foundation(FastPathOrder.self, data), "\(text)")
                if fast.error == nil { values += 1 } else { errors += 1 }
            }
        }
        #expect(values > 50 && errors > 50)
    }

    /// What a keyed container sees beyond a key's value: repeated keys, escaped and non-ASCII
    /// keys, unknown keys, an object too large for the key search, and a value that is no object.
    @Test func agreesWithFoundationOnTheObjectsShape() throws {
        let large = (0..<100).map { "\"k\($0)\":\($0)," }.joined()
        let documents = [
            #"{"sku":"A","quantity":1,"sku":"B"}"#,
            #"{"quantity":1,"quantity":"x","sku":"A"}"#,
            #"{"\u0073ku":"A","quantity":1}"#,
            #"{"s\u006Bu":"A","qu\u0061ntity":2,"extra":[1,{"a":null}]}"#,
            #"{"skü":"A","sku":"B","quantity":1}"#,
            #"{"quantity":1}"#,
            #"{"sku":"A"}"#,
            #"{"SKU":"A","quantity":1}"#,
            #"{}"#,
            "{\(large)\"sku\":\"A\",\"quantity\":3}",
            "{\(large)\"sku\":\"A\"}",
            "[]", "null", "1", #""sku""#, "[1]",
        ]
        for text in documents {
            let data = Data(text.utf8)
            #expect(DecodeOutcome.fastJSON(FastPathLine.self, data) == DecodeOutcome.foundation(FastPathLine.self, data), "\(text)")
            let wrapped = Data("{\"lines\":[\(text)],\"first\":\(text)}".utf8)
            #expect(DecodeOutcome.fastJSON(FastPathLines.self, wrapped) == DecodeOutcome.foundation(FastPathLines.self, wrapped), "\(text)")
        }
    }

    /// Under each decoder-wide option Foundation has, the fast path gives Foundation's answer; the
    /// key strategies keep to `init(from:)`.
    @Test func agreesWithFoundationUnderItsOptions() throws {
        let documents = [
            #"{"items":[{"sku":"A","quantity":1}],"when":"2024-05-01T09:30:00Z","blob":"AQID","x":"NaN"}"#,
            #"{"items":[{"sku":"A","quantity":1}],"when":1714555800,"blob":[1,2],"x":1.5}"#,
            #"{"Items":[{"Sku":"A","Quantity":1}],"When":0,"Blob":"AQID","X":2}"#,
            #"{"items":[{"sku":"A","quantity":1}],"when":"2024-05-01","blob":"AQID","x":"Infinity"}"#,
        ]
        let configurations: [(String, (JSONDecoder) -> Void, (FastJSONDecoder) -> Void)] = [
            ("default", { _ in }, { _ in }),
            ("iso8601", { $0.dateDecodingStrategy = .iso8601 }, { $0.dateDecodingStrategy = .iso8601 }),
            ("seconds", { $0.dateDecodingStrategy = .secondsSince1970; $0.dataDecodingStrategy = .deferredToData },
             { $0.dateDecodingStrategy = .secondsSince1970; $0.dataDecodingStrategy = .deferredToData }),
            ("floats", { $0.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN") },
             { $0.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN") }),
            ("snake", { $0.keyDecodingStrategy = .convertFromSnakeCase }, { $0.keyDecodingStrategy = .convertFromSnakeCase }),
            ("custom", { $0.keyDecodingStrategy = .custom { JSONKey(stringValue: $0.last!.stringValue.lowercased()) } },
             { $0.keyDecodingStrategy = .custom { JSONKey(stringValue: $0.last!.stringValue.lowercased()) } }),
        ]
        for text in documents {
            let data = Data(text.utf8)
            for (name, foundation, fast) in configurations {
                #expect(DecodeOutcome.fastJSON(FastPathOptions.self, data, configure: fast)
                            == DecodeOutcome.foundation(FastPathOptions.self, data, configure: foundation), "\(name): \(text)")
            }
        }
    }

    /// FastJSON's own options, which Foundation lacks, read as they do through `init(from:)`.
    @Test func agreesWithInitFromDecoderUnderLeniencyAndLossyArrays() throws {
        let documents = [
            #"{"sku":null,"quantity":null}"#, #"{}"#, #"{"sku":"A","quantity":"3"}"#, #"{"sku":1,"quantity":true}"#,
            #"{"sku":"A","quantity":"x"}"#,
        ]
        for text in documents {
            let data = Data(text.utf8)
            for leniency in [FastJSONDecoder.Leniency.nullAndMissingAsDefault, .numbersFromStrings, .boolsFromNumbersAndStrings, []] {
                Self.expectInitFromDecoderAgrees(FastPathLine.self, data, "\(leniency): \(text)") { $0.leniency = leniency }
            }
        }
        let lines = Data(#"[{"sku":"A","quantity":1},{"sku":2},{"sku":"C","quantity":3}]"#.utf8)
        let lossy = try FastJSONDecoder().decode(LossyArray<FastPathLine>.self, from: lines)
        #expect(lossy.wrappedValue.map(\.sku) == ["A", "C"] && lossy.failures.map(\.index) == [1])
    }

    /// Arrays of fast models, which the generated code makes itself: required and optional, each
    /// missing, `null`, empty, of another type, or with an element that fails or is `null`, against
    /// Foundation; under leniency and with invalid elements skipped, against `init(from:)`. Optional
    /// arrays whose optional the macro cannot see keep the general reads.
    @Test func arraysOfFastModelsAgreeWithFoundation() throws {
        let line = #"{"sku":"A","quantity":1}"#
        let values = [
            nil, "null", "[]", "[\(line)]", "[\(line),\(line)]", #"[{"sku":"B"}]"#, "[\(line),null]", "[\(line),7]",
            #""x""#, "{}", "[[]]", #"[{"sku":"A","quantity":"2"},{"sku":1,"quantity":2}]"#,
        ]
        var documents: [String] = []
        for lines in values {
            for more in values {
                let members = [lines.map { #""lines":\#($0)"# }, more.map { #""more":\#($0)"# }].compactMap { $0 }
                documents.append("{\(members.joined(separator: ","))}")
            }
        }
        var decoded = 0
        for text in documents {
            let data = Data(text.utf8)
            let fast = DecodeOutcome.fastJSON(FastPathLines.self, data)
            #expect(fast == DecodeOutcome.foundation(FastPathLines.self, data), "\(text)")
            if fast.error == nil { decoded += 1 }
            let options: [(String, (FastJSONDecoder) -> Void)] = [
                ("nullAndMissingAsDefault", { $0.leniency = .nullAndMissingAsDefault }),
                ("numbersFromStrings", { $0.leniency = .numbersFromStrings }),
                ("skipping invalid elements", { $0.invalidArrayElementHandler = { _ in } }),
            ]
            for (name, configure) in options {
                Self.expectInitFromDecoderAgrees(FastPathLines.self, data, "\(name): \(text)", configure: configure)
            }
        }
        #expect(decoded > 10 && decoded < documents.count - 10)
        for value in values {
            let both = { (first: String, second: String) in
                "{" + [value.map { "\"\(first)\":\($0)" }, value.map { "\"\(second)\":\($0)" }].compactMap { $0 }.joined(separator: ",") + "}"
            }
            Self.expectOptionalsAgree(FastPathAliasedLines.self, Data(both("lines", "more").utf8))
            Self.expectOptionalsAgree(FastPathOptionalElements.self, Data(both("holes", "aliased").utf8))
            Self.expectOptionalsAgree(FastPathOptionalElements.self, Data(#"{"holes":[],"aliased":\#(value ?? "null")}"#.utf8))
            for key in ["holes", "nulls", "missing"] {
                let text = value.map { "{\"\(key)\":\($0)}" } ?? "{}"
                Self.expectOptionalsAgree(FastPathDefaultedElements.self, Data(text.utf8))
            }
        }
    }

    /// Expects a model of optionals around or in arrays of fast models to decode as Foundation
    /// decodes it, and as its `init(from:)` does under leniency and with invalid elements skipped.
    private static func expectOptionalsAgree<Value: Decodable & Equatable>(_ type: Value.Type, _ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        #expect(DecodeOutcome.fastJSON(type, data) == DecodeOutcome.foundation(type, data), "\(text)")
        expectInitFromDecoderAgrees(type, data, "lenient: \(text)") { $0.leniency = .nullAndMissingAsDefault }
        expectInitFromDecoderAgrees(type, data, "skipping: \(text)") { $0.invalidArrayElementHandler = { _ in } }
    }

    /// Expects the fast path to give what the generated `init(from:)` gives through FastJSON's
    /// decoder configured by `configure`: the same value, or an error described the same way.
    private static func expectInitFromDecoderAgrees<Value: Decodable & Equatable>(
        _ type: Value.Type, _ data: Data, _ comment: String, configure: (FastJSONDecoder) -> Void
    ) {
        let fast = DecodeOutcome.fastJSON(type, data, configure: configure)
        let reference = DecodeOutcome.fastJSON(ThroughInitFromDecoder<Value>.self, data, configure: configure)
        if case .value(let value) = fast, case .value(let expected) = reference {
            #expect(value == expected.value, "\(comment)")
        } else {
            #expect(fast.error != nil && fast.error?.description == reference.error?.description, "\(comment)")
        }
    }

    @Test func genericFinalAndNestedModels() throws {
        let page = Data(#"{"entries":[{"item":"a","rank":1},{"item":"b"}]}"#.utf8)
        let expected = FastPathPage<String>(entries: [.init(item: "a", rank: 1), .init(item: "b", rank: nil)])
        #expect(try FastJSONDecoder().decode(FastPathPage<String>.self, from: page) == expected)
        let wrongItem = Data(#"{"entries":[{"item":"a"},{"item":2}]}"#.utf8)
        #expect(DecodeOutcome.fastJSON(FastPathPage<String>.self, wrongItem)
                    == DecodeOutcome.foundation(FastPathPage<String>.self, wrongItem))
        for text in [#"{"id":1,"name":"Ada"}"#, #"{"id":"1"}"#, #"{"name":"Ada"}"#, "[]"] {
            let data = Data(text.utf8)
            #expect(DecodeOutcome.fastJSON(FastPathAccount.self, data) == DecodeOutcome.foundation(FastPathAccount.self, data), "\(text)")
        }
        // Through the other entry points: a JSON Pointer, and a stream of elements.
        let document = Data(#"{"data":{"account":{"id":4}}}"#.utf8)
        #expect(try FastJSONDecoder().decode(FastPathAccount.self, from: document, at: "/data/account").id == 4)
        let stream = Data(#"[{"sku":"A","quantity":1},{"sku":"B","quantity":2}]"#.utf8)
        let elements = FastJSONDecoder().decodeElements(of: FastPathLine.self, from: [Array(stream)])
        #expect(try elements.map { try $0.get().sku } == ["A", "B"])
    }

    /// Keyed values and parent keys, read from the document index: every variation of a team,
    /// and members objects with repeated, escaped, non-ASCII and canonically equal keys.
    @Test func keyedValuesAgreeWithFoundation() throws {
        var documents = JSONCodableMacroTests.variations(of: FastPathTeam.sample).map { Self.json($0, reversed: false) }
        documents += [
            #"{"id":"t","members":{"b":{"age":1},"a":{"age":2},"b":{"age":3}}}"#,
            #"{"id":"t","members":{"\u0062":{"age":1},"a\"q":{"age":2},"é":{"age":3},"e\u0301":{"age":4}}}"#,
            #"{"id":"t","members":{},"extra":{"byName":null}}"#,
            #"{"id":"t","members":{"a":{"age":"x"}}}"#,
            #"{"id":"t","members":{"a":null}}"#,
            #"{"id":"t","members":[{"age":1}]}"#,
            #"{"id":"t","members":{"a":{"age":1}},"extra":{"byName":{"z":{"age":2},"y":{"age":"3"}}}}"#,
        ]
        for text in documents {
            let data = Data(text.utf8)
            #expect(DecodeOutcome.fastJSON(FastPathTeam.self, data) == DecodeOutcome.foundation(FastPathTeam.self, data), "\(text)")
        }
    }

    /// Random objects from the model's keys: each key present or not, once or twice, with a value
    /// of its type or of another, among unknown keys, in random order. Seeded, so every run tries
    /// the same documents.
    @Test func agreesWithFoundationOnGeneratedDocuments() {
        var random = SplitMix64(seed: 50)
        var failures = 0
        var values = 0
        for _ in 0..<3_000 {
            let text = Self.generatedObject(depth: 0, &random)
            let data = Data(text.utf8)
            let fast = DecodeOutcome.fastJSON(FastPathOrder.self, data)
            if fast.error == nil { values += 1 }
            if fast != DecodeOutcome.foundation(FastPathOrder.self, data) {
                failures += 1
                Issue.record("\(text): \(fast) and Foundation's \(DecodeOutcome.foundation(FastPathOrder.self, data))")
                if failures > 5 { return }
            }
        }
        // Both outcomes are common enough to matter.
        #expect(values > 50 && values < 2_950, "\(values) of 3000 decoded")
    }

    /// An object with some of `FastPathOrder`'s keys (or, nested, `FastPathLine`'s).
    private static func generatedObject(depth: Int, _ random: inout SplitMix64) -> String {
        let keys = depth == 0
            ? ["id", "customer", "total", "paid", "count", "level", "ratio", "note", "placed", "payload", "link", "amount",
               "lines", "first", "scores", "tags", "state", "order-id", "1st", "na\\u00efve", "tier", "quantity",
               "discount", "coupon", "cache", "orderID"]
            : ["sku", "quantity", "Sku"]
        // Each key is usually present with a value of its usual type, so that a document reaches
        // past the first few keys before an error.
        let usual = ["1", "\"A\"", "2.5", "true", "3", "4", "0.5", "\"n\"", "1000", "\"AQID\"", "\"https://a.b\"", "1.5",
                     "[]", "null", "{\"a\":1}", "[\"x\"]", "\"open\""]
        let odd = ["null", "\"x\"", "-1", "300", "1e400", "1.5", "false", "[]", "{}", "[1,\"x\"]", "\"closed\"",
                   "9223372036854775808", "\"\\u00e9\""]
        var members: [String] = []
        for key in keys {
            let roll = random.next(upperBound: UInt64(40))
            guard roll < 39 else { continue }
            let value: String
            if roll < 1 {
                value = odd[Int(random.next(upperBound: UInt64(odd.count)))]
            } else if depth == 0 && (key == "lines" || key == "first") && roll < 30 {
                let line = generatedObject(depth: 1, &random)
                value = key == "lines" ? "[\(line),\(generatedObject(depth: 1, &random))]" : line
            } else if depth == 1 {
                value = key == "quantity" ? "\(random.next(upperBound: UInt64(5)))" : "\"s\(random.next(upperBound: UInt64(5)))\""
            } else {
                value = Self.usualValue(for: key, usual)
            }
            members.append("\"\(key)\":\(value)")
            if random.next(upperBound: UInt64(60)) == 0 { members.append("\"\(key)\":\(odd[Int(random.next(upperBound: UInt64(odd.count)))])") }
        }
        if random.next(upperBound: UInt64(4)) == 0 { members.append("\"extra\":{\"id\":\"x\"}") }
        for index in members.indices.reversed() where index > 0 {
            members.swapAt(index, Int(random.next(upperBound: UInt64(index + 1))))
        }
        return "{\(members.joined(separator: ","))}"
    }

    private static func usualValue(for key: String, _ usual: [String]) -> String {
        switch key {
        case "id", "count", "level", "1st", "quantity", "cache": return usual[0]
        case "customer", "note", "tier", "coupon", "order-id", "na\\u00efve", "orderID": return usual[1]
        case "total", "ratio", "discount", "amount": return usual[2]
        case "paid": return usual[3]
        case "placed": return usual[8]
        case "payload": return usual[9]
        case "link": return usual[10]
        case "scores": return usual[14]
        case "tags": return usual[15]
        case "state": return usual[16]
        default: return usual[13]
        }
    }

    #if DEBUG
    /// The fast object checks, in debug builds, that each key's literal is its coding key's string
    /// value: the lookup uses the literal, errors the key.
    @Test func aKeyNameThatIsNotItsKeysStringValueIsCaught() async {
        await #expect(processExitsWith: .failure) {
            _ = try FastJSONDecoder().decode(MismatchedFastKey.self, from: Data(#"{"a":1}"#.utf8))
        }
    }
    #endif

    /// The document as JSON text with its keys (at every level) sorted, or sorted in reverse.
    static func json(_ value: Any, reversed: Bool) -> String {
        switch value {
        case let object as [String: Any]:
            let keys = reversed ? object.keys.sorted(by: >) : object.keys.sorted()
            let members = keys.map { key in "\(json(key, reversed: reversed)):\(json(object[key]!, reversed: reversed))" }
            return "{\(members.joined(separator: ","))}"
        case let array as [Any]:
            return "[\(array.map { json($0, reversed: reversed) }.joined(separator: ","))]"
        default:
            let data = try? JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed)
            return data.map { String(decoding: $0, as: UTF8.self) } ?? "null"
        }
    }
}

@JSONCodable
struct FastPathLines: Equatable {
    var lines: [FastPathLine]
    var first: FastPathLine?
    var more: [FastPathLine]?
}

/// Optionals that an array of fast models must not be read through: an optional array the macro
/// cannot see is optional, and arrays of optional fast models, whose `null` elements are nil.
typealias FastPathMaybeLines = [FastPathLine]?
typealias FastPathMaybeLine = FastPathLine?

@JSONCodable
struct FastPathAliasedLines: Equatable {
    var lines: FastPathMaybeLines
    var more: Swift.Optional<[FastPathLine]>
}

@JSONCodable
struct FastPathOptionalElements: Equatable {
    var holes: [FastPathLine?]
    var aliased: [FastPathMaybeLine]?
}

@JSONCodable
struct FastPathDefaultedElements: Equatable {
    @JSONDefault([]) var holes: [FastPathLine?]
    @JSONDefault([], when: .null) var nulls: [FastPathLine?]
    @JSONDefault([], when: .missing) var missing: [FastPathLine?]
}

@JSONCodable
struct FastPathOptions: Equatable {
    var items: [FastPathLine]
    var when: Date
    var blob: Data
    var x: Double
}

/// A hand-made fast model whose key literal is not its key's string value.
struct MismatchedFastKey: _JSONFastDecodable {
    enum CodingKeys: String, CodingKey { case a }
    var a: Int

    init(from decoder: any Decoder) throws {
        a = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .a)
    }

    init(_jsonFastObject object: borrowing _JSONFastObject) throws {
        a = try object.decode(CodingKeys.a, "b")
    }
}


/// Keyed values at the top and under a nested key path, their members named by their keys.
@JSONCodable
struct FastPathTeam: Equatable {
    var id: String
    @JSONKeyedValues var members: [Member]
    @JSONKey("extra", "byName") @JSONKeyedValues var others: [Member]?

    @JSONCodable
    struct Member: Equatable {
        @JSONParentKey var name: String
        var age: Int
    }

    static var sample: [String: Any] {
        ["id": "t1", "members": ["b": ["age": 1], "a": ["age": 2]], "extra": ["byName": ["c": ["age": 3]]]]
    }
}
#endif
