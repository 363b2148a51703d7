#if Macros
import CorpusModels
@testable import FastJSON
import Foundation
import Testing

/// Encodes `Value` through its `encode(to:)` with FastJSON's encoder, which the fast path would
/// otherwise replace: the reference for the exact bytes.
struct ThroughEncodeTo<Value: Encodable>: Encodable {
    var value: Value

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}

/// The fast path of encoding (`_JSONFastEncodable`) against the `encode(to:)` the macro writes
/// beside it: the same bytes, byte for byte, through FastJSON, and Foundation's bytes or error.
@Suite struct FastPathEncodingTests {
    @Test func whichModelsTakeTheFastPath() {
        #expect(FastPathOrder.self is any _JSONFastEncodable.Type)
        #expect(FastPathPage<Int>.Entry.self is any _JSONFastEncodable.Type)
        #expect(FastPathAccount.self is any _JSONFastEncodable.Type)
        #expect(AnnotatedOrder.self is any _JSONFastEncodable.Type)
        #expect(!(OpenAccount.self is any _JSONFastEncodable.Type))
        #expect(!(FastPathTests.OwnKeys.self is any _JSONFastEncodable.Type))
    }

    /// Wherever FastJSON writes a value, a type with a fast path writes itself through it, unless
    /// a key strategy must see the keys; Foundation calls `encode(to:)`.
    @Test func everyEntryPointTakesTheFastPath() throws {
        let fast = #"{"path":"fast"}"#
        let slow = #"{"path":"encode(to:)"}"#
        let encoder = FastJSONEncoder()
        func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
        #expect(text(try encoder.encode(WhichPath())) == fast)
        #expect(text(try encoder.encode([WhichPath()])) == "[\(fast)]")
        #expect(text(try encoder.encode(["a": WhichPath()])) == #"{"a":\#(fast)}"#)
        #expect(text(try encoder.encode(WhichPath?.some(WhichPath()))) == fast)
        #expect(text(try encoder.encode(ThroughEncodeTo(value: WhichPathHolder()))) == #"{"inner":\#(fast)}"#)
        var streamed = Data()
        try encoder.encodeElements([WhichPath()], layout: .concatenatedValues) { streamed.append(contentsOf: $0) }
        #expect(text(streamed) == fast + "\n")
        #expect(text(try JSONEncoder().encode(WhichPath())) == slow)
        encoder.keyEncodingStrategy = .convertToSnakeCase
        #expect(text(try encoder.encode([WhichPath()])) == "[\(slow)]")
    }

    /// A sample of every property type, with each optional present and absent, under every output
    /// formatting and each of the encoder's strategies.
    @Test func writesTheBytesOfEncodeToUnderEveryOption() throws {
        var full = try FastJSONDecoder().decode(FastPathOrder.self, from: JSONSerialization.data(withJSONObject: FastPathOrder.sample))
        full.customer = "A/B \"quoted\" \\ é 😀 \u{1} \u{2028}"
        var empty = full
        (empty.note, empty.payload, empty.link, empty.amount, empty.first, empty.scores, empty.tags) = (nil, nil, nil, nil, nil, nil, nil)
        (empty.state, empty.orderID, empty.firstKey, empty.naive, empty.coupon) = (nil, nil, nil, nil, nil)
        let annotated = try FastJSONDecoder().decode(AnnotatedOrder.self, from: JSONSerialization.data(withJSONObject: AnnotatedOrder.sample))
        for configuration in Self.configurations {
            let oracle = EncodingOracle(configure: configuration.configure)
            for formatting in EncodingOracle.allFormattings {
                for order in [full, empty] {
                    expectSameBytes(order, formatting: formatting, configuration)
                    oracle.check(order, formatting: formatting)
                }
                expectSameBytes(annotated, formatting: formatting, configuration)
                oracle.check(annotated, formatting: formatting)
                expectSameBytes(FastPathPage(entries: [.init(item: 1.5, rank: 2), .init(item: -0.0, rank: nil)]), formatting: formatting, configuration)
                let team = FastPathTeam(id: "t", members: [.init(name: "b", age: 1), .init(name: "a/é", age: 2)], others: [])
                expectSameBytes(team, formatting: formatting, configuration)
                oracle.check(team, formatting: formatting)
                for measure in [FastPathMeasure.sample, FastPathMeasure(id: 2, value: -0.5, unit: "m", entry: nil)] {
                    expectSameBytes(measure, formatting: formatting, configuration)
                    oracle.check(measure, formatting: formatting)
                }
            }
        }
    }

