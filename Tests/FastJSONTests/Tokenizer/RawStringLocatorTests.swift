import CorpusModels
import Testing
@testable import FastJSON

/// The scan back from a closing quote to its opening one, word by word, against the rule it
/// implements written byte by byte: the last quote with an even run of backslashes before it.
@Suite struct RawStringLocatorTests {
    static func expected(_ bytes: [UInt8]) -> (index: Int, mayBeEscapedBefore: Bool)? {
        for index in bytes.indices.reversed() where bytes[index] == UInt8(ascii: "\"") {
            let backslashes = bytes[..<index].reversed().prefix { $0 == UInt8(ascii: "\\") }.count
            if backslashes % 2 == 0 { return (index, backslashes == index) }
        }
        return nil
    }

    @Test func findsTheQuoteNoBackslashRunEscapes() {
        var generator = SplitMix64(seed: 0x0E5C)
        let alphabet: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "a"), UInt8(ascii: "/"), 0xE2]
        var found = 0
        for _ in 0..<4_000 {
            let count = Int(generator.next() % 40)
            let bytes = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let quote = bytes.withUnsafeBytes { RawStringLocator.openingQuote(in: $0) }
            let reference = Self.expected(bytes)
            #expect(quote?.index == reference?.index, "\(bytes)")
            #expect(quote?.mayBeEscapedBefore == reference?.mayBeEscapedBefore, "\(bytes)")
            if reference != nil { found += 1 }
        }
        #expect(found > 1_000)
    }

    @Test func skipsALongEscapedString() {
        let content = Array(String(repeating: "ab\\/cd\\\"", count: 10_000).utf8)
        let bytes = Array(#"{"data":""#.utf8) + content
        #expect(bytes.withUnsafeBytes { RawStringLocator.openingQuote(in: $0) }?.index == 8)
    }
}
