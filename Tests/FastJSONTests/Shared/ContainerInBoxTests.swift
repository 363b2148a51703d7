import Foundation
import Testing
@testable import FastJSON

/// `KeyedContainerPool` and `KeyedEncodingContainerPool` point a container they hand out again at
/// the next object by writing its state where the standard library's box stores it. If the box were laid out otherwise, the pool
/// would close and every container would be new: still correct, but slower. These check that it
/// finds the container, and that a decode and an encode hand pooled containers out.
@Suite struct ContainerInBoxTests {
    @Test func findsTheContainerInItsBoxAndWritesThroughToIt() throws {
        let container = KeyedDecodingContainer(Probe<AnyKey>(answer: false))
        let box = unsafeBitCast(container, to: AnyObject.self)
        let stored = try #require(ContainerInBox.address(of: Probe<AnyKey>.self, in: box))
        #expect(!container.contains(AnyKey("any")))
        stored.pointee.answer = true
        #expect(container.contains(AnyKey("any")))
    }

    @Test func findsNothingForAnotherContainerType() {
        let box = unsafeBitCast(KeyedDecodingContainer(Probe<AnyKey>(answer: false)), to: AnyObject.self)
        #expect(ContainerInBox.address(of: Int.self, in: box) == nil)
    }

    /// Each element notes whether its container came from the pool, which does not retain the
    /// decoder (a container made outside it does).
    @Test func aDecodeHandsOutPooledContainers() throws {
        let document = Data(#"[{"value": 1}, {"value": 2}, {"value": 3}]"#.utf8)
        let elements = try FastJSONDecoder().decode([NotesItsContainer].self, from: document)
        #expect(elements.map(\.value) == [1, 2, 3])
        #expect(elements.map(\.wasPooled) == [true, true, true])
    }

    /// A key type nested in itself: a pooled container at each level the pool keeps a box for,
    /// one of its own below them.
    @Test func eachLevelOfAKeyTypeNestedInItselfHasAPooledContainer() throws {
        let pooledLevels = ContainerBoxPool<KeyedContainerState>.boxesPerKeyType
        let document = Data((0..<(pooledLevels + 2)).reversed().reduce("") { inner, level in
            #"{"value": \#(level)"# + (inner.isEmpty ? "" : #", "child": \#(inner)"#) + "}"
        }.utf8)
        var level: NotesItsNestedContainer? = try FastJSONDecoder().decode(NotesItsNestedContainer.self, from: document)
        var found: [Bool] = []
        while let current = level {
            #expect(current.value == found.count)
            found.append(current.wasPooled)
            level = current.child
        }
        #expect(found == Array(repeating: true, count: pooledLevels) + [false, false])
    }

    /// The same for an encode: the pool's containers do not retain their encoder.
    @Test func anEncodeHandsOutPooledContainers() throws {
        let log = PoolingLog()
        let encoder = FastJSONEncoder()
        encoder.userInfo = [PoolingLog.key: log]
        let json = try encoder.encode([NotesItsEncodingContainer(value: 1), NotesItsEncodingContainer(value: 2)])
        #expect(json == (try JSONEncoder().encode([["value": 1], ["value": 2]])))
        #expect(log.wasPooled == [true, true])
    }

    private final class PoolingLog: @unchecked Sendable {
        static let key = CodingUserInfoKey(rawValue: "poolingLog")!
        var wasPooled: [Bool] = []
    }

    private struct NotesItsEncodingContainer: Encodable {
        let value: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyKey.self)
            try container.encode(value, forKey: AnyKey("value"))
            let box = unsafeBitCast(container, to: AnyObject.self)
            let stored = ContainerInBox.address(of: JSONKeyedEncodingContainer<AnyKey>.self, in: box)
            (encoder.userInfo[PoolingLog.key] as? PoolingLog)?.wasPooled.append(stored.map { $0.pointee.state.retainedEncoder == nil } ?? false)
        }
    }

    private struct NotesItsContainer: Decodable {
        let value: Int
        let wasPooled: Bool

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            value = try container.decode(Int.self, forKey: AnyKey("value"))
            let box = unsafeBitCast(container, to: AnyObject.self)
            // Any other is a `RetainingKeyedDecodingContainer`.
            wasPooled = ContainerInBox.address(of: JSONKeyedDecodingContainer<AnyKey>.self, in: box) != nil
        }
    }

    /// `NotesItsContainer` with a child of its own type, decoded while its container is in use.
    private final class NotesItsNestedContainer: Decodable {
        let value: Int
        let child: NotesItsNestedContainer?
        let wasPooled: Bool

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            child = try container.decodeIfPresent(NotesItsNestedContainer.self, forKey: AnyKey("child"))
            value = try container.decode(Int.self, forKey: AnyKey("value"))
            let box = unsafeBitCast(container, to: AnyObject.self)
            wasPooled = ContainerInBox.address(of: JSONKeyedDecodingContainer<AnyKey>.self, in: box) != nil
        }
    }

    /// A container whose `contains` answers what it was told.
    private struct Probe<Key: CodingKey>: KeyedDecodingContainerProtocol {
        var answer: Bool
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }
        func contains(_ key: Key) -> Bool { answer }
        func decodeNil(forKey key: Key) throws -> Bool { answer }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { throw CancellationError() }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey> { throw CancellationError() }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw CancellationError() }
        func superDecoder() throws -> any Decoder { throw CancellationError() }
        func superDecoder(forKey key: Key) throws -> any Decoder { throw CancellationError() }
    }
}
