#if Macros
import FastJSON
import Foundation
import Testing

/// `@JSONCodable` and its annotations, run through Foundation's coders and FastJSON's: the two must
/// agree on every value, error and byte, and a model with only the macro must code as synthesized
/// `Codable` does.
@Suite struct JSONCodableMacroTests {
    @Test func annotationsReadWhatTheySay() throws {
        let data = try JSONSerialization.data(withJSONObject: AnnotatedOrder.sample)
        let order = try FastJSONDecoder().decode(AnnotatedOrder.self, from: data)
        #expect(order.id == 12345)
        #expect(order.customer == "Ada Lovelace")
        #expect(order.email == "ada@example.com")
        #expect(order.tier == "gold")
        #expect(order.count == 42)
        #expect(order.active)
        #expect(order.rating == 4.5)
        #expect(order.placedAt == Date(timeIntervalSince1970: 1_714_555_800))
        #expect(order.shippedAt == Date(timeIntervalSince1970: 1_714_600_000.25))
        #expect(order.due == Date(timeIntervalSince1970: 1_717_200_000))
        #expect(order.updated == Date(timeIntervalSince1970: 1_714_644_000.125))
        #expect(order.seconds == Date(timeIntervalSince1970: 1_714_550_000))
        #expect(order.items == [1, 3, 5])
        #expect(order.skippedItems.map(\.index) == [1, 3])
        #expect(order.tags == ["a", "c"])
        #expect(order.codes == [1, 2] && order.skippedCodes.map(\.index) == [1])
        #expect(order.cache == 7)
        #expect(order.first == "first")
        #expect(order.default == 9)
        #expect(try JSONDecoder().decode(AnnotatedOrder.self, from: data) == order)
    }

    @Test func defaultsApplyOnlyWhereTheirConditionSays() throws {
        var object = AnnotatedOrder.sample
        object["data"] = ["customer": ["name": "Ada"]]
        object["paid"] = NSNull()
        object["quantity"] = nil
        object["discount"] = NSNull()
        object["coupon"] = nil
        let order = try FastJSONDecoder().decode(AnnotatedOrder.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(order.tier == "basic")
        #expect(!order.paid)
        #expect(order.quantity == 1)
        #expect(order.discount == 0.5)
        #expect(order.coupon == nil)
        #expect(order.email == nil)

        object["coupon"] = NSNull()
        #expect(try FastJSONDecoder().decode(AnnotatedOrder.self, from: JSONSerialization.data(withJSONObject: object)).coupon == "none")
        object["quantity"] = NSNull()
        let nulls = try JSONSerialization.data(withJSONObject: object)
        let error = DecodeOutcome.fastJSON(AnnotatedOrder.self, nulls).error
        #expect(error?.kind == "valueNotFound" && error?.path == ["quantity"])
    }

    /// Every key and wrapper of the sample, missing, `null`, or of each other JSON type: FastJSON
    /// gives Foundation's value or error for each.
    @Test func fastJSONAgreesWithFoundationOnEveryVariation() throws {
        var count = 0
        for document in Self.variations(of: AnnotatedOrder.sample) {
            let data = try JSONSerialization.data(withJSONObject: document, options: .sortedKeys)
            let foundation = DecodeOutcome.foundation(AnnotatedOrder.self, data)
            let fast = DecodeOutcome.fastJSON(AnnotatedOrder.self, data)
            #expect(fast == foundation, "\(String(decoding: data, as: UTF8.self))")
            if case .value(let value) = fast {
                EncodingOracle().check(value)
                count += 1
            }
        }
        #expect(count > 20)
    }

    @Test func encodesInTheAnnotatedShape() throws {
        let order = try FastJSONDecoder().decode(AnnotatedOrder.self, from: JSONSerialization.data(withJSONObject: AnnotatedOrder.sample))
        let encoder = FastJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(order), as: UTF8.self)
        #expect(json == #"{"1st":"first","active":true,"count":42,"coupon":"SPRING","data":{"codes":[1,2],"customer":{"email":"ada@example.com","name":"Ada Lovelace"},"tier":"gold"},"default":9,"discount":0.25,"due":"2024-06-01","items":[1,3,5],"note":"leave at the door","order_id":12345,"paid":true,"placedAt":"2024-05-01T09:30:00Z","quantity":3,"rating":4.5,"seconds":1714550000,"shippedAt":1714600000250,"tags":["a","c"],"updated":"2024-05-02T10:00:00.125Z"}"#)
        EncodingOracle().check(order)
        let again = try FastJSONDecoder().decode(AnnotatedOrder.self, from: encoder.encode(order))
        #expect(again.items == order.items && again.skippedItems.isEmpty)
    }