    /// A float JSON cannot hold fails at its key's path, and leaves no trace when a strategy
    /// writes it as a string; the same in a nested model, an array of them, and under a nested key
    /// path.
    @Test func nonConformingFloatsFailOrBecomeStringsAsInFoundation() throws {
        var order = try FastJSONDecoder().decode(FastPathOrder.self, from: JSONSerialization.data(withJSONObject: FastPathOrder.sample))
        for value in [Double.nan, .infinity, -.infinity] {
            var changed = order
            changed.total = value
            expectFailure(changed)
            changed = order
            changed.discount = value
            expectFailure(changed)
            let page = FastPathPage(entries: [.init(item: 1.0, rank: 1), .init(item: value, rank: 2)])
            expectFailure(page)
            var measure = FastPathMeasure.sample
            measure.value = value
            expectFailure(measure)
            measure = FastPathMeasure.sample
            measure.entry?.item = value
            expectFailure(measure)
        }
        order.ratio = .nan
        expectFailure(order)
        // Two members with one key, which an object cannot hold.
        let member = FastPathTeam.Member(name: "a", age: 1)
        expectFailure(FastPathTeam(id: "t", members: [member, member], others: nil))
        expectFailure(FastPathTeam(id: "t", members: [], others: [member, member]))
        let strings = Self.configurations.first { $0.name == "floats as strings" }!
        for formatting in EncodingOracle.allFormattings {
            expectSameBytes(order, formatting: formatting, strings)
            EncodingOracle(configure: strings.configure).check(order, formatting: formatting)
        }
    }

    /// Values read from generated documents, with strings and floats changed at random, under
    /// random options. Seeded, so every run tries the same values.
    @Test func agreesOnGeneratedValues() throws {
        var random = SplitMix64(seed: 51)
        let strings = ["", "plain", "a/b", "quote \" and \\", "é naïve", "😀", "\u{0}\u{1f}", "\u{2028}\u{2029}", "</script>"]
        let doubles = [0, -0.0, 1.5, 1e300, 5e-324, 123456789012345680000, .pi, .nan, .infinity]
        var documents = 0
        for _ in 0..<400 {
            let text = Self.generatedDocument(&random)
            guard var order = try? FastJSONDecoder().decode(FastPathOrder.self, from: Data(text.utf8)) else { continue }
            documents += 1
            order.customer = random.pick(strings)
            order.note = random.oneIn(3) ? nil : random.pick(strings)
            order.total = random.pick(doubles)
            order.lines = order.lines.map { FastPathLine(sku: random.pick(strings), quantity: $0.quantity) }
            let configuration = random.pick(Self.configurations)
            let formatting = random.pick(EncodingOracle.allFormattings)
            expectSameBytes(order, formatting: formatting, configuration)
            EncodingOracle(configure: configuration.configure).check(order, formatting: formatting)
        }
        #expect(documents > 100, "\(documents) of 400 documents decoded")
    }

