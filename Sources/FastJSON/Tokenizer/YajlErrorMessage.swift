import Foundation

/// Turns yajl's error text ("parse error: after array element, I expect ',' or ']'") into a reason
/// a person can act on.
enum YajlErrorMessage {
    static func reason(from message: String) -> JSONError.Reason {
        var text = Substring(message)
        for prefix in ["parse error: ", "lexical error: "] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        text = text.prefix { $0 != "\n" }
        while text.last == "." || text.last == " " { text = text.dropLast() }
        if text == "premature EOF" || text.isEmpty {
            return .unexpectedEnd
        }
        return .syntax(text.replacingOccurrences(of: "I expect", with: "expected"))
    }
}
