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

    /// A kept container resumes its key searches where its own decode left them: the decodes
    /// after it, on the same thread, start from hints of their own, whatever their size.
    @Test func aKeptContainerFindsEveryKeyAfterOtherDecodes() throws {
        let names = (0..<30).map { "key\($0)" }
        let document = "{" + names.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
        let decoder = FastJSONDecoder()
        let kept = try decoder.decode(KeepsAnyKeyedContainer.self, from: Data(document.utf8))
        #expect(try kept.container.decode(Int.self, forKey: AnyKey("key3")) == 3)
        for size in [0, 1, 60] {
            let other = "{" + (0..<size).map { "\"other\($0)\": [\($0)]" }.joined(separator: ", ") + "}"
            _ = try decoder.decode([String: [Int]].self, from: Data(other.utf8))
        }
        for (value, name) in names.enumerated().reversed() + names.enumerated() {
            #expect(try kept.container.decode(Int.self, forKey: AnyKey(name)) == value)
        }
        #expect(!kept.container.contains(AnyKey("other0")))
    }

    /// A kept container decodes with the settings of its own decode, as Foundation's does, after
    /// the decoder that made it changed its settings, decoded again and went away: a reused
    /// decoder lets go of its settings when a decode ends, unless someone kept it.
    @Test func aKeptContainerKeepsTheSettingsOfItsDecode() throws {
        let document = Data(#"{"at": 1000}"#.utf8)
        let label = try #require(CodingUserInfoKey(rawValue: "label"))
        var kept: KeepsAnyKeyedContainer
        do {
            let decoder = FastJSONDecoder()
            decoder.dateDecodingStrategy = .secondsSince1970
            decoder.userInfo = [label: "first"]
            // A decode nobody keeps anything of first, so that the kept one reuses its decoder.
            _ = try decoder.decode([String: Int].self, from: Data(#"{"a": 1}"#.utf8))
            kept = try decoder.decode(KeepsAnyKeyedContainer.self, from: document)
            decoder.dateDecodingStrategy = .millisecondsSince1970
            decoder.userInfo = [label: "second"]
            _ = try decoder.decode(KeepsAnyKeyedContainer.self, from: document)
        }
        let oracle = JSONDecoder()
        oracle.dateDecodingStrategy = .secondsSince1970
        oracle.userInfo = [label: "first"]
        let foundationKept = try oracle.decode(KeepsAnyKeyedContainer.self, from: document)
        oracle.dateDecodingStrategy = .millisecondsSince1970
        oracle.userInfo = [label: "second"]

        let at = AnyKey("at")
        #expect(try kept.container.decode(Date.self, forKey: at) == foundationKept.container.decode(Date.self, forKey: at))
        #expect(try kept.container.decode(Date.self, forKey: at) == Date(timeIntervalSince1970: 1000))
        let superDecoder = try kept.container.superDecoder()
        #expect(superDecoder.userInfo[label] as? String == "first")
        #expect(try foundationKept.container.superDecoder().userInfo[label] as? String == "first")
    }
}

/// Keeps a container over any keys.
private final class KeepsAnyKeyedContainer: Decodable {
    let container: KeyedDecodingContainer<AnyKey>
    init(from decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: AnyKey.self)
    }
}
