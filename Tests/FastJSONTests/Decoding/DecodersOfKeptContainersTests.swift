@testable import FastJSON
import Foundation
import Testing

/// A pooled keyed container does not retain its decoder: `DecodersOfKeptContainers` holds the
/// decoder of one kept past its decode, for as long as the container lives, and no longer.
@Suite struct DecodersOfKeptContainersTests {
    @Test func theDecoderOfAKeptContainerGoesWithIt() throws {
        var kept: KeepsContainerAndDecoder? = try FastJSONDecoder().decode(
            KeepsContainerAndDecoder.self, from: Data(#"{"name": "kept", "other": [1, 2]}"#.utf8))
        let decoder = try #require(kept?.decoder)
        // Other decodes on this thread, and their ends, leave it alone while the container lives.
        for _ in 0..<3 {
            _ = try FastJSONDecoder().decode([String: [Int]].self, from: Data(#"{"a": [1]}"#.utf8))
        }
        DecodersOfKeptContainers.shared.releaseUnused()
        #expect(try kept?.container.decode(String.self, forKey: AnyKey("name")) == "kept")
        #expect(try kept?.container.decode([Int].self, forKey: AnyKey("other")) == [1, 2])
        kept = nil
        DecodersOfKeptContainers.shared.releaseUnused()
        #expect(decoder.object == nil)
    }

    /// Nobody calls the registry: the decodes that follow on the thread let the decoder go, within
    /// the 64 a decoder ends between looks.
    @Test func laterDecodesLetTheDecoderOfAGoneContainerGo() throws {
        var kept: KeepsContainerAndDecoder? = try FastJSONDecoder().decode(
            KeepsContainerAndDecoder.self, from: Data(#"{"name": "kept"}"#.utf8))
        let decoder = try #require(kept?.decoder)
        kept = nil
        let other = FastJSONDecoder()
        for _ in 0...64 {
            _ = try other.decode([String: Int].self, from: Data(#"{"a": 1}"#.utf8))
        }
        #expect(decoder.object == nil)
    }

    /// A key type decoded inside itself, deeper than the pool keeps boxes for: the first levels'
    /// containers are pooled, the deeper ones made outside the pool, retaining the decoder; every
    /// level reads its own object after the decode, and the decoder goes once they are all gone.
    @Test func keptContainersOfAKeyTypeNestedInItself() throws {
        let levels = ContainerBoxPool<KeyedContainerState>.boxesPerKeyType + 3
        let names = (0..<levels).map { "n\($0)" }
        let document = Data(names.reversed().reduce("") { inner, name in
            inner.isEmpty ? #"{"name": "\#(name)"}"# : #"{"name": "\#(name)", "child": \#(inner)}"#
        }.utf8)
        var kept: KeepsEveryLevel? = try FastJSONDecoder().decode(KeepsEveryLevel.self, from: document)
        let decoder = try #require(kept?.decoder)
        var read: [String] = []
        var level = kept
        while let current = level {
            read.append(try current.container.decode(String.self, forKey: AnyKey("name")))
            level = current.child
        }
        #expect(read == names)
        level = nil
        kept = nil
        DecodersOfKeptContainers.shared.releaseUnused()
        #expect(decoder.object == nil)
    }
}

/// Weakly, so that a test can tell when the decoder is gone.
private final class WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

private final class KeepsContainerAndDecoder: Decodable {
    let container: KeyedDecodingContainer<AnyKey>
    let decoder: WeakReference

    init(from decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: AnyKey.self)
        self.decoder = WeakReference(decoder as AnyObject)
    }
}

private final class KeepsEveryLevel: Decodable {
    let container: KeyedDecodingContainer<AnyKey>
    let child: KeepsEveryLevel?
    let decoder: WeakReference

    init(from decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: AnyKey.self)
        child = try container.decodeIfPresent(KeepsEveryLevel.self, forKey: AnyKey("child"))
        self.decoder = WeakReference(decoder as AnyObject)
    }
}
