import CorpusModels
import FastJSON
import Foundation
import Testing

/// Generated differential tests: seeded random model shapes (`Schema`), documents that match them
/// and documents with one mutation each (wrong type, null, missing, extra or repeated key,
/// out-of-range number...), decoded by both decoders under several key strategies. FastJSON's
/// outcome must equal Foundation's for every one.
///
/// One mutation per document keeps each failure single: Foundation decodes dictionaries through
/// `allKeys`, in a Dictionary's per-process order, so with two bad values which one it reports
/// would be chance.
@Suite struct RandomDecodingTests {
    static let schemaCount = 1200
    static let documentsPerSchema = 6

    @Test(arguments: [RandomKeys.useDefaultKeys, .convertFromSnakeCase, .custom])
    func randomModelsAndDocuments(keys: RandomKeys) {
        var generator = SplitMix64(seed: 0xFA57_0000 + UInt64(keys.rawValue))
        var compared = 0, failures = 0, values = 0
        for _ in 0..<Self.schemaCount {
            let schema = Schema.random(depth: 3, keys: keys, using: &generator)
            var options = keys.options
            options.userInfo[.schema] = SchemaBox(schema: schema)
            for attempt in 0..<Self.documentsPerSchema {
                var tree = schema.document(keys: keys, using: &generator)
                if attempt > 0 { tree.mutate(keys: keys, using: &generator) }
                let json = tree.render(using: &generator)
                let result = DecodingOracle.check(SchemaValue.self, json, options, "schema \(schema)")
                compared += 1
                if result.foundation.error != nil { failures += 1 } else { values += 1 }
                if result.fast != result.foundation { return }
            }
        }
        // The generator must exercise both outcomes in quantity.
        #expect(compared == Self.schemaCount * Self.documentsPerSchema)
        #expect(values > compared / 4)
        #expect(failures > compared / 4)
    }

    /// A document's `JSONValue` decodes (`JSONValue.decode(_:using:)`, which builds the document
    /// index from the value) as the value's JSON does: the same value, or the same error case and
    /// coding path. The value's JSON, not the document: a value keeps one of a repeated key. The
    /// encoder may spell a number otherwise (`5.0` as `5`), which decodes to the same values.
    @Test(arguments: [RandomKeys.useDefaultKeys, .convertFromSnakeCase, .custom])
    func randomDocumentsDecodeTheSameFromTheirJSONValue(keys: RandomKeys) throws {
        var generator = SplitMix64(seed: 0x7A1_0000 + UInt64(keys.rawValue))
        var compared = 0, failures = 0, skipped = 0
        for _ in 0..<Self.schemaCount / 4 {
            let schema = Schema.random(depth: 3, keys: keys, using: &generator)
            var options = keys.options
            options.userInfo[.schema] = SchemaBox(schema: schema)
            let decoder = FastJSONDecoder()
            options.apply(to: decoder)
            for attempt in 0..<Self.documentsPerSchema {
                var tree = schema.document(keys: keys, using: &generator)
                if attempt > 0 { tree.mutate(keys: keys, using: &generator) }
                let json = Data(tree.render(using: &generator).utf8)
                let value = try FastJSONDecoder().decode(JSONValue.self, from: json)
                // Numbers past Double and Decimal have no encoding (as in Foundation).
                guard let valueJSON = try? FastJSONEncoder().encode(value) else {
                    skipped += 1
                    continue
                }
                let fromBytes = DecodeOutcome.capture { try decoder.decode(SchemaValue.self, from: valueJSON) }
                let fromValue = DecodeOutcome.capture { try value.decode(SchemaValue.self, using: decoder) }
                guard fromValue == fromBytes else {
                    Issue.record("\(fromValue) from the value, \(fromBytes) from its JSON; schema \(schema): \(String(decoding: valueJSON, as: UTF8.self))")
                    return
                }
                compared += 1
                if fromBytes.error != nil { failures += 1 }
            }
        }
        #expect(failures > compared / 4)
        #expect(compared - failures > compared / 4)
        // About one document in ten has an out-of-range number (a mutation the generator makes).
        #expect(skipped < compared / 5)
    }

