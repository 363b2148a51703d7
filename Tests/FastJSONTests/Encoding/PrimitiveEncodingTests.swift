import Foundation
import Testing
@testable import FastJSON

@Suite("Encoding primitives")
struct PrimitiveEncodingTests {
    let oracle = EncodingOracle()

    @Test func integersAtTheirLimits() {
        oracle.check([Int.min, -1, 0, 1, Int.max])
        oracle.check([Int8.min, Int8.max])
        oracle.check([Int16.min, Int16.max])
        oracle.check([Int32.min, Int32.max])
        oracle.check([Int64.min, Int64.max])
        oracle.check([UInt.min, UInt.max])
        oracle.check([UInt8.max], formattings: [0, 2])
        oracle.check([UInt16.max, 10, 99, 100, 999, 1000])
        oracle.check([UInt32.max])
        oracle.check([UInt64.max, 9_999_999_999_999_999_999])
        oracle.check([Int128.min, Int128.max, 0])
        oracle.check([UInt128.max, 0])
        for value in [Int.min, 0, 42, Int.max] { oracle.check(value) }
        oracle.check(Int128.min)
        oracle.check(UInt128.max)
    }

    @Test func doublesAtTheEdges() {
        let values: [Double] = [
            0, -0.0, 1, -1, 0.1, 0.2, 1.5, 100, 1e15, 1e16, 1e17, 123456789012345680000, 1e-4, 1e-5, 1e-6,
            9.999999999999999e15, 1.0000000000000002, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNormalMagnitude, .leastNonzeroMagnitude, 2.2250738585072009e-308, 5e-324, 1.7976931348623157e308,
            7.45673334164903e-115, 3.141592653589793, 1e21, 1e22, 1e23, 4.35, 0.3, 2.5e-8, 123.456e-300,
        ]
        oracle.check(values)
        for value in values { oracle.check(value) }
    }

    @Test func floatsAtTheEdges() {
        let values: [Float] = [
            0, -0.0, 1, 0.1, 1e-7, 1e-5, 1e7, 1e8, 1e15, 1e16, .greatestFiniteMagnitude, .leastNormalMagnitude,
            .leastNonzeroMagnitude, 3.4028235e38, 16777216, 16777217, 1.17549435e-38,
        ]
        oracle.check(values)
        for value in values { oracle.check(value) }
    }

    @Test func boolsNullsAndOptionals() {
        oracle.check(true)
        oracle.check(false)
        oracle.check(Int?.none)
        oracle.check(Optional(Optional(3)))
        oracle.check([1, nil, 3] as [Int?])
        oracle.check([nil, "a"] as [String?])
        oracle.check([[true, false], []])
    }

    @Test func everyEscapeAndControlCharacter() {
        let controls = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) })
        oracle.check(controls)
        oracle.check("\"\\/\u{7F}\u{2028}\u{2029}\u{8}\u{C}\n\r\t")
        oracle.check("a/b//c/")
        oracle.check(["k/\"ey\n": "v/\u{1}"])
        oracle.check("")
        oracle.check("plain text longer than sixteen bytes, with / in the middle and more text after")
    }

    /// Short texts are checked and copied in a few overlapping words, not byte by byte: an escape
    /// at each position of texts of up to 20 bytes, as a value and as a key, lands in each lane.
    @Test func escapesAtEveryPositionOfShortTexts() {
        for length in 0...20 {
            for escaped in ["\"", "\\", "/", "\u{1}", "\u{1F}", "é"] {
                for position in 0...length {
                    let text = String(repeating: "a", count: position) + escaped + String(repeating: "b", count: length - position)
                    oracle.check([text: text])
                    oracle.check(text + text)
                }
            }
            oracle.check(String(repeating: "x", count: length))
        }
    }

    /// Integers are written eight digits at a time, then two: every digit count, and the
    /// boundaries where the number of eight-digit groups changes.
    @Test func integersOfEveryLength() {
        var values: [UInt64] = [0]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            values += [power - 1, power, power + 1, power / 10 * 7 + 3]
        }
        values += [UInt64.max, UInt64.max - 1, 100_000_000_000_000_000, 10_000_000_100_000_001]
        oracle.check(values)
        oracle.check(values.map { Int64(truncatingIfNeeded: $0) })
        oracle.check(values.map { -Int64(truncatingIfNeeded: $0 / 2) })
    }

    @Test func unicodeIsWrittenRaw() {
        oracle.check("é😀🇫🇷 ελληνικά 日本語 \u{FEFF}\u{10FFFF}")
        oracle.check(["ключ": "значение", "🔑": "🔒"])
    }

    @Test func emptyAndNestedCollections() {
        oracle.check([Int]())
        oracle.check([String: Int]())
        oracle.check([[Int]]())
        oracle.check([[[Int]]]([[[]], [[1, 2], []]]))
        oracle.check(["a": [String: [Int]](), "b": ["c": [Int]()]])
        oracle.check([1: "one", -2: "minus two", 30: "thirty"])
        oracle.check(["b": 1, "a": 2, "B": 3, "aa": 4, "": 5, "a\u{0}": 6, "a\"": 7, "a#": 8, "a\n": 9])
    }

    @Test func appendingIntoCallerBuffers() throws {
        let encoder = FastJSONEncoder()
        var bytes: [UInt8] = Array("prefix:".utf8)
        try encoder.encode(["a": 1], into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "prefix:{\"a\":1}")
        var data = Data("x".utf8)
        try encoder.encode([1, 2], into: &data)
        #expect(String(decoding: data, as: UTF8.self) == "x[1,2]")
        #expect(throws: EncodingError.self) { try encoder.encode([Double.nan], into: &bytes) }
        #expect(String(decoding: bytes, as: UTF8.self) == "prefix:{\"a\":1}")
    }
}
