import Foundation

/// Turns yajl's error text ("parse error: after array element, I expect ',' or ']'") into a reason
/// a person can act on, and tells where the caret goes relative to how far yajl read.
enum YajlErrorMessage {
    /// Where the offending text is, from yajl's count of bytes consumed.
    enum Position {
        /// A grammar error: yajl consumed the token it could not take, so point at its last byte.
        case lastByteOfToken
        /// Most lexical errors: yajl stopped at the byte it could not take.
        case offendingByte
        /// A misspelt `true`, `false` or `null`: yajl stopped inside it; point at where it starts.
        case startOfLiteral
    }

    /// Whether yajl, on this error, counts back from the end of the token it could not take by the
    /// token's length (quotes left out), but never before the start of the buffer it is given.
    static func countsBackOverToken(_ message: String) -> Bool {
        message.contains("after key and value, inside map")
    }

    static func reason(from message: String) -> (JSONError.Reason, Position) {
        var text = Substring(message)
        var position = Position.lastByteOfToken
        if text.hasPrefix("parse error: ") {
            text = text.dropFirst("parse error: ".count)
        } else if text.hasPrefix("lexical error: ") {
            text = text.dropFirst("lexical error: ".count)
            position = .offendingByte
        }
        text = text.prefix { $0 != "\n" }
        while text.last == "." || text.last == " " { text = text.dropLast() }
        switch text {
        case "premature EOF", "":
            return (.unexpectedEnd, position)
        // yajl's lexer names every word that is not a literal an invalid string.
        case "invalid string in json text":
            return (.syntax("invalid literal, expected true, false or null"), .startOfLiteral)
        case "invalid char in json text":
            return (.syntax("invalid character in JSON text"), .lastByteOfToken)
        case "invalid character inside string":
            return (.syntax("control character inside string (it must be escaped)"), position)
        default:
            return (.syntax(text.replacingOccurrences(of: "I expect", with: "expected")), position)
        }
    }
}
