import FastJSON
import Foundation
import Testing

/// Every primitive type against every interesting JSON scalar, through every way a value can be
/// read (top level, single-value, keyed and unkeyed containers, concrete and generic overloads,
/// `decodeIfPresent`, arrays, dictionaries, optionals): FastJSON must give Foundation's value or
/// Foundation's error case, path and type.
@Suite struct PrimitiveDecodingTests {
    static let types: [any PrimitiveValue.Type] = [
        Bool.self, String.self, Double.self, Float.self,
        Int.self, Int8.self, Int16.self, Int32.self, Int64.self, Int128.self,
        UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self, UInt128.self,
    ]

    /// Integer bounds of every width and one past them.
    static let integerBounds: [String] = {
        func bounds<T: FixedWidthInteger>(_ type: T.Type) -> [String] {
            let max = String(T.max), min = String(T.min)
            let pastMax = String(Int256Text.increment(max))
            let pastMin = T.isSigned ? "-" + Int256Text.increment(String(min.dropFirst())) : "-1"
            return [max, min, pastMax, pastMin]
        }
        return bounds(Int8.self) + bounds(Int16.self) + bounds(Int32.self) + bounds(Int64.self) + bounds(Int128.self)
            + bounds(UInt8.self) + bounds(UInt16.self) + bounds(UInt32.self) + bounds(UInt64.self) + bounds(UInt128.self)
            + ["0", "-0", "1", "-1", "42", "1000000", "340282366920938463463374607431768211456000"]
    }()

    /// Integral text that is not a plain integer, and non-integral numbers.
    static let integralNumbers: [String] = [
        "100.0", "1e2", "1E2", "1e+2", "1E-0", "-12.0", "1.5", "1.2", "-1.5", "0.0", "-0.0", "-0", "0e-10",
        "12.5e1", "125e-1", "1250e-1", "2.5e-1", "9007199254740993", "9007199254740993.0", "9007199254740992.0",
        "9223372036854775807.0", "9223372036854775808.0", "-9223372036854775808.0", "1e19", "1e20",
        "1.8446744073709552e19", "18446744073709551615.0", "18446744073709551616.0", "1e38", "1.7e38",
        "127.0", "128.0", "-128.0", "-129.0", "255.0", "256.0", "32767.9", "1e-400", "-1e-400", "1e400",
        "-1e400", "1e-5", "123456789.000000001", "170141183460469231731687303715884105727.0",
    ]

    /// Floating-point edges: subnormals, extremes, overflow and underflow for Float and Double.
    static let floatEdges: [String] = [
        "2.2250738585072014e-308", "2.2250738585072011e-308", "4.9e-324", "5e-324", "2.4703282292062327e-324",
        "2.4703282292062328e-324", "1e-323", "1.7976931348623157e308", "1.7976931348623158e308",
        "1.7976931348623159e308", "-1.7976931348623157e308", "3.4028235e38", "3.4028235677973366e38",
        "3.4028236e38", "3.5e38", "1.17549435e-38", "1.4e-45", "1e-45", "7e-46", "1e-46", "7.45673334164903e-115",
        "0.1", "-0.1", "3.141592653589793", "1e22", "1e23", "0.30000000000000004", "123456789012345678901234567890",
    ]

    static let others: [String] = [
        "true", "false", "null", "\"\"", "\"1\"", "\"true\"", "\"null\"", "\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"",
        "\"\\u00e9\\u0000x\"", "\"\\ud834\\udd1e\"", "\"😀é\u{2028}\"", "\"Infinity\"", "\"NaN\"", "\"1.5\"",
        "[]", "{}", "[1]", "{\"v\":1}", "[null]",
    ]

    static let allScalars = integerBounds + integralNumbers + floatEdges + others

    @Test(arguments: allScalars)
    func everyTypeEveryShape(json: String) {
        for type in Self.types {
            checkShapes(type, json)
        }
    }

    /// One value read every way: the same scalar at the top level, in `{"v": …}` and in `[…]`.
    private func checkShapes<T: PrimitiveValue>(_ type: T.Type, _ json: String) {
        let keyed = "{\"v\":\(json)}", array = "[\(json)]", pair = "[1,\(json)]"
        let ifPresent = DecodeOptions(userInfo: [.useDecodeIfPresent: true])
        DecodingOracle.check(T.self, json)
        DecodingOracle.check(T?.self, json)
        DecodingOracle.check(SingleConcrete<T>.self, json)
        DecodingOracle.check(KeyedConcrete<T>.self, keyed)
        DecodingOracle.check(KeyedConcreteIfPresent<T>.self, keyed)
        DecodingOracle.check(KeyedGeneric<T>.self, keyed)
        DecodingOracle.check([String: T].self, keyed)
        DecodingOracle.check([String: T?].self, keyed)
        DecodingOracle.check([T].self, array)
        DecodingOracle.check([T].self, pair)
        DecodingOracle.check([T?].self, pair)
        DecodingOracle.check([[T]].self, "[[],[\(json)]]")
        DecodingOracle.check(UnkeyedConcrete<T>.self, array)
        DecodingOracle.check(UnkeyedConcrete<T>.self, pair)
        DecodingOracle.check(UnkeyedConcrete<T>.self, pair, ifPresent)
    }

