import FastJSON
import Foundation
import FuzzCorpusModels
import FuzzSupport

/// Differential for JSON5: the same bytes decoded as a generic JSON value by FastJSON and by
/// Foundation, both with `allowsJSON5`, once as they are and once with `assumesTopLevelDictionary`.
///
/// - FastJSON gives a value: Foundation must give the same value (`NaN`, `-0.0` told apart).
/// - FastJSON gives `dataCorrupted`: Foundation must fail too, in any case (it checks numbers and
///   strings only when it reads them, so its generic value may end in a `typeMismatch`), unless
///   the input is not UTF-8, which FastJSON refuses anywhere (Foundation skips comments unread), or
///   has an exponent sign without digits (`6e-`, which Foundation reads as 6), or a raw control
///   character (Foundation refuses one in a string only when it reads that string).
/// - Any other error: the same case and coding path, but for the member met first in an object
///   with two bad members (Foundation's order is a `Dictionary`'s).
/// - UTF-16 and UTF-32 inputs: when both decoders give a value, the values must be equal.
/// - Foundation is not asked about inputs where it traps: brackets nested past 512, `0x` anywhere
///   (it stops on a negative hexadecimal number out of `Int64`'s range and on malformed ones such
///   as `0x0x1`; JSON5NumberTests compares hexadecimal with Foundation), and UTF-8 input that is
///   not well-formed (it stops on some malformed bytes in unquoted keys): FastJSON must say
///   dataCorrupted there.
///
/// - Nor about a number with a leading point (`.73729574407370`): as a generic value Foundation
///   may decode it as the integer 0, and with more than 18 digits after the point it traps when
///   asked for a `Double`; FastJSON gives the `Double` (JSON5NumberTests compares the rest). Nor about an exponent of two digits or more
///   (`6777776e7777777777`, and `1e42` when asked for a `Double`): Foundation's JSON5 number check
///   traps; nor about 19 digits or more in a number (the point between them
///   counting none), nor an exponent sign without
///   digits after a long mantissa, which trap the same check (see `mayTrapFoundation`).
/// - A number with a fraction that Foundation's JSON5 decoder gives as its integer part (see
///   `truncatesOnlyFractions`) is not a finding.
///
/// - FastJSON's `dataCorrupted` where Foundation gives a value is not a finding when FastJSON's
///   error lies in a value under a repeated key (`a: 1, b: 1, b: 218446Ce64073709`): Foundation
///   reads only the first value under a key and never checks the later ones (`RepeatedKeys`).
///   Anywhere else in such a document, every rule above still holds.
@main enum FuzzJSON5 {
    static let fast = [false, true].map { assumesTopLevelDictionary in
        let decoder = FastJSONDecoder()
        decoder.allowsJSON5 = true
        decoder.assumesTopLevelDictionary = assumesTopLevelDictionary
        return decoder
    }
    static let foundation = [false, true].map { assumesTopLevelDictionary in
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        decoder.assumesTopLevelDictionary = assumesTopLevelDictionary
        return decoder
    }

    static func main() {
        FuzzDriver.run { FuzzJSON5.testOneInput($0, $1) }
    }

