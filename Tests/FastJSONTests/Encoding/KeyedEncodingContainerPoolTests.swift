import FastJSON
import Foundation
import Testing

/// A writer hands a keyed container out again once its value's `encode(to:)` let it go. These
/// check that it never repoints one somebody still holds, and that a kept one keeps its encoder
/// (its coding path) and its writer (a later encode on the thread is not written into).
@Suite struct KeyedEncodingContainerPoolTests {
    typealias Custom = ContainerModels.Custom
    typealias Key = ContainerModels.Key

    /// Keyed containers kept by values' `encode(to:)`.
    final class Sink: @unchecked Sendable {
        var containers: [KeyedEncodingContainer<Key>] = []
        var paths: [String] { containers.map { $0.codingPath.map(\.stringValue).joined(separator: ".") } }
    }

    /// A value that writes `value` and keeps its container.
    static func keeping(_ value: Int, into sink: Sink) -> Custom {
        Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(value, forKey: Key("value"))
            sink.containers.append(container)
        }
    }

    /// A value with a name, then a child `tree(depth - 1)`, then its rank.
    static func tree(_ depth: Int) -> Custom {
        Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("n\(depth)", forKey: Key("name"))
            if depth > 0 { try container.encode(tree(depth - 1), forKey: Key("child")) }
            try container.encode(depth, forKey: Key("rank"))
        }
    }

    /// A value that keeps nothing, with the same key type.
    static func plain(_ value: Int) -> Custom {
        Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(value, forKey: Key("value"))
        }
    }

    /// Kept containers between siblings that keep nothing: each keeps its own path, writes
    /// through them after the encode change nothing, and the next encode on the thread writes what
    /// Foundation writes.
    @Test func keptContainersKeepTheirPaths() throws {
        func run(_ encode: ([String: [Custom]]) throws -> Data) throws -> (paths: [String], outputs: [Data]) {
            let sink = Sink()
            let first = try encode(["values": (0..<6).map { $0 % 2 == 0 ? Self.keeping($0, into: sink) : Self.plain($0) }])
            for index in sink.containers.indices {
                try sink.containers[index].encode(-1, forKey: Key("late"))
            }
            let second = try encode(["more": (10..<14).map(Self.plain)])
            return (sink.paths, [first, second])
        }
        let encoder = FastJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        let mine = try run(encoder.encode)
        let theirs = try run(foundation.encode)
        #expect(mine.paths == theirs.paths)
        #expect(mine.paths == ["values.Index 0", "values.Index 2", "values.Index 4"])
        #expect(mine.outputs == theirs.outputs)
    }

    /// The only container of an encode, kept: the writer it writes through must not serve the
    /// next encode on the thread.
    @Test func theOnlyContainerOfAnEncodeKept() throws {
        let sink = Sink()
        let encoder = FastJSONEncoder()
        for value in 0..<3 {
            _ = try encoder.encode(Self.keeping(value, into: sink))
            #expect(try encoder.encode(Self.plain(100 + value)) == Data(#"{"value":\#(100 + value)}"#.utf8))
        }
        for index in sink.containers.indices {
            try sink.containers[index].encode(-1, forKey: Key("late"))
            #expect(sink.containers[index].codingPath.isEmpty)
        }
        #expect(try encoder.encode(Self.plain(7)) == Data(#"{"value":7}"#.utf8))
    }

    /// A key type written inside itself, with a key written after the nested value: the outer
    /// container is still in use when the inner one is made, so they must not be one. Trees
    /// deeper than the pool keeps boxes for a key type are among them.
    @Test func aKeyTypeNestedInItselfEncodesLikeFoundation() throws {
        // The pool keeps 8 boxes for a key type.
        let values = (0..<4).map(Self.tree) + [Self.tree(20)]
        let encoder = FastJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        #expect(try encoder.encode(values) == foundation.encode(values))
    }

    /// A value whose `encode(to:)` throws after making its container: the next values reuse the
    /// pool and write what Foundation writes.
    @Test func aFailedValueLeavesThePoolUsable() throws {
        struct Failure: Error {}
        let failing = Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key("value"))
            throw Failure()
        }
        let encoder = FastJSONEncoder()
        #expect(throws: Failure.self) { try encoder.encode([Self.plain(0), failing]) }
        let values = (0..<5).map(Self.tree)
        encoder.outputFormatting = .sortedKeys
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        #expect(try encoder.encode(values) == foundation.encode(values))
    }
}
