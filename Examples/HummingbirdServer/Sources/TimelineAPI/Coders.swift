/// Which JSON coders a server runs with.
public enum Coders: String, CaseIterable, Sendable {
    /// `FastJSONDecoder` and `FastJSONEncoder`, through `FastJSONRequestContext`.
    case fastJSON = "fastjson"
    /// Foundation's `JSONDecoder` and `JSONEncoder`, through Hummingbird's `BasicRequestContext`.
    case foundation
}