    /// `-0` keeps its sign, and extreme values come back bit for bit (Equatable would call -0 and
    /// 0 equal); the zeros with exponents are ones Foundation reads.
    @Test(arguments: ["-0", "-0.0", "-0e5", "0e10", "0.0e5", "0E+3", "0e-5", "0",
                      "2.2250738585072014e-308", "1.7976931348623157e308", "7.45673334164903e-115",
                      "4.9406564584124654e-324", "1.401298464324817e-45", "1.1754943508222875e-38",
                      "3.4028234663852886e38", "2.5e-1"])
    func floatBitPatterns(json: String) throws {
        let foundationDouble = try JSONDecoder().decode([Double].self, from: Data("[\(json)]".utf8))
        let fastDouble = try FastJSONDecoder().decode([Double].self, from: Data("[\(json)]".utf8))
        #expect(fastDouble.map(\.bitPattern) == foundationDouble.map(\.bitPattern))
        let foundationFloat = Result { try JSONDecoder().decode(Float.self, from: Data(json.utf8)).bitPattern }
        let fastFloat = Result { try FastJSONDecoder().decode(Float.self, from: Data(json.utf8)).bitPattern }
        #expect((try? fastFloat.get()) == (try? foundationFloat.get()))
    }

    /// Zeros with an exponent that Foundation refuses as floating-point numbers, though RFC 8259
    /// allows them (Where FastJSON differs): FastJSON decodes zero with the literal's sign, and
    /// both decode 0 as an integer.
    @Test(arguments: ["0e5", "0E3", "0e1", "0.00e1", "0.000e2", "-0.0e2", "-0.00E9"])
    func zerosWithExponentsDecode(json: String) throws {
        let data = Data("[\(json)]".utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Double].self, from: data) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Float].self, from: data) }
        let sign: FloatingPointSign = json.hasPrefix("-") ? .minus : .plus
        #expect(try FastJSONDecoder().decode([Double].self, from: data).map(\.bitPattern) == [Double(sign: sign, exponent: 0, significand: 0).bitPattern])
        #expect(try FastJSONDecoder().decode([Float].self, from: data).map(\.bitPattern) == [Float(sign: sign, exponent: 0, significand: 0).bitPattern])
        #expect(try FastJSONDecoder().decode([Int].self, from: data) == JSONDecoder().decode([Int].self, from: data))
        #expect(try FastJSONDecoder().decode([Decimal].self, from: data) == JSONDecoder().decode([Decimal].self, from: data))
    }

    /// The round trips Foundation documents: the value's description decodes to the same bits.
    @Test func roundTripsOfExtremes() throws {
        let doubles: [Double] = [.greatestFiniteMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude,
                                 7.45673334164903e-115, -.greatestFiniteMagnitude, .pi, 0.1]
        for value in doubles {
            let json = Data("\(value)".utf8)
            #expect(try FastJSONDecoder().decode(Double.self, from: json).bitPattern == value.bitPattern)
            DecodingOracle.check(Double.self, json)
        }
        let floats: [Float] = [.greatestFiniteMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude, .pi, 0.1]
        for value in floats {
            let json = Data("\(value)".utf8)
            #expect(try FastJSONDecoder().decode(Float.self, from: json).bitPattern == value.bitPattern)
            DecodingOracle.check(Float.self, json)
        }
    }

    /// Strings: escapes, unicode escapes with surrogate pairs, raw non-ASCII, controls.
    @Test(arguments: [
        #""""#, #""plain""#, #""\"\\\/\b\f\n\r\t""#, #""\u0041\u00e9\u4e2d\ud83d\ude00""#, #""\u0000""#,
        "\"é中😀\u{7F}\u{2028}\u{2029}\"", #""a\u0000b""#, #""\uFFFF\uFFFE""#, #""\uDBFF\uDFFF""#,
        #""x\\u0041""#, "\"" + String(repeating: "long ", count: 200) + "\"", #""\u00E9""#,
        "\"e\u{301}\"", #""\ud834\udd1e tail""#,
    ])
    func strings(json: String) {
        DecodingOracle.check(String.self, json)
        DecodingOracle.check([String].self, "[\(json),\(json)]")
        DecodingOracle.check(KeyedConcrete<String>.self, "{\"v\":\(json)}")
        DecodingOracle.check([String: String].self, "{\(json):\(json)}")
    }

    /// Foundation's messages for type mismatches and nulls, which FastJSON copies word for word.
    @Test(arguments: ["1", "1.5", "\"s\"", "true", "null", "[]", "{}"])
    func mismatchMessagesAreFoundations(json: String) {
        for type in Self.types {
            checkMessage(type, json)
        }
    }

    private func checkMessage<T: PrimitiveValue>(_ type: T.Type, _ json: String) {
        for document in ["{\"v\":\(json)}"] {
            let (fast, foundation) = DecodingOracle.check(KeyedConcrete<T>.self, document)
            if let expected = foundation.error, let actual = fast.error,
               ["typeMismatch", "valueNotFound"].contains(expected.kind) {
                #expect(actual.message == expected.message, "\(T.self) from \(document)")
            }
        }
    }
}

/// Decimal text arithmetic for "one past" a bound that no fixed-width type holds.
enum Int256Text {
    static func increment(_ digits: String) -> String {
        var bytes = Array(digits.utf8)
        var index = bytes.count - 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "9") {
                bytes[index] = UInt8(ascii: "0")
                index -= 1
            } else {
                bytes[index] += 1
                return String(decoding: bytes, as: UTF8.self)
            }
        }
        return "1" + String(decoding: bytes, as: UTF8.self)
    }
}
