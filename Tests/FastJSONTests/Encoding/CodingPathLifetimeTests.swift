import Foundation
import Testing
@testable import FastJSON

/// The encoder's coding paths live in its writer's `CodingPathArena`, and a nested value's records
/// are dropped when its encoder returns. These tests keep encoders, containers and super encoders
/// past that point and read their paths later, as Foundation allows, and check that the records
/// stay few when nothing is kept.
struct CodingPathLifetimeTests {
    typealias Custom = ContainerModels.Custom
    typealias Key = ContainerModels.Key

    /// What a value's `encode(to:)` kept, to be read after other values were encoded.
    final class Kept: @unchecked Sendable {
        var encoders: [any Encoder] = []
        var keyed: [KeyedEncodingContainer<Key>] = []
        var unkeyed: [any UnkeyedEncodingContainer] = []

        var paths: [String] {
            let all = encoders.map(\.codingPath) + keyed.map(\.codingPath) + unkeyed.map(\.codingPath)
            return all.map { $0.map(\.stringValue).joined(separator: ".") }
        }
    }

    /// A value that keeps its encoder, a nested container of each kind and a super encoder.
    static func keeping(into kept: Kept) -> Custom {
        Custom { encoder in
            kept.encoders.append(encoder)
            var container = encoder.container(keyedBy: Key.self)
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key("n"))
            try nested.encode(1, forKey: Key("x"))
            kept.keyed.append(nested)
            var list = container.nestedUnkeyedContainer(forKey: Key("l"))
            try list.encode(2)
            kept.unkeyed.append(list.nestedUnkeyedContainer())
            kept.encoders.append(list.superEncoder())
            kept.encoders.append(container.superEncoder(forKey: Key("s")))
        }
    }

    /// What the innermost values of `nesting` saw: their paths, and the records in use then.
    final class Leaves: @unchecked Sendable {
        var paths: [[String]] = []
        var recordCounts: [Int] = []
    }

    /// A value that keeps nothing, but nests `depth` levels of values through `encode(to:)`.
    static func nesting(_ depth: Int, leaves: Leaves = Leaves()) -> Custom {
        Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            if depth == 0 {
                leaves.paths.append(encoder.codingPath.map(\.stringValue))
                if let impl = encoder as? EncoderImpl { leaves.recordCounts.append(impl.writer.paths.count) }
                try container.encode(true, forKey: Key("leaf"))
            } else {
                try container.encode(nesting(depth - 1, leaves: leaves), forKey: Key("d\(depth)"))
            }
        }
    }

    /// The paths of what `make` kept, read once every value of the document is written.
    func pathsAfterTheEncode(_ make: @escaping @Sendable (Kept) -> Custom, _ encode: (Custom) throws -> Data) throws -> [String] {
        let kept = Kept()
        // The kept values sit between siblings that keep nothing, whose records come and go.
        let value = Custom { encoder in
            var list = encoder.unkeyedContainer()
            for index in 0..<6 {
                if index % 3 == 1 {
                    try list.encode(make(kept))
                } else {
                    try list.encode(Self.nesting(3))
                }
            }
        }
        _ = try encode(value)
        return kept.paths
    }

    @Test func keptEncodersAndContainersKeepTheirPaths() throws {
        let expected = try pathsAfterTheEncode(Self.keeping) { try JSONEncoder().encode(["root": $0]) }
        let actual = try pathsAfterTheEncode(Self.keeping) { try FastJSONEncoder().encode(["root": $0]) }
        #expect(!expected.isEmpty)
        #expect(actual == expected)
    }

    @Test func keptPathsOutliveTheNextEncodeOnTheThread() throws {
        let encoder = FastJSONEncoder()
        let kept = Kept()
        _ = try encoder.encode(["first": [Self.keeping(into: kept)]])
        let before = kept.paths
        // The thread's writer is not reused while something of the first encode is kept, so a
        // second encode cannot overwrite the records the first one's paths read.
        _ = try encoder.encode(["second": [Self.nesting(8)]])
        #expect(kept.paths == before)
        let foundationKept = Kept()
        _ = try JSONEncoder().encode(["first": [Self.keeping(into: foundationKept)]])
        #expect(before == foundationKept.paths)
    }

    @Test func keptPathsOfAStreamedElement() throws {
        let kept = Kept()
        let elements = (0..<5).map { $0 == 2 ? Self.keeping(into: kept) : Self.nesting(2) }
        var streamed = Data()
        try FastJSONEncoder().encodeElements(elements, chunkSize: 1) { streamed.append(contentsOf: $0) }
        let foundationKept = Kept()
        let foundationElements = (0..<5).map { $0 == 2 ? Self.keeping(into: foundationKept) : Self.nesting(2) }
        _ = try JSONEncoder().encode(foundationElements)
        #expect(!streamed.isEmpty)
        #expect(kept.paths == foundationKept.paths)
    }

    /// With nothing kept, the records in use are those of the values being written, however many
    /// values came before.
    @Test func recordsFollowTheNestingNotTheDocument() throws {
        let leaves = Leaves()
        let value = (0..<2_000).map { _ in Self.nesting(5, leaves: leaves) }
        _ = try FastJSONEncoder().encode(["values": value])
        #expect(leaves.recordCounts.count == 2_000)
        // "values", the element's index, then d5 ... d1: seven records below the leaf.
        #expect(leaves.recordCounts.allSatisfy { $0 == 7 }, "records in use: \(Set(leaves.recordCounts).sorted())")
        let foundationLeaves = Leaves()
        _ = try JSONEncoder().encode(["values": (0..<2_000).map { _ in Self.nesting(5, leaves: foundationLeaves) }])
        #expect(leaves.paths == foundationLeaves.paths)
        #expect(leaves.paths.last == ["values", "Index 1999", "d5", "d4", "d3", "d2", "d1"])
    }

    /// Streaming keeps no more: each element's records go when it is written.
    @Test func streamedElementsDropTheirRecords() throws {
        let leaves = Leaves()
        var streamed = Data()
        try FastJSONEncoder().encodeElements((0..<500).map { _ in Self.nesting(3, leaves: leaves) }, layout: .concatenatedValues) {
            streamed.append(contentsOf: $0)
        }
        #expect(streamed.count > 0)
        #expect(leaves.recordCounts.count == 500)
        #expect(leaves.recordCounts.allSatisfy { $0 == 4 }, "records in use: \(Set(leaves.recordCounts).sorted())")
        #expect(leaves.paths.last == ["Index 499", "d3", "d2", "d1"])
    }

    @Test func arenaKeepsWhatKeepAllMarks() {
        var arena = CodingPathArena()
        let a = arena.appending(Key("a"), to: .root)
        let mark = arena.count
        let b = arena.appending(index: 3, to: a)
        arena.truncate(to: mark)
        #expect(arena.count == 1)
        let c = arena.appending(.dictionaryInt(7), to: a)
        arena.keepAll()
        arena.truncate(to: mark)
        #expect(arena.codingPath(c).map(\.stringValue) == ["a", "7"])
        #expect(arena.appending(.none, to: c) == c)
        let d = arena.appending(.dictionaryString("12"), to: c)
        #expect(arena.codingPath(d).map(\.intValue) == [nil, 7, 12])
        arena.truncate(to: mark)
        #expect(arena.count == 2)
        _ = b
        arena.removeAll()
        #expect(arena.count == 0)
        #expect(arena.codingPath(.root).isEmpty)
    }
}
