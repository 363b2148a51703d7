#if ANNOTATED_CORPUS_MODELS
import FastJSON
#endif

extension Twitter {
#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct User: Codable, Equatable, Sendable {
        public let id: Int64
        public let id_str: String
        public let name: String
        public let screen_name: String
        public let location: String
        public let description: String
        public let url: String?
        public let entities: UserEntities
        public let protected: Bool
        public let followers_count: Int
        public let friends_count: Int
        public let listed_count: Int
        public let created_at: String
        public let favourites_count: Int
        public let utc_offset: Int?
        public let time_zone: String?
        public let geo_enabled: Bool
        public let verified: Bool
        public let statuses_count: Int
        public let lang: String
        public let contributors_enabled: Bool
        public let is_translator: Bool
        public let is_translation_enabled: Bool
        public let profile_background_color: String
        public let profile_background_image_url: String
        public let profile_background_image_url_https: String
        public let profile_background_tile: Bool
        public let profile_image_url: String
        public let profile_image_url_https: String
        public let profile_banner_url: String?
        public let profile_link_color: String
        public let profile_sidebar_border_color: String
        public let profile_sidebar_fill_color: String
        public let profile_text_color: String
        public let profile_use_background_image: Bool
        public let default_profile: Bool
        public let default_profile_image: Bool
        public let following: Bool
        public let follow_request_sent: Bool
        public let notifications: Bool
    }

    /// The links in a user's profile: `url` for the website field, present only when it is set,
    /// and `description` for links in the bio.
#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct UserEntities: Codable, Equatable, Sendable {
        public let url: URLList?
        public let description: URLList
    }

#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct URLList: Codable, Equatable, Sendable {
        public let urls: [URLEntity]
    }
}
