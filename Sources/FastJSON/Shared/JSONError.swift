/// Why a document is not acceptable JSON, and where: the one error type the tokenizer and the tape
/// builder throw. The public API turns it into `DecodingError.dataCorrupted` (see
/// `DecodingErrors.swift`), keeping this value as the underlying error.
public struct JSONError: Error, Sendable, CustomStringConvertible {
    /// What is wrong with the input.
    public enum Reason: Sendable, Equatable {
        /// The text breaks the JSON grammar; the string says what was expected there.
        case syntax(String)
        /// The input ended inside a value.
        case unexpectedEnd
        /// A string holds bytes that are not well-formed UTF-8 (overlong forms, encoded surrogates
        /// and code points above U+10FFFF included).
        case invalidUTF8
        /// A `\u` escape names half of a surrogate pair without the other half.
        case unpairedSurrogate(String)
        /// Arrays and objects nest deeper than the limit.
        case nestingTooDeep(limit: Int)
        /// The input is larger than FastJSON can index safely.
        case inputTooLarge(limit: Int)
        /// The input is UTF-16 or UTF-32 with a malformed code unit sequence.
        case invalidEncoding(String)
    }

    /// What is wrong.
    public let reason: Reason
    /// Offset in bytes from the start of the (UTF-8) input where the problem was found.
    public let byteOffset: Int
    /// One-based line of `byteOffset`.
    public let line: Int
    /// One-based column of `byteOffset`, counted in bytes.
    public let column: Int
    /// A short excerpt of the input around `byteOffset`, and a second line with a caret under it.
    public let excerpt: String

    /// What is wrong and where, with the excerpt on the lines after.
    public var description: String {
        var text = "\(reasonDescription) at line \(line), column \(column) (byte offset \(byteOffset))."
        if !excerpt.isEmpty {
            text += "\n" + excerpt
        }
        return text
    }

    var reasonDescription: String {
        switch reason {
        case .syntax(let expectation): return "Invalid JSON: \(expectation)"
        case .unexpectedEnd: return "Unexpected end of input"
        case .invalidUTF8: return "Invalid UTF-8 in string"
        case .unpairedSurrogate(let escape): return "Unpaired UTF-16 surrogate escape \(escape) in string"
        case .nestingTooDeep(let limit): return "Arrays and objects nest deeper than \(limit) levels"
        case .inputTooLarge(let limit): return "Input larger than \(limit) bytes"
        case .invalidEncoding(let encoding): return "Malformed \(encoding) input"
        }
    }
}
