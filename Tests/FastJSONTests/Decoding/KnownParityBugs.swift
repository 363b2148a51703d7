import Foundation

/// Parity bugs these tests found in FastJSON, each with the exact inputs it covers, so the tests
/// that hit them run under `withKnownIssue` until the bug is fixed (then Swift Testing reports the
/// known issue as missing and the wrapper comes out).
enum KnownParityBugs {
    /// Integral number text with an exponent past its fraction digits (`1e19`, `1.7e38`) into an
    /// integer type that holds the double value, beyond 2^53: FastJSON drops the exponent's
    /// trailing zeros (`1e19` into UInt64 is 1) or accepts what Foundation rejects.
    /// Suspect: `IntegerParsing.truncatedDecimalValue`, `integerDigits` when `scale > 0`.
    static let exponentInteger = "bug: integral text with exponent >= 2^53 into a wide integer decodes without the exponent's zeros"

    static func exponentInteger(_ json: String, as type: Any.Type) -> String? {
        guard let integer = type as? any FixedWidthInteger.Type else { return nil }
        return exponentIntegerApplies(json, integer) ? exponentInteger : nil
    }

    private static func exponentIntegerApplies<T: FixedWidthInteger>(_ json: String, _ type: T.Type) -> Bool {
        let text = json.lowercased()
        guard let e = text.firstIndex(of: "e"), let double = Double(text), double.magnitude >= 0x1p53,
              T(exactly: double) != nil, let exponent = Int(text[text.index(after: e)...].replacing("+", with: ""))
        else { return false }
        let mantissa = text[..<e]
        let fractionDigits = mantissa.firstIndex(of: ".").map { mantissa.distance(from: $0, to: mantissa.endIndex) - 1 } ?? 0
        return exponent > fractionDigits
    }

    /// `.iso8601` failing on a Date inside an array that FastJSON decodes on its direct array path: Foundation reports the decoder's path,
    /// which is the collection's own (`["v"]`); FastJSON reports the path of the `init(from:)`
    /// that asked for the collection (`[]`), one key short.
    /// Suspect: `DecoderImpl.unwrapDate` uses `codingPathNode` (the impl state's path), which
    /// `unwrapArray` (DecodableArray.swift) never points at the array (`[String: Date]` under a key
    /// strategy agrees with Foundation), unlike `Array.init(from:)` in Foundation.
    static let iso8601PathInCollections = "bug: iso8601 error path inside directly decoded arrays lacks the collection's key"
}
