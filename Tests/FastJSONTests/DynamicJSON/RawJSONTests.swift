import CorpusModels
import FastJSON
import Foundation
import Testing

/// `RawJSON`'s bytes against the input they came from.
@Suite struct RawJSONTests {
    struct Envelope: Codable, Equatable {
        let id: Int
        let payload: RawJSON
        let tail: String
    }

    /// Payloads written in odd ways: whitespace, escapes, number spellings, nesting, and long
    /// enough documents that the decoder reads them from a skeleton.
    static let payloads = [
        "1", "-0.50e+01", "true", "null", #""plain""#, #""esc\"aped \\ \u00e9 \/ \n""#, "[]", "{}", "[ ]", "{ }",
        #"[1, "two" ,{"three" : [3, 3.0]} ]"#, #"{"a":{"b":{"c":[[[]]]}},"d":"}]\"["}"#,
        "[" + Array(repeating: #"{"text": "a string long enough to make a skeleton worth it", "n": 12345}"#, count: 20)
            .joined(separator: ",\n  ") + "]",
    ]

    @Test(arguments: payloads)
    func bytesAreTheDocuments(payload: String) throws {
        for padding in ["", " \n\t"] {
            let text = #"{"id": 7,"payload":"# + padding + payload + padding + #","tail": "\u0074"}"#
            let envelope = try FastJSONDecoder().decode(Envelope.self, from: Data(text.utf8))
            #expect(envelope.payload.description == payload)
            #expect(envelope.tail == "t")
            // FastJSON writes the bytes back as they came.
            let encoded = try FastJSONEncoder().encode(envelope)
            #expect(String(decoding: encoded, as: UTF8.self) == #"{"id":7,"payload":"# + payload + #","tail":"t"}"#)
            // Foundation carries the value through JSONValue.
            let throughFoundation = try JSONDecoder().decode(Envelope.self, from: Data(text.utf8))
            #expect(try throughFoundation.payload.jsonValue() == envelope.payload.jsonValue())
            let foundationBytes = try JSONEncoder().encode(envelope)
            #expect(try JSONDecoder().decode(Envelope.self, from: foundationBytes).payload.jsonValue() == envelope.payload.jsonValue())
        }
    }

    @Test func arraysOfRawValuesAndTheTopLevel() throws {
        let text = #"  [ {"a" : 1}, [2 ,3], "x", 4.50 , null ,{"b":[{}]}]  "#
        let elements = try FastJSONDecoder().decode([RawJSON].self, from: Data(text.utf8))
        #expect(elements.map(\.description) == [#"{"a" : 1}"#, "[2 ,3]", #""x""#, "4.50", "null", #"{"b":[{}]}"#])
        #expect(try FastJSONDecoder().decode(RawJSON.self, from: Data(text.utf8)).description
            == text.trimmingCharacters(in: .whitespaces))
        // Out of order (a dictionary's values), and through a JSON Pointer.
        let dictionary = try FastJSONDecoder().decode([String: RawJSON].self, from: Data(#"{"b": [1, 2], "a": {"c" : 3}}"#.utf8))
        #expect(dictionary.mapValues(\.description) == ["b": "[1, 2]", "a": #"{"c" : 3}"#])
        #expect(try FastJSONDecoder().decode(RawJSON.self, from: Data(text.utf8), at: "/5/b").description == "[{}]")
    }

    @Test func corpusValuesMatchTheirText() throws {
        let data = try TestResources.corpusFile("twitter.json")
        struct Statuses: Decodable { let statuses: [RawJSON] }
        let raw = try FastJSONDecoder().decode(Statuses.self, from: data)
        let values = try FastJSONDecoder().decode([JSONValue].self, from: data, at: "/statuses")
        #expect(raw.statuses.count == values.count)
        for (rawStatus, value) in zip(raw.statuses, values) {
            #expect(try rawStatus.jsonValue() == value)
            #expect(String(decoding: data, as: UTF8.self).contains(rawStatus.description))
        }
    }

    @Test func json5AndStreamsGiveCompactJSON() throws {
        let decoder = FastJSONDecoder()
        decoder.allowsJSON5 = true
        let value = try decoder.decode([RawJSON].self, from: Data("[{a: 0x10, 'b': [1, /* c */ 2,]}]".utf8))
        #expect(value.map(\.description) == [#"{"a":16,"b":[1,2]}"#])
        let elements = Array(FastJSONDecoder().decodeElements(
            of: RawJSON.self, layout: .concatenatedValues, from: [Array("{\"a\": 1}\n[1, 2]\n".utf8)]))
        #expect(try elements.map { try $0.get().description } == [#"{"a":1}"#, "[1,2]"])
    }

    /// A decoder kept past its decode reads the document from its own copy: the caller's bytes,
    /// and a skeleton's buffer, are gone or reused by then (AddressSanitizer checks this in CI).
    @Test func aKeptDecoderReadsItsOwnCopyOfTheDocument() throws {
        final class Kept: Decodable {
            let decoder: any Decoder
            enum Keys: String, CodingKey { case payload }
            init(from decoder: any Decoder) throws {
                self.decoder = try decoder.container(keyedBy: Keys.self).superDecoder(forKey: .payload)
            }
        }
        for payload in Self.payloads {
            var kept: Kept?
            do {
                let data = Data((#"{"payload": "# + payload + #", "pad": ""# + String(repeating: "x", count: 600) + #""}"#).utf8)
                kept = try FastJSONDecoder().decode(Kept.self, from: data)
            }
            // Another document through the same thread's parser, over the buffers it reuses.
            _ = try FastJSONDecoder().decode(JSONValue.self, from: Data(("[" + String(repeating: "\"overwrite\",", count: 100) + "0]").utf8))
            let raw = try RawJSON(from: try #require(kept).decoder)
            #expect(raw.description == payload)
        }
    }

    @Test func validatingInitializer() throws {
        #expect(try RawJSON(validating: Data(" [1, 2] ".utf8)).description == "[1, 2]")
        for invalid in ["", "[1,", "[1] [2]", "{\"a\" 1}", "\u{FF}"] {
            #expect(throws: DecodingError.self) { try RawJSON(validating: Data(invalid.utf8)) }
        }
        #expect(RawJSON(["a": [1, "x/y"], "b": nil]).description == #"{"a":[1,"x/y"],"b":null}"#)
    }

    @Test func prettyPrintingLeavesTheBytesAsTheyAre() throws {
        let envelope = try FastJSONDecoder().decode(Envelope.self, from: Data(#"{"id":1,"payload":{"b" :1,"a":2},"tail":""}"#.utf8))
        let encoder = FastJSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let text = String(decoding: try encoder.encode(envelope), as: UTF8.self)
        #expect(text == "{\n  \"id\" : 1,\n  \"payload\" : {\"b\" :1,\"a\":2},\n  \"tail\" : \"\"\n}")
    }

    /// A container asked for where a `RawJSON` object or array was written (through the encoder's
    /// single value, under a key, through a super encoder), which Foundation merges into. The
    /// writer adds to bytes only when they are laid out as it writes them, as its offsets count
    /// on; other bytes, written as they came, make the encode throw `invalidValue`.
    @Test func containersAskedWhereARawValueWasWritten() throws {
        typealias Key = ContainerModels.Key
        func scenarios(_ raw: RawJSON, isObject: Bool) -> [ContainerModels.Custom] {
            @Sendable func addTo(_ encoder: any Encoder) throws {
                if isObject {
                    var keyed = encoder.container(keyedBy: Key.self)
                    try keyed.encode(3, forKey: Key("x"))
                } else {
                    var unkeyed = encoder.unkeyedContainer()
                    try unkeyed.encode(3)
                }
            }
            return [
                ContainerModels.Custom { encoder in
                    var single = encoder.singleValueContainer()
                    try single.encode(raw)
                    try addTo(encoder)
                },
                ContainerModels.Custom { encoder in
                    var container = encoder.container(keyedBy: Key.self)
                    try container.encode(raw, forKey: Key("k"))
                    if isObject {
                        var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key("k"))
                        try nested.encode(3, forKey: Key("x"))
                    } else {
                        var nested = container.nestedUnkeyedContainer(forKey: Key("k"))
                        try nested.encode(3)
                    }
                    try container.encode(0, forKey: Key("z"))
                },
                ContainerModels.Custom { encoder in
                    var container = encoder.container(keyedBy: Key.self)
                    let inherited = container.superEncoder()
                    var single = inherited.singleValueContainer()
                    try single.encode(raw)
                    try addTo(inherited)
                },
            ]
        }
        for (text, isObject) in [(#"{"a":1}"#, true), (#"{"y":1,"a":[]}"#, true), (#"{ "a" : 1 }"#, true), ("[1,2]", false), ("{}", true)] {
            let raw = try RawJSON(validating: Data(text.utf8))
            for pretty in [false, true] {
                let fast = FastJSONEncoder()
                let foundation = JSONEncoder()
                // Sorted, as Foundation writes an object's keys in its dictionary's order.
                fast.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted] : .sortedKeys
                foundation.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted] : .sortedKeys
                // Compact text is what the compact encoder writes; the pretty one puts even an
                // empty container's closing on a line of its own.
                let isLaidOut = !text.contains(" ") && !pretty
                for (scenario, path) in zip(scenarios(raw, isObject: isObject), [[], ["k"], ["super"]]) {
                    if isLaidOut {
                        let expected = String(decoding: try foundation.encode(scenario), as: UTF8.self)
                        #expect(String(decoding: try fast.encode(scenario), as: UTF8.self) == expected, "\(text), pretty: \(pretty)")
                        continue
                    }
                    let result = Result { try fast.encode(scenario) }
                    guard case .failure(EncodingError.invalidValue(_, let context)) = result else {
                        Issue.record("expected invalidValue for \(text), pretty: \(pretty), got \(result)")
                        continue
                    }
                    #expect(context.codingPath.map(\.stringValue) == path, "\(text), pretty: \(pretty)")
                }
            }
        }
    }
}
