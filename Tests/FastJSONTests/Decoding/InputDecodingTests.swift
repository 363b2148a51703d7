import FastJSON
import Foundation
import Testing

/// The bytes a decode may be handed: every Unicode encoding Foundation detects, byte-order marks,
/// `Data` slices, fragments and whitespace, and the nesting limit.
@Suite struct InputDecodingTests {
    static let documents = [
        #"{"a":[1,2.5,"x\u00e9\ud83d\ude00",true,null],"b":{"c":"é😀中"}}"#, "[]", "{}", "1", "\"s\"", "\"é\"", "[\"\"]",
        "null", "true", " [ 1 , 2 ] ", "\"\\u0000\"", "-0.5e-3", "\"😀\"", "[\"a\",{\"😀\":[]}]", "12", "1",
    ]

    enum Encoding: String, CaseIterable, Sendable {
        case utf8, utf16LE, utf16BE, utf32LE, utf32BE
        var bom: [UInt8] {
            switch self {
            case .utf8: [0xEF, 0xBB, 0xBF]
            case .utf16LE: [0xFF, 0xFE]
            case .utf16BE: [0xFE, 0xFF]
            case .utf32LE: [0xFF, 0xFE, 0x00, 0x00]
            case .utf32BE: [0x00, 0x00, 0xFE, 0xFF]
            }
        }
        func encode(_ text: String) -> [UInt8] {
            switch self {
            case .utf8: return Array(text.utf8)
            case .utf16LE: return text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            case .utf16BE: return text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            case .utf32LE: return text.unicodeScalars.flatMap { s in (0..<4).map { UInt8((s.value >> (8 * $0)) & 0xFF) } }
            case .utf32BE: return text.unicodeScalars.flatMap { s in (0..<4).reversed().map { UInt8((s.value >> (8 * $0)) & 0xFF) } }
            }
        }
    }

    @Test(arguments: Encoding.allCases)
    func encodingsWithAndWithoutBOM(encoding: Encoding) {
        for json in Self.documents {
            let bytes = encoding.encode(json)
            // UTF-32LE after its mark is a documented difference (`utf32LittleEndianAfterItsMark`).
            let checksMark = encoding != .utf32LE
            for data in checksMark ? [bytes, encoding.bom + bytes] : [bytes] {
                DecodingOracle.check(Loose.self, Data(data), DecodeOptions(), "\(encoding)")
                DecodingOracle.check(Loose?.self, Data(data), DecodeOptions(), "\(encoding)")
            }
            // A BOM for another encoding, and a truncated last code unit.
            for other in Encoding.allCases where other != encoding {
                DecodingOracle.check(Loose.self, Data(other.bom + bytes), DecodeOptions(), "\(encoding) with \(other) BOM")
            }
            if bytes.count > 1 {
                DecodingOracle.check(Loose.self, Data(bytes.dropLast()), DecodeOptions(), "\(encoding) truncated")
                if checksMark {
                    DecodingOracle.check(Loose.self, Data(encoding.bom + bytes.dropLast()), DecodeOptions(), "\(encoding) BOM truncated")
                }
            }
        }
        DecodingOracle.check(Loose.self, Data(encoding.bom), DecodeOptions(), "\(encoding) BOM only")
        if encoding != .utf32LE {
            DecodingOracle.check(Loose.self, Data(encoding.bom + encoding.bom + encoding.encode("1")), DecodeOptions(), "\(encoding) two BOMs")
        }
    }

    /// Lone surrogates and invalid code units in UTF-16 and UTF-32 input.
    @Test func invalidWideInput() {
        let cases: [[UInt8]] = [
            [0x22, 0x00, 0x00, 0xD8, 0x22, 0x00],                 // UTF-16LE "\u{D800}" raw
            [0x00, 0x22, 0xDC, 0x00, 0x00, 0x22],                 // UTF-16BE lone low surrogate
            [0xFF, 0xFE, 0x22, 0x00, 0x3D, 0xD8, 0x00, 0xDE, 0x22, 0x00], // UTF-16LE BOM + pair: valid
            [0x22, 0, 0, 0, 0x00, 0x00, 0x11, 0x00, 0x22, 0, 0, 0],   // UTF-32LE > U+10FFFF
            [0x22, 0, 0, 0, 0x00, 0xD8, 0x00, 0x00, 0x22, 0, 0, 0],   // UTF-32LE surrogate
            [0x31, 0x00], [0x00, 0x31], [0x31, 0, 0, 0], [0, 0, 0, 0x31], [0x31, 0x00, 0x32],
        ]
        for bytes in cases {
            DecodingOracle.check(Loose.self, Data(bytes))
        }
    }