    /// With only `@JSONCodable`, a model decodes to synthesized `Codable`'s values and errors, and
    /// encodes to its bytes, through both coders.
    @Test func macroOnlyModelCodesAsSynthesized() throws {
        let sample: [String: Any] = [
            "id": 7, "customer": "Ada", "total": 129.95, "paid": true, "items": ["book", "pen"], "note": NSNull(),
            "placed": 1000.5, "tags": ["x"], "nested": ["sku": "A1", "quantity": 2],
        ]
        for document in Self.variations(of: sample) {
            let data = try JSONSerialization.data(withJSONObject: document, options: .sortedKeys)
            let synthesized = DecodeOutcome.foundation(SynthesizedOrder.self, data)
            let foundation = DecodeOutcome.foundation(MacroOnlyOrder.self, data)
            let fast = DecodeOutcome.fastJSON(MacroOnlyOrder.self, data)
            #expect(fast == foundation, "\(String(decoding: data, as: UTF8.self))")
            #expect(foundation.error?.description == synthesized.error?.description, "\(String(decoding: data, as: UTF8.self))")
            guard case .value(let value) = foundation, case .value(let reference) = synthesized else { continue }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(try encoder.encode(value) == encoder.encode(reference))
            EncodingOracle().check(value)
        }
    }

