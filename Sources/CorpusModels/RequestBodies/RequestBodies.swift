import Foundation
#if ANNOTATED_CORPUS_MODELS
import FastJSON
#endif

/// Model for `request-bodies.json`: 1,000 bodies of about 1 KB each, what a server receives and
/// returns per request. Each is an issue tracker's ticket: a 20-digit id as a string, a nested
/// user, five labels, dates as ISO 8601 strings and two optionals. The file is generated
/// (`fastjson-bench generate-corpus`), deterministically, like `users.json`.
///
/// Decode and encode its dates with `.iso8601`. Keys are snake_case, mapped by `CodingKeys`, as
/// most models written for a web API map them.
public enum RequestBodies {
    /// One ticket. `closedAt` and `milestone` are `null` in some.
    public struct Ticket: Codable, Equatable, Sendable {
        public let id: String
        public let number: Int
        public let title: String
        public let body: String
        public let state: String
        public let author: Author
        public let labels: [String]
        public let createdAt: Date
        public let updatedAt: Date
        public let closedAt: Date?
        public let milestone: String?
        public let commentCount: Int
        public let score: Double
        public let locked: Bool

        enum CodingKeys: String, CodingKey {
            case id, number, title, body, state, author, labels
            case createdAt = "created_at", updatedAt = "updated_at", closedAt = "closed_at"
            case milestone, commentCount = "comment_count", score, locked
        }
    }

    /// The user who opened a ticket.
    public struct Author: Codable, Equatable, Sendable {
        public let id: Int
        public let login: String
        public let name: String
        public let avatarURL: String
        public let siteAdmin: Bool

        enum CodingKeys: String, CodingKey {
            case id, login, name, avatarURL = "avatar_url", siteAdmin = "site_admin"
        }
    }

    /// A ~100-byte order: six fields, an array of two strings and a `null`.
#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct Order: Codable, Equatable, Sendable {
        public let id: Int
        public let customer: String
        public let total: Double
        public let paid: Bool
        public let items: [String]
        public let note: String?
    }

    /// The order the small-body rows decode and encode.
    public static let order = #"{"id":12345,"customer":"Ada Lovelace","total":129.95,"paid":true,"items":["book","pen"],"note":null}"#
}
