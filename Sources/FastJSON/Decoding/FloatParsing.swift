/// Exact decimal-to-binary conversion of JSON number text to `Double` and `Float`.
///
/// The result is the correctly rounded (round-half-to-even) value, bit for bit what `strtod`/`strtof`
/// return in the C locale: ±infinity on overflow, ±0 on underflow. Deciding which of those is an error
/// is the caller's job.
///
/// Three tiers, cheapest first:
/// 1. Clinger's fast path: a significand that fits the format exactly and a small power of ten that
///    is exact too, so one IEEE multiply or divide rounds correctly (`FloatParsing+Format.swift`).
/// 2. Eisel-Lemire with a 128-bit table of powers of five (`FloatParsing+EiselLemire.swift`). For a
///    significand of at most 19 digits it is always right (Mushtak and Lemire, "Fast Number Parsing
///    Without Fallback", 2023), so it never needs a fallback there.
/// 3. With more than 19 significant digits the significand is truncated. If rounding the lower
///    bound `w` and the upper bound `w + 1` gives the same value, that is the answer; otherwise the
///    text goes to the C library (`FloatParsing+Fallback.swift`). 19 digits carry about 10 bits more
///    than a `Double`'s 53, so roughly one in a thousand 20+ digit inputs lands there (for `Float`,
///    one in 10^11); shortest-round-trip printers write at most 17 digits and never reach it.
///
/// `Float` is rounded directly from the decimal text, never through `Double`: rounding twice gives
/// the wrong answer for some inputs (`1.00000017881393432617187499` is `0x3f800001` directly but
/// `0x3f800002` through `Double`). Foundation's `JSONDecoder` on Linux rounds directly, like `strtof`,
/// so this matches it; `FloatParsingTests` checks both facts.
enum FloatParser {
    /// Parses JSON number text into the nearest `Double`.
    ///
    /// - Parameter text: A number already validated against the JSON grammar
    ///   (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`), without surrounding whitespace. Text
    ///   outside the grammar does not crash; the result is then unspecified (NaN if the C library
    ///   rejects it too).
    /// - Returns: The correctly rounded value, as `strtod` in the C locale returns it.
    static func parseDouble(_ text: UnsafeRawBufferPointer) -> Double {
        parse(text, as: Double.self)
    }

    /// Parses JSON number text into the nearest `Float`, rounding once, directly from the decimal.
    ///
    /// - Parameter text: A number already validated against the JSON grammar; see `parseDouble(_:)`.
    /// - Returns: The correctly rounded value, as `strtof` in the C locale returns it.
    static func parseFloat(_ text: UnsafeRawBufferPointer) -> Float {
        parse(text, as: Float.self)
    }

    /// The three tiers for either format; specialized per format by the optimizer.
    @inline(__always)
    private static func parse<F: FloatParsingFormat>(_ text: UnsafeRawBufferPointer, as _: F.Type) -> F {
        let decimal = DecimalLiteral(scanning: text)
        if !decimal.isTruncated, let value = F.clingerFastPath(decimal) {
            return value
        }
        let rounded = eiselLemire(F.self, significand: decimal.significand, exponent: decimal.exponent)
        if decimal.isTruncated {
            // The true significand lies strictly between `significand` and `significand + 1` (times
            // 10^exponent). `significand` has exactly 19 digits here, so adding one cannot overflow.
            let upper = eiselLemire(F.self, significand: decimal.significand + 1, exponent: decimal.exponent)
            if upper != rounded {
                return F._slowpath_parse(text)
            }
        }
        return F(bits: rounded, negative: decimal.isNegative)
    }
}
