/// Models for `users.json` with Swift-style property names, the same shape as `Users`.
///
/// There are no `CodingKeys`: decode with `keyDecodingStrategy = .convertFromSnakeCase` and encode
/// with `keyEncodingStrategy = .convertToSnakeCase`.
public enum UsersCamelCase {
    /// One record; see `Users.User`.
    public struct User: Codable, Equatable, Sendable {
        public let id: Int
        public let login: String
        public let email: String?
        public let isAdmin: Bool
        public let age: Int?
        public let teamId: Int?
        public let tags: [String]
    }
}
