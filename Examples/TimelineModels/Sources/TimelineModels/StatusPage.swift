/// The body of `POST /timeline/digest`: a page of statuses in the shape of Twitter's v1.1 search API
/// (`Benchmarks/Corpus/twitter.json` is one). Only the fields the digest uses are declared; the
/// others are skipped, as any Codable model skips them.
public struct StatusPage: Codable, Equatable, Sendable {
    public var statuses: [Status]

    /// One status (tweet).
    public struct Status: Codable, Equatable, Sendable {
        public var id: Int64
        public var text: String
        public var createdAt: String
        public var user: User
        public var entities: Entities
        public var retweetCount: Int
        public var favoriteCount: Int
        public var lang: String
        public var inReplyToScreenName: String?

        enum CodingKeys: String, CodingKey {
            case id, text, user, entities, lang
            case createdAt = "created_at"
            case retweetCount = "retweet_count"
            case favoriteCount = "favorite_count"
            case inReplyToScreenName = "in_reply_to_screen_name"
        }
    }

    /// A status's author.
    public struct User: Codable, Equatable, Sendable {
        public var id: Int64
        public var name: String
        public var screenName: String
        public var followersCount: Int
        public var verified: Bool

        enum CodingKeys: String, CodingKey {
            case id, name, verified
            case screenName = "screen_name"
            case followersCount = "followers_count"
        }
    }

    /// What a status's text refers to.
    public struct Entities: Codable, Equatable, Sendable {
        public var hashtags: [Hashtag]
        public var userMentions: [Mention]
        public var urls: [Link]

        enum CodingKeys: String, CodingKey {
            case hashtags, urls
            case userMentions = "user_mentions"
        }
    }

    /// A hashtag in a status's text, without its `#`.
    public struct Hashtag: Codable, Equatable, Sendable {
        public var text: String
    }

    /// A user named in a status's text.
    public struct Mention: Codable, Equatable, Sendable {
        public var screenName: String

        enum CodingKeys: String, CodingKey {
            case screenName = "screen_name"
        }
    }

    /// A link in a status's text.
    public struct Link: Codable, Equatable, Sendable {
        public var expandedURL: String

        enum CodingKeys: String, CodingKey {
            case expandedURL = "expanded_url"
        }
    }
}