    /// Random JSON values, read as "any JSON" (which retries types in one container) and as a
    /// model that expects something else.
    @Test func randomDocumentsAsAnyJSON() {
        var generator = SplitMix64(seed: 0xA11_15)
        var checked = 0
        while checked < 2500 {
            let tree = JSONTree.random(depth: 4, using: &generator)
            // Loose fails on out-of-range numbers; two failures in one dictionary would make
            // Foundation's report depend on its key order (see above).
            var bad = 0
            tree.countOutOfRange(&bad)
            if bad > 1 { continue }
            checked += 1
            let json = tree.render(using: &generator)
            DecodingOracle.check(Loose.self, json)
            DecodingOracle.check([Loose].self, json)
            DecodingOracle.check([String: Loose].self, json)
        }
    }
}

enum RandomKeys: Int, Sendable, CaseIterable {
    case useDefaultKeys, convertFromSnakeCase, custom

    var options: DecodeOptions {
        switch self {
        case .useDefaultKeys: DecodeOptions(keys: .useDefaultKeys)
        case .convertFromSnakeCase: DecodeOptions(keys: .convertFromSnakeCase)
        case .custom: DecodeOptions(keys: .custom({ path in
            let last = path.last!.stringValue
            return AnyKey(last.hasPrefix("k_") ? String(last.dropFirst(2)) : last.uppercased())
        }))
        }
    }

    /// Field names as Swift spells them, and as JSON does under each strategy.
    static let names: [(swift: String, snake: String)] = [
        ("a", "a"), ("id", "id"), ("userId", "user_id"), ("createdAt", "created_at"), ("x1", "x1"),
        ("urlValue", "url_value"), ("name", "name"), ("isOn", "is_on"), ("count2", "count2"), ("é", "é"),
        ("aB", "a_b"), ("value", "value"),
    ]

    func jsonName(_ swift: String) -> String {
        switch self {
        case .useDefaultKeys: swift
        case .convertFromSnakeCase: Self.names.first { $0.swift == swift }?.snake ?? swift
        case .custom: "k_" + swift
        }
    }
}

// MARK: - Schemas

enum Leaf: CaseIterable, Sendable {
    case bool, string, int, int8, int16, int32, int64, int128, uint, uint8, uint16, uint32, uint64, uint128
    case float, double, date, data, url, decimal, empty
}

struct Field: Sendable {
    var name: String
    var schema: Schema
    var ifPresent: Bool
}

