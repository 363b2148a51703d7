import CorpusModels
import Foundation
import Testing

@_spi(Benchmarking) @testable import FastJSON

/// `FloatParser` must agree bit for bit with the C library (`strtod`/`strtof`, C locale) on every
/// input, including the ones that defeat its fast tiers.
@Suite struct FloatParsingTests {
    // MARK: - Hard cases

    static let hardCases: [String] = [
        // Zeros and signs.
        "0", "-0", "0.0", "-0.0", "0e-10", "0e10", "-0e+400", "0.000000e99999999999999999999",
        "0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        // Integers around 2^53 and 2^64; 9007199254740993 = 2^53 + 1 is halfway and rounds to even.
        "9007199254740992", "9007199254740993", "9007199254740994", "9007199254740995",
        "18446744073709551615", "18446744073709551616", "18446744073709551617",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "10000000000000000000", "99999999999999999999", "123456789012345678901234567890",
        // Clinger's fast path edges.
        "1e22", "1e23", "1e-22", "1e-23", "9007199254740993e-22", "9007199254740992e22",
        "16777216", "16777217", "16777217e10", "1e10", "1e11", "1e-10", "1e-11",
        // Around the smallest normal and the subnormals.
        "2.2250738585072011e-308", "2.2250738585072012e-308", "2.2250738585072013e-308",
        "2.2250738585072014e-308", "2.225073858507201136057409796709131975934819546351645648e-308",
        "4.9e-324", "5e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
        "2.47032822920623272088e-324", "2.470328229206232720882e-324", "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324",
        "1e-400", "-1e-400", "1e-324", "3e-324", "1e-320", "4.940656458412465441765687928682213723651e-324",
        "7.45673334164903e-115", "1e-307", "1e-308", "1e-309", "1e-310",
        // Around the largest finite value.
        "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
        "-1.7976931348623159e308", "1.797693134862315708145274237317043567981e308",
        "1.797693134862315807937289714053034150799e308", "1e308", "1e309", "1e400", "-1e400",
        "1e99999999999999999999999999999999", "-1e-99999999999999999999999999999999",
        // Float's edges.
        "3.4028235e38", "3.4028235677973366e38", "3.40282356779733661637539395458142568448e38",
        "3.4028236e38", "1.17549435e-38", "1.1754942e-38", "1.4e-45", "7e-46", "7.006492321624085e-46",
        "7.006492321624086e-46", "1e-46", "1e39", "1.00000017881393432617187499",
        "1.000000178813934326171875", "1.00000017881393432617187501", "7.038531e-26",
        "8.589973e9", "16777217.0", "33554435", "4.2949673e9",
        // Ordinary values and famous troublemakers.
        "0.1", "0.2", "0.3", "1.1", "3.141592653589793", "2.718281828459045", "-65.613616999999977",
        "123.456", "1.5", "2.5", "1e0", "1E+2", "1e-0", "100.0", "0.30000000000000004",
        "9.109383701528e-31", "6.02214076e23", "1.448997445238699", "2.2250738585072014e-308",
        "8.98846567431158e307", "4.35679e-306", "1.234567890123456789012345678901234567890e-200",
        "0.000000000000000000000000000000000000000000000000000000000000000001234567890123456789012",
        "12345678901234567.890123", "1234567890123456789", "12345678901234567890",
        "0.1000000000000000055511151231257827021181583404541015625",
        "0.1000000000000000055511151231257827021181583404541015624",
        "0.1000000000000000055511151231257827021181583404541015626",
        "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791.9999999999999999999999999999999999999999999999999999999999999999999999",
        "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792",
    ]

