import FastJSON
import Foundation
import Synchronization
import Testing

/// A pooled container reads the `stringValue`s of a one-byte key type from a cache kept per decode
/// (`KeyStringValueCache`). These check that the keys it finds are the ones Foundation finds: every
/// one of the 256 values of such a type, non-ASCII keys, keys whose `stringValue` changes between
/// decodes, and containers kept past their decode.
@Suite struct KeyStringValueCacheTests {
    /// All 256 values of a one-byte key, asked of objects small enough to search key by key (32
    /// keys each, one twice), in an order other than the documents': the values Foundation finds.
    @Test func everyValueOfAOneByteKeyIsFoundLikeFoundation() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4 {
            let objects = (0..<8).map { part in
                var members = (part * 32..<part * 32 + 32).shuffled(using: &generator).map { #""k\#($0)": \#($0 * 3)"# }
                members.append(#""k\#(part * 32)": -1"#)
                return "{" + members.joined(separator: ", ") + "}"
            }
            let document = Data(("[" + objects.joined(separator: ", ") + "]").utf8)
            let mine = try FastJSONDecoder().decode([AllByteKeys].self, from: document)
            #expect(mine == (try JSONDecoder().decode([AllByteKeys].self, from: document)))
            #expect(mine.map { $0.values.compactMap { $0 } }.joined().sorted() == (0...255).map { $0 * 3 })
        }
    }

    /// A decode reads each key's `stringValue` twice, however many objects use it: in the first
    /// object, which asks its keys, and once for the cache the others read. The next decode reads
    /// it again.
    @Test func aDecodeReadsEachStringValueTwice() throws {
        let objects = (0..<50).map { #"{"first": \#($0), "second": "s\#($0)", "third": true}"# }
        let document = Data(("[" + objects.joined(separator: ", ") + "]").utf8)
        let decoder = FastJSONDecoder()
        CountedKey.reads.withLock { $0 = 0 }
        let first = try decoder.decode([CountedKeys].self, from: document)
        #expect(CountedKey.reads.withLock { $0 } == 6)
        let second = try decoder.decode([CountedKeys].self, from: document)
        #expect(CountedKey.reads.withLock { $0 } == 12)
        #expect(first == second)
        #expect(first == (try JSONDecoder().decode([CountedKeys].self, from: document)))
    }

    /// A key whose `stringValue` another decode's setting changes: each decode looks up the
    /// spelling of its own time, as Foundation does.
    @Test func aStringValueThatChangesBetweenDecodesIsReadAgain() throws {
        let decoder = FastJSONDecoder()
        for spelling in ["alpha", "beta", "alpha", "gamma"] {
            SwitchedKey.spelling.withLock { $0 = spelling }
            let document = Data(#"[{"\#(spelling)": 1}, {"\#(spelling)": 2, "other": 0}]"#.utf8)
            let mine = try decoder.decode([SwitchedKeyValue].self, from: document)
            #expect(mine == (try JSONDecoder().decode([SwitchedKeyValue].self, from: document)))
            #expect(mine.map(\.value) == [1, 2])
        }
    }

    /// Coding keys that are not ASCII, among JSON keys that are and are not, and ones that equal
    /// their JSON key only canonically (the Kelvin sign's key equals an ASCII one): found, or not,
    /// as Foundation finds them. Two objects each, as the second reads the cache.
    @Test(arguments: [
        #"{"café": 1, "naïve": 2, "plain": 3}"#,
        #"{"plain": 3, "cafe\u0301": 1, "naïve": 2}"#,
        #"{"plain": 3, "nai\u0308ve": 2}"#,
        #"{"cafe": 1, "naive": 2, "plain": 3}"#,
        #"{"plain": 3, "Kelvin": 4}"#,
        #"{"Kelvin": 4, "café": 1, "plain": 3}"#,
    ])
    func nonASCIICodingKeysMatchLikeFoundation(json: String) {
        let document = Data("[\(json), \(json)]".utf8)
        #expect(DecodeOutcome.fastJSON([NonASCIIKeys].self, document) == .foundation([NonASCIIKeys].self, document))
    }

    /// Containers of a cached key type kept past their decode, read between further decodes of
    /// the same key type by the same decoder: each reads its own object.
    @Test func containersKeptPastTheirDecodeReadTheirOwnKeys() throws {
        let decoder = FastJSONDecoder()
        let sink = KeptContainers()
        decoder.userInfo = [KeptContainers.key: sink]
        let kept = try decoder.decode([KeepsContainer].self, from: Data(#"[{"value": 1}, {"value": 2}]"#.utf8))
        #expect(kept.map(\.value) == [1, 2])
        decoder.userInfo = [:]
        let containers = sink.containers
        let other = Data(#"[{"value": 7}, {"other": 0, "value": 8}]"#.utf8)
        for _ in 0..<3 {
            #expect(try decoder.decode([KeepsContainer].self, from: other).map(\.value) == [7, 8])
            #expect(try containers.map { try $0.decode(Int.self, forKey: .value) } == [1, 2])
        }
    }
}

/// A one-byte key that is not an enum: a struct over its byte, spelled `k0` to `k255`.
private struct ByteKey: CodingKey {
    let byte: UInt8
    init(_ byte: UInt8) { self.byte = byte }
    init?(stringValue: String) {
        guard stringValue.hasPrefix("k"), let byte = UInt8(stringValue.dropFirst()) else { return nil }
        self.byte = byte
    }
    init?(intValue: Int) { nil }
    var stringValue: String { "k\(byte)" }
    var intValue: Int? { nil }
}

/// Asks for every value of `ByteKey`, from the last to the first.
private struct AllByteKeys: Decodable, Equatable {
    let values: [Int?]
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ByteKey.self)
        values = try (0...255).reversed().map { try container.decodeIfPresent(Int.self, forKey: ByteKey(UInt8($0))) }.reversed()
    }
}

/// Counts the reads of its `stringValue`.
private enum CountedKey: CodingKey {
    case first, second, third
    static let reads = Mutex(0)
    var stringValue: String {
        Self.reads.withLock { $0 += 1 }
        switch self {
        case .first: return "first"
        case .second: return "second"
        case .third: return "third"
        }
    }
    init?(stringValue: String) {
        switch stringValue {
        case "first": self = .first
        case "second": self = .second
        case "third": self = .third
        default: return nil
        }
    }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

private struct CountedKeys: Decodable, Equatable {
    let first: Int
    let second: String
    let third: Bool
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CountedKey.self)
        first = try container.decode(Int.self, forKey: .first)
        second = try container.decode(String.self, forKey: .second)
        third = try container.decode(Bool.self, forKey: .third)
    }
}

/// A key spelled as the test last set it.
private enum SwitchedKey: CodingKey {
    case value
    static let spelling = Mutex("alpha")
    var stringValue: String { Self.spelling.withLock { $0 } }
    init?(stringValue: String) { self = .value }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

private struct SwitchedKeyValue: Decodable, Equatable {
    let value: Int
    init(from decoder: any Decoder) throws {
        value = try decoder.container(keyedBy: SwitchedKey.self).decode(Int.self, forKey: .value)
    }
}

private struct NonASCIIKeys: Decodable, Equatable {
    let café: Int?
    let naïve: Int?
    let plain: Int
    let kelvin: Int?

    private enum CodingKeys: String, CodingKey {
        case café, naïve, plain
        /// U+212A KELVIN SIGN, canonically the ASCII letter K.
        case kelvin = "\u{212A}elvin"
    }
}

/// Where `KeepsContainer` puts its container: used on one thread.
private final class KeptContainers: @unchecked Sendable {
    static let key = CodingUserInfoKey(rawValue: "keptContainers").unsafelyUnwrapped
    var containers: [KeyedDecodingContainer<KeepsContainer.CodingKeys>] = []
}

/// Keeps its container in the decode's `KeptContainers`, if it has one.
private struct KeepsContainer: Decodable {
    let value: Int
    enum CodingKeys: CodingKey { case value }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        (decoder.userInfo[KeptContainers.key] as? KeptContainers)?.containers.append(container)
        value = try container.decode(Int.self, forKey: .value)
    }
}
