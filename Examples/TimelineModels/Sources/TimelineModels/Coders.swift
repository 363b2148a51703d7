/// Which JSON coders an example server runs with.
public enum Coders: String, CaseIterable, Sendable {
    /// `FastJSONDecoder` and `FastJSONEncoder`.
    case fastJSON = "fastjson"
    /// Foundation's `JSONDecoder` and `JSONEncoder`, each framework's default.
    case foundation
}
