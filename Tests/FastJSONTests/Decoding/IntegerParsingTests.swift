import CorpusModels
@testable import FastJSON
import Foundation
import Testing

/// `IntegerParsing.parse` reads up to 19 digits eight at a time for types of 64 bits or fewer; it
/// must take and refuse exactly what the standard library's parser does for `-` and digits.
@Suite struct IntegerParsingTests {
    @Test func agreesWithTheStandardLibraryOnEveryLengthAndType() {
        var generator = SplitMix64(seed: 0x1A7E_6E25)
        var texts: [String] = ["0", "-0", "-", "", "00", "-00", "9", "-9"]
        for length in 1...21 {
            for _ in 0..<150 {
                var digits = (0..<length).map { _ in Character(String(generator.next() % 10)) }
                if generator.next() % 4 == 0 { digits = Array(repeating: "9", count: length) }
                texts.append(String(digits))
                texts.append("-" + String(digits))
            }
        }
        for bound in [Int64.max.description, Int64.min.description, UInt64.max.description, Int32.min.description,
                      Int8.min.description, UInt32.max.description, Int16.max.description] {
            texts.append(bound)
            texts += Self.neighbours(of: bound)
        }
        for text in texts {
            check(text, as: Int.self)
            check(text, as: Int8.self)
            check(text, as: Int16.self)
            check(text, as: Int32.self)
            check(text, as: Int64.self)
            check(text, as: UInt.self)
            check(text, as: UInt8.self)
            check(text, as: UInt16.self)
            check(text, as: UInt32.self)
            check(text, as: UInt64.self)
            check(text, as: Int128.self)
        }
    }

    /// A byte that is not a digit anywhere in an eight-byte step, or after it, is refused.
    @Test func refusesEveryOtherByteInEveryPosition() {
        for length in [8, 9, 16, 18, 19] {
            for position in 0..<length {
                for byte in [0x00, 0x2E, 0x2F, 0x3A, 0x45, 0x65, 0x7F, 0x80, 0xB0, 0xFF] as [UInt8] {
                    var bytes = Array(repeating: UInt8(ascii: "7"), count: length)
                    bytes[position] = byte
                    let parsed = bytes.withUnsafeBytes { IntegerParsing.parse($0, as: Int64.self) }
                    #expect(parsed == nil, "\(bytes)")
                }
            }
        }
    }

    private func check<T: FixedWidthInteger>(_ text: String, as type: T.Type, sourceLocation: SourceLocation = #_sourceLocation) {
        let parsed = Array(text.utf8).withUnsafeBytes { IntegerParsing.parse($0, as: type) }
        // The standard library takes a leading "+", which JSON has no place for, and so neither here.
        let expected = T(text, radix: 10)
        #expect(parsed == expected, "\(text) as \(type)", sourceLocation: sourceLocation)
    }

    /// The numbers one below and one above `text`, as text.
    private static func neighbours(of text: String) -> [String] {
        guard let value = Int128(text) else { return [] }
        return [(value - 1).description, (value + 1).description]
    }
}