indirect enum Schema: Sendable, CustomStringConvertible {
    case leaf(Leaf)
    case optional(Schema)
    case array(Schema, viaUnkeyed: Bool)
    case dictionary(Schema)
    case intDictionary(Schema)
    case object([Field])

    static func random(depth: Int, keys: RandomKeys, using generator: inout SplitMix64) -> Schema {
        let choice = Int.random(in: 0..<(depth > 0 ? 10 : 5), using: &generator)
        switch choice {
        case 0..<4: return .leaf(Leaf.allCases.randomElement(using: &generator)!)
        case 4: return .optional(.leaf(Leaf.allCases.randomElement(using: &generator)!))
        case 5: return .array(random(depth: depth - 1, keys: keys, using: &generator), viaUnkeyed: Bool.random(using: &generator))
        case 6: return .dictionary(random(depth: depth - 1, keys: keys, using: &generator))
        case 7: return .intDictionary(random(depth: depth - 1, keys: keys, using: &generator))
        case 8: return .optional(random(depth: depth - 1, keys: keys, using: &generator))
        default:
            let names = RandomKeys.names.map(\.swift).shuffled(using: &generator).prefix(Int.random(in: 0...5, using: &generator))
            return .object(names.map {
                Field(name: $0, schema: random(depth: depth - 1, keys: keys, using: &generator), ifPresent: Bool.random(using: &generator))
            })
        }
    }

    var description: String {
        switch self {
        case .leaf(let leaf): "\(leaf)"
        case .optional(let schema): "\(schema)?"
        case .array(let schema, let unkeyed): "[\(schema)]\(unkeyed ? "u" : "")"
        case .dictionary(let schema): "[String: \(schema)]"
        case .intDictionary(let schema): "[Int: \(schema)]"
        case .object(let fields): "{" + fields.map { "\($0.name)\($0.ifPresent ? "?" : ""): \($0.schema)" }.joined(separator: ", ") + "}"
        }
    }

    /// The schema of the value at `path` below this one, found from the decoder's coding path:
    /// a wrong path in FastJSON shows up as a failure here.
    func navigate(_ path: ArraySlice<any CodingKey>) throws -> Schema {
        guard let key = path.first else { return self }
        switch self {
        case .optional(let schema): return try schema.navigate(path)
        case .array(let element, _) where key.intValue != nil: return try element.navigate(path.dropFirst())
        case .dictionary(let value), .intDictionary(let value): return try value.navigate(path.dropFirst())
        case .object(let fields):
            guard let field = fields.first(where: { $0.name == key.stringValue }) else { throw NavigationError(path: "\(path)") }
            return try field.schema.navigate(path.dropFirst())
        default: throw NavigationError(path: "\(path)")
        }
    }

    /// A document that matches the schema.
    func document(keys: RandomKeys, using generator: inout SplitMix64) -> JSONTree {
        switch self {
        case .leaf(let leaf): return leaf.document(using: &generator)
        case .optional(let schema):
            return Int.random(in: 0..<4, using: &generator) == 0 ? .raw("null") : schema.document(keys: keys, using: &generator)
        case .array(let element, _):
            return .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in element.document(keys: keys, using: &generator) })
        case .dictionary(let value):
            let names = ["a", "user_id", "B", "", "é", "k k", "1"].shuffled(using: &generator).prefix(Int.random(in: 0...3, using: &generator))
            return .object(names.map { ($0, value.document(keys: keys, using: &generator)) })
        case .intDictionary(let value):
            let names = ["1", "-2", "30", "0", "9223372036854775807"].shuffled(using: &generator).prefix(Int.random(in: 0...3, using: &generator))
            return .object(names.map { ($0, value.document(keys: keys, using: &generator)) })
        case .object(let fields):
            var entries: [(String, JSONTree)] = []
            for field in fields {
                if field.ifPresent, Int.random(in: 0..<4, using: &generator) == 0 { continue }
                entries.append((keys.jsonName(field.name), field.schema.document(keys: keys, using: &generator)))
            }
            return .object(entries.shuffled(using: &generator))
        }
    }
}

struct NavigationError: Error { var path: String }

final class SchemaBox: Sendable {
    let schema: Schema
    init(schema: Schema) { self.schema = schema }
}

extension CodingUserInfoKey {
    static let schema = CodingUserInfoKey(rawValue: "test.schema")!
}

extension Leaf {
    func document(using generator: inout SplitMix64) -> JSONTree {
        func integer<T: FixedWidthInteger>(_ type: T.Type) -> JSONTree {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: return .raw(String(T.max))
            case 1: return .raw(String(T.min))
            case 2: return .raw("\(Int.random(in: 0...Int(min(100, T.max)), using: &generator)).0")
            case 3:
                // Integral text with an exponent, within the type's range, also past 2^53 (but
                // within UInt64: Foundation reads such text through a UInt64 even for Int128).
                let digit = Int.random(in: 1...9, using: &generator), exponent = Int.random(in: 0...19, using: &generator)
                let value = Double(digit) * pow(10, Double(exponent))
                return .raw(value <= Double(T.max) && value < 0x1p64 ? "\(digit)e\(exponent)" : "\(digit)")
            default: return .raw(String(T.random(in: T.min ... T.max, using: &generator)))
            }
        }
        switch self {
        case .bool: return .raw(Bool.random(using: &generator) ? "true" : "false")
        case .string: return .string(JSONTree.randomString(using: &generator))
        case .int: return integer(Int.self)
        case .int8: return integer(Int8.self)
        case .int16: return integer(Int16.self)
        case .int32: return integer(Int32.self)
        case .int64: return integer(Int64.self)
        case .int128: return integer(Int128.self)
        case .uint: return integer(UInt.self)
        case .uint8: return integer(UInt8.self)
        case .uint16: return integer(UInt16.self)
        case .uint32: return integer(UInt32.self)
        case .uint64: return integer(UInt64.self)
        case .uint128: return integer(UInt128.self)
        case .float: return .raw(JSONTree.randomFloat(using: &generator))
        case .double, .date: return .raw(JSONTree.randomDouble(using: &generator))
        case .data: return .string(Data((0..<Int.random(in: 0...6, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }).base64EncodedString())
        case .url: return .string(["https://example.com/a?b=c", "relative/p", "file:///tmp", "mailto:x@y.z"].randomElement(using: &generator)!)
        case .decimal: return .raw(["0", "-1.25", "3.14159", "1e10", "123456789012345678901234567890", "-0.0001"].randomElement(using: &generator)!)
        case .empty: return JSONTree.random(depth: 1, using: &generator)
        }
    }
}

