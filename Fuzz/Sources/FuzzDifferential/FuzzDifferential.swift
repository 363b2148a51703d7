import FastJSON
import Foundation
import FuzzCorpusModels
import FuzzSupport

/// Differential: the same bytes decoded as a generic JSON value by FastJSON and by Foundation.
///
/// - Strictly valid UTF-8 JSON (RFC 8259, depth ≤ 512, checked by `StrictJSON`): the outcomes,
///   value or error case with coding path, must be equal, but for the member Foundation meets first
///   in an object with two bad members (its order is a `Dictionary`'s).
/// - Anything else must be `dataCorrupted` from FastJSON; Foundation may differ there, by design
///   (it accepts trailing commas and checks number and string syntax only when a value is read).
/// - UTF-16 and UTF-32 inputs: when both decoders give a value, the values must be equal.
/// - Foundation is not asked about brackets nested past 512: on some such invalid inputs it traps
///   (Fuzz/Regressions/foundation-traps-deep-truncated-nesting); FastJSON must say dataCorrupted.
@main enum FuzzDifferential {
    static let fast = FastJSONDecoder()
    static let foundation = JSONDecoder()

    static func main() {
        FuzzDriver.run { FuzzDifferential.testOneInput($0, $1) }
    }

    static func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = FuzzDriver.buffer(data, count)
        let outcome = DecodeOutcome.capture { try fast.decode(ProbedJSONValue.self, from: bytes) }
        if outcome.isNotADecodingError {
            FuzzDriver.fail("FastJSON threw \(outcome)", input: bytes)
        }
        if Self.bracketsNestPast512(bytes) {
            if !outcome.isDataCorrupted {
                FuzzDriver.fail("nesting past 512: FastJSON gave \(outcome), not dataCorrupted", input: bytes)
            }
            return 0
        }
        let expected = DecodeOutcome.capture { try foundation.decode(ProbedJSONValue.self, from: Data(bytes)) }
        guard let markLength = InputEncodingProbe.utf8MarkLength(bytes) else {
            if let value = outcome.value, let other = expected.value, value != other {
                FuzzDriver.fail("UTF-16/32 input: FastJSON gave \(value), Foundation \(other)", input: bytes)
            }
            return 0
        }
        if StrictJSON.isValid(UnsafeRawBufferPointer(rebasing: bytes[markLength...])) {
            if outcome != expected && !outcome.isFailureInAnotherMemberOrder(than: expected) {
                FuzzDriver.fail("valid JSON: FastJSON gave \(outcome), Foundation \(expected)", input: bytes)
            }
        } else if !outcome.isDataCorrupted {
            FuzzDriver.fail("invalid JSON: FastJSON gave \(outcome) (Foundation \(expected)), not dataCorrupted", input: bytes)
        }
        return 0
    }

    /// Whether `[` and `{` outside strings ever stand more than 512 deep (closing brackets counted
    /// back), whatever else is wrong with the input.
    static func bracketsNestPast512(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > 512 { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
    }
}
