/// The hint a `keyNotFound` error adds to Foundation's message: the keys that were there, and the
/// one that looks like a spelling of the missing key in another case style.
enum KeySuggestion {
    static func hint(for missing: String, among present: [String]) -> String {
        guard !present.isEmpty else { return " The object has no keys." }
        var hint = ""
        let normalized = normalize(missing)
        if let match = present.first(where: { normalize($0) == normalized }) {
            hint += " The object has \"\(match)\", which differs only in case style: check the key decoding strategy."
        }
        let listed = present.prefix(20).map { "\"\($0)\"" }.joined(separator: ", ")
        hint += " Keys present: \(listed)\(present.count > 20 ? ", ..." : "")."
        return hint
    }

    /// A key with underscores and hyphens removed and letters lowercased: `user_id` and `userId`
    /// both become `userid`.
    private static func normalize(_ key: String) -> String {
        String(key.lowercased().filter { $0 != "_" && $0 != "-" })
    }
}
