import CorpusModels
import Foundation
import Testing
@testable import FastJSON

/// Base64 `Data`, decoded and encoded by FastJSON's own code, against `Data(base64Encoded:)` and
/// `base64EncodedString()` through Foundation's coders: every short string over a small alphabet,
/// random bytes of all lengths, padding variants, invalid characters and whitespace.
@Suite struct Base64DifferentialTests {
    /// Decodes `string` as top-level base64 `Data` with both decoders and expects the same outcome.
    static func expectSameDecode(_ string: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let json = Data("\"\(string)\"".utf8)
        let fast = try? FastJSONDecoder().decode(Data.self, from: json)
        let foundation = try? JSONDecoder().decode(Data.self, from: json)
        #expect(fast == foundation, "\(string): \(String(describing: fast)) vs \(String(describing: foundation))",
                sourceLocation: sourceLocation)
    }

    @Test func everyShortString() {
        // The alphabet's edges, a letter whose low bits are set, padding, JSON's escaped slash and
        // characters Foundation does not take.
        let symbols = ["A", "Q", "R", "/", "+", "=", " ", "_", "\\n", "\\/"]
        var strings = [""]
        for _ in 1...5 {
            strings = strings.flatMap { prefix in symbols.map { prefix + $0 } }
            for string in strings { Self.expectSameDecode(string) }
        }
    }

    @Test func randomBytesAndMutations() {
        var generator = SplitMix64(seed: 64)
        let noise: [Character] = Array("=+/ \t-_.*é9AaQ")
        for length in 0...600 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let encoded = Data(bytes).base64EncodedString()
            Self.expectSameDecode(encoded)
            Self.expectSameDecode(encoded.replacingOccurrences(of: "=", with: ""))
            Self.expectSameDecode(encoded + "=")
            Self.expectSameDecode(encoded + "==")
            Self.expectSameDecode(encoded + encoded)
            var characters: [Character] = Array(encoded)
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                let position = Int.random(in: 0...characters.count, using: &generator)
                if position < characters.count, Bool.random(using: &generator) {
                    characters[position] = noise.randomElement(using: &generator) ?? Character("=")
                } else {
                    characters.insert(noise.randomElement(using: &generator) ?? Character("="), at: position)
                }
            }
            Self.expectSameDecode(String(characters))
        }
    }

    @Test func canonicalTextTakesTheFastPath() {
        // Otherwise the comparisons above would only test Foundation against itself.
        // Lengths on both sides of the size where decoding stops zero-filling a `Data` first.
        for length in Array(0...40) + Array(1_020...1_030) + [4_099, 100_000] {
            let data = Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37) })
            let decoded = Array(data.base64EncodedString().utf8).withUnsafeBytes { Base64Decoding.data(from: $0) }
            #expect(decoded == data)
            var damaged = Array(data.base64EncodedString().utf8)
            if damaged.count > 8 {
                damaged[damaged.count / 2] = UInt8(ascii: "*")
                #expect(damaged.withUnsafeBytes { Base64Decoding.data(from: $0) } == nil)
                Self.expectSameDecode(String(decoding: damaged, as: UTF8.self))
            }
        }
    }

    @Test func encodedBytes() throws {
        var generator = SplitMix64(seed: 46)
        let blobs = (0...700).map { length in Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }) }
            + [Data(repeating: 0xFF, count: 3000), Data(repeating: 0xFC, count: 31)]
        for escaping in [true, false] {
            let fast = FastJSONEncoder()
            let foundation = JSONEncoder()
            if !escaping {
                fast.outputFormatting = .withoutEscapingSlashes
                foundation.outputFormatting = .withoutEscapingSlashes
            }
            #expect(try fast.encode(blobs) == foundation.encode(blobs))
            #expect(try fast.encode(["k": blobs[255]]) == foundation.encode(["k": blobs[255]]))
            #expect(try FastJSONDecoder().decode([Data].self, from: fast.encode(blobs)) == blobs)
        }
    }
}
