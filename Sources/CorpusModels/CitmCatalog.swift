#if ANNOTATED_CORPUS_MODELS
import FastJSON
#endif

/// Model for `citm_catalog.json`: a concert hall's programme with prices and seating, from a
/// ticketing system.
///
/// The `...Names` maps, `events` and `topicSubTopics` are keyed by an id written as a string,
/// such as `"205705993"`; `venueNames` is keyed by a venue code. `blockNames` and `subjectNames`
/// are empty in the corpus and `blockIds` is always empty; they are typed like their siblings.
#if ANNOTATED_CORPUS_MODELS
@JSONCodable
#endif
public struct CitmCatalog: Codable, Equatable, Sendable {
    public let areaNames: [String: String]
    public let audienceSubCategoryNames: [String: String]
    public let blockNames: [String: String]
    public let events: [String: Event]
    public let performances: [Performance]
    public let seatCategoryNames: [String: String]
    public let subTopicNames: [String: String]
    public let subjectNames: [String: String]
    public let topicNames: [String: String]
    public let topicSubTopics: [String: [Int]]
    public let venueNames: [String: String]
}

extension CitmCatalog {
    /// A programme item. `description`, `subjectCode` and `subtitle` are `null` throughout the
    /// corpus.
#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct Event: Codable, Equatable, Sendable {
        public let description: String?
        public let id: Int
        public let logo: String?
        public let name: String
        public let subTopicIds: [Int]
        public let subjectCode: String?
        public let subtitle: String?
        public let topicIds: [Int]
    }

    /// One date of an event. `start` is in milliseconds since 1970; `name` and `seatMapImage` are
    /// `null` throughout the corpus.
#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct Performance: Codable, Equatable, Sendable {
        public let eventId: Int
        public let id: Int
        public let logo: String?
        public let name: String?
        public let prices: [Price]
        public let seatCategories: [SeatCategory]
        public let seatMapImage: String?
        public let start: Int
        public let venueCode: String
    }

    /// The price of a seat category for an audience category.
#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct Price: Codable, Equatable, Sendable {
        public let amount: Int
        public let audienceSubCategoryId: Int
        public let seatCategoryId: Int
    }

#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct SeatCategory: Codable, Equatable, Sendable {
        public let areas: [Area]
        public let seatCategoryId: Int
    }

#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct Area: Codable, Equatable, Sendable {
        public let areaId: Int
        public let blockIds: [Int]
    }
}