    @Test func hardCasesMatchTheCLibrary() {
        var mismatches = Mismatches()
        for text in Self.hardCases {
            mismatches.check(text)
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func documentedValues() {
        #expect(parseDouble("1.7976931348623157e308") == .greatestFiniteMagnitude)
        #expect(parseDouble("1.7976931348623158e308") == .greatestFiniteMagnitude)
        #expect(parseDouble("1.7976931348623159e308") == .infinity)
        #expect(parseDouble("-1e400") == -.infinity)
        #expect(parseDouble("2.2250738585072014e-308") == .leastNormalMagnitude)
        #expect(parseDouble("\(Double.leastNormalMagnitude)") == .leastNormalMagnitude)
        #expect(parseDouble("4.9e-324") == .leastNonzeroMagnitude)
        #expect(parseDouble("2.4703282292062327e-324") == 0)
        #expect(parseDouble("2.4703282292062328e-324") == .leastNonzeroMagnitude)
        #expect(parseDouble("9007199254740993") == 9_007_199_254_740_992)
        #expect(parseDouble("7.45673334164903e-115") == 7.45673334164903e-115)
        #expect(parseDouble("-0").bitPattern == (-0.0 as Double).bitPattern)
        #expect(parseDouble("1e-400").bitPattern == 0)
        #expect(parseFloat("3.4028235e38") == .greatestFiniteMagnitude)
        #expect(parseFloat("1e39") == .infinity)
        #expect(parseFloat("-0").bitPattern == (-0.0 as Float).bitPattern)
        #expect(parseFloat("\(Float.leastNormalMagnitude)") == .leastNormalMagnitude)
    }

    /// Numbers far outside any exponent range or thousands of digits long must neither crash nor
    /// overflow, and still round correctly.
    @Test func extremeLengthsAndExponents() {
        let manyDigits = "1" + String(repeating: "2345678901", count: 80)  // 801 digits
        let zeros = String(repeating: "0", count: 5000)
        let cases = [
            manyDigits, "0." + manyDigits, manyDigits + "e-1100", "-" + manyDigits + "e-600",
            "1" + zeros, "1" + zeros + "e-5000", "1" + zeros + "e-5308", "1" + zeros + "e-5309",
            "0." + zeros + "1e5001", "0." + zeros + "1e4690", "0." + zeros + "1e4000",
            "0." + zeros + "17976931348623158e5309", "0." + zeros + "24703282292062328e4677",
            "1." + zeros + "1", "9007199254740993." + zeros + "1", "9007199254740993." + zeros,
            "1e" + String(repeating: "9", count: 1000), "1e-" + String(repeating: "9", count: 1000),
            "0." + zeros + "1e" + String(repeating: "9", count: 30), "0e" + String(repeating: "9", count: 30),
            "123456789012345678901234567890e-" + String(repeating: "9", count: 25),
            "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125001e-324",
        ]
        var mismatches = Mismatches()
        for text in cases {
            mismatches.check(text)
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// Text outside the grammar is the caller's bug, but it must not crash or read out of bounds.
    @Test func malformedTextDoesNotCrash() {
        for text in ["", "-", ".", "e", "1e", "1e+", "1.", "-.", "--1", "1x", "1.e5", "0.5e", "\u{0}"] {
            _ = parseDouble(text)
            _ = parseFloat(text)
        }
    }

    // MARK: - Corpus

    @Test(arguments: ["canada.json", "citm_catalog.json", "twitter.json"])
    func everyNumberInTheCorpus(_ name: String) throws {
        let numbers = Self.numberTokens(in: try TestResources.corpusFile(name))
        #expect(numbers.count > 100)
        var mismatches = Mismatches()
        for text in numbers {
            mismatches.check(text)
        }
        #expect(mismatches.isEmpty, "\(name): \(mismatches)")
    }

    /// The benchmarks' entry point reads each range it is given; strings, escaped quotes and all,
    /// hold none.
    @Test func benchmarkHookParsesEachRange() {
        let bytes = Array(#"[1.5,-2e3,{"a":"7","b\"":0.1},12345678901234567890]"#.utf8)
        let ranges = numberRanges(in: bytes)
        #expect(ranges.map { String(decoding: bytes[$0], as: UTF8.self) } == ["1.5", "-2e3", "0.1", "12345678901234567890"])
        let sum = bytes.withUnsafeBytes { BenchmarkHooks.parseDoubles($0, numbers: ranges) }
        #expect(sum == 1.5 + -2e3 + 0.1 + 12345678901234567890.0)
    }

    /// The number tokens of a corpus document.
    static func numberTokens(in data: Data) -> [String] {
        let bytes = [UInt8](data)
        return numberRanges(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    // MARK: - Random values

    /// Random bit patterns cover every binade, subnormals included, printed the ways JSON writers
    /// print them: shortest round trip, 17 digits, and more digits than a `Double` holds.
    @Test func randomDoubles() {
        var generator = SplitMix64(seed: 0x5EED_F10A7)
        var mismatches = Mismatches()
        for _ in 0..<150_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            mismatches.check(value.description)
            mismatches.check(cFormat("%.16e", value))
            mismatches.check(cFormat("%.19e", value))
            mismatches.check(cFormat("%.24e", value))
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func randomFloats() {
        var generator = SplitMix64(seed: 0xF10A7)
        var mismatches = Mismatches()
        for _ in 0..<100_000 {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: generator.next()))
            guard value.isFinite else { continue }
            mismatches.check(value.description)
            mismatches.check(cFormat("%.8e", Double(value)))
            mismatches.check(cFormat("%.11e", Double(value)))
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// Random digit strings of every length up to 25 with exponents across (and past) the whole
    /// range: these reach the truncated-significand checks that printed doubles rarely do.
    @Test func randomDecimalText() {
        var generator = SplitMix64(seed: 0xDEC1_4A1)
        var mismatches = Mismatches()
        for _ in 0..<200_000 {
            mismatches.check(Self.randomNumberText(using: &generator))
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    static func randomNumberText(using generator: inout SplitMix64) -> String {
        var text = generator.next() & 1 == 0 ? "" : "-"
        let digitCount = Int.random(in: 1...25, using: &generator)
        var digits = String(Int.random(in: 1...9, using: &generator))
        for _ in 1..<digitCount {
            digits.append(String(Int.random(in: 0...9, using: &generator)))
        }
        let point = Int.random(in: 0...digitCount, using: &generator)
        if point == 0 {
            text += "0." + digits
        } else if point == digitCount {
            text += digits
        } else {
            text += digits.prefix(point) + "." + digits.dropFirst(point)
        }
        if generator.next() & 3 != 0 {
            text += "e\(Int.random(in: -360...330, using: &generator))"
        }
        return text
    }

    /// Exact midpoints between adjacent `Float`s (exact in a `Double`, printed exactly), and the
    /// nearest decimals on either side: the cases where rounding via `Double` or a sloppy tie rule
    /// gives the wrong answer, and where the parser must fall back.
    @Test func floatHalfwayCases() {
        var generator = SplitMix64(seed: 0x4A1F)
        var mismatches = Mismatches()
        for _ in 0..<10_000 {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: generator.next()) & 0x7FFF_FFFF)
            guard value.isFinite, value.nextUp.isFinite else { continue }
            let midpoint = (Double(value) + Double(value.nextUp)) / 2
            let exact = cFormat("%.160e", midpoint)
            mismatches.check(exact)
            mismatches.check(Self.nudgedUp(exact))
            mismatches.check(cFormat("%.30e", midpoint.nextDown))
            mismatches.check(cFormat("%.30e", midpoint.nextUp))
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    #if arch(x86_64)
    /// Exact midpoints between adjacent `Double`s, computed in `Float80` and printed exactly (up to
    /// 767 significant digits), and the same just above and below.
    @Test func doubleHalfwayCases() {
        var generator = SplitMix64(seed: 0x4A1F_D0)
        var mismatches = Mismatches()
        for _ in 0..<5_000 {
            let value = Double(bitPattern: generator.next() & 0x7FFF_FFFF_FFFF_FFFF)
            guard value.isFinite, value.nextUp.isFinite else { continue }
            let midpoint = (Float80(value) + Float80(value.nextUp)) / 2
            let exact = cFormat("%.780Le", midpoint)
            mismatches.check(exact)
            mismatches.check(Self.nudgedUp(exact))
            mismatches.check(cFormat("%.25Le", midpoint.nextDown))
            mismatches.check(cFormat("%.25Le", midpoint.nextUp))
        }
        // Halfway integers below 2^64, short enough for the Eisel-Lemire tie rule (no fallback).
        for _ in 0..<20_000 {
            let bits = Int.random(in: 54...63, using: &generator)
            let halfUlp = UInt64(1) << (bits - 54)
            let base = (UInt64(1) << (bits - 1)) | (generator.next() & ((UInt64(1) << (bits - 1)) - 1))
            let halfway = (base & ~(2 * halfUlp - 1)) | halfUlp
            mismatches.check(String(halfway))
            mismatches.check(String(halfway) + "e-3")
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
    #endif

    /// `text` (digits, then an exponent) with a 1 appended to its digits: just above it.
    static func nudgedUp(_ text: String) -> String {
        guard let e = text.firstIndex(of: "e") else { return text + "1" }
        return text[..<e] + "1" + text[e...]
    }

    // MARK: - Foundation

    /// Foundation's JSONDecoder rounds `Float` directly from the text, like `strtof`, not through
    /// `Double`; `parseFloat` must do the same. This input is 0x3f800001 rounded once, 0x3f800002
    /// rounded through `Double` (which lands exactly halfway, then ties to even upward).
    @Test func floatMatchesFoundationJSONDecoderWithoutDoubleRounding() throws {
        struct Box: Decodable { let value: Float }
        for text in ["1.00000017881393432617187499", "7.038531e-26", "3.4028235677973366e38"] {
            let data = Data("{\"value\": \(text)}".utf8)
            let foundation = try JSONDecoder().decode(Box.self, from: data).value
            #expect(parseFloat(text).bitPattern == foundation.bitPattern, "\(text)")
            #expect(parseFloat(text).bitPattern == strtof(text, nil).bitPattern, "\(text)")
        }
        #expect(parseFloat("1.00000017881393432617187499").bitPattern == 0x3F80_0001)
        #expect(Float(strtod("1.00000017881393432617187499", nil)).bitPattern == 0x3F80_0002)
    }
}

// MARK: - Helpers

private func parseDouble(_ text: String) -> Double {
    var text = text
    return text.withUTF8 { FloatParser.parseDouble(UnsafeRawBufferPointer($0)) }
}

private func parseFloat(_ text: String) -> Float {
    var text = text
    return text.withUTF8 { FloatParser.parseFloat(UnsafeRawBufferPointer($0)) }
}

/// Collects the first few disagreements with `strtod`/`strtof`, so a broken parser reports examples
/// instead of a million failed expectations.
private struct Mismatches: CustomStringConvertible {
    private(set) var count = 0
    private var examples: [String] = []

    var isEmpty: Bool { count == 0 }

    mutating func check(_ text: String) {
        let expectedDouble = strtod(text, nil)
        let actualDouble = parseDouble(text)
        if actualDouble.bitPattern != expectedDouble.bitPattern {
            record("Double \(text.prefix(120)): got \(actualDouble), strtod \(expectedDouble)")
        }
        let expectedFloat = strtof(text, nil)
        let actualFloat = parseFloat(text)
        if actualFloat.bitPattern != expectedFloat.bitPattern {
            record("Float \(text.prefix(120)): got \(actualFloat), strtof \(expectedFloat)")
        }
    }

    private mutating func record(_ message: String) {
        count += 1
        if examples.count < 20 {
            examples.append(message)
        }
    }

    var description: String {
        "\(count) mismatches:\n" + examples.joined(separator: "\n")
    }
}

/// `vsnprintf` into a string; glibc prints the exact decimal expansion when asked for enough digits.
private func cFormat(_ format: String, _ arguments: any CVarArg...) -> String {
    var buffer = [UInt8](repeating: 0, count: 1024)
    let length = buffer.withUnsafeMutableBytes { raw in
        withVaList(arguments) { vsnprintf(raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count, format, $0) }
    }
    return String(decoding: buffer.prefix(Int(max(0, min(length, 1023)))), as: UTF8.self)
}
