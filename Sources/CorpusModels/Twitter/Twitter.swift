#if ANNOTATED_CORPUS_MODELS
import FastJSON
#endif

/// Models for `twitter.json`: one page of results from Twitter's v1.1 search API.
///
/// Property names are the JSON keys exactly, so these types are decoded and encoded with the
/// default key strategies. `TwitterCamelCase` has the same shape with Swift-style names, for the
/// snake-case key conversion strategies.
///
/// Keys that some objects lack, or that are sometimes `null`, are optionals. Keys that are `null`
/// in every object of the corpus are `Never?`: nothing in the data says what they would hold, and
/// decoding fails loudly if a value ever appears.
public enum Twitter {
#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct SearchResponse: Codable, Equatable, Sendable {
        public let statuses: [Status]
        public let search_metadata: SearchMetadata
    }

#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct SearchMetadata: Codable, Equatable, Sendable {
        public let completed_in: Double
        public let max_id: Int64
        public let max_id_str: String
        public let next_results: String
        public let query: String
        public let refresh_url: String
        public let count: Int
        public let since_id: Int64
        public let since_id_str: String
    }
}
