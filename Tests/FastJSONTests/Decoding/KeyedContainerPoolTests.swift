import FastJSON
import Foundation
import Testing

/// A decoder hands a keyed container out again once its caller let it go. These check that it
/// never repoints one somebody still holds: kept past the decode, kept by a decode that threw, or
/// still in use while the same key type is decoded inside it.
@Suite struct KeyedContainerPoolTests {
    /// Every element keeps its container (in a sink from `userInfo`); each must still read its own
    /// object after the decode, and after further decodes of the same types on the same thread.
    @Test func containersKeptDuringADecodeKeepTheirObjects() throws {
        let sink = ContainerSink()
        defer { sink.empty() }
        let decoder = FastJSONDecoder()
        decoder.userInfo = [ContainerSink.key: sink]
        let first = try decoder.decode([KeepsItsContainer].self, from: Self.document(values: 0..<5))
        #expect(first.map(\.value) == Array(0..<5))
        _ = try decoder.decode([KeepsItsContainer].self, from: Self.document(values: 100..<105))
        _ = try FastJSONDecoder().decode([Plain].self, from: Self.document(values: 200..<205))
        let values = try sink.containers.map { try $0.decode(Int.self, forKey: AnyKey("value")) }
        #expect(values == Array(0..<5) + Array(100..<105))
    }

    /// The pool's own container, the only one of its decode, kept: the next decode on the thread
    /// reuses the decoder and its tape unless the container holds them.
    @Test func theOnlyContainerOfADecodeKept() throws {
        let sink = ContainerSink()
        defer { sink.empty() }
        let decoder = FastJSONDecoder()
        decoder.userInfo = [ContainerSink.key: sink]
        for value in 0..<3 {
            _ = try decoder.decode(KeepsItsContainer.self, from: Data(#"{"value": \#(value)}"#.utf8))
            _ = try FastJSONDecoder().decode(Plain.self, from: Data(#"{"value": -1, "other": [1, 2, 3]}"#.utf8))
        }
        let values = try sink.containers.map { try $0.decode(Int.self, forKey: AnyKey("value")) }
        #expect(values == [0, 1, 2])
    }

    /// A decode that throws after its elements kept their containers: the containers still read
    /// their objects, as Foundation's do.
    @Test func containersKeptByAFailedDecodeKeepTheirObjects() throws {
        let document = Data(#"[{"value": 1}, {"value": 2}, {"value": "three"}]"#.utf8)
        for (name, decode) in Self.decoders {
            let sink = ContainerSink()
            let laterSink = ContainerSink()
            defer {
                sink.empty()
                laterSink.empty()
            }
            #expect(throws: DecodingError.self) { try decode(document, sink) }
            _ = try? decode(Self.document(values: 7..<10), laterSink)
            let values = try sink.containers.prefix(2).map { try $0.decode(Int.self, forKey: AnyKey("value")) }
            #expect(values == [1, 2], "\(name)")
        }
    }

    /// A key type decoded inside itself, with keys read after the nested value: the outer
    /// container is still in use when the inner one is made, so they must not be one.
    @Test func aKeyTypeNestedInItselfDecodesLikeFoundation() throws {
        let document = Data(#"{"name": "a", "child": {"name": "b", "child": {"name": "c", "rank": 3}, "rank": 2}, "rank": 1}"#.utf8)
        let mine = try FastJSONDecoder().decode(Tree.self, from: document)
        let foundation = try JSONDecoder().decode(Tree.self, from: document)
        #expect(mine == foundation)
        #expect(mine.description == "a1(b2(c3))")
    }

    /// The same nesting deeper than the pool keeps boxes for a key type, in a row of such trees:
    /// pooled containers for the first levels, containers of their own below, the values
    /// Foundation's at every depth.
    @Test func aKeyTypeNestedInItselfBeyondThePoolsBoxesDecodesLikeFoundation() throws {
        // The pool keeps 8 boxes for a key type.
        let tree = (0..<20).reversed().reduce("") { inner, level in
            "{\"name\": \"t\(level)\", " + (inner.isEmpty ? "" : "\"child\": \(inner), ") + "\"rank\": \(level)}"
        }
        let document = Data(("[" + Array(repeating: tree, count: 3).joined(separator: ", ") + "]").utf8)
        let decoder = FastJSONDecoder()
        for _ in 0..<2 {
            #expect(try decoder.decode([Tree].self, from: document) == JSONDecoder().decode([Tree].self, from: document))
        }
    }

    /// Many objects of a few key types, in sequence and nested, under every key strategy that
    /// converts keys: the same values as Foundation.
    @Test(arguments: [false, true])
    func sequencesOfPooledContainersDecodeLikeFoundation(convertsKeys: Bool) throws {
        let objects = (0..<50).map { #"{"name": "n\#($0)", "rank": \#($0), "child": {"name": "c\#($0)", "rank": -\#($0)}}"# }
        let document = Data(("[" + objects.joined(separator: ", ") + "]").utf8)
        let decoder = FastJSONDecoder()
        let oracle = JSONDecoder()
        if convertsKeys {
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            oracle.keyDecodingStrategy = .convertFromSnakeCase
        }
        for _ in 0..<3 {
            #expect(try decoder.decode([Tree].self, from: document) == oracle.decode([Tree].self, from: document))
        }
    }

    private static var decoders: [(String, (Data, ContainerSink) throws -> [KeepsItsContainer])] {[
        ("FastJSON", { data, sink in
            let decoder = FastJSONDecoder()
            decoder.userInfo = [ContainerSink.key: sink]
            return try decoder.decode([KeepsItsContainer].self, from: data)
        }),
        ("Foundation", { data, sink in
            let decoder = JSONDecoder()
            decoder.userInfo = [ContainerSink.key: sink]
            return try decoder.decode([KeepsItsContainer].self, from: data)
        }),
    ]}

    private static func document(values: Range<Int>) -> Data {
        Data(("[" + values.map { #"{"value": \#($0)}"# }.joined(separator: ", ") + "]").utf8)
    }
}

/// Where `KeepsItsContainer` puts its container.
private final class ContainerSink: @unchecked Sendable {
    static let key = CodingUserInfoKey(rawValue: "containerSink").unsafelyUnwrapped
    var containers: [KeyedDecodingContainer<AnyKey>] = []

    /// Lets the containers go: each holds its decoder, whose `userInfo` holds this sink, so a test
    /// that ends without this leaves a cycle that LeakSanitizer reports (with either decoder).
    func empty() {
        containers.removeAll()
    }
}

/// Puts its container in the decode's `ContainerSink`, then reads its value.
private struct KeepsItsContainer: Decodable {
    let value: Int
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        (decoder.userInfo[ContainerSink.key] as? ContainerSink)?.containers.append(container)
        value = try container.decode(Int.self, forKey: AnyKey("value"))
    }
}

/// The same keys as `KeepsItsContainer`, decoded without keeping anything.
private struct Plain: Decodable {
    let value: Int
}

/// Decodes its child (the same key type) before its own rank, so that its container is used after
/// the child's was made.
private struct Tree: Decodable, Equatable, CustomStringConvertible {
    let name: String
    let child: [Tree]
    let rank: Int

    enum CodingKeys: String, CodingKey { case name, child, rank }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        child = try container.decodeIfPresent(Tree.self, forKey: .child).map { [$0] } ?? []
        rank = try container.decode(Int.self, forKey: .rank)
    }

    var description: String {
        "\(name)\(rank)" + (child.first.map { "(\($0))" } ?? "")
    }
}
