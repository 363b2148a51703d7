import FastJSON
import Foundation
import FuzzSupport

/// Structure-aware, for the encoder: the fuzzer's bytes choose the settings and a `Tree`, a
/// random `Encodable` with a custom `encode(to:)` that writes many members (up to a few thousand)
/// along every path of the `Encoder` protocol. FastJSONEncoder and Foundation's JSONEncoder encode
/// it under compact, sorted, sorted+pretty and pretty output, with the key strategy (default,
/// snake_case, or a custom one that makes keys collide), the slash escaping and the non-finite
/// float strategy the first byte chose.
///
/// - With `sortedKeys`: the same bytes, or the same error (case, value type, coding path).
/// - Without: Foundation writes a `Dictionary`'s order, FastJSON the order of encoding (a
///   documented difference), so the bytes must be a permutation of Foundation's (same length,
///   same count of each byte) with the same text once each object's members are sorted
///   (`CanonicalJSON`); errors as above.
/// - Past the nesting limit FastJSON stops descending and throws its nesting error when `encode`
///   ends (so that a value nested thousands deep cannot overflow the stack), even where Foundation
///   throws an error met later (`[deep, Float.nan]`: the NaN's) or writes the document because a
///   later value under the same key replaced the deep one. Not yet in WhereFastJSONDiffers: with a
///   nesting chain in the tree, FastJSON's nesting error is let pass; every other outcome must
///   match.
/// - The tree never breaks the `Encoder` API's rules, where Foundation traps and FastJSON throws
///   (WhereFastJSONDiffers), and its keys never differ only by Unicode normalization.
@main enum FuzzEncoder {
    static let formattings: [JSONEncoder.OutputFormatting] = [[], [.sortedKeys], [.sortedKeys, .prettyPrinted], [.prettyPrinted]]

    /// Foundation's encoders and FastJSON's made from them (with the same custom closure), one
    /// per setting, reused from input to input as a server reuses its encoder.
    static let encoders: [(JSONEncoder, FastJSONEncoder)] = (0..<16).flatMap { settings in
        formattings.map { formatting in
            let encoder = JSONEncoder()
            encoder.outputFormatting = formatting
            if settings & 4 != 0 { encoder.outputFormatting.insert(.withoutEscapingSlashes) }
            if settings & 8 != 0 {
                encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+∞", negativeInfinity: "-inf", nan: "NaN")
            }
            switch settings & 3 {
            case 1: encoder.keyEncodingStrategy = .convertToSnakeCase
            case 2: encoder.keyEncodingStrategy = .custom(collidingKey)
            default: break
            }
            return (encoder, FastJSONEncoder(encoder))
        }
    }

    static func main() {
        FuzzDriver.run { FuzzEncoder.testOneInput($0, $1) }
    }

    /// Value keys become their first two characters and the depth (so that many collide, and the
    /// closure must get the full path); container keys and `super` keep their text, so that a
    /// container and a value never share a key.
    @Sendable static func collidingKey(_ path: [any CodingKey]) -> any CodingKey {
        let key = path.last?.stringValue ?? ""
        if key.hasPrefix("#") || key == "super" { return DynamicKey("\(key)@\(path.count)") }
        return DynamicKey("\(key.prefix(2))!\(path.count)")
    }

    static func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = FuzzDriver.buffer(data, count)
        var input = FuzzInput(bytes)
        let settings = Int(input.byte() % 16)
        var builder = TreeBuilder(input, budget: 4000)
        let tree = builder.tree(depth: 6)
        for (foundation, fast) in encoders[(settings * formattings.count)..<((settings + 1) * formattings.count)] {
            check(tree, foundation, fast, bytes, nestsDeep: builder.hasChain)
        }
        return 0
    }

    static func check(_ tree: Tree, _ foundation: JSONEncoder, _ fast: FastJSONEncoder, _ bytes: UnsafeRawBufferPointer, nestsDeep: Bool) {
        let outcome = EncodeOutcome.capture { try fast.encode(tree) }
        let expected = EncodeOutcome.capture { try foundation.encode(tree) }
        func fail(_ why: String) -> Never {
            FuzzDriver.fail("""
                \(why) (\(foundation.outputFormatting), \(foundation.keyEncodingStrategy), \(foundation.nonConformingFloatEncodingStrategy))
                FastJSON:   \(outcome)
                Foundation: \(expected)
                tree: \(tree)
                """, input: bytes)
        }
        guard case .bytes(let encoded) = outcome, case .bytes(let other) = expected else {
            if outcome != expected && !(nestsDeep && outcome.isNestingError) {
                fail("outcomes differ")
            }
            return
        }
        if foundation.outputFormatting.contains(.sortedKeys) {
            if encoded != other { fail("bytes differ") }
            return
        }
        if encoded.count != other.count || histogram(encoded) != histogram(other) {
            fail("bytes differ by more than member order")
        }
        let canonical = CanonicalJSON.of(Array(encoded))
        if canonical == nil || canonical != CanonicalJSON.of(Array(other)) { fail("bytes differ by more than member order") }
    }

    static func histogram(_ data: Data) -> [Int] {
        var counts = Array(repeating: 0, count: 256)
        for byte in data { counts[Int(byte)] += 1 }
        return counts
    }
}
