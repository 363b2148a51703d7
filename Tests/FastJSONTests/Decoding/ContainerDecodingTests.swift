import FastJSON
import Foundation
import Testing

/// Keyed, unkeyed and single-value containers against Foundation: each test runs one script of
/// container calls under both decoders and compares the logs step by step.
@Suite struct ContainerDecodingTests {
    // MARK: - Keyed

    static let keyedDocuments = [
        #"{"a":1,"b":"x","n":null,"o":{"p":[1,2]},"arr":[true,null],"f":1.5}"#,
        #"{}"#,
        #"{"a":1,"a":2,"b":"first","b":3}"#,
        #"{"n":null,"n":1,"o":[],"o":{"p":1}}"#,
        #"{"é":1,"e\u0301":2,"\u00e9":3,"":4,"a\u0000b":5}"#,
        #"{"a":"1","b":true,"n":0,"o":"{}","arr":{},"f":"1.5"}"#,
    ]

    static let probedKeys = ["a", "b", "n", "o", "arr", "f", "missing", "", "é", "a\u{0}b", "e\u{301}"]

    /// Every keyed-container call, for present, missing, null, repeated and mistyped keys.
    @Test(arguments: keyedDocuments)
    func keyedContainerCalls(json: String) {
        Probe.check(json) { decoder, log in
            let container = try decoder.container(keyedBy: AnyKey.self)
            log.note("allKeys \(container.allKeys.map(\.stringValue).sorted())")
            log.note("allKeys count \(container.allKeys.count)")
            log.note("codingPath \(ProbeLog.path(container.codingPath))")
            for name in Self.probedKeys {
                let key = AnyKey(name)
                log.note("contains \(name) \(container.contains(key))")
                log.record("decodeNil \(name)") { try container.decodeNil(forKey: key) }
                log.record("Int \(name)") { try container.decode(Int.self, forKey: key) }
                log.record("String \(name)") { try container.decode(String.self, forKey: key) }
                log.record("Bool \(name)") { try container.decode(Bool.self, forKey: key) }
                log.record("Double \(name)") { try container.decode(Double.self, forKey: key) }
                log.record("[Int?] \(name)") { try container.decode([Int?].self, forKey: key) }
                log.record("Int? \(name)") { try container.decodeIfPresent(Int.self, forKey: key) }
                log.record("String? \(name)") { try container.decodeIfPresent(String.self, forKey: key) }
                log.record("Bool? \(name)") { try container.decodeIfPresent(Bool.self, forKey: key) }
                log.record("UInt8? \(name)") { try container.decodeIfPresent(UInt8.self, forKey: key) }
                log.record("Float? \(name)") { try container.decodeIfPresent(Float.self, forKey: key) }
                log.record("Int128? \(name)") { try container.decodeIfPresent(Int128.self, forKey: key) }
                log.record("[Int]? \(name)") { try container.decodeIfPresent([Int].self, forKey: key) }
                log.record("[String: Int]? \(name)") { try container.decodeIfPresent([String: Int].self, forKey: key) }
                log.record("Empty \(name)") { try container.decode(Empty.self, forKey: key) }
                log.record("Empty? \(name)") { try container.decodeIfPresent(Empty.self, forKey: key) }
                log.record("nested keyed \(name)") {
                    let nested = try container.nestedContainer(keyedBy: AnyKey.self, forKey: key)
                    return "\(ProbeLog.path(nested.codingPath)) \(nested.allKeys.map(\.stringValue).sorted())"
                }
                log.record("nested unkeyed \(name)") {
                    let nested = try container.nestedUnkeyedContainer(forKey: key)
                    return "\(ProbeLog.path(nested.codingPath)) \(nested.count ?? -1)"
                }
                log.record("superDecoder \(name)") {
                    let sub = try container.superDecoder(forKey: key)
                    let single = try sub.singleValueContainer()
                    return "\(ProbeLog.path(sub.codingPath)) nil=\(single.decodeNil()) \(ProbeLog.path(single.codingPath))"
                }
            }
            log.record("superDecoder()") {
                let sub = try container.superDecoder()
                var inner = ProbeLog()
                inner.record("nil") { try sub.singleValueContainer().decodeNil() }
                inner.record("keyed") { try sub.container(keyedBy: AnyKey.self).allKeys.count }
                inner.record("unkeyed") { try sub.unkeyedContainer().count }
                inner.record("Int") { try sub.singleValueContainer().decode(Int.self) }
                return "\(ProbeLog.path(sub.codingPath)) \(inner)"
            }
        }
    }

