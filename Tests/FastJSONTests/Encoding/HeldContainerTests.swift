import CorpusModels
import Foundation
import Testing
@testable import FastJSON

/// Containers held from earlier calls and written to again while other bytes follow them: each
/// such write moves the container to the end of the buffer (`Splice`), and the scope's output is
/// stitched when it ends. Thousands of members, in random interleavings, against Foundation's bytes
/// (sorted keys) or value (the other formattings), under every key strategy.
struct HeldContainerTests {
    typealias Key = ContainerModels.Key

    /// One call on a held container; `target` picks one of the held containers of its kind.
    enum Step {
        case scalar(target: Int, key: Int, value: Int)
        case element(target: Int, value: Int)
        case nestedKeyed(target: Int, key: Int, fromUnkeyed: Bool)
        case nestedUnkeyed(target: Int, key: Int, fromUnkeyed: Bool)
        case superEncoder(target: Int, value: Int, fromUnkeyed: Bool)
        case child(target: Int, key: Int)
    }

    struct Script: Encodable {
        let steps: [Step]

        func encode(to encoder: any Encoder) throws {
            var keyed = [encoder.container(keyedBy: Key.self)]
            var unkeyed: [any UnkeyedEncodingContainer] = []
            var superCount = 0
            for step in steps {
                switch step {
                case .scalar(let target, let key, let value):
                    try keyed[target % keyed.count].encode(value, forKey: Key("scalarKey\(key)"))
                case .element(let target, let value):
                    if unkeyed.isEmpty { continue }
                    try unkeyed[target % unkeyed.count].encode(value)
                case .nestedKeyed(let target, let key, let fromUnkeyed):
                    if fromUnkeyed && !unkeyed.isEmpty {
                        keyed.append(unkeyed[target % unkeyed.count].nestedContainer(keyedBy: Key.self))
                    } else {
                        keyed.append(keyed[target % keyed.count].nestedContainer(keyedBy: Key.self, forKey: Key("keyedKey\(key)")))
                    }
                case .nestedUnkeyed(let target, let key, let fromUnkeyed):
                    if fromUnkeyed && !unkeyed.isEmpty {
                        unkeyed.append(unkeyed[target % unkeyed.count].nestedUnkeyedContainer())
                    } else {
                        unkeyed.append(keyed[target % keyed.count].nestedUnkeyedContainer(forKey: Key("listKey\(key)")))
                    }
                case .superEncoder(let target, let value, let fromUnkeyed):
                    superCount += 1
                    let superEncoder = fromUnkeyed && !unkeyed.isEmpty
                        ? unkeyed[target % unkeyed.count].superEncoder()
                        : keyed[target % keyed.count].superEncoder(forKey: Key("superKey\(superCount)"))
                    var single = superEncoder.singleValueContainer()
                    try single.encode(value)
                case .child(let target, let key):
                    try keyed[target % keyed.count].encode(ContainerModels.Person(), forKey: Key("childKey\(key)"))
                }
            }
        }

        /// `steps` random calls with keys drawn from `keys` per kind, so that keys repeat (the
        /// last value wins, nested containers merge) and most writes go to a container that others
        /// follow. Keys are named by kind: Foundation traps when a key changes kind.
        static func random(steps: Int, keys: Int, using generator: inout SplitMix64) -> Script {
            Script(steps: (0..<steps).map { _ in
                let target = Int.random(in: 0..<(1 << 30), using: &generator)
                let key = Int.random(in: 0..<keys, using: &generator)
                let value = Int.random(in: 0..<1000, using: &generator)
                let fromUnkeyed = Bool.random(using: &generator)
                switch Int.random(in: 0..<20, using: &generator) {
                case 0..<7: return .scalar(target: target, key: key, value: value)
                case 7..<10: return .element(target: target, value: value)
                case 10..<13: return .nestedKeyed(target: target, key: key, fromUnkeyed: fromUnkeyed)
                case 13..<16: return .nestedUnkeyed(target: target, key: key, fromUnkeyed: fromUnkeyed)
                case 16, 17: return .superEncoder(target: target, value: value, fromUnkeyed: fromUnkeyed)
                default: return .child(target: target, key: key)
                }
            })
        }
    }

