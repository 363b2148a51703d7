import CorpusModels
import FastJSON
import Foundation
import Testing

/// `JSONValue` against `JSONSerialization` and against decoding through `JSONDecoder`, on the
/// corpus and on the JSON test suite's accepted documents.
@Suite struct JSONValueTests {
    static let corpusNames = ["twitter.json", "citm_catalog.json", "canada.json", "users.json", "request-bodies.json"]

    /// A `JSONSerialization` result as a `JSONValue`: `NSNumber`s and `NSDecimalNumber`s by the
    /// Swift type they hold.
    static func value(fromFoundation object: Any) -> JSONValue {
        switch object {
        case is NSNull:
            return .null
        case let number as NSDecimalNumber:
            return .number(JSONNumber(number.decimalValue)!)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            // JSON has no characters: a `char` number is a Bool.
            case "c", "B":
                return .bool(number.boolValue)
            case "d", "f":
                return .number(JSONNumber(number.doubleValue)!)
            case "Q":
                return .number(JSONNumber(number.uint64Value))
            default:
                return .number(JSONNumber(number.int64Value))
            }
        case let string as String:
            return .string(string)
        case let array as [Any]:
            return .array(array.map(value(fromFoundation:)))
        case let dictionary as [String: Any]:
            return .object(JSONObject(dictionary.map { ($0.key, value(fromFoundation: $0.value)) }))
        default:
            Issue.record("unexpected JSONSerialization value \(type(of: object))")
            return .null
        }
    }

    static func acceptedSuiteDocuments() throws -> [(String, Data)] {
        let directory = TestResources.jsonTestSuite
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            .filter { $0.hasPrefix("y_") }
            .map { ($0, try Data(contentsOf: directory.appendingPathComponent($0))) }
    }

    @Test(arguments: corpusNames)
    func corpusAgreesWithFoundation(name: String) throws {
        let data = try TestResources.corpusFile(name)
        let fast = try FastJSONDecoder().decode(JSONValue.self, from: data)
        let serialization = Self.value(fromFoundation: try JSONSerialization.jsonObject(with: data))
        #expect(fast == serialization)
        let throughFoundation = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(fast == throughFoundation)
        #expect(fast.hashValue == throughFoundation.hashValue)
    }

    @Test func testSuiteDocumentsAgreeWithFoundation() throws {
        for (name, data) in try Self.acceptedSuiteDocuments() {
            let fast = DecodeOutcome.fastJSON(JSONValue.self, data)
            let foundation = DecodeOutcome.foundation(JSONValue.self, data)
            // Foundation refuses numbers out of Double's range that FastJSON keeps exactly.
            if case .value(let value) = fast, case .failure = foundation {
                #expect(name.contains("number") || name.contains("huge"), "\(name): \(value)")
                continue
            }
            #expect(fast == foundation, "\(name)")
            // JSONSerialization keeps a repeated key's last value, JSONDecoder its first.
            if case .value(let value) = fast, !name.contains("duplicate"),
               let object = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) {
                #expect(value == Self.value(fromFoundation: object), "\(name)")
            }
        }
    }

    @Test func membersKeepTheDocumentsOrder() throws {
        let data = Data(#"{"z":1,"a":{"y":[1,2],"b":null},"m":"x","k":true}"#.utf8)
        let value = try FastJSONDecoder().decode(JSONValue.self, from: data)
        #expect(value.objectValue?.keys == ["z", "a", "m", "k"])
        #expect(value["a"]?.objectValue?.keys == ["y", "b"])
        let encoded = try FastJSONEncoder().encode(value)
        #expect(String(decoding: encoded, as: UTF8.self) == String(decoding: data, as: UTF8.self))
    }

    @Test func objectsCompareAsJSONDoes() throws {
        let one: JSONValue = ["a": 1, "b": [true, nil], "c": "x"]
        let other: JSONValue = ["c": "x", "b": [true, nil], "a": 1.0]
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect(one != ["a": 1, "b": [nil, true], "c": "x"])
        #expect(one != ["a": 1, "b": [true, nil]])
        // Large objects look keys up through an index.
        let keys = (0..<40).map { "k\($0)" }
        let forward = JSONValue.object(JSONObject(keys.map { ($0, JSONValue.string($0)) }))
        let backward = JSONValue.object(JSONObject(keys.reversed().map { ($0, JSONValue.string($0)) }))
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(forward["k39"] == "k39")
    }

    @Test func repeatedKeysKeepTheFirstValueAsJSONDecoderDoes() throws {
        for text in [#"{"a":1,"a":2}"#, #"{"é":1,"e\u0301":2}"#, #"{"a":1,"b":2,"a":3,"c":{"x":1,"x":2}}"#] {
            let data = Data(text.utf8)
            let fast = try FastJSONDecoder().decode(JSONValue.self, from: data)
            #expect(fast == (try JSONDecoder().decode(JSONValue.self, from: data)))
            #expect(fast["a"] == (try JSONDecoder().decode([String: JSONValue].self, from: data))["a"])
            let snake = FastJSONDecoder()
            snake.keyDecodingStrategy = .convertFromSnakeCase
            #expect(try snake.decode(JSONValue.self, from: data) == fast)
        }
    }

    @Test(arguments: [
        "0", "-0", "1", "-1", "1.0", "1e2", "1E-2", "0.1", "3.141592653589793238462643", "9223372036854775807",
        "9223372036854775808", "18446744073709551615", "18446744073709551616", "-9223372036854775809",
        "123456789012345678901234567890", "1.7976931348623157e308", "5e-324", "2.5e-5", "100000000000000000000.5",
    ])
    func numbersAreExact(text: String) throws {
        let data = Data(text.utf8)
        let value = try FastJSONDecoder().decode(JSONValue.self, from: data)
        #expect(value.numberValue?.text == text)
        #expect(value == (try JSONDecoder().decode(JSONValue.self, from: data)))
        #expect(value == Self.value(fromFoundation: try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)))
        if let decimal = try? JSONDecoder().decode(Decimal.self, from: data) {
            #expect(value.numberValue?.decimalValue == decimal)
        }
        if let double = try? JSONDecoder().decode(Double.self, from: data) {
            #expect(value.numberValue?.doubleValue == double)
        }
        // Both encoders write the same bytes, which read back as an equal value.
        let encoded = try FastJSONEncoder().encode(value)
        #expect(encoded == (try JSONEncoder().encode(value)))
        #expect(try FastJSONDecoder().decode(JSONValue.self, from: encoded) == value)
    }

    @Test func numbersCompareByValue() throws {
        let one = try #require(JSONNumber("1"))
        for spelling in ["1.0", "10e-1", "0.1e1", "1.000E+0", "100e-2"] {
            let other = try #require(JSONNumber(spelling))
            #expect(one == other, "\(spelling)")
            #expect(one.hashValue == other.hashValue, "\(spelling)")
        }
        #expect(JSONNumber("0") == JSONNumber("-0.0e5"))
        #expect(JSONNumber("1") != JSONNumber("-1"))
        #expect(JSONNumber("1.5") != JSONNumber("15"))
        #expect(JSONNumber("12345678901234567890123") != JSONNumber("12345678901234567890124"))
        // Exponents past any real use compare by their text, and never overflow.
        #expect(JSONNumber("1e99999999999999999999") == JSONNumber("1e99999999999999999999"))
        #expect(JSONNumber("1e99999999999999999999") != JSONNumber("1e99999999999999999998"))
        #expect(JSONNumber("1e-99999999999999999999") != JSONNumber("0"))
        #expect(JSONNumber("0e99999999999999999999") == JSONNumber("0"))
    }

    @Test func numbersOutsideEveryCarrierKeepTheirTextButDoNotEncode() throws {
        let value = try FastJSONDecoder().decode(JSONValue.self, from: Data("1e400".utf8))
        #expect(value.numberValue?.text == "1e400")
        #expect(value.numberValue?.doubleValue == .infinity)
        #expect(throws: EncodingError.self) { try FastJSONEncoder().encode(value) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(value) }
        #expect(RawJSON(value).description == "1e400")
    }

    @Test(arguments: corpusNames)
    func encodersWriteTheSameBytes(name: String) throws {
        let value = try FastJSONDecoder().decode(JSONValue.self, from: try TestResources.corpusFile(name))
        let formats: [(FastJSONEncoder.OutputFormatting, JSONEncoder.OutputFormatting)] = [
            ([.sortedKeys], [.sortedKeys]),
            ([.sortedKeys, .prettyPrinted, .withoutEscapingSlashes], [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]),
        ]
        for (fastFormatting, foundationFormatting) in formats {
            let fast = FastJSONEncoder()
            fast.outputFormatting = fastFormatting
            let foundation = JSONEncoder()
            foundation.outputFormatting = foundationFormatting
            #expect(try fast.encode(value) == foundation.encode(value))
        }
    }

    @Test func decodesModelsWithoutText() throws {
        let data = try TestResources.corpusFile("twitter.json")
        let value = try FastJSONDecoder().decode(JSONValue.self, from: data)
        #expect(try value.decode(Twitter.SearchResponse.self) == JSONDecoder().decode(Twitter.SearchResponse.self, from: data))
        let status = try #require(value["statuses"]?[0])
        #expect(try status.decode(Twitter.Status.self) == JSONDecoder().decode(Twitter.SearchResponse.self, from: data).statuses[0])
        // Settings apply, and errors are those of decoding the same JSON.
        struct Camel: Decodable, Equatable { let screenName: String; let followersCount: Int }
        let user = try #require(status["user"])
        let snake = FastJSONDecoder()
        snake.keyDecodingStrategy = .convertFromSnakeCase
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        let userData = try FastJSONEncoder().encode(user)
        #expect(DecodeOutcome.capture { try user.decode(Camel.self, using: snake) }
            == DecodeOutcome.foundation(Camel.self, userData) { $0.keyDecodingStrategy = .convertFromSnakeCase })
        struct WrongStatus: Decodable, Equatable { let text: String; let id: String }
        struct Wrong: Decodable, Equatable { let statuses: [WrongStatus] }
        #expect(DecodeOutcome.capture { try value.decode(Wrong.self) } == DecodeOutcome.foundation(Wrong.self, data))
    }

    /// 512 levels decode and 513 do not, as for a document.
    @Test func decodingTooDeepAValueFails() throws {
        var value: JSONValue = 1
        for _ in 0..<512 { value = [value] }
        #expect(try value.decode(JSONValue.self) == value)
        value = [value]
        #expect(throws: DecodingError.self) { try value.decode(JSONValue.self) }
    }

    @Test func literalsSubscriptsAndAccessors() throws {
        let value: JSONValue = ["name": "Ada", "tags": ["a", "b"], "age": 36, "ratio": 0.5, "ok": true, "none": nil]
        #expect(value["name"]?.stringValue == "Ada")
        #expect(value["tags"]?[1] == "b")
        #expect(value["tags"]?[2] == nil)
        #expect(value["tags"]?[-1] == nil)
        #expect(value["age"]?.numberValue?.int64Value == 36)
        #expect(value["ratio"]?.numberValue?.doubleValue == 0.5)
        #expect(value["ok"]?.boolValue == true)
        #expect(value["none"]?.isNull == true)
        #expect(value["missing"] == nil)
        #expect(value[0] == nil)
        #expect(JSONNumber("01") == nil)
        #expect(JSONNumber("1.") == nil)
        #expect(JSONNumber(Double.nan) == nil)
        var object = try #require(value.objectValue)
        object["name"] = nil
        object["new"] = "x"
        #expect(object.keys == ["tags", "age", "ratio", "ok", "none", "new"])
    }

    @Test func json5NumbersBecomeJSONNumbers() throws {
        let decoder = FastJSONDecoder()
        decoder.allowsJSON5 = true
        #expect(try decoder.decode(JSONValue.self, from: Data("[0x1F, -0x10, +1, .5, 5.]".utf8))
            == [31, -16, 1, 0.5, 5])
        #expect(throws: DecodingError.self) { try decoder.decode(JSONValue.self, from: Data("[Infinity]".utf8)) }
    }
}
