import CorpusModels
import FastJSON
import Foundation
import Testing

/// Key decoding strategies against Foundation: snake-case conversion of many generated keys,
/// collisions after conversion, custom closures and the paths they see, and the dictionaries that
/// are exempt.
@Suite struct KeyStrategyDecodingTests {
    /// Keys built from pieces that stress Foundation's rules: underscores at the ends and in runs,
    /// digits, capitals, non-ASCII letters whose case changes length, emoji.
    static let generatedKeys: [String] = {
        let pieces = ["_", "__", "a", "b", "id", "ID", "url", "URL", "1", "22", "x9", "Ab", "ALL", "é", "ć", "ß",
                      "İ", "ǅ", "🐧", "ﬀ", "σς", "ΣΑΣ", " ", "-", "camelCase", "Ω"]
        var generator = SplitMix64(seed: 0xDEC0DE)
        var keys: Set<String> = ["_", "__", "", "a_", "_a", "a__b", "USER_ID", "one_2_three", "this__and__that", "ALLCAPS",
                                 "🐧_🐟", "snake_ćase", "_one_two_three_", "__leading", "trailing__", "a_b_", "_a_b",
                                 "user_id", "userId", "x_1_y", "1_2", "a_1", "ß_ß", "i_İ", "Ǆ_ǅ", "ﬀ_ﬀ", "σ_ς"]
        while keys.count < 1500 {
            let count = Int.random(in: 1...5, using: &generator)
            keys.insert((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        return keys.sorted()
    }()

    /// Each generated key alone: what the keyed container lists and finds under the strategy.
    @Test func convertFromSnakeCaseOnGeneratedKeys() throws {
        let options = DecodeOptions(keys: .convertFromSnakeCase)
        for chunk in stride(from: 0, to: Self.generatedKeys.count, by: 100) {
            let keys = Self.generatedKeys[chunk..<min(chunk + 100, Self.generatedKeys.count)]
            for key in keys {
                let json = try jsonObject([key: 1])
                Probe.check(json, options) { decoder, log in
                    let container = try decoder.container(keyedBy: AnyKey.self)
                    let names = container.allKeys.map(\.stringValue)
                    log.note("allKeys \(names)")
                    for name in names + [key] {
                        log.record("Int \(name)") { try container.decode(Int.self, forKey: AnyKey(name)) }
                    }
                }
            }
        }
    }

    /// Many keys in one object, so that conversions collide (`a_b`, `a__b` and `aB`): the first
    /// in the document wins.
    @Test(arguments: 0..<15)
    func convertFromSnakeCaseCollisions(chunk: Int) throws {
        let keys = Array(Self.generatedKeys[(chunk * 100)..<min(chunk * 100 + 100, Self.generatedKeys.count)])
        var generator = SplitMix64(seed: UInt64(chunk))
        let shuffled = keys.shuffled(using: &generator)
        let body = shuffled.enumerated().map { "\(try! jsonString($1)):\($0)" }.joined(separator: ",")
        let json = "{\(body),\"ab\":-1,\"a_b\":-2,\"aB\":-3,\"a__b\":-4}"
        Probe.check(json, DecodeOptions(keys: .convertFromSnakeCase)) { decoder, log in
            let container = try decoder.container(keyedBy: AnyKey.self)
            let names = container.allKeys.map(\.stringValue).sorted()
            log.note("allKeys \(names)")
            for name in names + ["ab", "aB", "a_b", "a__b"] {
                log.note("contains \(name) \(container.contains(AnyKey(name)))")
                log.record("Int \(name)") { try container.decode(Int.self, forKey: AnyKey(name)) }
            }
        }
    }

    /// Models under the snake-case strategy: camelCase properties, explicit snake_case raw values
    /// (which no longer match), nesting, dictionaries exempt at every level.
    @Test(arguments: [
        #"{"user_id":1,"display_name":"x","nested_value":{"inner_key":2,"raw_map":{"keep_me":3}},"raw_map":{"a_b":1,"cD":2},"ids":{"1":"x"}}"#,
        #"{"userId":1,"displayName":"x","nestedValue":{"innerKey":2,"rawMap":{}},"rawMap":{},"ids":{}}"#,
        #"{"user_id":1,"userId":2,"display_name":"x","nested_value":{"inner_key":2,"raw_map":{}},"raw_map":{},"ids":{}}"#,
        #"{"USER_ID":1,"DISPLAY_NAME":"x","NESTED_VALUE":{"INNER_KEY":2,"RAW_MAP":{}},"RAW_MAP":{},"IDS":{}}"#,
        #"{"_user_id":1,"display_name_":"x","nested_value":{"inner_key":"2","raw_map":{}},"raw_map":{},"ids":{}}"#,
        #"{"user_id":1,"display_name":"x","nested_value":{"inner_key":2,"raw_map":{"k":"v"}},"raw_map":{},"ids":{}}"#,
        #"{"user_id":1,"display_name":"x","nested_value":{"inner_key":2},"raw_map":{},"ids":{"x_y":"z"}}"#,
    ])
    func snakeCaseModels(json: String) {
        for keys in [DecodeOptions.Keys.convertFromSnakeCase, .useDefaultKeys, .custom(Self.uppercasingFirst)] {
            DecodingOracle.check(SnakeModel.self, json, DecodeOptions(keys: keys))
            DecodingOracle.check([String: SnakeModel].self, "{\"the_key\":\(json)}", DecodeOptions(keys: keys))
            DecodingOracle.check([ExplicitKeys].self, "[\(json)]", DecodeOptions(keys: keys))
        }
    }

    /// `[String: T]` keeps its keys under every strategy; `[Int: T]` reads its keys as integers.
    @Test(arguments: [
        #"{"a_b":{"c_d":1},"E_F":{}}"#, #"{"1":{"2":3}}"#, #"{"-1":{},"01":{}}"#, #"{"1.0":{}}"#, #"{" 1":{}}"#,
        #"{"x":{}}"#, #"{"9223372036854775808":{}}"#, #"{"1":{"a_b":1},"1":{"c":2}}"#, #"{"":{}}"#,
    ])
    func dictionariesAreExempt(json: String) {
        for keys in [DecodeOptions.Keys.convertFromSnakeCase, .useDefaultKeys, .custom(Self.uppercasingFirst)] {
            let options = DecodeOptions(keys: keys)
            DecodingOracle.check([String: [String: Int]].self, json, options)
            // `[Int: T]` decodes through `allKeys`, whose order in Foundation is a Dictionary's (random
            // per process): with two bad keys, which one it reports is chance. Only compare it on
            // documents with at most one key that is not an integer.
            if json.filter({ $0 == "_" }).count < 2 {
                DecodingOracle.check([Int: [String: Int]].self, json, options)
                DecodingOracle.check([String: [Int: Int]].self, json, options)
                DecodingOracle.check([Int8: [String: Int]].self, json, options)
            }
            DecodingOracle.check(KeyedGeneric<[String: [String: Int]]>.self, "{\"v\":\(json)}", options)
        }
    }

    static let uppercasingFirst: @Sendable ([any CodingKey]) -> any CodingKey = { path in
        let last = path.last!.stringValue
        return AnyKey(last.prefix(1).lowercased() + last.dropFirst())
    }

    /// The closure sees the full path (Swift names, then the JSON key) for every key it converts;
    /// both decoders must call it for the same paths.
    @Test(arguments: [
        #"{"Outer":{"Inner":[{"Leaf":1,"Other":2}]},"List":[[{"A":1}]],"Map":{"K":{"B":2}}}"#,
        #"{"Outer":{"Inner":[]},"List":[],"Map":{}}"#,
        #"{"Outer":{"Inner":[{"Leaf":"x"}]},"List":[],"Map":{}}"#,
    ])
    func customKeyPaths(json: String) {
        let foundationCalls = CallRecorder(), fastCalls = CallRecorder()
        let foundation = DecodeOutcome<CustomModel>.foundation(CustomModel.self, Data(json.utf8)) {
            $0.keyDecodingStrategy = .custom(foundationCalls.converter)
        }
        let fast = DecodeOutcome<CustomModel>.fastJSON(CustomModel.self, Data(json.utf8)) {
            $0.keyDecodingStrategy = .custom(fastCalls.converter)
        }
        #expect(fast == foundation)
        #expect(fastCalls.paths.sorted() == foundationCalls.paths.sorted())
        #expect(Set(fastCalls.paths) == Set(foundationCalls.paths))
    }

    /// Two keys that convert to the same name: the first one wins, in `allKeys` and lookups.
    @Test(arguments: [#"{"A":1,"a":2}"#, #"{"a":1,"A":2}"#, #"{"a":1,"A":"x","b":{"B":1,"b":2}}"#, #"{"A":1,"A":2,"a":3}"#])
    func customKeyCollisions(json: String) {
        let lowercase: @Sendable ([any CodingKey]) -> any CodingKey = { AnyKey($0.last!.stringValue.lowercased()) }
        Probe.check(json, DecodeOptions(keys: .custom(lowercase))) { decoder, log in
            let container = try decoder.container(keyedBy: AnyKey.self)
            log.note("allKeys \(container.allKeys.map(\.stringValue).sorted())")
            for name in ["a", "A", "b"] {
                log.record("Int \(name)") { try container.decode(Int.self, forKey: AnyKey(name)) }
                log.record("String \(name)") { try container.decode(String.self, forKey: AnyKey(name)) }
                log.record("[String: Int] \(name)") { try container.decode([String: Int].self, forKey: AnyKey(name)) }
                log.record("nested \(name)") {
                    let nested = try container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
                    return "\(nested.allKeys.map(\.stringValue).sorted()) \(try nested.decode(Int.self, forKey: AnyKey("b")))"
                }
            }
        }
        // A closure that returns keys carrying int values.
        let numbered: @Sendable ([any CodingKey]) -> any CodingKey = { AnyKey(intValue: $0.last!.stringValue.count) }
        DecodingOracle.check([String: Int].self, json, DecodeOptions(keys: .custom(numbered)))
        DecodingOracle.check([Int: Int].self, json, DecodeOptions(keys: .custom(numbered)))
        Probe.check(json, DecodeOptions(keys: .custom(numbered))) { decoder, log in
            let container = try decoder.container(keyedBy: AnyKey.self)
            log.note("allKeys \(container.allKeys.map { "\($0.stringValue)/\($0.intValue ?? -1)" }.sorted())")
            log.record("Int 1") { try container.decode(Int.self, forKey: AnyKey("1")) }
        }
    }

    /// Error paths use the Swift names, not the JSON ones.
    @Test func errorPathsUseSwiftNames() {
        let json = #"{"user_id":"1","display_name":"x","nested_value":{"inner_key":"2","raw_map":{}},"raw_map":{},"ids":{}}"#
        let (fast, foundation) = DecodingOracle.check(SnakeModel.self, json, DecodeOptions(keys: .convertFromSnakeCase))
        #expect(fast.error?.path == ["userId"])
        _ = foundation
        DecodingOracle.check(SnakeModel.self, #"{"user_id":1,"display_name":"x","nested_value":{"inner_key":"2"}}"#,
                             DecodeOptions(keys: .convertFromSnakeCase))
    }

    private func jsonObject(_ object: [String: Int]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    private func jsonString(_ string: String) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: [string], options: .withoutEscapingSlashes), as: UTF8.self)
            .dropFirst().dropLast().description
    }
}

/// Records the paths a custom key strategy's closure is given.
final class CallRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var paths: [String] { lock.withLock { recorded } }

    var converter: @Sendable ([any CodingKey]) -> any CodingKey {
        { [self] path in
            lock.withLock { recorded.append(ProbeLog.path(path)) }
            let last = path.last!.stringValue
            return AnyKey(last.prefix(1).lowercased() + last.dropFirst())
        }
    }
}

struct SnakeModel: Decodable, Equatable {
    struct Nested: Decodable, Equatable {
        var innerKey: Int
        var rawMap: [String: String]?
    }
    var userId: Int
    var displayName: String
    var nestedValue: Nested
    var rawMap: [String: Int]
    var ids: [Int: String]?
}

struct ExplicitKeys: Decodable, Equatable {
    var userID: Int?
    var name: String?
    enum CodingKeys: String, CodingKey {
        case userID = "user_id"
        case name = "display_name"
    }
}

struct CustomModel: Decodable, Equatable {
    struct Outer: Decodable, Equatable { var inner: [Leaf] }
    struct Leaf: Decodable, Equatable { var leaf: Int; var other: Int? }
    var outer: Outer
    var list: [[[String: Int]]]
    var map: [String: [String: Int]]
}