// MARK: - Decoding a schema

/// A value decoded as its schema (found in `userInfo` and the coding path) says: through keyed,
/// unkeyed and single-value containers, concrete and generic overloads, decodeIfPresent.
struct SchemaValue: Decodable, Equatable, CustomStringConvertible {
    indirect enum Value: Equatable {
        case leaf(String), none, list([Value]), map([String: Value]), intMap([Int: Value]), fields([String: Value])
    }
    var value: Value

    var description: String { "\(value)" }

    init(from decoder: any Decoder) throws {
        guard let box = decoder.userInfo[.schema] as? SchemaBox else { throw NavigationError(path: "no schema") }
        let schema = try box.schema.navigate(decoder.codingPath[...])
        value = try Self.decode(schema, from: decoder)
    }

    static func decode(_ schema: Schema, from decoder: any Decoder) throws -> Value {
        switch schema {
        case .leaf(let leaf):
            return .leaf(try leaf.decode(from: decoder.singleValueContainer()))
        case .optional(let inner):
            return try decoder.singleValueContainer().decodeNil() ? .none : decode(inner, from: decoder)
        case .array(let element, let viaUnkeyed):
            guard viaUnkeyed else { return .list(try decoder.singleValueContainer().decode([SchemaValue].self).map(\.value)) }
            var container = try decoder.unkeyedContainer()
            var values: [Value] = []
            while !container.isAtEnd {
                switch element {
                case .leaf(let leaf): values.append(.leaf(try leaf.decode(from: &container)))
                case .optional(.leaf(let leaf)): values.append(try leaf.decodeIfPresent(from: &container).map(Value.leaf) ?? .none)
                default: values.append(try container.decode(SchemaValue.self).value)
                }
            }
            return .list(values)
        case .dictionary:
            return .map(try decoder.singleValueContainer().decode([String: SchemaValue].self).mapValues(\.value))
        case .intDictionary:
            return .intMap(try decoder.singleValueContainer().decode([Int: SchemaValue].self).mapValues(\.value))
        case .object(let fields):
            let container = try decoder.container(keyedBy: AnyKey.self)
            var values: [String: Value] = [:]
            for field in fields {
                let key = AnyKey(field.name)
                switch (field.schema, field.ifPresent) {
                case (.leaf(let leaf), false): values[field.name] = .leaf(try leaf.decode(from: container, forKey: key))
                case (.leaf(let leaf), true), (.optional(.leaf(let leaf)), true):
                    values[field.name] = try leaf.decodeIfPresent(from: container, forKey: key).map(Value.leaf) ?? .none
                case (_, true): values[field.name] = try container.decodeIfPresent(SchemaValue.self, forKey: key)?.value ?? .none
                case (_, false): values[field.name] = try container.decode(SchemaValue.self, forKey: key).value
                }
            }
            return .fields(values)
        }
    }
}

extension Leaf {
    /// Calls `body` with this leaf's Swift type, as a `PrimitiveValue` or another `Decodable`.
    private func text<T>(_ value: T) -> String {
        switch value {
        case let value as Double: return "d\(value.bitPattern)"
        case let value as Float: return "f\(value.bitPattern)"
        case let value as Date: return "t\(value.timeIntervalSinceReferenceDate.bitPattern)"
        case let value as Data: return "b\(value.base64EncodedString())"
        case let value as URL: return "u\(value.absoluteString)"
        default: return "\(T.self):\(value)"
        }
    }

    private var primitive: (any PrimitiveValue.Type)? {
        switch self {
        case .bool: Bool.self
        case .string: String.self
        case .int: Int.self
        case .int8: Int8.self
        case .int16: Int16.self
        case .int32: Int32.self
        case .int64: Int64.self
        case .int128: Int128.self
        case .uint: UInt.self
        case .uint8: UInt8.self
        case .uint16: UInt16.self
        case .uint32: UInt32.self
        case .uint64: UInt64.self
        case .uint128: UInt128.self
        case .float: Float.self
        case .double: Double.self
        default: nil
        }
    }