    static let sortedPretty = FastJSONEncoder.OutputFormatting([.sortedKeys, .prettyPrinted]).rawValue

    /// The key strategies, set the same way on both encoders.
    static var strategies: [(JSONEncoder, FastJSONEncoder) -> Void] {
        [
            { _, _ in },
            { foundation, fast in
                foundation.keyEncodingStrategy = .convertToSnakeCase
                fast.keyEncodingStrategy = .convertToSnakeCase
            },
            { foundation, fast in
                let upper: @Sendable ([any CodingKey]) -> any CodingKey = { Key(($0.last?.stringValue ?? "").uppercased()) }
                foundation.keyEncodingStrategy = .custom(upper)
                fast.keyEncodingStrategy = .custom(upper)
            },
        ]
    }

    @Test func randomInterleavingsOfThousandsOfMembersMatchFoundation() {
        var generator = SplitMix64(seed: 0x4E1D_C0A7)
        for configure in Self.strategies {
            let oracle = EncodingOracle(configure: configure)
            for (steps, keys) in [(3_000, 200), (4_000, 2_000), (300, 8)] {
                let script = Script.random(steps: steps, keys: keys, using: &generator)
                oracle.check(script, formattings: [0, Self.sortedPretty])
            }
        }
        // Every formatting on a smaller script.
        let script = Script.random(steps: 600, keys: 40, using: &generator)
        EncodingOracle().check(script)
    }

    /// The `WideValue` shapes of the linearity tests at a few thousand members, byte for byte.
    @Test(arguments: [WideValue.Shape.nestedKeyedWrittenLater, .nestedKeyedWrittenBackwards])
    func heldNestedContainersMatchFoundation(shape: WideValue.Shape) {
        for configure in Self.strategies {
            EncodingOracle(configure: configure).check(WideValue(shape, count: 3_000), formattings: [0, Self.sortedPretty])
        }
    }

    /// A few containers written to in turn for many rounds: each is moved again and again, with
    /// containers nested in it that moved before, and a key written again in each round.
    @Test func containersMovedManyTimesMatchFoundation() {
        EncodingOracle().check(ContainerModels.Custom { encoder in
            var root = encoder.container(keyedBy: Key.self)
            var outer = (0..<4).map { root.nestedContainer(keyedBy: Key.self, forKey: Key("outer\($0)")) }
            var inner = (0..<8).map { outer[$0 % 4].nestedContainer(keyedBy: Key.self, forKey: Key("inner\($0)")) }
            var lists = (0..<4).map { outer[$0].nestedUnkeyedContainer(forKey: Key("list")) }
            for round in 0..<300 {
                for index in 0..<8 {
                    try inner[(index * 3 + round) % 8].encode(round, forKey: Key("value\(round % 7)"))
                    try outer[index % 4].encode(round, forKey: Key("round\(round % 5)"))
                    try lists[(index + round) % 4].encode(index)
                }
                try root.encode(round, forKey: Key("last"))
            }
        })
    }

    /// A moved container asked again for a nested container under a key it holds: the nested
    /// container is found where it moved, and merges.
    @Test func nestedContainerUnderRepeatedKeyOfMovedContainerMatchesFoundation() {
        EncodingOracle().check(ContainerModels.Custom { encoder in
            var root = encoder.container(keyedBy: Key.self)
            var first = root.nestedContainer(keyedBy: Key.self, forKey: Key("first"))
            var second = root.nestedContainer(keyedBy: Key.self, forKey: Key("second"))
            var deep = first.nestedContainer(keyedBy: Key.self, forKey: Key("deep"))
            try second.encode(1, forKey: Key("a"))
            try deep.encode(2, forKey: Key("b"))
            try first.encode(3, forKey: Key("c"))
            try second.encode(4, forKey: Key("d"))
            var again = first.nestedContainer(keyedBy: Key.self, forKey: Key("deep"))
            try again.encode(5, forKey: Key("e"))
            try deep.encode(6, forKey: Key("f"))
            var list = first.nestedUnkeyedContainer(forKey: Key("list"))
            try second.encode(7, forKey: Key("g"))
            try list.encode(8)
            try first.encode(9, forKey: Key("deep"))
            try deep.encode(10, forKey: Key("dropped"))
        })
    }
}
