import CorpusModels
import Foundation
import Testing
@testable import FastJSON

/// Random scripts of container calls, replayed by one `encode(to:)` under both encoders: writes go
/// to containers held from earlier calls in any order, keys repeat, nested containers merge into
/// existing ones and super encoders fill their places (a container merging into a value written
/// through one), so every path of the writer (reopening a closed container, moving it to the end
/// of the buffer and stitching, replacing a repeated key, sorting) is compared with Foundation's
/// bytes.
struct ContainerScriptTests {
    /// One call on a held container; `target` picks the container, modulo how many are held.
    enum Step {
        case scalar(target: Int, key: Int, value: Int)
        case nestedKeyed(target: Int, key: Int)
        case nestedUnkeyed(target: Int, key: Int)
        case superEncoder(target: Int, value: Int)
        case child(target: Int, key: Int)
    }

    struct Script: Encodable, CustomStringConvertible {
        let steps: [Step]

        var description: String { "\(steps)" }

        /// Keys by kind, so that no key holds a container of one kind and is then asked for
        /// another kind, which Foundation traps on.
        static func key(_ kind: String, _ number: Int) -> ContainerModels.Key { ContainerModels.Key("\(kind)\(number % 3)") }

        func encode(to encoder: any Encoder) throws {
            var keyed = [encoder.container(keyedBy: ContainerModels.Key.self)]
            var unkeyed: [any UnkeyedEncodingContainer] = []
            var superCount = 0
            for step in steps {
                switch step {
                case .scalar(let target, let key, let value):
                    if target % 2 == 0 || unkeyed.isEmpty {
                        try keyed[target % keyed.count].encode(value, forKey: Self.key("s", key))
                    } else {
                        try unkeyed[target % unkeyed.count].encode(value)
                    }
                case .nestedKeyed(let target, let key):
                    if target % 2 == 0 || unkeyed.isEmpty {
                        keyed.append(keyed[target % keyed.count].nestedContainer(keyedBy: ContainerModels.Key.self, forKey: Self.key("k", key)))
                    } else {
                        keyed.append(unkeyed[target % unkeyed.count].nestedContainer(keyedBy: ContainerModels.Key.self))
                    }
                case .nestedUnkeyed(let target, let key):
                    if target % 2 == 0 || unkeyed.isEmpty {
                        unkeyed.append(keyed[target % keyed.count].nestedUnkeyedContainer(forKey: Self.key("u", key)))
                    } else {
                        unkeyed.append(unkeyed[target % unkeyed.count].nestedUnkeyedContainer())
                    }
                case .superEncoder(let target, let value):
                    superCount += 1
                    let superEncoder = target % 2 == 0 || unkeyed.isEmpty
                        ? keyed[target % keyed.count].superEncoder(forKey: ContainerModels.Key("super\(superCount)"))
                        : unkeyed[target % unkeyed.count].superEncoder()
                    var single = superEncoder.singleValueContainer()
                    // A scalar, or an object or array that a container of the same super encoder
                    // then adds to (a superclass's value, and its subclass's keys), or a value
                    // that throws, after which a container fills the super encoder.
                    switch value % 4 {
                    case 0:
                        try single.encode(value)
                    case 1:
                        try single.encode(["x": value])
                        var merged = superEncoder.container(keyedBy: ContainerModels.Key.self)
                        try merged.encode(value, forKey: ContainerModels.Key("y"))
                    case 2:
                        try single.encode([value])
                        var merged = superEncoder.unkeyedContainer()
                        try merged.encode(value)
                    default:
                        _ = try? single.encode(Optional(Double.nan))
                        var filled = superEncoder.container(keyedBy: ContainerModels.Key.self)
                        try filled.encode(value, forKey: ContainerModels.Key("after"))
                    }
                case .child(let target, let key):
                    try keyed[target % keyed.count].encode(ContainerModels.Person(), forKey: Self.key("c", key))
                }
            }
        }

        static func random(steps: Int, using generator: inout SplitMix64) -> Script {
            Script(steps: (0..<steps).map { _ in
                let target = Int.random(in: 0..<16, using: &generator)
                let key = Int.random(in: 0..<16, using: &generator)
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<4: return .scalar(target: target, key: key, value: Int.random(in: 0..<100, using: &generator))
                case 4, 5: return .nestedKeyed(target: target, key: key)
                case 6, 7: return .nestedUnkeyed(target: target, key: key)
                case 8: return .superEncoder(target: target, value: Int.random(in: 0..<100, using: &generator))
                default: return .child(target: target, key: key)
                }
            })
        }
    }

    @Test func randomScriptsMatchFoundation() {
        var generator = SplitMix64(seed: 0x5C21_7757)
        let oracle = EncodingOracle()
        for _ in 0..<400 {
            let script = Script.random(steps: Int.random(in: 1...40, using: &generator), using: &generator)
            oracle.check(script)
        }
    }

    /// Many containers held at once and written in turn, forwards and backwards: each write reopens
    /// a closed container with others after it.
    @Test func heldContainersWrittenInTurn() {
        let oracle = EncodingOracle()
        for count in [1, 2, 3, 10, 50] {
            for backwards in [false, true] {
                oracle.check(ContainerModels.Custom { encoder in
                    var root = encoder.container(keyedBy: ContainerModels.Key.self)
                    var nested = (0..<count).map { root.nestedContainer(keyedBy: ContainerModels.Key.self, forKey: ContainerModels.Key("n\($0)")) }
                    var lists = (0..<count).map { root.nestedUnkeyedContainer(forKey: ContainerModels.Key("l\($0)")) }
                    try root.encode(0, forKey: ContainerModels.Key("after"))
                    for round in 0..<2 {
                        for index in backwards ? Array((0..<count).reversed()) : Array(0..<count) {
                            try nested[index].encode(index, forKey: ContainerModels.Key("v\(round)"))
                            try lists[index].encode(round)
                        }
                    }
                })
            }
        }
    }
}
