import Foundation

/// A JSON number, kept as its text so that no value is lost: integers past `Int64` and `UInt64`
/// and decimals with more digits than a `Double` holds stay exact.
///
/// Two numbers are equal when their values are, however they are spelled: `1`, `1.0` and `10e-1`
/// are one number, as `JSONSerialization`'s `NSNumber`s are.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number as JSON writes it; always valid JSON number text.
    public let text: String

    /// The number `text` spells, or nil when it is not a JSON number (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`).
    public init?(_ text: String) {
        var text = text
        guard text.withUTF8({ NumberGrammar.isJSONNumber(UnsafeRawBufferPointer($0)) }) else { return nil }
        self.text = text
    }

    /// Text the tokenizer already checked.
    init(checkedText text: String) {
        assert(JSONNumber(text) != nil, "a JSONNumber made from text that is not a JSON number")
        self.text = text
    }

    /// The integer `value`.
    public init(_ value: Int) { text = String(value) }
    /// The integer `value`.
    public init(_ value: Int64) { text = String(value) }
    /// The integer `value`.
    public init(_ value: UInt64) { text = String(value) }

    /// The number a finite `Double` holds, spelled as the shortest text that reads back as it;
    /// nil for infinities and NaN, which JSON cannot write.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        // Swift's shortest round-trip spelling is JSON number text for every finite value.
        text = value.description
    }

    /// The number a `Decimal` holds; nil for NaN.
    public init?(_ value: Decimal) {
        guard !value.isNaN else { return nil }
        self.init(value.description)
    }

    public var description: String { text }

    /// Whether the text has no fraction and no exponent: `12`, not `12.0` or `1.2e1`.
    public var isInteger: Bool { !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") } }

    /// The value as an `Int64`, when it is an integer in its range (`1.0` and `1e2` are).
    public var int64Value: Int64? { withText { IntegerParsing.parse($0, as: Int64.self) ?? IntegerParsing.parseIntegralNumber($0, as: Int64.self) } }

    /// The value as a `UInt64`, when it is an integer in its range.
    public var uint64Value: UInt64? { withText { IntegerParsing.parse($0, as: UInt64.self) ?? IntegerParsing.parseIntegralNumber($0, as: UInt64.self) } }

    /// The nearest `Double`: infinite past its range, as `Double(_: String)` reads it.
    public var doubleValue: Double { withText { Double.parse($0) } }

    /// The value as Foundation's `JSONDecoder` reads a `Decimal` (rounded to its 38 digits), when
    /// it is in its range.
    public var decimalValue: Decimal? {
        guard let decimal = Decimal(string: text, locale: IntegerParsing.posixLocale), decimal.isFinite else { return nil }
        return decimal
    }

    private func withText<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        var text = text
        return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.text == rhs.text || CanonicalNumber(lhs.text) == CanonicalNumber(rhs.text)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(CanonicalNumber(text))
    }

    /// How coders that only know Swift's number types (`encode(to:)` and `init(from:)` with any
    /// coder) carry this number: an integer type or a `Double` when one holds it exactly, else a
    /// `Decimal`, rounded to its 38 digits as `JSONDecoder` and `JSONSerialization` read such a
    /// number; nil past `Decimal`'s range.
    enum Carrier {
        case int64(Int64), uint64(UInt64), double(Double), decimal(Decimal)
    }

    var carrier: Carrier? {
        if isInteger {
            if let value = int64Value { return .int64(value) }
            if let value = uint64Value { return .uint64(value) }
        } else {
            let double = doubleValue
            if double.isFinite, CanonicalNumber(double.description) == CanonicalNumber(text) { return .double(double) }
        }
        return decimalValue.map { .decimal($0) }
    }
}

/// A number's value as sign, significant digits and exponent, so that spellings of one value
/// compare equal: `-0` is `0`, and `1.50e1` is `15`. A number whose exponent has more than
/// `largestExponent` is compared by its text, as no use needs such spellings to be equal.
struct CanonicalNumber: Hashable {
    private var isNegative = false
    /// The digits without leading or trailing zeros; empty for zero.
    private var digits: [UInt8] = []
    /// The power of ten of the digit after the last one in `digits`.
    private var exponent = 0
    /// The text of a number whose exponent is past `largestExponent`.
    private var hugeExponentText: String?

    private static let largestExponent = 1 << 40

    init(_ text: String) {
        var integerDigits: [UInt8] = []
        var fractionDigits: [UInt8] = []
        var exponentValue = 0
        var exponentIsNegative = false
        var part = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-") where part == 0: isNegative = true
            case UInt8(ascii: "-"): exponentIsNegative = true
            case UInt8(ascii: "+"): break
            case UInt8(ascii: "."): part = 1
            case UInt8(ascii: "e"), UInt8(ascii: "E"): part = 2
            default:
                let digit = byte &- UInt8(ascii: "0")
                switch part {
                case 0: integerDigits.append(digit)
                case 1: fractionDigits.append(digit)
                default: exponentValue = min(exponentValue &* 10 &+ Int(digit), Self.largestExponent)
                }
            }
        }
        var all = integerDigits + fractionDigits
        let firstNonZero = all.firstIndex { $0 != 0 } ?? all.count
        all.removeFirst(firstNonZero)
        // Zero is zero whatever its exponent.
        guard exponentValue < Self.largestExponent || all.isEmpty else {
            hugeExponentText = text
            isNegative = false
            return
        }
        var power = (exponentIsNegative ? -exponentValue : exponentValue) - fractionDigits.count
        while let last = all.last, last == 0 {
            all.removeLast()
            power += 1
        }
        digits = all
        exponent = digits.isEmpty ? 0 : power
        if digits.isEmpty { isNegative = false }
    }
}
