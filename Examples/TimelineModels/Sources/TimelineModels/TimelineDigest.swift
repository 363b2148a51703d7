/// The answer to `POST /timeline/digest`: a page of statuses regrouped by author, with counts by
/// language and the most used hashtags. Deterministic (every list is sorted), so that two servers'
/// answers can be compared value for value.
public struct TimelineDigest: Codable, Equatable, Sendable {
    public var statusCount: Int
    public var replyCount: Int
    public var totalRetweets: Int
    public var languages: [String: Int]
    public var topHashtags: [TagCount]
    public var authors: [Author]

    /// How many statuses use a hashtag.
    public struct TagCount: Codable, Equatable, Sendable {
        public var tag: String
        public var count: Int
    }

    /// One author and their statuses on the page, oldest first as on the page.
    public struct Author: Codable, Equatable, Sendable {
        public var id: Int64
        public var screenName: String
        public var name: String
        public var followers: Int
        public var verified: Bool
        public var statuses: [Line]
    }

    /// One status, reduced to what a timeline shows.
    public struct Line: Codable, Equatable, Sendable {
        public var id: Int64
        public var text: String
        public var postedAt: String
        public var mentions: [String]
        public var links: [String]
        public var favorites: Int
    }

    /// The hashtags kept in `topHashtags`.
    static let topHashtagCount = 10

    /// Regroups `page`.
    public init(_ page: StatusPage) {
        statusCount = page.statuses.count
        replyCount = page.statuses.count { $0.inReplyToScreenName != nil }
        totalRetweets = page.statuses.reduce(0) { $0 + $1.retweetCount }
        languages = page.statuses.reduce(into: [:]) { $0[$1.lang, default: 0] += 1 }

        let tagCounts = page.statuses
            .flatMap { Set($0.entities.hashtags.map(\.text)) }
            .reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        topHashtags = tagCounts
            .map { TagCount(tag: $0.key, count: $0.value) }
            .sorted { ($1.count, $0.tag) < ($0.count, $1.tag) }
            .prefix(Self.topHashtagCount)
            .map { $0 }

        var authorsByID: [Int64: Author] = [:]
        for status in page.statuses {
            let line = Line(
                id: status.id, text: status.text, postedAt: status.createdAt,
                mentions: status.entities.userMentions.map(\.screenName),
                links: status.entities.urls.map(\.expandedURL), favorites: status.favoriteCount)
            authorsByID[status.user.id, default: Author(
                id: status.user.id, screenName: status.user.screenName, name: status.user.name,
                followers: status.user.followersCount, verified: status.user.verified, statuses: [])
            ].statuses.append(line)
        }
        authors = authorsByID.values.sorted { ($1.followers, $0.id) < ($0.followers, $1.id) }
    }
}
