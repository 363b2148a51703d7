import FastJSON
import Foundation
import Testing

/// JSON5 numbers into every numeric type, against Foundation: hexadecimal, `Infinity`, `NaN`, an
/// explicit `+`, leading and trailing points, and the range errors and non-integers among them.
@Suite struct JSON5NumberTests {
    static let texts = [
        "0x10", "-0x10", "+0x10", "0XfF", "0x7f", "0x80", "-0x80", "0xff", "0x100", "-0x0", "0x0", "0x00ff", "0x1e2",
        "0x7fffffffffffffff", "0x8000000000000000", "-0x8000000000000000",
        "0xffffffffffffffff", "0x10000000000000000", "0x20000000000000", "0x20000000000001", "0x1000000", "0x1000001",
        "Infinity", "-Infinity", "+Infinity", "NaN", "-NaN", "+NaN",
        ".5", "5.", "+5", "-.5", "+.5", "5.e2", ".5e1", "-5.", "+0", "-0", "-0.", "+.0", "1.5", "+1e400", "-.1e-400",
        "+9223372036854775808", "-9223372036854775808", "+255.", "1e2", "+1E+2",
        // A trailing point is a fraction to Foundation: near Int64.max its range check goes through
        // a Double, which rounds these to 2^63 (found by the json5 fuzz target).
        "9223372036854775807.", "9223372036854775547.", "+9223372036854775807.", "-9223372036854775808.",
        "9223372036854775000.", "9223372036854775547.e0",
    ]

    /// A value's description (telling `-0.0`, `-nan` and `nan` apart), or the error case and path.
    static func outcome<T: Decodable>(_ type: T.Type, _ text: String, foundation: Bool) -> String {
        let data = Data("[\(text)]".utf8)
        do {
            if foundation {
                let decoder = JSONDecoder()
                decoder.allowsJSON5 = true
                return "\(try decoder.decode([T].self, from: data))"
            }
            let decoder = FastJSONDecoder()
            decoder.allowsJSON5 = true
            return "\(try decoder.decode([T].self, from: data))"
        } catch {
            return "\(DecodeOutcome<Int>.summary(of: error as! DecodingError))"
        }
    }

    static func check<T: Decodable>(_ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation) {
        for text in texts {
            let fast = outcome(type, text, foundation: false)
            let foundation = outcome(type, text, foundation: true)
            #expect(fast == foundation, "\(T.self) from \(text)", sourceLocation: sourceLocation)
        }
    }

    @Test func signedIntegers() {
        Self.check(Int.self)
        Self.check(Int8.self)
        Self.check(Int16.self)
        Self.check(Int32.self)
        Self.check(Int64.self)
        Self.check(Int128.self)
    }

    @Test func unsignedIntegers() {
        Self.check(UInt.self)
        Self.check(UInt8.self)
        Self.check(UInt16.self)
        Self.check(UInt32.self)
        Self.check(UInt64.self)
        Self.check(UInt128.self)
    }

    @Test func floatingPoint() {
        Self.check(Double.self)
        Self.check(Float.self)
    }

    @Test func decimal() {
        Self.check(Decimal.self)
    }

    @Test func valuesAsExpected() throws {
        let decoder = FastJSONDecoder()
        decoder.allowsJSON5 = true
        let doubles = try decoder.decode([Double].self, from: Data("[0x1F, -Infinity, .5, 5., +1, -0x0]".utf8))
        #expect(doubles == [31, -.infinity, 0.5, 5, 1, 0])
        #expect(doubles[5].sign == .plus)
        let nan = try decoder.decode([Float].self, from: Data("[NaN, -NaN]".utf8))
        #expect(nan[0].isNaN && nan[0].sign == .plus && nan[1].isNaN && nan[1].sign == .minus)
        #expect(try decoder.decode(UInt128.self, from: Data("0x10000000000000000".utf8)) == UInt128(1) << 64)
    }

    @Test func negativeHexadecimalBeyondInt64() throws {
        // Foundation stops the program here (a failed precondition in its JSON5 number checks, for
        // Int); FastJSON throws its range error.
        let decoder = FastJSONDecoder()
        decoder.allowsJSON5 = true
        let data = Data("[-0x8000000000000001]".utf8)
        #expect(throws: DecodingError.self) { try decoder.decode([Int].self, from: data) }
        #expect(throws: DecodingError.self) { try decoder.decode([Double].self, from: data) }
        #expect(try decoder.decode([Int128].self, from: data) == [-0x8000000000000001])
    }

    @Test func invalidNumbersFailUpFront() {
        // Foundation checks these only when decoded as a number; FastJSON rejects the document.
        for text in ["0x", "0xg", "1e", "5.e", "00", "01", "Infinit", "Infinityx", "NaNa", "++1", "+-1", "1.2.3", ".", "-",
                     "0x1.5", "1e0x4", "1true"] {
            let decoder = FastJSONDecoder()
            decoder.allowsJSON5 = true
            do {
                _ = try decoder.decode([String].self, from: Data("[\(text)]".utf8))
                Issue.record("\(text) decoded")
            } catch DecodingError.dataCorrupted(let context) {
                // The caret is on the first byte that makes the number invalid, within its token.
                let error = context.underlyingError as? JSONError
                #expect(context.codingPath.isEmpty)
                #expect(error?.line == 1 && (2...(text.utf8.count + 2)).contains(error?.column ?? 0), "\(text): \(context)")
            } catch {
                Issue.record("\(text): \(error)")
            }
        }
    }
}
