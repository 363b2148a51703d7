import FastJSON
import Foundation
import Testing

/// FastJSON's messages say more than Foundation's (foundation-parity.md): where invalid JSON went
/// wrong, which keys an object had, which number did not fit and where. These are FastJSON
/// additions, asserted on FastJSON only; the error case and path still equal Foundation's.
@Suite struct DecodingErrorMessageTests {
    /// Invalid documents and the span of the offending token (FastJSON may point at its start or,
    /// as yajl reports it, just past its end).
    static let invalid: [(json: String, offsets: ClosedRange<Int>)] = [
        ("[1,\n  2,,3]", 8...9), ("{\"a\" 1}", 5...6), ("[1 2]", 3...4), ("\n\n   tru", 5...8), ("[\"abc", 1...5),
        ("{\"a\":1}}", 7...8), ("[1,\n2,\n3,\n]", 8...11), ("[\"\\x\"]", 1...5), ("[01]", 1...3),
        ("{\"k\":[1,{\"z\":nul}]}", 13...16), ("\"\u{1}\"", 0...2), ("[1.]", 1...3), ("\n[\n\"a\",\n\"b\"\n\"c\"]", 12...15),
    ]

    @Test(arguments: 0..<invalid.count)
    func invalidJSONSaysWhere(index: Int) throws {
        let (json, offsets) = Self.invalid[index]
        let data = Data(json.utf8)
        let fast = DecodeOutcome<Loose>.fastJSON(Loose.self, data)
        let error = try #require(fast.error)
        #expect(error.kind == "dataCorrupted")
        #expect(error.path == [])
        #expect(error.message.hasPrefix("The given data was not valid JSON."))
        // "line L, column C (byte offset O)", consistent with each other and near the bad byte.
        let match = try #require(error.message.firstMatch(of: /line (\d+), column (\d+) \(byte offset (\d+)\)/),
                                 "\(error.message)")
        let line = Int(match.1)!, column = Int(match.2)!, byteOffset = Int(match.3)!
        #expect(offsets.contains(byteOffset), "\(json.debugDescription): \(error.message)")
        let before = data.prefix(byteOffset)
        #expect(line == before.filter { $0 == UInt8(ascii: "\n") }.count + 1, "\(error.message)")
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        #expect(column == byteOffset - lineStart + 1, "\(error.message)")
        // The underlying error carries the same position.
        do {
            _ = try FastJSONDecoder().decode(Loose.self, from: data)
        } catch DecodingError.dataCorrupted(let context) {
            let underlying = try #require(context.underlyingError as? JSONError)
            #expect(underlying.byteOffset == byteOffset && underlying.line == line && underlying.column == column)
        }
    }

    /// keyNotFound: Foundation's message, then the keys the object had.
    @Test(arguments: [#"{"a":1,"b_c":2,"é":3}"#, #"{}"#, #"{"missing":1}"#, #"{"Missing":1,"other":null}"#])
    func keyNotFoundListsPresentKeys(json: String) throws {
        for options in [DecodeOptions(), DecodeOptions(keys: .convertFromSnakeCase)] {
            let (fast, foundation) = DecodingOracle.check(KeyedConcrete<Int>.self, json.replacingOccurrences(of: "\"missing\"", with: "\"x\""), options)
            let expected = try #require(foundation.error), actual = try #require(fast.error)
            #expect(actual.kind == "keyNotFound")
            #expect(actual.message.hasPrefix(expected.message), "\(actual.message)")
            let keys = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
            for key in keys.keys where key != "missing" {
                let shown = options.keys.isSnakeCase ? Self.camelCase(key) : key
                #expect(actual.message.contains("\"\(shown)\""), "\(actual.message)")
            }
        }
        // Nested, the path is Foundation's.
        DecodingOracle.check([String: [KeyedConcrete<Int>]].self, "{\"k\":[\(json)]}")
    }

    private static func camelCase(_ key: String) -> String {
        key == "b_c" ? "bC" : key
    }

    /// A number out of range: Foundation's case and empty path, with the number and its real path.
    @Test(arguments: [
        (#"{"list":[1,{"v":300}]}"#, "300", ["list", "[1]", "v"]),
        (#"{"list":[1,{"v":-1}]}"#, "-1", ["list", "[1]", "v"]),
        (#"{"list":[1,{"v":1e400}]}"#, "1e400", ["list", "[1]", "v"]),
        (#"{"list":[1,{"v":2.5}]}"#, "2.5", ["list", "[1]", "v"]),
    ])
    func numberRangeSaysWhichAndWhere(json: String, number: String, path: [String]) throws {
        let (fast, foundation) = DecodingOracle.check(RangeModel.self, json)
        let actual = try #require(fast.error)
        #expect(foundation.error?.kind == "dataCorrupted" && foundation.error?.path == [])
        #expect(actual.message.hasPrefix("The given data was not valid JSON."))
        #expect(actual.message.contains(number), "\(actual.message)")
        for piece in path {
            #expect(actual.message.contains(piece), "\(actual.message)")
        }
        // At the top level too.
        let top = DecodeOutcome<UInt8>.fastJSON(UInt8.self, Data(number.utf8))
        #expect(top.error?.message.contains(number) == true)
        #expect(top.error?.path == [])
    }

    /// The messages FastJSON copies from Foundation word for word: nulls, ends of containers.
    @Test func foundationMessagesKept() {
        Probe.check("[1]") { decoder, log in
            var container = try decoder.unkeyedContainer()
            _ = try container.decode(Int.self)
            do { _ = try container.decode(Int.self) } catch DecodingError.valueNotFound(_, let context) {
                log.note(context.debugDescription)
            }
            do { _ = try container.decode(Empty.self) } catch DecodingError.valueNotFound(_, let context) {
                log.note(context.debugDescription)
            }
            do { _ = try container.nestedUnkeyedContainer() } catch DecodingError.valueNotFound(_, let context) {
                log.note(context.debugDescription)
            }
            do { _ = try container.superDecoder() } catch DecodingError.valueNotFound(_, let context) {
                log.note(context.debugDescription)
            }
        }
        Probe.check(#"{"n":null}"#) { decoder, log in
            let container = try decoder.container(keyedBy: AnyKey.self)
            for attempt in 0..<3 {
                do {
                    switch attempt {
                    case 0: _ = try container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("n"))
                    case 1: _ = try container.nestedUnkeyedContainer(forKey: AnyKey("n"))
                    default: _ = try container.decode(Int.self, forKey: AnyKey("n"))
                    }
                } catch DecodingError.valueNotFound(_, let context) {
                    log.note(context.debugDescription)
                }
            }
        }
    }
}

struct RangeModel: Decodable, Equatable {
    struct Item: Decodable, Equatable { var v: UInt8 }
    var list: [ItemOrInt]
    enum ItemOrInt: Decodable, Equatable {
        case int(Int), item(Item)
        init(from decoder: any Decoder) throws {
            if let value = try? decoder.singleValueContainer().decode(Int.self) { self = .int(value) } else { self = .item(try Item(from: decoder)) }
        }
    }
}

extension DecodeOptions.Keys {
    var isSnakeCase: Bool {
        if case .convertFromSnakeCase = self { return true }
        return false
    }
}