    static func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = FuzzDriver.buffer(data, count)
        for (fast, foundation) in zip(fast, foundation) {
            check(bytes, fast, foundation)
        }
        return 0
    }

    static func check(_ bytes: UnsafeRawBufferPointer, _ fast: FastJSONDecoder, _ foundation: JSONDecoder) {
        let outcome = DecodeOutcome.capture { try fast.decode(ExactJSONValue.self, from: bytes) }
        if outcome.isNotADecodingError {
            FuzzDriver.fail("FastJSON threw \(outcome)", input: bytes)
        }
        guard !mayTrapFoundation(bytes) else { return }
        if InputEncodingProbe.utf8MarkLength(bytes) != nil && String(validating: bytes, as: UTF8.self) == nil {
            // Foundation traps on some malformed UTF-8 in unquoted keys (peekU32); FastJSON refuses
            // any input that is not UTF-8.
            if !outcome.isDataCorrupted { FuzzDriver.fail("invalid UTF-8: FastJSON gave \(outcome)", input: bytes) }
            return
        }
        let expected = DecodeOutcome.capture { try foundation.decode(ExactJSONValue.self, from: Data(bytes)) }
        guard InputEncodingProbe.utf8MarkLength(bytes) != nil else {
            if let value = outcome.value, let other = expected.value, value != other {
                FuzzDriver.fail("UTF-16/32 input: FastJSON gave \(value), Foundation \(other)", input: bytes)
            }
            return
        }
        if let value = outcome.value {
            if expected.value != value && !(expected.value.map { truncatesOnlyFractions(value.value, $0.value) } ?? false) {
                FuzzDriver.fail("FastJSON gave \(value), Foundation \(expected)", input: bytes)
            }
        } else if outcome.isDataCorrupted {
            if expected.value != nil && String(validating: bytes, as: UTF8.self) != nil && !hasEmptySignedExponent(bytes)
                && !bytes.contains(where: { $0 < 0x20 && !(0x09...0x0D).contains($0) }) && !hasRawControlCharacterInString(bytes)
                && !failsInUnreadValue(bytes, fast) {
                FuzzDriver.fail("FastJSON gave \(outcome), Foundation \(expected)", input: bytes)
            }
        } else if outcome != expected && !outcome.isFailureInAnotherMemberOrder(than: expected) {
            FuzzDriver.fail("FastJSON gave \(outcome), Foundation \(expected)", input: bytes)
        }
    }

    /// Whether Foundation's value differs from FastJSON's only where its JSON5 decoder gave the
    /// integer part of a number that has a fraction (`18446741844.551616` as `Int64` 18446741844),
    /// which it does for a lone number after some earlier decodes in the process and not in a fresh
    /// one; FastJSON refuses the integer and the generic value falls through to the `Double`.
    /// Documented in WhereFastJSONDiffers.
    static func truncatesOnlyFractions(_ fast: ProbedJSONValue, _ foundation: ProbedJSONValue) -> Bool {
        switch (fast, foundation) {
        case (.double(let double), .integer(let integer)):
            return double.rounded(.towardZero) != double && Double(integer) == double.rounded(.towardZero)
        case (.double(let double), .unsignedInteger(let integer)):
            return double.rounded(.towardZero) != double && Double(integer) == double.rounded(.towardZero)
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0 == $1 || truncatesOnlyFractions($0, $1) }
        case (.object(let left), .object(let right)):
            return left.count == right.count && left.allSatisfy { key, value in
                right[key].map { value == $0 || truncatesOnlyFractions(value, $0) } ?? false
            }
        default:
            return false
        }
    }

    /// Whether FastJSON's syntax error lies in a value under a key its object already had, which
    /// Foundation never reads (it keeps the first value under a key) and so never checks.
    static func failsInUnreadValue(_ bytes: UnsafeRawBufferPointer, _ fast: FastJSONDecoder) -> Bool {
        let offset: Int
        do {
            _ = try fast.decode(ExactJSONValue.self, from: bytes)
            return false
        } catch DecodingError.dataCorrupted(let context) {
            guard let error = context.underlyingError as? JSONError else { return false }
            // FastJSON counts from after a byte-order mark; the ranges count every byte.
            offset = error.byteOffset + (InputEncodingProbe.utf8MarkLength(bytes) ?? 0)
        } catch {
            return false
        }
        let ranges = RepeatedKeys.laterValueRanges(bytes, topLevelDictionary: fast.assumesTopLevelDictionary)
        return ranges.contains { $0.contains(offset) }
    }

    /// An exponent with a sign and no digits (`6e-`): Foundation reads `6e-` as 6, FastJSON refuses it.
    static func hasEmptySignedExponent(_ bytes: UnsafeRawBufferPointer) -> Bool {
        for index in bytes.indices.dropLast() where bytes[index] | 0x20 == UInt8(ascii: "e") {
            let sign = bytes[index + 1]
            guard sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") else { continue }
            if index + 2 >= bytes.count || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 2]) { return true }
        }
        return false
    }

    /// A raw control character (a line break or tab included) inside a quoted string: Foundation
    /// refuses one only in a string it reads, and reads only the first of two values under the same
    /// key; FastJSON refuses it anywhere. Comments are skipped, so that a quote in one starts nothing.
    static func hasRawControlCharacterInString(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == open { quote = nil } else if byte < 0x20 { return true }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
                } else if bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                        index += 1
                    }
                    index += 1
                }
            }
            index += 1
        }
        return false
    }

    /// More than 512 opening brackets anywhere (comments and strings included, to be safe), `0x`
    /// (in UTF-16 or UTF-32, any `-`), a leading point, or an
    /// exponent of two digits or more (`1844674407370951e400`, `1e42` trap it as well) or of a
    /// sign and no digits (`-927203658423372036584E+`, too long for an integer, traps Foundation's
    /// floating-point check; `6e-` alone it reads as 6), or more than 19 digits before and after a
    /// point together (`-150000000000000000000000000000000000000000000` and `187644047437521337.16`
    /// trap the same check).
    static func mayTrapFoundation(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if InputEncodingProbe.utf8MarkLength(bytes) == nil && bytes.contains(UInt8(ascii: "-")) { return true }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        var brackets = 0
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "."), index == 0 || !isDigit(bytes[index - 1]),
               index + 1 < bytes.count, isDigit(bytes[index + 1]) {
                return true
            }
            if byte | 0x20 == UInt8(ascii: "e"), index > 0, isDigit(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: ".") {
                let afterSign = index + 1 < bytes.count && (bytes[index + 1] == UInt8(ascii: "+") || bytes[index + 1] == UInt8(ascii: "-"))
                    ? index + 2 : index + 1
                let digits = afterSign < bytes.count ? bytes[afterSign...].prefix(while: isDigit).count : 0
                if digits > 1 || (digits == 0 && afterSign == index + 2) { return true }
            }
            if isDigit(byte), index == 0 || !isDigit(bytes[index - 1]) {
                let integerDigits = bytes[index...].prefix(while: isDigit).count
                let end = index + integerDigits
                let fractionDigits = end < bytes.count && bytes[end] == UInt8(ascii: ".") ? bytes[(end + 1)...].prefix(while: isDigit).count : 0
                // 19 digits can already pass `Int64`'s range (-9292373202377547758), which traps
                // its integer check after some earlier decodes in the process.
                if integerDigits + fractionDigits >= 19 { return true }
                // Its integer check scales the digits by a positive exponent in 64 bits: at 19
                // digits in all it may trap too (1844840737561311e6).
                let exponent = end + (fractionDigits > 0 || (end < bytes.count && bytes[end] == UInt8(ascii: ".")) ? fractionDigits + 1 : 0)
                if exponent + 1 < bytes.count, bytes[exponent] | 0x20 == UInt8(ascii: "e") {
                    let digit = bytes[exponent + 1] == UInt8(ascii: "+") && exponent + 2 < bytes.count
                        ? bytes[exponent + 2] : bytes[exponent + 1]
                    if isDigit(digit), integerDigits + fractionDigits + Int(digit - UInt8(ascii: "0")) >= 19 { return true }
                }
            }
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                brackets += 1
                if brackets > 512 { return true }
            }
            if byte == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "x") {
                return true
            }
        }
        return false
    }
}
