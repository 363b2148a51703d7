import FastJSON
import Foundation
import Testing

/// A stream hands the memory of each decoded element's tape to the elements after it: an element
/// that kept its container or decoder must keep its own, and a failed element must give its back
/// as cleanly as a decoded one.
@Suite struct StreamingBufferReuseTests {
    typealias Keys = KeptDecoders.Keys
    typealias KeepsContainer = KeptDecoders.KeepsContainer
    typealias KeepsSuperDecoder = KeptDecoders.KeepsSuperDecoder

    struct Named: Codable, Equatable {
        let name: String
        let child: [String: String]?
    }

    /// Escaped names, so that text is copied into each tape's arena, and elements of several sizes.
    static func lines(count: Int) -> [String] {
        (0..<count).map { index in
            let name = "n\\\"\(index)\\u00e9" + String(repeating: "x", count: index % 7 * 40)
            return #"{"name": "\#(name)", "child": {"name": "c\#(index)\t"}}"#
        }
    }

    static func chunks(_ lines: [String], size: Int) -> [[UInt8]] {
        let bytes = Array(lines.joined(separator: "\n").utf8)
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
    }

    @Test(arguments: [7, 300, 1 << 16])
    func keptContainersReadTheirOwnElement(chunkSize: Int) throws {
        let lines = Self.lines(count: 60)
        let expected = try lines.map { try JSONDecoder().decode(Named.self, from: Data($0.utf8)) }
        let kept = try FastJSONDecoder().decodeElements(
            of: KeepsContainer.self, layout: .concatenatedValues, from: Self.chunks(lines, size: chunkSize)).map { try $0.get() }
        // Decoded after the whole stream: a later element reusing a kept element's memory shows here.
        let names = try kept.map { try $0.container.decode(String.self, forKey: .name) }
        let children = try kept.map { try $0.container.decode([String: String].self, forKey: .child) }
        #expect(names == expected.map(\.name))
        #expect(children == expected.map(\.child))
    }

    @Test(arguments: [5, 1 << 16])
    func keptSuperDecodersReadTheirOwnElement(chunkSize: Int) throws {
        let lines = Self.lines(count: 40)
        let expected = try lines.map { try JSONDecoder().decode(Named.self, from: Data($0.utf8)) }
        let kept = try FastJSONDecoder().decodeElements(
            of: KeepsSuperDecoder.self, layout: .concatenatedValues, from: Self.chunks(lines, size: chunkSize)).map { try $0.get() }
        let children = try kept.map { try $0.decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .name) }
        #expect(children == expected.map { $0.child?["name"] })
    }

    /// Keeps its container only for every third element; the others' tapes are emptied and
    /// refilled with later elements of the stream.
    final class SometimesKeepsContainer: Decodable {
        let name: String
        let container: KeyedDecodingContainer<Keys>?
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            name = try container.decode(String.self, forKey: .name)
            self.container = name.hasSuffix("keep") ? container : nil
        }
    }

    /// Elements that keep their container among elements whose tapes are reused, many per chunk
    /// and across chunks: each kept container still reads its own element once the stream ended.
    @Test(arguments: [9, 500, 1 << 16])
    func keptContainersAmongReusedTapes(chunkSize: Int) throws {
        let lines = (0..<120).map { index in
            #"{"name": "n\#(index)\#(index % 3 == 0 ? "keep" : "")", "child": {"name": "c\#(index)"}}"#
        }
        let decoded = try FastJSONDecoder().decodeElements(
            of: SometimesKeepsContainer.self, layout: .concatenatedValues, from: Self.chunks(lines, size: chunkSize)).map { try $0.get() }
        #expect(decoded.map(\.name) == (0..<120).map { "n\($0)\($0 % 3 == 0 ? "keep" : "")" })
        for (index, element) in decoded.enumerated() {
            #expect((element.container != nil) == (index % 3 == 0))
            guard let container = element.container else { continue }
            #expect(try container.decode([String: String].self, forKey: .child) == ["name": "c\(index)"])
            #expect(try container.decode(String.self, forKey: .name) == element.name)
        }
    }

    /// Failed elements among decoded ones, at every position of a chunk: each result is what
    /// Foundation gives for its line, with the element's index first in an error's path.
    @Test(arguments: [11, 1 << 16])
    func failedElementsGiveTheirMemoryBackCleanly(chunkSize: Int) throws {
        var lines = Self.lines(count: 50)
        for index in stride(from: 3, to: lines.count, by: 4) {
            lines[index] = #"{"name": \#(index), "child": {"name": "c"}}"#
        }
        let results = Array(FastJSONDecoder().decodeElements(
            of: Named.self, layout: .concatenatedValues, from: Self.chunks(lines, size: chunkSize)))
        #expect(results.count == lines.count)
        for (index, (line, result)) in zip(lines, results).enumerated() {
            switch (Result { try JSONDecoder().decode(Named.self, from: Data(line.utf8)) }, result) {
            case (.success(let foundation), .success(let fast)):
                #expect(fast == foundation, "element \(index)")
            case (.failure(let foundation as DecodingError), .failure(let fast as DecodingError)):
                guard case .typeMismatch(_, let foundationContext) = foundation, case .typeMismatch(_, let fastContext) = fast else {
                    Issue.record("element \(index): \(fast), Foundation: \(foundation)")
                    continue
                }
                #expect(fastContext.codingPath.map(\.stringValue) == ["Index \(index)"] + foundationContext.codingPath.map(\.stringValue))
                #expect(fastContext.codingPath.first?.intValue == index)
            default:
                Issue.record("element \(index): FastJSON \(result), Foundation disagrees")
            }
        }
    }
}
