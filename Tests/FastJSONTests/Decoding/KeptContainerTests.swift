import FastJSON
import Foundation
import Testing

/// Containers and decoders kept after `decode` returns still read the document, even once the
/// caller's buffer has changed: the decoder borrows the input only while nothing outlives the call.
@Suite struct KeptContainerTests {
    typealias Keys = KeptDecoders.Keys
    typealias KeepsContainer = KeptDecoders.KeepsContainer
    typealias KeepsSuperDecoder = KeptDecoders.KeepsSuperDecoder

    @Test func aKeptContainerReadsAfterTheBufferChanges() throws {
        var bytes = Array(#"{"name": "original", "child": {"name": "inner"}}"#.utf8)
        let kept = try FastJSONDecoder().decode(KeepsContainer.self, from: bytes)
        for index in bytes.indices { bytes[index] = UInt8(ascii: "x") }
        #expect(try kept.container.decode(String.self, forKey: .name) == "original")
        let child = try kept.container.nestedContainer(keyedBy: Keys.self, forKey: .child)
        #expect(try child.decode(String.self, forKey: .name) == "inner")
    }

    @Test func aKeptSuperDecoderReadsAfterTheBufferChanges() throws {
        var bytes = Array(#"{"name": "original", "child": {"name": "inner"}}"#.utf8)
        let kept = try FastJSONDecoder().decode(KeepsSuperDecoder.self, from: bytes)
        for index in bytes.indices { bytes[index] = UInt8(ascii: "x") }
        #expect(try kept.decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .name) == "inner")
    }
}
