import Foundation

/// Bugs the fuzzers found that are still open (see Tests/FastJSONTests/Hardening/FuzzFindingTests.swift,
/// which keeps each as a `withKnownIssue` test). The targets skip the one check such an input breaks,
/// so that a run goes on to find new problems; `FUZZ_STRICT=1` turns this off, to check a fix.
public enum KnownIssues {
    public static let enabled = ProcessInfo.processInfo.environment["FUZZ_STRICT"] != "1"

    /// K1: a complete top-level value followed by an unterminated string (`{}"`, `1 "abc`) is
    /// accepted; yajl's `yajl_complete_parse` ignores a string token still open after the value.
    public static func trailingUnterminatedString(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard enabled, let end = StrictJSON.endOfFirstValue(bytes) else { return false }
        var index = end
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return false
            default: index += 1
            }
        }
        return true
    }

    /// K2: number text with a fraction or an exponent whose value is 2^53 or more decodes into an
    /// integer type without its trailing zeros (`1e16` → 1, `1.5e18` → 15): IntegerParsing's
    /// truncatedDecimalValue counts `digits.count` integer digits when the scale is positive.
    public static func largeIntegralNumberWithExponent(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard enabled else { return false }
        var index = 0
        while index < bytes.count {
            let isNumberByte = { (byte: UInt8) in
                (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            }
            guard isNumberByte(bytes[index]) else { index += 1; continue }
            let start = index
            while index < bytes.count, isNumberByte(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }),
               let value = Double(text), value.magnitude >= 0x1p53 {
                return true
            }
        }
        return false
    }
}