    /// A superDecoder for a missing key is a decoder over null: every container but the
    /// single-value one fails with valueNotFound at the key's path.
    @Test func superDecoderForMissingKey() {
        Probe.check(#"{"a":{"b":1}}"#) { decoder, log in
            let outer = try decoder.container(keyedBy: AnyKey.self)
            let inner = try outer.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("a"))
            for name in ["b", "zzz", "super"] {
                let sub = try inner.superDecoder(forKey: AnyKey(name))
                log.note("path \(ProbeLog.path(sub.codingPath))")
                log.record("nil") { try sub.singleValueContainer().decodeNil() }
                log.record("keyed") { try sub.container(keyedBy: AnyKey.self).allKeys.count }
                log.record("unkeyed") { try sub.unkeyedContainer().count }
                log.record("Int") { try sub.singleValueContainer().decode(Int.self) }
                log.record("Int?") { try Int?(from: sub) }
                log.record("String") { try String(from: sub) }
                log.record("Bool") { try Bool(from: sub) }
                log.record("Empty") { try Empty(from: sub) }
            }
        }
    }

    /// The coding path of every container at every depth of keyed, unkeyed and single-value
    /// nesting, and errors found deep inside.
    @Test func nestedContainersAtEveryLevel() {
        Probe.check(#"{"a":[{"b":[[1,"x",null,{"c":true}]]}],"z":0}"#) { decoder, log in
            let root = try decoder.container(keyedBy: AnyKey.self)
            var a = try root.nestedUnkeyedContainer(forKey: AnyKey("a"))
            log.note("a \(ProbeLog.path(a.codingPath)) \(a.currentIndex)")
            let element = try a.nestedContainer(keyedBy: AnyKey.self)
            log.note("element \(ProbeLog.path(element.codingPath)) a.index \(a.currentIndex) a.atEnd \(a.isAtEnd)")
            var b = try element.nestedUnkeyedContainer(forKey: AnyKey("b"))
            var inner = try b.nestedUnkeyedContainer()
            log.note("inner \(ProbeLog.path(inner.codingPath)) count \(inner.count ?? -1)")
            log.record("inner Int") { try inner.decode(Int.self) }
            log.record("inner Int again") { try inner.decode(Int.self) }
            log.record("inner String") { try inner.decode(String.self) }
            log.record("inner String at null") { try inner.decode(String.self) }
            log.record("inner decodeNil") { try inner.decodeNil() }
            log.record("inner keyed") {
                let c = try inner.nestedContainer(keyedBy: AnyKey.self)
                return "\(ProbeLog.path(c.codingPath)) \(try c.decode(Bool.self, forKey: AnyKey("c")))"
            }
            log.record("inner Int at end") { try inner.decode(Int.self) }
            log.record("inner nested at end") { try inner.nestedContainer(keyedBy: AnyKey.self).allKeys.count }
            log.record("inner unkeyed at end") { try inner.nestedUnkeyedContainer().count }
            log.record("inner super at end") { try inner.superDecoder().codingPath.count }
            log.note("inner index \(inner.currentIndex)")
            log.record("b super") {
                let sub = try b.superDecoder()
                return ProbeLog.path(sub.codingPath)
            }
            log.record("deep error") {
                try root.decode([[String: [[Int]]]].self, forKey: AnyKey("a"))
            }
            log.record("deep error 2") {
                try root.decode([Deep].self, forKey: AnyKey("a"))
            }
            log.record("z as Deep") { try root.decode(Deep.self, forKey: AnyKey("z")) }
        }
    }

    struct Deep: Decodable, Equatable, CustomStringConvertible {
        var b: [[Leaf]]
        struct Leaf: Decodable, Equatable { var c: Bool }
        var description: String { "\(b)" }
    }

    // MARK: - Unkeyed

    static let unkeyedDocuments = [
        "[]", "[null]", "[1,null,\"s\",true,1.5,[],{},[1],{\"a\":1}]", "[null,null,1]",
        "[\"1\",1,-1,300,1e2,1.5e300]", "[[[]],[[1,2],[3]],{}]",
    ]

    /// `currentIndex`, `isAtEnd` and `count` after each call, including failed ones; decodeNil on
    /// a non-null does not advance; decodeIfPresent at the end gives nil; errors at the end.
    @Test(arguments: unkeyedDocuments)
    func unkeyedContainerCalls(json: String) {
        for plan in 0..<6 {
            Probe.check(json) { decoder, log in
                var container = try decoder.unkeyedContainer()
                log.note("count \(container.count ?? -1) codingPath \(ProbeLog.path(container.codingPath))")
                var steps = 0
                while steps < 14 {
                    steps += 1
                    let state = "i=\(container.currentIndex) end=\(container.isAtEnd)"
                    switch (plan + steps) % 6 {
                    case 0: log.record("\(state) decodeNil") { try container.decodeNil() }
                    case 1: log.record("\(state) Int") { try container.decode(Int.self) }
                    case 2: log.record("\(state) String?") { try container.decodeIfPresent(String.self) }
                    case 3: log.record("\(state) Empty") { try container.decode(Empty.self) }
                    case 4: log.record("\(state) UInt8?") { try container.decodeIfPresent(UInt8.self) }
                    default: log.record("\(state) Bool") { try container.decode(Bool.self) }
                    }
                }
                log.note("final i=\(container.currentIndex) end=\(container.isAtEnd)")
            }
        }
    }

    /// Every unkeyed call at each position of an array holding every kind of value.
    @Test func unkeyedEveryCallAtEveryPosition() {
        let json = #"[null,1,"s",true,-2.5,[1],{"a":1},300,"1"]"#
        for position in 0...9 {
            Probe.check(json) { decoder, log in
                var container = try decoder.unkeyedContainer()
                for _ in 0..<position { _ = try container.decode(Empty.self) }
                log.note("at \(container.currentIndex) end \(container.isAtEnd)")
                log.record("decodeNil") { try container.decodeNil() }
                log.note("after decodeNil \(container.currentIndex)")
                var copy = container
                log.record("Int8") { try copy.decode(Int8.self) }; copy = container
                log.record("Int128") { try copy.decode(Int128.self) }; copy = container
                log.record("UInt64") { try copy.decode(UInt64.self) }; copy = container
                log.record("Double") { try copy.decode(Double.self) }; copy = container
                log.record("Float") { try copy.decode(Float.self) }; copy = container
                log.record("String") { try copy.decode(String.self) }; copy = container
                log.record("Bool") { try copy.decode(Bool.self) }; copy = container
                log.record("[Int]") { try copy.decode([Int].self) }; copy = container
                log.record("[String:Int]") { try copy.decode([String: Int].self) }; copy = container
                log.record("Int?") { try copy.decodeIfPresent(Int.self) }; log.note("i \(copy.currentIndex)"); copy = container
                log.record("Bool?") { try copy.decodeIfPresent(Bool.self) }; log.note("i \(copy.currentIndex)"); copy = container
                log.record("Empty?") { try copy.decodeIfPresent(Empty.self) }; log.note("i \(copy.currentIndex)"); copy = container
                log.record("keyed") { try copy.nestedContainer(keyedBy: AnyKey.self).allKeys.count }
                log.note("i \(copy.currentIndex)"); copy = container
                log.record("unkeyed") { try copy.nestedUnkeyedContainer().count }
                log.note("i \(copy.currentIndex)"); copy = container
                log.record("super") {
                    let sub = try copy.superDecoder()
                    return "\(ProbeLog.path(sub.codingPath)) \(try sub.singleValueContainer().decodeNil())"
                }
                log.note("i \(copy.currentIndex)")
            }
        }
    }

    /// An empty struct decodes from any element: no type check in generic `decode`.
    @Test(arguments: ["1", "\"s\"", "null", "true", "[]", "{}", "[1,2]", "{\"a\":1}", "1e400"])
    func emptyStructFromAnyValue(json: String) {
        DecodingOracle.check([Empty].self, "[\(json),\(json)]")
        DecodingOracle.check(Empty.self, json)
        DecodingOracle.check(KeyedGeneric<EmptyKeyed>.self, "{\"v\":\(json)}")
    }

    // MARK: - Single value

    @Test(arguments: ["null", "1", "-1.5", "\"s\"", "true", "[1]", "{\"a\":1}"])
    func singleValueContainerCalls(json: String) {
        Probe.check(json) { decoder, log in
            let single = try decoder.singleValueContainer()
            log.note("path \(ProbeLog.path(single.codingPath))")
            log.note("nil \(single.decodeNil())")
            log.record("Int") { try single.decode(Int.self) }
            log.record("UInt128") { try single.decode(UInt128.self) }
            log.record("Double") { try single.decode(Double.self) }
            log.record("String") { try single.decode(String.self) }
            log.record("Bool") { try single.decode(Bool.self) }
            log.record("Int?") { try single.decode(Int?.self) }
            log.record("[Int]") { try single.decode([Int].self) }
            log.record("[String: Int]") { try single.decode([String: Int].self) }
            log.record("Empty") { try single.decode(Empty.self) }
            log.record("keyed after single") { try decoder.container(keyedBy: AnyKey.self).allKeys.count }
            log.record("unkeyed after single") { try decoder.unkeyedContainer().count }
        }
    }

    /// A value wrapped in single-value containers several times over keeps the outer path.
    @Test func singleValueWrappers() {
        DecodingOracle.check([String: Wrapper<Wrapper<Int>>].self, #"{"a":1,"b":2}"#)
        DecodingOracle.check([String: Wrapper<Wrapper<Int>>].self, #"{"a":1,"b":"x"}"#)
        DecodingOracle.check([Wrapper<[Wrapper<Bool>]>].self, #"[[true],[false,null]]"#)
        DecodingOracle.check(Wrapper<Wrapper<Int>>.self, #"null"#)
    }

    /// Arrays of `[Double]`, `[Int]` and `[String]` (decoded by code specialized for them): the
    /// same values, and the same errors at the same paths, as Foundation, at any depth.
    @Test(arguments: [
        "[[1.5,2],[],[-0.25]]", "[[1,2],[3,\"x\"]]", "[[1,2],null]", "[[1],[2,null]]", "[[1],{}]", "[[1e400]]",
        #"[["a","b"],[],["c"]]"#, #"[["a"],[1]]"#, "[[]]", "[]", "{}", #"[[[1.5],[2,3]],[[4]]]"#, #"[[[1],["x"]]]"#,
    ])
    func arraysOfNativeArrays(json: String) {
        DecodingOracle.check([[Double]].self, json)
        DecodingOracle.check([[Int]].self, json)
        DecodingOracle.check([[String]].self, json)
        DecodingOracle.check([[[Double]]].self, json)
        DecodingOracle.check([[[Int]]].self, json)
        DecodingOracle.check([String: [[Int]]].self, #"{"k":\#(json)}"#)
    }

    /// Elements of arrays decoded in one go, of every kind of type the decoder tells apart, with a
    /// bad element after good ones: the same values, and errors at the same element index.
    @Test(arguments: [
        #"[1,2,"x"]"#, "[1,2,null]", "[1,{},3]", "[[1],[2,true]]", #"[{"v":1},{"v":"x"}]"#, #"[{"v":1},{}]"#,
        #"[{"a":1},{"b":[]}]"#, #"["https://a.example","",1]"#, #"["AQID","??"]"#, "[1.5,1e400]", "[0,4294967296]",
        "[-1,18446744073709551616]", "[0.5,true]",
    ])
    func elementsOfArraysOfEveryKind(json: String) {
        DecodingOracle.check([Int].self, json)
        DecodingOracle.check([Int32].self, json)
        DecodingOracle.check([Int64].self, json)
        DecodingOracle.check([UInt].self, json)
        DecodingOracle.check([UInt64].self, json)
        DecodingOracle.check([Float].self, json)
        DecodingOracle.check([Bool].self, json)
        DecodingOracle.check([Int?].self, json)
        DecodingOracle.check([Date].self, json)
        DecodingOracle.check([Data].self, json)
        DecodingOracle.check([URL].self, json)
        DecodingOracle.check([Decimal].self, json)
        DecodingOracle.check([[String: Int]].self, json)
        DecodingOracle.check([[Int]].self, json)
        DecodingOracle.check([Wrapper<Int>].self, json)
        DecodingOracle.check([KeyedGeneric<Int>].self, json)
        DecodingOracle.check([[KeyedGeneric<Int>]].self, "[\(json)]")
    }

    // MARK: - Retained containers and retries

    /// Containers and decoders kept past `init(from:)` still read the document.
    @Test func containersUsedAfterInitReturns() throws {
        let json = Data(#"{"a":1,"list":[1,"x",null],"sub":{"b":true}}"#.utf8)
        func use(_ keeper: Keeper) -> ProbeLog {
            var log = ProbeLog()
            var list = keeper.list
            log.record("keyed a") { try keeper.keyed.decode(Int.self, forKey: AnyKey("a")) }
            log.record("keyed sub") { try keeper.keyed.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("sub")).decode(Bool.self, forKey: AnyKey("b")) }
            log.record("list 0") { try list.decode(Int.self) }
            log.record("list 1") { try list.decode(Int.self) }
            log.record("list 1 again") { try list.decode(String.self) }
            log.record("list 2") { try list.decodeNil() }
            log.record("list end") { try list.decode(Int.self) }
            log.record("decoder again") { try keeper.decoder.container(keyedBy: AnyKey.self).allKeys.count }
            log.record("decoder path") { ProbeLog.path(keeper.decoder.codingPath) }
            log.record("super") { try keeper.superDecoder.container(keyedBy: AnyKey.self).decode(Bool.self, forKey: AnyKey("b")) }
            log.record("super path") { ProbeLog.path(keeper.superDecoder.codingPath) }
            return log
        }
        let foundation = try JSONDecoder().decode(Keeper.self, from: json)
        let fast = try FastJSONDecoder().decode(Keeper.self, from: json)
        #expect(use(fast) == use(foundation))
        // Nested inside a larger document, after the decoder has moved on to other values.
        let nested = Data(#"[{"a":1,"list":[1,"x",null],"sub":{"b":true}},{"other":[1,2,3]}]"#.utf8)
        let foundationNested = try JSONDecoder().decode([KeeperOrOther].self, from: nested)
        let fastNested = try FastJSONDecoder().decode([KeeperOrOther].self, from: nested)
        #expect(use(fastNested[0].keeper!) == use(foundationNested[0].keeper!))
    }

    /// After a failed decode the same container can try another type, and the index holds.
    @Test func retryAfterFailure() {
        Probe.check(#"{"v":"7","w":[1,"2",3.5]}"#) { decoder, log in
            let keyed = try decoder.container(keyedBy: AnyKey.self)
            log.record("Int") { try keyed.decode(Int.self, forKey: AnyKey("v")) }
            log.record("Bool") { try keyed.decode(Bool.self, forKey: AnyKey("v")) }
            log.record("[Int]") { try keyed.decode([Int].self, forKey: AnyKey("v")) }
            log.record("String") { try keyed.decode(String.self, forKey: AnyKey("v")) }
            var list = try keyed.nestedUnkeyedContainer(forKey: AnyKey("w"))
            while !list.isAtEnd {
                let index = list.currentIndex
                log.record("\(index) Bool") { try list.decode(Bool.self) }
                log.record("\(index) Int") { try list.decode(Int.self) }
                if list.currentIndex == index {
                    log.record("\(index) String") { try list.decode(String.self) }
                }
                if list.currentIndex == index {
                    log.record("\(index) Double") { try list.decode(Double.self) }
                }
            }
        }
        // A value that tries each type in turn, as "any JSON" decoders do.
        DecodingOracle.check([Loose].self, #"[1,"s",true,null,1.5,[1,"a"],{"k":false},1e400,-0,18446744073709551616]"#)
    }

    // MARK: - Models

    static let modelDocuments = [
        #"{"id":1,"name":"n","tags":["a"],"child":{"flag":true,"values":[1.5]},"kind":"big","map":{"x":1},"ids":{"1":"a","2":"b"},"opt":null}"#,
        #"{"id":1,"name":"n","tags":["a"],"child":{"flag":true,"values":[1.5]},"kind":"big","map":{"x":1},"ids":{"1":"a"}}"#,
        #"{"id":1,"name":"n","tags":["a",2],"child":{"flag":true,"values":[1.5]},"kind":"big","map":{"x":1},"ids":{}}"#,
        #"{"id":1,"name":"n","tags":[],"child":{"flag":1,"values":[1.5]},"kind":"big","map":{"x":1},"ids":{}}"#,
        #"{"id":1,"name":"n","tags":[],"child":{"flag":true,"values":[null]},"kind":"big","map":{"x":1},"ids":{}}"#,
        #"{"id":1,"name":"n","tags":[],"child":{"flag":true,"values":[]},"kind":"huge","map":{"x":1},"ids":{}}"#,
        #"{"id":1,"name":"n","tags":[],"child":{"flag":true,"values":[]},"kind":"big","map":{"x":"1"},"ids":{}}"#,
        #"{"id":1,"name":"n","tags":[],"child":{"flag":true,"values":[]},"kind":"big","map":{},"ids":{"x":"a"}}"#,
        #"{"id":1,"name":"n","tags":[],"child":{"flag":true,"values":[]},"kind":"big","map":{},"ids":{"1":2}}"#,
        #"{"id":1,"name":"n","tags":[],"child":{"values":[]},"kind":"big","map":{},"ids":{}}"#,
        #"{"id":1,"name":"n","tags":[],"child":null,"kind":"big","map":{},"ids":{}}"#,
        #"{"id":1,"name":"n","tags":[],"child":{"flag":true,"values":[]},"kind":"big","map":{},"ids":{},"opt":{"id":2}}"#,
        #"{"id":1,"name":"n","tags":[],"child":{"flag":true,"values":[]},"kind":"big","map":{},"ids":{"01":"a","-1":"b","1.0":"c"}}"#,
        #"{"id":"1"}"#, #"[]"#, #"null"#, #"{"id":1,"name":null}"#,
    ]

    /// Synthesized models (structs, classes, enums, optionals, nested arrays and dictionaries
    /// with String and Int keys): the same value, or the same error at the same path.
    @Test(arguments: modelDocuments)
    func synthesizedModels(json: String) {
        DecodingOracle.check(Model.self, json)
        DecodingOracle.check([Model].self, "[\(json)]")
        DecodingOracle.check([String: Model].self, "{\"k\":\(json)}")
    }
}

// MARK: - Models

struct Empty: Decodable, Equatable, CustomStringConvertible {
    var description: String { "Empty" }
}

/// A struct with a keyed container and no keys: decodes from any object, fails on anything else.
struct EmptyKeyed: PrimitiveValue {
    init(from decoder: any Decoder) throws { _ = try decoder.container(keyedBy: AnyKey.self) }
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Self { try container.decode(Self.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Self? { try container.decodeIfPresent(Self.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> Self { try container.decode(Self.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> Self? { try container.decodeIfPresent(Self.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> Self { try container.decode(Self.self) }
}

struct Wrapper<T: Decodable & Equatable>: Decodable, Equatable {
    var value: T
    init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(T.self) }
}

/// Keeps its containers and decoder for use after decoding.
struct Keeper: Decodable {
    let keyed: KeyedDecodingContainer<AnyKey>
    let list: any UnkeyedDecodingContainer
    let decoder: any Decoder
    let superDecoder: any Decoder
    init(from decoder: any Decoder) throws {
        keyed = try decoder.container(keyedBy: AnyKey.self)
        list = try keyed.nestedUnkeyedContainer(forKey: AnyKey("list"))
        superDecoder = try keyed.superDecoder(forKey: AnyKey("sub"))
        self.decoder = decoder
    }
}

struct KeeperOrOther: Decodable {
    var keeper: Keeper?
    init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: AnyKey.self)
        keeper = keyed.contains(AnyKey("a")) ? try Keeper(from: decoder) : nil
        if !keyed.contains(AnyKey("a")) { _ = try keyed.decode([Int].self, forKey: AnyKey("other")) }
    }
}

/// Any JSON value, found by trying each type in turn in one single-value container.
indirect enum Loose: Decodable, Equatable {
    case null, bool(Bool), int(Int), double(Double), string(String), array([Loose]), object([String: Loose])
    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let value = try? single.decode(Bool.self) { self = .bool(value) }
        else if let value = try? single.decode(Int.self) { self = .int(value) }
        else if let value = try? single.decode(Double.self) { self = .double(value) }
        else if let value = try? single.decode(String.self) { self = .string(value) }
        else if let value = try? single.decode([Loose].self) { self = .array(value) }
        else { self = .object(try single.decode([String: Loose].self)) }
    }
}

final class Model: Decodable, Equatable {
    enum Kind: String, Decodable { case big, small }
    struct Child: Decodable, Equatable { var flag: Bool; var values: [Double?] }
    let id: Int
    let name: String
    let tags: [String]
    let child: Child
    let kind: Kind
    let map: [String: Int]
    let ids: [Int: String]
    let opt: Model?

    static func == (lhs: Model, rhs: Model) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name && lhs.tags == rhs.tags && lhs.child == rhs.child
            && lhs.kind == rhs.kind && lhs.map == rhs.map && lhs.ids == rhs.ids && lhs.opt == rhs.opt
    }
}
