import Foundation

/// The answer to `GET /catalogue`: a shop's whole product catalogue, as a storefront or a search
/// indexer fetches it. Generated at start-up, the same for the same size (see
/// `Catalogue.generated(productCount:)`), so that the example needs no data file.
public struct Catalogue: Codable, Equatable, Sendable {
    public var generatedAt: Date
    public var currency: String
    public var categories: [Category]
    public var products: [Product]

    /// A product category; top-level categories have no parent.
    public struct Category: Codable, Equatable, Sendable {
        public var id: Int
        public var name: String
        public var parentID: Int?
    }

    /// One product and its variants.
    public struct Product: Codable, Equatable, Sendable {
        public var id: Int
        public var sku: String
        public var name: String
        public var summary: String
        public var categoryIDs: [Int]
        public var priceCents: Int
        public var rating: Double?
        public var tags: [String]
        /// Units in stock per warehouse code.
        public var stock: [String: Int]
        public var discontinued: Bool
        public var updatedAt: Date
        public var variants: [Variant]
    }

    /// A colour and size of a product, with its own price.
    public struct Variant: Codable, Equatable, Sendable {
        public var sku: String
        public var color: String
        public var size: String
        public var priceCents: Int
    }
}
