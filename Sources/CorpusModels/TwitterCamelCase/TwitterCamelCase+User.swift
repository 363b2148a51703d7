extension TwitterCamelCase {
    public struct User: Codable, Equatable, Sendable {
        public let id: Int64
        public let idStr: String
        public let name: String
        public let screenName: String
        public let location: String
        public let description: String
        public let url: String?
        public let entities: UserEntities
        public let protected: Bool
        public let followersCount: Int
        public let friendsCount: Int
        public let listedCount: Int
        public let createdAt: String
        public let favouritesCount: Int
        public let utcOffset: Int?
        public let timeZone: String?
        public let geoEnabled: Bool
        public let verified: Bool
        public let statusesCount: Int
        public let lang: String
        public let contributorsEnabled: Bool
        public let isTranslator: Bool
        public let isTranslationEnabled: Bool
        public let profileBackgroundColor: String
        public let profileBackgroundImageUrl: String
        public let profileBackgroundImageUrlHttps: String
        public let profileBackgroundTile: Bool
        public let profileImageUrl: String
        public let profileImageUrlHttps: String
        public let profileBannerUrl: String?
        public let profileLinkColor: String
        public let profileSidebarBorderColor: String
        public let profileSidebarFillColor: String
        public let profileTextColor: String
        public let profileUseBackgroundImage: Bool
        public let defaultProfile: Bool
        public let defaultProfileImage: Bool
        public let following: Bool
        public let followRequestSent: Bool
        public let notifications: Bool
    }

    /// The links in a user's profile: `url` for the website field, present only when it is set,
    /// and `description` for links in the bio.
    public struct UserEntities: Codable, Equatable, Sendable {
        public let url: URLList?
        public let description: URLList
    }

    public struct URLList: Codable, Equatable, Sendable {
        public let urls: [URLEntity]
    }
}
