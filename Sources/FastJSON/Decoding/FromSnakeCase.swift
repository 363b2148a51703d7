import Foundation

/// Foundation's `convertFromSnakeCase` rules: leading and trailing underscores stay, the words
/// between underscores are joined with the first lowercased and the others `capitalized` (so
/// `one_2three` becomes `one2Three`, `USER_ID` becomes `userId`), and a key with a single word is
/// left exactly as it is.
enum FromSnakeCase {
    static func camelCase(fromSnakeCase key: String) -> String {
        guard let firstLetter = key.firstIndex(where: { $0 != "_" }) else { return key }
        var lastLetter = key.index(before: key.endIndex)
        while lastLetter > firstLetter && key[lastLetter] == "_" {
            key.formIndex(before: &lastLetter)
        }
        let words = key[firstLetter...lastLetter].split(separator: "_")
        guard words.count > 1 else { return key }
        var result = String(key[..<firstLetter])
        result += words[0].lowercased()
        for word in words.dropFirst() {
            result += word.capitalized
        }
        result += key[key.index(after: lastLetter)...]
        return result
    }
}
