import Foundation

/// An array that keeps the elements that decode and records the ones that do not, instead of
/// failing as a whole: for APIs where one malformed element should not lose the rest.
///
/// ```swift
/// struct Feed: Decodable {
///     @LossyArray var items: [Item]
/// }
/// let feed = try decoder.decode(Feed.self, from: data)
/// feed.items          // the items that decoded
/// feed.$items         // the failures, with each element's index and error
/// ```
///
/// Works with any decoder; with FastJSON a failed element is stepped over in constant time.
@propertyWrapper
public struct LossyArray<Element: Decodable>: Decodable {
    /// An element that did not decode.
    public struct Failure: Error {
        /// The element's position in the JSON array.
        public let index: Int
        /// Why it did not decode.
        public let error: any Error
    }

    /// The elements that decoded, in order.
    public var wrappedValue: [Element]
    /// The elements that did not decode.
    public var failures: [Failure]

    /// The failures, as `$property`.
    public var projectedValue: [Failure] { failures }

    /// An array with these elements and no failures.
    public init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
        self.failures = []
    }

    /// Decodes every element of an array that can be decoded, stepping over the others.
    ///
    /// - Throws: `DecodingError` when the value is not an array at all.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        var failures: [Failure] = []
        elements.reserveCapacity(ReservedCapacity.forDecoding(container.count ?? 0, of: Element.self))
        while !container.isAtEnd {
            let index = container.currentIndex
            do {
                elements.append(try container.decode(Element.self))
            } catch {
                failures.append(Failure(index: index, error: error))
                try container.skip()
            }
        }
        self.wrappedValue = elements
        self.failures = failures
    }
}

extension LossyArray: Encodable where Element: Encodable {
    /// Encodes the elements, as a plain array.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension LossyArray: Equatable where Element: Equatable {
    /// Compares the elements; failures are not compared.
    public static func == (lhs: LossyArray, rhs: LossyArray) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension LossyArray: Sendable where Element: Sendable {}

extension FastJSONDecoder {
    /// Decodes a top-level array, keeping the elements that decode and returning the others as
    /// failures with their index and error.
    ///
    /// - Parameters:
    ///   - type: The array type.
    ///   - data: The JSON document, an array.
    /// - Returns: The elements that decoded, and the failures.
    /// - Throws: `DecodingError` when the document is not valid JSON or not an array.
    public func decodeLossy<Element: Decodable>(_ type: [Element].Type, from data: Data) throws -> LossyArray<Element> {
        try decode(LossyArray<Element>.self, from: data)
    }
}
