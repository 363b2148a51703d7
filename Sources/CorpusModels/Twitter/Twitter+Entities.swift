#if ANNOTATED_CORPUS_MODELS
import FastJSON
#endif

extension Twitter {
    /// What Twitter found in a tweet's text. `indices` throughout are the start and end offsets
    /// of the match in the text.
#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct Entities: Codable, Equatable, Sendable {
        public let hashtags: [Hashtag]
        /// Cashtags such as `$TWTR`. Empty in the whole corpus; the API gives them the same shape
        /// as hashtags.
        public let symbols: [Hashtag]
        public let urls: [URLEntity]
        public let user_mentions: [UserMention]
        public let media: [Media]?
    }

#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct Hashtag: Codable, Equatable, Sendable {
        public let text: String
        public let indices: [Int]
    }

#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct URLEntity: Codable, Equatable, Sendable {
        public let url: String
        public let expanded_url: String
        public let display_url: String
        public let indices: [Int]
    }

#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct UserMention: Codable, Equatable, Sendable {
        public let screen_name: String
        public let name: String
        public let id: Int64
        public let id_str: String
        public let indices: [Int]
    }

    /// An attached photo. `source_status_id` is set when the photo was first posted in another
    /// tweet.
#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct Media: Codable, Equatable, Sendable {
        public let id: Int64
        public let id_str: String
        public let indices: [Int]
        public let media_url: String
        public let media_url_https: String
        public let url: String
        public let display_url: String
        public let expanded_url: String
        public let type: String
        public let sizes: MediaSizes
        public let source_status_id: Int64?
        public let source_status_id_str: String?
    }

#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct MediaSizes: Codable, Equatable, Sendable {
        public let medium: MediaSize
        public let small: MediaSize
        public let thumb: MediaSize
        public let large: MediaSize
    }

    /// One rendition of a photo: width, height, and whether it was scaled to fit or cropped.
#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct MediaSize: Codable, Equatable, Sendable {
        public let w: Int
        public let h: Int
        public let resize: String
    }
}
