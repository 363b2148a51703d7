#if Macros
import SwiftSyntax

/// The `CodingKeys` cases for a type's keys: each key string once, named after the key where it is
/// a plain identifier (so a model without annotations gets the cases synthesized `Codable` has), and
/// `_0`, `_1`… where it is not.
struct CodingKeyNames {
    private(set) var keys: [String] = []
    private var names: [String: String] = [:]

    init(_ paths: some Sequence<[String]>) {
        var used: Set<String> = []
        for key in paths.joined() where names[key] == nil {
            keys.append(key)
            var name = Self.isPlainIdentifier(key) ? key : "_\(names.count)"
            while used.contains(name) { name = "_" + name }
            used.insert(name)
            names[key] = name
        }
    }

    /// The names of a hand-written `CodingKeys` enum, whose cases are the properties' names.
    init(handWritten cases: Set<String>) {
        for name in cases {
            names[name] = name
        }
    }

    /// The case for `key`, which one of the paths holds.
    func caseName(_ key: String) -> String { names[key] ?? key }

    /// `.case1, .case2`: the cases for a path.
    func caseList(_ path: some Sequence<String>) -> String {
        path.map { ".\(caseName($0))" }.joined(separator: ", ")
    }

    /// The enum's declaration, with `nested` declarations inside it.
    func declaration(access: String, named name: String = "CodingKeys", nested: [DeclSyntax] = []) -> DeclSyntax {
        var members = keys.map { key in
            let caseName = caseName(key)
            return caseName == key ? "case \(caseName)" : "case \(caseName) = \(StringLiteralExprSyntax(content: key))"
        }
        members += nested.map(\.description)
        guard !members.isEmpty else { return "\(raw: access)enum \(raw: name): CodingKey {}" }
        let rawType = keys.isEmpty ? "" : "String, "
        return "\(raw: access)enum \(raw: name): \(raw: rawType)CodingKey {\n\(raw: members.joined(separator: "\n"))\n}"
    }

    /// An ASCII identifier that is no keyword, so it needs no backticks as a case name.
    private static func isPlainIdentifier(_ key: String) -> Bool {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        guard let first = key.unicodeScalars.first, isLetter(first) else { return false }
        return key.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) } && !keywords.contains(key)
    }

    private static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "package", "_",
    ]
}
#endif
