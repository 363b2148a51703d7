import Foundation

/// Types whose `encode(to:)` exercises the Encoder API the way hand-written code does, in and out
/// of order, for the container tests.
enum ContainerModels {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(_ string: String) { stringValue = string }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { stringValue = "\(intValue)"; self.intValue = intValue }
    }

    /// Runs a closure as its `encode(to:)`.
    struct Custom: Encodable {
        let body: @Sendable (any Encoder) throws -> Void
        func encode(to encoder: any Encoder) throws { try body(encoder) }
    }

    struct Empty: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    struct Person: Codable {
        var name = "Ada"
        var age = 36
        var height: Double? = 1.65
        var nickname: String?
        var tags = ["math", "engines"]
        var address = Address()
    }

    struct Address: Codable {
        var streetName = "St James's Square"
        var zipCode = "SW1Y"
        var geoPoint = [51.507, -0.135]
    }

    class Animal: Encodable {
        var legs = 4
        enum CodingKeys: CodingKey { case legs }
    }

    final class Dog: Animal {
        var name = "Rex"
        enum DogKeys: CodingKey { case name }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DogKeys.self)
            try container.encode(name, forKey: .name)
            try super.encode(to: container.superEncoder())
        }
    }

    enum Shape: Codable {
        case circle(radius: Double)
        case rectangle(width: Double, height: Double)
        case point
    }
}
