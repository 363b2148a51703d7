import CorpusModels
import Foundation
import Testing
@testable import FastJSON

/// A randomly shaped value covering the encoder's paths: every scalar type, arrays, dictionaries,
/// Foundation types, and hand-written keyed containers whose keys may repeat.
indirect enum RandomValue: Encodable {
    case int(Int), int8(Int8), uint64(UInt64), int128(Int128), double(Double), float(Float), bool(Bool)
    case string(String), null, date(Date), data(Data), url(URL), decimal(Decimal)
    case array([RandomValue]), doubles([Double]), strings([String]), optionals([Int?])
    case dictionary([String: RandomValue]), intDictionary([Int: RandomValue])
    case keyed([(String, RandomValue)]), nestedKeyed([(String, [(String, RandomValue)])])

    func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .int(let value): try single.encode(value)
        case .int8(let value): try single.encode(value)
        case .uint64(let value): try single.encode(value)
        case .int128(let value): try single.encode(value)
        case .double(let value): try single.encode(value)
        case .float(let value): try single.encode(value)
        case .bool(let value): try single.encode(value)
        case .string(let value): try single.encode(value)
        case .null: try single.encodeNil()
        case .date(let value): try single.encode(value)
        case .data(let value): try single.encode(value)
        case .url(let value): try single.encode(value)
        case .decimal(let value): try single.encode(value)
        case .array(let value): try single.encode(value)
        case .doubles(let value): try single.encode(value)
        case .strings(let value): try single.encode(value)
        case .optionals(let value): try single.encode(value)
        case .dictionary(let value): try single.encode(value)
        case .intDictionary(let value): try single.encode(value)
        case .keyed(let entries):
            var container = encoder.container(keyedBy: ContainerModels.Key.self)
            for (key, value) in entries { try container.encode(value, forKey: .init(key)) }
        case .nestedKeyed(let groups):
            var container = encoder.container(keyedBy: ContainerModels.Key.self)
            for (key, entries) in groups {
                var nested = container.nestedContainer(keyedBy: ContainerModels.Key.self, forKey: .init(key))
                for (innerKey, value) in entries { try nested.encode(value, forKey: .init(innerKey)) }
            }
        }
    }

    static func random(depth: Int, using generator: inout SplitMix64) -> RandomValue {
        let choice = Int.random(in: 0..<(depth > 0 ? 22 : 15), using: &generator)
        func key() -> String {
            let keys = ["a", "b", "id", "idStr", "name", "URL", "é", "k/ey", "k\"ey", "", "z", "userName", "a\u{1}"]
            return keys.randomElement(using: &generator) ?? "a"
        }
        func children<T>(_ make: () -> T) -> [T] { (0..<Int.random(in: 0...4, using: &generator)).map { _ in make() } }
        switch choice {
        case 0: return .int(Int.random(in: .min ... .max, using: &generator))
        case 1: return .int8(Int8.random(in: .min ... .max, using: &generator))
        case 2: return .uint64(UInt64.random(in: .min ... .max, using: &generator))
        case 3: return .int128(Int128(Int64.random(in: .min ... .max, using: &generator)) * 1_000_003)
        case 4: return .double(randomDouble(using: &generator))
        case 5: return .float(Float(randomDouble(using: &generator)))
        case 6: return .bool(Bool.random(using: &generator))
        case 7:
            let pieces = ["plain", "/", "\"", "\\", "\n", "\u{0}", "\u{1F}", "é", "😀", "\u{2028}", "\u{7F}", " ", "abcdefghij"]
            return .string(children { pieces.randomElement(using: &generator) ?? "" }.joined())
        case 8: return .null
        case 9: return .date(Date(timeIntervalSince1970: Double(Int32.random(in: .min ... .max, using: &generator)) / 8))
        case 10: return .data(Data(children { UInt8.random(in: 0...255, using: &generator) }))
        case 11: return .url(URL(string: "https://example.com/\(Int.random(in: 0...99, using: &generator))/x")!)
        case 12: return .decimal(Decimal(Int.random(in: -99999...99999, using: &generator)) / 100)
        case 13: return .doubles(children { randomDouble(using: &generator) })
        case 14: return .strings(children { key() })
        case 15: return .optionals(children { Bool.random(using: &generator) ? nil : Int.random(in: -9...9, using: &generator) })
        case 16, 17: return .array(children { random(depth: depth - 1, using: &generator) })
        case 18: return .dictionary(Dictionary(children { (key(), random(depth: depth - 1, using: &generator)) }) { $1 })
        case 19: return .intDictionary(Dictionary(children { (Int.random(in: -5...5, using: &generator), random(depth: depth - 1, using: &generator)) }) { $1 })
        case 20: return .keyed(children { (key(), random(depth: depth - 1, using: &generator)) })
        default: return .nestedKeyed(children { (key(), children { (key(), random(depth: depth - 1, using: &generator)) }) })
        }
    }

    static func randomDouble(using generator: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF) * (Bool.random(using: &generator) ? 1 : -1)
        case 1: return Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 1000
        case 2: return [0, -0.0, 1e15, 1e16, 1e-5, 1e-4, 5e-324, .greatestFiniteMagnitude].randomElement(using: &generator) ?? 0
        default: return Double(Int64.random(in: .min ... .max, using: &generator))
        }
    }
}

@Suite("Encoding random values")
struct RandomEncodingTests {
    @Test(arguments: [EncodingOracle.allFormattings])
    func randomValuesMatchFoundation(formattings: [UInt]) {
        var generator = SplitMix64(seed: 20_261_123)
        let oracle = EncodingOracle()
        for _ in 0..<3000 {
            let value = RandomValue.random(depth: 3, using: &generator)
            for formatting in formattings { oracle.check(value, formatting: formatting) }
        }
    }

    @Test func randomValuesWithStrategies() {
        var generator = SplitMix64(seed: 7)
        let oracle = EncodingOracle {
            $0.keyEncodingStrategy = .convertToSnakeCase; $1.keyEncodingStrategy = .convertToSnakeCase
            $0.dateEncodingStrategy = .iso8601; $1.dateEncodingStrategy = .iso8601
            $0.dataEncodingStrategy = .deferredToData; $1.dataEncodingStrategy = .deferredToData
        }
        for _ in 0..<1000 {
            oracle.check(RandomValue.random(depth: 3, using: &generator), formattings: [2, 3, 10, 11])
        }
    }
}