    @Test func classesPublicAndEmptyTypes() throws {
        let json = Data(#"{"account":{"id":3},"roles":null,"session":"ignored","scores":[1,"x",3]}"#.utf8)
        let account = try FastJSONDecoder().decode(AnnotatedAccount.self, from: json)
        #expect(account == AnnotatedAccount(id: 3, roles: [], scores: [1, 3]))
        let open = try FastJSONDecoder().decode(OpenAccount.self, from: Data(#"{"scores":[1,"x"],"meta":{"tags":["a",1]}}"#.utf8))
        #expect(open.scores == [1] && open.tags == ["a"])
        let basketJSON = Data(#"{"items":[{"sku":"a"},{"sku":1}],"extra":{"items":[{"sku":"b"}]},"first":{"sku":"c"}}"#.utf8)
        let basket = try FastJSONDecoder().decode(MacroNamespace.Basket.self, from: basketJSON)
        #expect(basket.items == [.init(sku: "a")] && basket.extras == [.init(sku: "b")] && basket.fallback.sku == "none")
        #expect(try JSONDecoder().decode(MacroNamespace.Basket.self, from: basketJSON) == basket)
        #expect(try JSONDecoder().decode(AnnotatedAccount.self, from: json) == account)
        EncodingOracle().check(account)
        EncodingOracle().check(PublicMacroModel(name: "x"))
        EncodingOracle().check(MacroPublicSpace.Item(id: 1))
        EncodingOracle().check(MacroPublicSpace.Kind.large(size: 2))
        #expect(try FastJSONEncoder().encode(EmptyMacroModel()) == Data("{}".utf8))
        #expect(DecodeOutcome.fastJSON(EmptyMacroModel.self, Data("[]".utf8))
                    == DecodeOutcome.foundation(EmptyMacroModel.self, Data("[]".utf8)))
        #expect(DecodeOutcome.fastJSON(EmptyMacroModel.self, Data("[]".utf8)).error != nil)
    }

    /// A generic model and a generic enum decode and encode as their synthesized `Codable`
    /// counterparts do, through Foundation's coders and FastJSON's, with free parameters that are
    /// not `Codable`.
    @Test func genericTypesCodeAsSynthesizedCodable() throws {
        typealias Page = MacroPage<Int, NotCodable, NotCodable>
        let pages = [
            #"{"items":[1,2],"next":3,"total":2}"#, #"{"items":[],"next":null,"total":0}"#, #"{"items":[1],"total":1}"#,
            #"{"items":[1,"2"],"total":2}"#, #"{"items":[1],"next":"3","total":1}"#, #"{"next":3,"total":2}"#, #"[]"#,
        ]
        for json in pages.map({ Data($0.utf8) }) {
            let plain = DecodeOutcome.foundation(PlainPage<Int>.self, json)
            let asPlain = { (page: Page) in PlainPage(items: page.items, next: page.next, total: page.total) }
            #expect(DecodeOutcome.capture { asPlain(try FastJSONDecoder().decode(Page.self, from: json)) } == plain, "\(json)")
            #expect(DecodeOutcome.capture { asPlain(try JSONDecoder().decode(Page.self, from: json)) } == plain, "\(json)")
            if case .value(let value) = plain {
                let page = Page(items: value.items, next: value.next, total: value.total, marker: NotCodable())
                let (fast, foundation) = (FastJSONEncoder(), JSONEncoder())
                fast.outputFormatting = .sortedKeys
                foundation.outputFormatting = .sortedKeys
                #expect(try fast.encode(page) == foundation.encode(value))
                EncodingOracle().check(page)
            }
        }
        let outcomes = [
            #"{"done":{"_0":5}}"#, #"{"failed":{"reason":"late"}}"#, #"{"done":{"_0":"5"}}"#, #"{"other":{}}"#,
        ]
        for json in outcomes.map({ Data($0.utf8) }) {
            // The error of a bad case names the enum itself.
            var plain = DecodeOutcome.foundation(PlainOutcome<Int>.self, json)
            if case .failure(var summary) = plain, summary.type == "\(PlainOutcome<Int>.self)" {
                summary.type = "\(MacroOutcome<Int>.self)"
                plain = .failure(summary)
            }
            let asPlain = { (outcome: MacroOutcome<Int>) -> PlainOutcome<Int> in
                switch outcome {
                case .done(let value): .done(value)
                case .failed(let reason): .failed(reason: reason)
                }
            }
            #expect(DecodeOutcome.capture { asPlain(try FastJSONDecoder().decode(MacroOutcome<Int>.self, from: json)) } == plain, "\(json)")
            #expect(DecodeOutcome.capture { asPlain(try JSONDecoder().decode(MacroOutcome<Int>.self, from: json)) } == plain, "\(json)")
        }
        for json in [#"{"ids":[1,2],"byName":{"a":3}}"#, #"{"ids":[1,"2"]}"#, #"{"ids":[]}"#].map({ Data($0.utf8) }) {
            #expect(DecodeOutcome.fastJSON(MacroIDs<Widget>.self, json) == DecodeOutcome.foundation(MacroIDs<Widget>.self, json))
            #expect(DecodeOutcome.fastJSON(MacroEnvelope<Widget>.self, json) == DecodeOutcome.foundation(MacroEnvelope<Widget>.self, json))
        }
        for json in [#"{"items":[1],"first":2}"#, #"{"items":[1]}"#, #"{"items":[1],"first":null}"#, #"{"first":1}"#].map({ Data($0.utf8) }) {
            #expect(DecodeOutcome.fastJSON(MacroConditional<Int>.self, json) == DecodeOutcome.foundation(MacroConditional<Int>.self, json))
        }
        let boxed = Data(#"{"boxed":{"items":[1],"total":1}}"#.utf8)
        #expect(try FastJSONDecoder().decode(MacroBoxed<Int>.self, from: boxed) == JSONDecoder().decode(MacroBoxed<Int>.self, from: boxed))
        let inner = Data(#"{"value":"x"}"#.utf8)
        #expect(try FastJSONDecoder().decode(MacroOuter<String>.Inner.self, from: inner).value == "x")
        EncodingOracle().check(MacroConditional<Int>(items: [1], first: nil))
        EncodingOracle().check(MacroOuter<String>.Inner(value: "x"))
        EncodingOracle().check(MacroIDs<Widget>(ids: [1, 2], byName: ["a": 3]))
        EncodingOracle().check(MacroEnvelope<Widget>(ids: [4]))
        #expect(try FastJSONEncoder().encode(MacroOutcome<Int>.failed(reason: "late"))
                    == JSONEncoder().encode(PlainOutcome<Int>.failed(reason: "late")))
        EncodingOracle().check(MacroOutcome<Int>.failed(reason: "late"))
    }

    @Test func selfInAnnotationsIsTheType() throws {
        let json = Data(#"{"planted":5,"children":[{"children":[]},{"name":1,"children":[]},{"name":"b","children":[],"grafts":[{"children":[]}]}]}"#.utf8)
        let tree = try FastJSONDecoder().decode(MacroTree.self, from: json)
        #expect(tree.name == "root" && tree.planted == Date(timeIntervalSince1970: 5))
        #expect(tree.children.map(\.name) == ["root", "b"] && tree.children[1].grafts.map(\.name) == ["root"])
        #expect(try JSONDecoder().decode(MacroTree.self, from: json) == tree)
        EncodingOracle().check(tree)
    }

    /// A subclass with `codesSuperclass: true` codes its superclass's properties through `super`,
    /// as a hand-written subclass does, and a class conforming through a protocol needs nothing of
    /// the kind; a type's own `init(from:)` runs in every decoder; annotations may name private
    /// types.
    @Test func subclassesAndHandWrittenInitializers() throws {
        let json = Data(#"{"name":"Rex","dog":{"breed":"collie"}}"#.utf8)
        for dog in [try FastJSONDecoder().decode(AnnotatedDog.self, from: json), try JSONDecoder().decode(AnnotatedDog.self, from: json)] {
            #expect((dog.name, dog.breed, dog.age) == ("Rex", "collie", 0))
        }
        let dog = AnnotatedDog(name: "Rex", breed: "collie", age: 3)
        EncodingOracle().check(dog)
        #expect(try FastJSONEncoder().encode(dog) == Data(#"{"dog":{"breed":"collie"},"age":3,"name":"Rex"}"#.utf8))
        #expect(DecodeOutcome.fastJSON(AnnotatedDog.self, Data(#"{"dog":{"breed":"collie"}}"#.utf8))
                    == DecodeOutcome.foundation(AnnotatedDog.self, Data(#"{"dog":{"breed":"collie"}}"#.utf8)))

        let model = Data(#"{"id":1,"label":"low"}"#.utf8)
        #expect(try FastJSONDecoder().decode(HandWrittenInitModel.self, from: model) == HandWrittenInitModel(id: 1, label: "LOW"))
        #expect(try JSONDecoder().decode(HandWrittenInitModel.self, from: model) == HandWrittenInitModel(id: 1, label: "LOW"))
        #expect(!(HandWrittenInitModel.self is any _JSONFastDecodable.Type))
        EncodingOracle().check(HandWrittenInitModel(id: 1, label: "low"))

        let todo = Data(#"{"todo-title":"write"}"#.utf8)
        #expect(try FastJSONDecoder().decode(ProtocolConformingTodo.self, from: todo).title == "write")
        #expect(DecodeOutcome.fastJSON(ProtocolConformingTodo.self, todo) == DecodeOutcome.foundation(ProtocolConformingTodo.self, todo))
        #expect(ProtocolConformingTodo.self is any _JSONFastDecodable.Type)

        let levels = Data(#"{"levels":[{"value":2},"x",{"value":3}]}"#.utf8)
        let privateTypes = try FastJSONDecoder().decode(PrivateTypesModel.self, from: levels)
        #expect(privateTypes.values == [1, 2, 3])
        #expect(try JSONDecoder().decode(PrivateTypesModel.self, from: levels) == privateTypes)
        EncodingOracle().check(privateTypes)
    }

    @JSONCodable
    struct LenientScalars: Equatable {
        @JSONLenient var count: Int
        @JSONLenient var small: UInt8
        @JSONLenient var flag: Bool
        @JSONLenient var ratio: Double
        @JSONLenient var single: Float?
    }

    struct PlainScalars: Codable, Equatable {
        var count: Int
        var small: UInt8
        var flag: Bool
        var ratio: Double
        var single: Float?
    }

    /// `@JSONLenient` reads what the decoder-wide `Leniency` reads, with any decoder, and fails
    /// where it fails; but a `Bool` takes any number equal to 0 or 1, since a decoder does not
    /// show the number's text.
    @Test func lenientReadsWhatDecoderWideLeniencyReads() throws {
        let leniencyDecoder = FastJSONDecoder()
        leniencyDecoder.leniency = [.boolsFromNumbersAndStrings, .numbersFromStrings]
        let values = [
            #"1"#, #"0"#, #"2"#, #"-1"#, #"1.0"#, #"1e3"#, #""1""#, #""0""#, #""true""#, #""false""#, #""TRUE""#,
            #"1e0"#, #"0.0"#, #""1e3""#, #""-1.5e3""#, #""0x10""#, #"" 1""#, #""1 ""#, #""""#, #""255""#, #""256""#,
            #""99999999999999999999""#, #""1e400""#, #""1e-400""#, #""0e5""#, #"true"#, #"null"#, #"[]"#, #"{}"#, #"4.5"#,
        ]
        var agreed = 0
        for value in values {
            for key in ["count", "small", "flag", "ratio", "single"] {
                var fields = ["count": "1", "small": "1", "flag": "true", "ratio": "1", "single": "1"]
                fields[key] = value
                let json = "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
                let data = Data(json.utf8)
                let annotated = DecodeOutcome.fastJSON(LenientScalars.self, data)
                #expect(annotated == DecodeOutcome.foundation(LenientScalars.self, data), "\(json)")
                let reference = DecodeOutcome<PlainScalars>.capture { try leniencyDecoder.decode(PlainScalars.self, from: data) }
                switch (annotated, reference) {
                case (.value(let lenient), .failure) where key == "flag" && ["1.0", "1e0", "0.0"].contains(value):
                    #expect(lenient.flag == (value != "0.0"))
                    agreed += 1
                case (.value(let lenient), .value(let plain)):
                    #expect([lenient.count, Int(lenient.small)] == [plain.count, Int(plain.small)] && lenient.flag == plain.flag
                                && lenient.ratio == plain.ratio && lenient.single == plain.single, "\(json)")
                    agreed += 1
                case (.failure, .failure):
                    agreed += 1
                default:
                    Issue.record("\(json): @JSONLenient gave \(annotated), Leniency \(reference)")
                }
            }
        }
        #expect(agreed == values.count * 5)
    }

    /// `object` itself, then, for every key at every depth: without it, and with each other kind
    /// of JSON value in its place.
    static func variations(of object: [String: Any]) -> [[String: Any]] {
        let replacements: [Any?] = [nil, NSNull(), "x", "2024-05-01", 1, 0, -3.5, true, [Any](), [String: Any]()]
        var documents: [[String: Any]] = [object]
        for key in object.keys.sorted() {
            for replacement in replacements {
                var copy = object
                copy[key] = replacement
                documents.append(copy)
            }
            if let nested = object[key] as? [String: Any] {
                for variation in variations(of: nested).dropFirst() {
                    var copy = object
                    copy[key] = variation
                    documents.append(copy)
                }
            }
        }
        return documents
    }
}
#endif