    /// A `Data` slice is read within its own bounds only, wherever its indices start.
    @Test func dataSlices() {
        let whole = Data(#"x[1,"a",{"b":2}]y{"c":[3]}zz"#.utf8)
        let slices: [Range<Int>] = [1..<16, 16..<26, 1..<5, 0..<16, 1..<17, 16..<28, 2..<4, 3..<6]
        for range in slices {
            let slice = whole[range]
            DecodingOracle.check(Loose.self, slice, DecodeOptions(), "range \(range)")
            DecodingOracle.check(Loose.self, Data(slice), DecodeOptions(), "copy of range \(range)")
        }
        // A slice of UTF-16 data with a BOM in the middle of its base.
        let wide = Data([0x31, 0x00] + Encoding.utf16LE.bom + Encoding.utf16LE.encode("[7]") + [0x31, 0x00])
        DecodingOracle.check(Loose.self, wide[2..<(wide.count - 2)], DecodeOptions(), "utf16 slice")
        // Decoding from `[UInt8]` and an array slice gives what `Data` gives.
        let bytes = Array(whole)
        let fromSlice = DecodeOutcome<Loose>.capture { try FastJSONDecoder().decode(Loose.self, from: bytes[1..<16]) }
        let fromData = DecodeOutcome<Loose>.capture { try FastJSONDecoder().decode(Loose.self, from: whole[1..<16]) }
        #expect(fromSlice == fromData)
    }

    @Test(arguments: [
        "42", " 42 ", "\n\t\r 42\n", "\"str\"", " true", "false ", "null", " null ", "", " ", "\n", "1 2", "[] []",
        "[]x", "{}}", "42x", "\u{0}", "1\u{0}", "\u{0B}1", "\u{0C}1", "\u{A0}1", "\u{FEFF}1", "-", "--1", "1.", "\"\\u00\"",
        "\"abc", "[1", "{\"a\"", "{\"a\":", "nul", "tru", "True", "NaN", "Infinity", "-Infinity", "0x10", "+1", "01",
        "[1,]", "{\"a\":1,}", "[,1]", "/*c*/1", "1 //c",
    ])
    func fragmentsAndWhitespace(json: String) {
        DecodingOracle.check(Loose.self, json)
        DecodingOracle.check(Int?.self, json)
        DecodingOracle.check(String.self, json)
        DecodingOracle.check(Bool?.self, json)
        DecodingOracle.check(Empty.self, json)
    }

    /// 512 levels decode; 513 throw; arrays, objects and a mix.
    @Test(arguments: [256, 511, 512, 513, 600])
    func nestingLimit(depth: Int) {
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let objects = String(repeating: "{\"a\":", count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
        let mixed = (0..<depth).map { $0 % 2 == 0 ? "[" : "{\"k\":" }.joined() + "1"
            + (0..<depth).reversed().map { $0 % 2 == 0 ? "]" : "}" }.joined()
        for json in [arrays, objects, mixed] {
            // Loose's failed tries make Foundation quadratic in depth: seconds at 512 in debug.
            if depth <= 256 { DecodingOracle.check(Loose.self, json, DecodeOptions(), "depth \(depth)") }
            DecodingOracle.check(Nest.self, json, DecodeOptions(), "depth \(depth)")
            DecodingOracle.check(Empty.self, json, DecodeOptions(), "depth \(depth)")
            DecodingOracle.check([Empty].self, "[\(json)]", DecodeOptions(), "depth \(depth) + 1")
        }
    }

    /// Every JSONTestSuite file decoded as any JSON value: the same value or error, except for the
    /// invalid documents Foundation accepts or reports lazily (DecodingOracle.isIntendedStrictness).
    @Test func jsonTestSuite() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TestResources.jsonTestSuite.path).sorted()
        #expect(files.count > 250)
        for file in files {
            let data = try Data(contentsOf: TestResources.jsonTestSuite.appendingPathComponent(file))
            if file == "n_structure_100000_opening_arrays.json" || file == "i_structure_500_nested_arrays.json" {
                DecodingOracle.check(Empty.self, data, DecodeOptions(), file)
                continue
            }
            DecodingOracle.check(Loose.self, data, DecodeOptions(), file)
            DecodingOracle.check(Empty.self, data, DecodeOptions(), file)
        }
    }
}

/// Nested arrays and objects read level by level, ending in `1`, `[]` or `{}`.
struct Nest: Decodable, Equatable {
    var depth = 0
    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            while !array.isAtEnd { depth = max(depth, try array.decode(Nest.self).depth + 1) }
        } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
            for key in object.allKeys { depth = max(depth, try object.decode(Nest.self, forKey: key).depth + 1) }
        } else {
            _ = try decoder.singleValueContainer().decode(Int.self)
        }
    }
}