    #if DEBUG
    /// The fast object checks, in debug builds, that each key's literal is its coding key's string
    /// value: the bytes come from the literal, errors from the key.
    @Test func aKeyNameThatIsNotItsKeysStringValueIsCaught() async {
        await #expect(processExitsWith: .failure) {
            _ = try FastJSONEncoder().encode(MismatchedFastKey(a: 1))
        }
    }

    /// The fast method is handed the value in place, as its own type: debug builds check that the
    /// value is of that type.
    @Test func fastEncodingChecksTheValuesType() async {
        await #expect(processExitsWith: .failure) {
            try WhichPath.writeFast(1, into: EncoderImpl(writer: JSONWriter()))
        }
    }
    #endif

    // MARK: Helpers

    struct Configuration: Sendable {
        var name: String
        var configure: @Sendable (JSONEncoder, FastJSONEncoder) -> Void
    }

    /// Each strategy Foundation's encoder has, one at a time; the key strategies keep to
    /// `encode(to:)`, so they check that the fast path steps aside.
    static let configurations: [Configuration] = [
        Configuration(name: "default") { _, _ in },
        Configuration(name: "dates as seconds") { $0.dateEncodingStrategy = .secondsSince1970; $1.dateEncodingStrategy = .secondsSince1970 },
        Configuration(name: "dates as ISO 8601") { $0.dateEncodingStrategy = .iso8601; $1.dateEncodingStrategy = .iso8601 },
        Configuration(name: "dates as milliseconds") {
            $0.dateEncodingStrategy = .millisecondsSince1970; $1.dateEncodingStrategy = .millisecondsSince1970
        },
        Configuration(name: "data as bytes") { $0.dataEncodingStrategy = .deferredToData; $1.dataEncodingStrategy = .deferredToData },
        Configuration(name: "floats as strings") {
            $0.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
            $1.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        },
        Configuration(name: "snake case") { $0.keyEncodingStrategy = .convertToSnakeCase; $1.keyEncodingStrategy = .convertToSnakeCase },
        Configuration(name: "custom keys") {
            $0.keyEncodingStrategy = .custom { JSONKey(stringValue: $0.last!.stringValue.uppercased()) }
            $1.keyEncodingStrategy = .custom { JSONKey(stringValue: $0.last!.stringValue.uppercased()) }
        },
    ]

    /// The fast path writes what `encode(to:)` writes through FastJSON, or throws the same error.
    private func expectSameBytes<T: Encodable>(
        _ value: T, formatting: UInt, _ configuration: Configuration, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (_, encoder) = EncodingOracle(configure: configuration.configure).encoders(formatting: formatting)
        let fast = EncodingOracle.outcome { try encoder.encode(value) }
        let reference = EncodingOracle.outcome { try encoder.encode(ThroughEncodeTo(value: value)) }
        #expect(fast == reference, "\(configuration.name), formatting \(formatting)", sourceLocation: sourceLocation)
    }

    /// The value fails as it does through `encode(to:)` and through Foundation: case and path.
    private func expectFailure<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) {
        let fast = EncodingOracle.outcome { try FastJSONEncoder().encode(value) }
        #expect(fast.hasPrefix("invalidValue"), "\(fast)", sourceLocation: sourceLocation)
        #expect(fast == EncodingOracle.outcome { try FastJSONEncoder().encode(ThroughEncodeTo(value: value)) }, sourceLocation: sourceLocation)
        #expect(fast == EncodingOracle.outcome { try JSONEncoder().encode(value) }, sourceLocation: sourceLocation)
    }

    /// A document `FastPathOrder` usually decodes: every required key, optional ones at random.
    private static func generatedDocument(_ random: inout SplitMix64) -> String {
        var members = [
            #""id":1"#, #""customer":"c""#, #""total":1"#, #""paid":false"#, #""count":2"#, #""level":3"#, #""ratio":0.25"#,
            #""placed":0"#, #""lines":[{"sku":"a","quantity":1},{"sku":"b","quantity":2}]"#,
        ]
        let optional = [
            #""note":"n""#, #""payload":"AQID""#, #""link":"https://example.com/a?b=c""#, #""amount":3.25"#,
            #""first":{"sku":"f","quantity":9}"#, #""scores":{"x":1,"y":2}"#, #""tags":["t"]"#, #""state":"closed""#,
            #""order-id":"o""#, #""1st":1"#, #""naïve":"v""#, #""tier":"gold""#, #""quantity":4"#, #""discount":null"#,
            #""coupon":null"#,
        ]
        for member in optional where random.oneIn(2) { members.append(member) }
        return "{\(members.joined(separator: ","))}"
    }
}

/// Writes a different object on each path, to show which one FastJSON took.
struct WhichPath: _JSONFastEncodable {
    enum CodingKeys: String, CodingKey { case path }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("encode(to:)", forKey: .path)
    }

    func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {
        try object.encode("fast", CodingKeys.path, "path")
    }
}

/// A hand-written `encode(to:)` that writes a `WhichPath` through its keyed container.
struct WhichPathHolder: Encodable {
    enum CodingKeys: String, CodingKey { case inner }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(WhichPath(), forKey: .inner)
    }
}

extension SplitMix64 {
    fileprivate mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int(next(upperBound: UInt64(elements.count)))]
    }

    fileprivate mutating func oneIn(_ count: UInt64) -> Bool {
        next(upperBound: count) == 0
    }
}

extension MismatchedFastKey: _JSONFastEncodable {
    init(a: Int) { self.a = a }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(a, forKey: .a)
    }

    func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws {
        try object.encode(a, CodingKeys.a, "b")
    }
}
/// Properties under nested key paths, which the fast method writes into the wrapper objects it
/// opens: a float, a string, and a model with a fast path of its own.
@JSONCodable
struct FastPathMeasure: Equatable {
    var id: Int
    @JSONKey("data", "reading", "value") var value: Double
    @JSONKey("data", "unit") var unit: String
    @JSONKey("data", "reading", "entry") var entry: FastPathPage<Double>.Entry?

    static var sample: FastPathMeasure { FastPathMeasure(id: 1, value: 2.5, unit: "kg", entry: .init(item: 1.5, rank: 3)) }
}
#endif