    private var other: any (Decodable & Equatable).Type {
        switch self {
        case .date: Date.self
        case .data: Data.self
        case .url: URL.self
        case .decimal: Decimal.self
        default: Empty.self
        }
    }

    func decode(from container: any SingleValueDecodingContainer) throws -> String {
        if let primitive { return try text(primitive.decode(from: container)) }
        return try text(container.decode(other))
    }

    func decode(from container: inout any UnkeyedDecodingContainer) throws -> String {
        if let primitive { return try text(primitive.decode(from: &container)) }
        return try text(container.decode(other))
    }

    func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> String? {
        if let primitive { return try primitive.decodeIfPresent(from: &container).map { text($0) } }
        return try container.decodeIfPresent(other).map { text($0) }
    }

    func decode(from container: KeyedDecodingContainer<AnyKey>, forKey key: AnyKey) throws -> String {
        if let primitive { return try text(primitive.decode(from: container, forKey: key)) }
        return try text(container.decode(other, forKey: key))
    }

    func decodeIfPresent(from container: KeyedDecodingContainer<AnyKey>, forKey key: AnyKey) throws -> String? {
        if let primitive { return try primitive.decodeIfPresent(from: container, forKey: key).map { text($0) } }
        return try container.decodeIfPresent(other, forKey: key).map { text($0) }
    }
}

// MARK: - Documents

