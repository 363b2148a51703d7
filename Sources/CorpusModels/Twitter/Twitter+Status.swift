#if ANNOTATED_CORPUS_MODELS
import FastJSON
#endif

extension Twitter {
    /// A tweet. A retweet carries the original tweet in `retweeted_status`.
#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct Status: Codable, Equatable, Sendable {
        public let metadata: Metadata
        public let created_at: String
        public let id: Int64
        public let id_str: String
        public let text: String
        public let source: String
        public let truncated: Bool
        public let in_reply_to_status_id: Int64?
        public let in_reply_to_status_id_str: String?
        public let in_reply_to_user_id: Int64?
        public let in_reply_to_user_id_str: String?
        public let in_reply_to_screen_name: String?
        public let user: User
        public let geo: Never?
        public let coordinates: Never?
        public let place: Never?
        public let contributors: Never?
        public let retweeted_status: Indirect<Status>?
        public let retweet_count: Int
        public let favorite_count: Int
        public let entities: Entities
        public let favorited: Bool
        public let retweeted: Bool
        public let possibly_sensitive: Bool?
        public let lang: String
    }

#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct Metadata: Codable, Equatable, Sendable {
        public let result_type: String
        public let iso_language_code: String
    }
}
