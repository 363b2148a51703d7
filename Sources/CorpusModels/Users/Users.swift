/// Model for `users.json`: 10,000 user records as a web API returns them, many small objects of
/// short ASCII strings, integers, booleans and `null`s, with snake_case keys.
///
/// The file is generated (`fastjson-bench generate-corpus`), deterministically, so that it can be
/// made again byte for byte. Property names are the file's keys, as in `Twitter`; `UsersCamelCase`
/// has the same shape with Swift-style names, for `.convertFromSnakeCase`.
public enum Users {
    /// One record. `email`, `age` and `team_id` are `null` in some records; `tags` always holds two.
    public struct User: Codable, Equatable, Sendable {
        public let id: Int
        public let login: String
        public let email: String?
        public let is_admin: Bool
        public let age: Int?
        public let team_id: Int?
        public let tags: [String]
    }
}
