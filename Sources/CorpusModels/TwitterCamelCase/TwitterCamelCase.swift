/// Models for `twitter.json` with Swift-style property names, the same shape as `Twitter`.
///
/// There are no `CodingKeys`: decode with `keyDecodingStrategy = .convertFromSnakeCase` and encode
/// with `keyEncodingStrategy = .convertToSnakeCase`. The names are the ones Foundation's conversion
/// produces, which capitalizes every word after the first, acronyms included: `id_str` is `idStr`
/// and `profile_background_image_url_https` is `profileBackgroundImageUrlHttps`.
///
/// Optionals and `Never?` follow the same rules as in `Twitter`.
public enum TwitterCamelCase {
    public struct SearchResponse: Codable, Equatable, Sendable {
        public let statuses: [Status]
        public let searchMetadata: SearchMetadata
    }

    public struct SearchMetadata: Codable, Equatable, Sendable {
        public let completedIn: Double
        public let maxId: Int64
        public let maxIdStr: String
        public let nextResults: String
        public let query: String
        public let refreshUrl: String
        public let count: Int
        public let sinceId: Int64
        public let sinceIdStr: String
    }
}
