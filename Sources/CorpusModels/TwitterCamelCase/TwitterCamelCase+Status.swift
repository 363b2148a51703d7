extension TwitterCamelCase {
    /// A tweet. A retweet carries the original tweet in `retweetedStatus`.
    public struct Status: Codable, Equatable, Sendable {
        public let metadata: Metadata
        public let createdAt: String
        public let id: Int64
        public let idStr: String
        public let text: String
        public let source: String
        public let truncated: Bool
        public let inReplyToStatusId: Int64?
        public let inReplyToStatusIdStr: String?
        public let inReplyToUserId: Int64?
        public let inReplyToUserIdStr: String?
        public let inReplyToScreenName: String?
        public let user: User
        public let geo: Never?
        public let coordinates: Never?
        public let place: Never?
        public let contributors: Never?
        public let retweetedStatus: Indirect<Status>?
        public let retweetCount: Int
        public let favoriteCount: Int
        public let entities: Entities
        public let favorited: Bool
        public let retweeted: Bool
        public let possiblySensitive: Bool?
        public let lang: String
    }

    public struct Metadata: Codable, Equatable, Sendable {
        public let resultType: String
        public let isoLanguageCode: String
    }
}