/// A JSON document as a tree, so that it can be mutated before it is written out.
indirect enum JSONTree {
    case raw(String)
    case string(String)
    case array([JSONTree])
    case object([(String, JSONTree)])

    static func random(depth: Int, using generator: inout SplitMix64) -> JSONTree {
        switch Int.random(in: 0..<(depth > 0 ? 9 : 6), using: &generator) {
        case 0: return .raw(["null", "true", "false"].randomElement(using: &generator)!)
        case 1: return .raw(String(Int.random(in: -1000...1000, using: &generator)))
        case 2: return .raw(randomDouble(using: &generator))
        case 3: return .raw(["1e400", "-1e400", "1e-400", "18446744073709551616", "-0", "0.0", "1E2", "-9223372036854775809"].randomElement(using: &generator)!)
        case 4, 5: return .string(randomString(using: &generator))
        case 6: return .array((0..<Int.random(in: 0...4, using: &generator)).map { _ in random(depth: depth - 1, using: &generator) })
        default:
            return .object((0..<Int.random(in: 0...4, using: &generator)).map { _ in
                (["a", "b", "a", "user_id", "", "é"].randomElement(using: &generator)!, random(depth: depth - 1, using: &generator))
            })
        }
    }

    static func randomString(using generator: inout SplitMix64) -> String {
        let pieces = ["a", "xyz", "é", "😀", "\"", "\\", "/", "\n", "\u{0}", "\u{1F}", " ", "\u{2028}", "true", "1"]
        return (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    static func randomDouble(using generator: inout SplitMix64) -> String {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return "\(Double.random(in: -1e6...1e6, using: &generator))"
        case 1: return "\(Int.random(in: -99...99, using: &generator)).\(Int.random(in: 0...999, using: &generator))e\(Int.random(in: -320...300, using: &generator))"
        default:
            var value = Double(bitPattern: generator.next())
            while !value.isFinite { value = Double(bitPattern: generator.next()) }
            return "\(value)"
        }
    }

    static func randomFloat(using generator: inout SplitMix64) -> String {
        var value = Float(bitPattern: UInt32(truncatingIfNeeded: generator.next()))
        while !value.isFinite { value = Float(bitPattern: UInt32(truncatingIfNeeded: generator.next())) }
        return Bool.random(using: &generator) ? "\(value)" : "\(Float.random(in: -1000...1000, using: &generator))"
    }

    /// Changes one node: a wrong type, null, an out-of-range or non-integral number, a missing,
    /// extra, repeated or respelled key.
    mutating func mutate(keys: RandomKeys, using generator: inout SplitMix64) {
        var count = 0
        countNodes(&count)
        let target = Int.random(in: 0..<count, using: &generator)
        var index = 0
        mutate(at: target, index: &index, keys: keys, using: &generator)
    }


    func countOutOfRange(_ count: inout Int) {
        switch self {
        case .raw(let text): if ["1e400", "-1e400", "1e-400"].contains(text) || text.contains("e-3") { count += 1 }
        case .array(let elements): elements.forEach { $0.countOutOfRange(&count) }
        case .object(let entries): entries.forEach { $0.1.countOutOfRange(&count) }
        case .string: break
        }
    }

    private func countNodes(_ count: inout Int) {
        count += 1
        switch self {
        case .array(let elements): elements.forEach { $0.countNodes(&count) }
        case .object(let entries): entries.forEach { $0.1.countNodes(&count) }
        default: break
        }
    }

    private mutating func mutate(at target: Int, index: inout Int, keys: RandomKeys, using generator: inout SplitMix64) {
        if index == target {
            self = mutated(keys: keys, using: &generator)
            index += 1
            return
        }
        index += 1
        switch self {
        case .array(var elements):
            for position in elements.indices { elements[position].mutate(at: target, index: &index, keys: keys, using: &generator) }
            self = .array(elements)
        case .object(var entries):
            for position in entries.indices { entries[position].1.mutate(at: target, index: &index, keys: keys, using: &generator) }
            self = .object(entries)
        default: break
        }
    }

    private func mutated(keys: RandomKeys, using generator: inout SplitMix64) -> JSONTree {
        let replacements: [JSONTree] = [
            .raw("null"), .raw("true"), .raw("1"), .raw("-1"), .raw("1.5"), .raw("300"), .raw("1e400"), .raw("-1e-400"),
            .raw("99999999999999999999999"), .raw("-170141183460469231731687303715884105729"), .string("1"), .string(""),
            .array([]), .array([.raw("1")]), .object([]), .raw("0"), .string("Infinity"),
        ]
        if case .object(var entries) = self, !entries.isEmpty, Bool.random(using: &generator) {
            let position = Int.random(in: entries.indices, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: entries.remove(at: position)
            case 1: entries.insert((entries[position].0, replacements.randomElement(using: &generator)!), at: position)
            case 2: entries.insert((entries[position].0, replacements.randomElement(using: &generator)!), at: position + 1)
            case 3: entries.insert(("extra_key", replacements.randomElement(using: &generator)!), at: position)
            default:
                let name = entries[position].0
                let respelled = [name.uppercased(), name.replacingOccurrences(of: "_", with: ""), "_" + name, RandomKeys.names.first { $0.snake == name }?.swift ?? name]
                entries[position].0 = respelled.randomElement(using: &generator)!
            }
            return .object(entries)
        }
        return replacements.randomElement(using: &generator)!
    }

    /// The document as text, with random insignificant whitespace.
    func render(using generator: inout SplitMix64) -> String {
        var output = ""
        render(into: &output, using: &generator)
        return output
    }

    private func render(into output: inout String, using generator: inout SplitMix64) {
        func space() { if Int.random(in: 0..<6, using: &generator) == 0 { output += [" ", "\n", "\t", "\r\n  "].randomElement(using: &generator)! } }
        space()
        switch self {
        case .raw(let text): output += text
        case .string(let text): output += Self.quote(text, escapeAll: Int.random(in: 0..<5, using: &generator) == 0)
        case .array(let elements):
            output += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { output += "," }
                element.render(into: &output, using: &generator)
            }
            space()
            output += "]"
        case .object(let entries):
            output += "{"
            for (position, entry) in entries.enumerated() {
                if position > 0 { output += "," }
                space()
                output += Self.quote(entry.0, escapeAll: Int.random(in: 0..<8, using: &generator) == 0)
                space()
                output += ":"
                entry.1.render(into: &output, using: &generator)
            }
            space()
            output += "}"
        }
        space()
    }

    /// A JSON string literal; with `escapeAll`, every character is written as `\u` escapes.
    static func quote(_ text: String, escapeAll: Bool) -> String {
        var output = "\""
        for unit in text.utf16 where escapeAll {
            output += String(format: "\\u%04x", unit)
        }
        if !escapeAll {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": output += "\\\""
                case "\\": output += "\\\\"
                case "\n": output += "\\n"
                case "/": output += "\\/"
                case _ where scalar.value < 0x20: output += String(format: "\\u%04X", scalar.value)
                default: output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
