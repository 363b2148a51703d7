import Foundation
import Testing
@testable import FastJSON

/// Objects larger than the writer's scratch limit are sorted and rid of repeated keys in place
/// (`MemberRuns`): merges by rotation, rotations through scratch or by reversal. Each shape here
/// is larger than the limit and must still write Foundation's bytes.
@Suite("Reordering large objects in place")
struct LargeObjectReorderTests {
    /// One member's value: text, or a nested array or object written through a nested container
    /// (so that the frames recorded inside the object move with it).
    enum Value {
        case text(String)
        case numbers([Int])
        case fields([String: Int])
    }

    /// Writes its members through one keyed container, in the order given, repeats included.
    struct Members: Encodable {
        let members: [(key: String, value: Value)]

        struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in members {
                switch value {
                case .text(let text):
                    try container.encode(text, forKey: Key(stringValue: key))
                case .numbers(let numbers):
                    var nested = container.nestedUnkeyedContainer(forKey: Key(stringValue: key))
                    for number in numbers { try nested.encode(number) }
                case .fields(let fields):
                    var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key(stringValue: key))
                    for (name, number) in fields.sorted(by: { $0.key > $1.key }) {
                        try nested.encode(number, forKey: Key(stringValue: name))
                    }
                }
            }
        }
    }

    /// A deterministic shuffle, so that a failure repeats.
    static func shuffled<T>(_ elements: [T]) -> [T] {
        var generator = XorShift(state: 0x2545_F491_4F6C_DD1D)
        return elements.shuffled(using: &generator)
    }

    struct XorShift: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }

    static func value(_ index: Int) -> Value {
        switch index % 3 {
        case 0: return .text(String(repeating: "v\(index)", count: 6))
        case 1: return .numbers(Array(index..<(index + 5)))
        default: return .fields(["a\(index)": index, "b\(index)": -index, "c": 0])
        }
    }

    @Test func manyMembersInShuffledOrder() {
        let members = Self.shuffled((0..<3000).map { ("key\($0)", Self.value($0)) })
        EncodingOracle().check(Members(members: members))
    }

    @Test func manyMembersWithRepeatedKeys() {
        var members = (0..<3000).map { ("key\($0)", Self.value($0)) }
        // Text written again as text: Foundation traps on a nested container for a key that holds text.
        members += stride(from: 0, to: 3000, by: 21).map { ("key\($0)", .text("again\($0)")) }
        EncodingOracle().check(Members(members: Self.shuffled(members)))
        EncodingOracle().check(Members(members: members))
    }

    @Test func fewLargeMembersInReverseOrder() {
        let large = { (index: Int) in Value.numbers(Array(repeating: index, count: 40_000)) }
        let members: [(key: String, value: Value)] = [
            ("zeta", large(1)), ("small", .text("s")), ("epsilon", large(2)), ("alpha", .text("a")), ("delta", large(3)),
        ]
        EncodingOracle().check(Members(members: members))
    }
}
