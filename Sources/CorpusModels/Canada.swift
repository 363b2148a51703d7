#if ANNOTATED_CORPUS_MODELS
import FastJSON
#endif

/// Model for `canada.json`: the outline of Canada as a GeoJSON feature collection, almost all of it
/// floating-point numbers.
#if ANNOTATED_CORPUS_MODELS
@JSONCodable
#endif
public struct FeatureCollection: Codable, Equatable, Sendable {
    public let type: String
    public let features: [Feature]
}

extension FeatureCollection {
#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct Feature: Codable, Equatable, Sendable {
        public let type: String
        public let properties: Properties
        public let geometry: Geometry
    }

#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct Properties: Codable, Equatable, Sendable {
        public let name: String
    }

    /// A GeoJSON polygon: a list of rings, each a list of `[longitude, latitude]` positions.
#if ANNOTATED_CORPUS_MODELS
    @JSONCodable
#endif
    public struct Geometry: Codable, Equatable, Sendable {
        public let type: String
        public let coordinates: [[[Double]]]
    }
}
