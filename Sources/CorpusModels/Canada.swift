/// Model for `canada.json`: the outline of Canada as a GeoJSON feature collection, almost all of it
/// floating-point numbers.
public struct FeatureCollection: Codable, Equatable, Sendable {
    public let type: String
    public let features: [Feature]
}

extension FeatureCollection {
    public struct Feature: Codable, Equatable, Sendable {
        public let type: String
        public let properties: Properties
        public let geometry: Geometry
    }

    public struct Properties: Codable, Equatable, Sendable {
        public let name: String
    }

    /// A GeoJSON polygon: a list of rings, each a list of `[longitude, latitude]` positions.
    public struct Geometry: Codable, Equatable, Sendable {
        public let type: String
        public let coordinates: [[[Double]]]
    }
}
