import FastJSON
import Foundation
import Testing

/// `skip()`, `@LossyArray`, `decodeLossy` and `invalidArrayElementHandler`.
@Suite struct SkipAndLossyTests {
    struct Item: Codable, Equatable {
        let id: Int
        let name: String
    }

    /// Decodes the items of an array, stepping over those that fail: the pattern `skip()` is for.
    struct SkippingList: Decodable, Equatable {
        var items: [Item] = []
        var skippedIndices: [Int] = []

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            while !container.isAtEnd {
                let index = container.currentIndex
                do {
                    items.append(try container.decode(Item.self))
                } catch {
                    skippedIndices.append(index)
                    try container.skip()
                }
            }
        }
    }

    // Computed, not stored: a static Data keeps its storage behind a tagged reference that
    // LeakSanitizer cannot follow, so `scripts/sanitize address` reported it as leaked.
    static var mixed: Data { Data(#"""
    [{"id": 1, "name": "a"}, {"id": "two", "name": "b"}, 3, {"id": 4, "name": "d"}, [5], null,
     {"id": 7, "name": "g", "extra": {"deep": [1, 2, {"x": 3}]}}, {"name": "missing id"}]
    """#.utf8) }

    @Test func skipStepsOverFailedElementsWithBothDecoders() throws {
        let fast = try FastJSONDecoder().decode(SkippingList.self, from: Self.mixed)
        let foundation = try JSONDecoder().decode(SkippingList.self, from: Self.mixed)
        #expect(fast == foundation)
        #expect(fast.items.map(\.id) == [1, 4, 7])
        #expect(fast.skippedIndices == [1, 2, 4, 5, 7])
    }

    @Test func skipAtTheEndThrowsValueNotFound() throws {
        struct SkipPastEnd: Decodable {
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                try container.skip()
                try container.skip()
            }
        }
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode(SkipPastEnd.self, from: Data("[1]".utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SkipPastEnd.self, from: Data("[1]".utf8)) }
        #expect(throws: Never.self) { try FastJSONDecoder().decode(SkipPastEnd.self, from: Data("[1, {\"a\": [2]}]".utf8)) }
    }

    struct Feed: Decodable {
        @LossyArray var items: [Item]
    }

    @Test func lossyArrayKeepsGoodElementsAndReportsFailures() throws {
        let data = Data(#"{"items": "# .utf8) + Self.mixed + Data("}".utf8)
        for feed in [try FastJSONDecoder().decode(Feed.self, from: data), try JSONDecoder().decode(Feed.self, from: data)] {
            #expect(feed.items.map(\.id) == [1, 4, 7])
            #expect(feed.$items.map(\.index) == [1, 2, 4, 5, 7])
            #expect(feed.$items.allSatisfy { $0.error is DecodingError })
        }
    }

    @Test func decodeLossyAtTheTopLevel() throws {
        let result = try FastJSONDecoder().decodeLossy([Item].self, from: Self.mixed)
        #expect(result.wrappedValue.map(\.id) == [1, 4, 7])
        #expect(result.failures.map(\.index) == [1, 2, 4, 5, 7])
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decodeLossy([Item].self, from: Data("{}".utf8)) }
    }

    @Test func invalidArrayElementHandlerSkipsNestedElements() throws {
        struct Catalog: Decodable { let sections: [[Item]] }
        let data = Data(#"{"sections": [[{"id": 1, "name": "a"}, {"id": "x"}], [true, {"id": 2, "name": "b"}]]}"#.utf8)
        #expect(throws: DecodingError.self) { try FastJSONDecoder().decode(Catalog.self, from: data) }

        let decoder = FastJSONDecoder()
        let skipped = SkippedErrors()
        decoder.invalidArrayElementHandler = { skipped.append($0) }
        let catalog = try decoder.decode(Catalog.self, from: data)
        #expect(catalog.sections.map { $0.map(\.id) } == [[1], [2]])
        let paths = skipped.errors.compactMap { error -> String? in
            guard case .some(let context) = (error as? DecodingError).flatMap(Self.context) else { return nil }
            return context.codingPath.map(\.stringValue).joined(separator: "/")
        }
        #expect(paths == ["sections/Index 0/Index 1/id", "sections/Index 1/Index 0"])
    }

    static func context(_ error: DecodingError) -> DecodingError.Context? {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            return context
        @unknown default:
            return nil
        }
    }
}

/// Collects errors from a `@Sendable` handler.
final class SkippedErrors: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [any Error] = []

    func append(_ error: any Error) {
        lock.withLock { stored.append(error) }
    }

    var errors: [any Error] { lock.withLock { stored } }
}
