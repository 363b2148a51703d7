#if Macros
import AnnotatedCorpusModels
import CorpusModels
import FastJSON
import Foundation
import Testing

/// The corpus through the models that the benchmark's `@JSONCodable` rows time: the same files as
/// the plain models, each type annotated with the macro alone, so FastJSON takes the fast path
/// both ways. What they decode and encode must be what Foundation makes of the plain models.
@Suite struct AnnotatedCorpusTests {
    @Test func twitter() throws {
        try expectSameAsPlainModel(
            "twitter.json", AnnotatedCorpusModels.Twitter.SearchResponse.self, plain: CorpusModels.Twitter.SearchResponse.self)
    }

    @Test func citmCatalog() throws {
        try expectSameAsPlainModel("citm_catalog.json", AnnotatedCorpusModels.CitmCatalog.self, plain: CorpusModels.CitmCatalog.self)
    }

    @Test func canada() throws {
        try expectSameAsPlainModel(
            "canada.json", AnnotatedCorpusModels.FeatureCollection.self, plain: CorpusModels.FeatureCollection.self)
    }

    @Test func order() throws {
        try expectSameAsPlainModel(
            Data(CorpusModels.RequestBodies.order.utf8), AnnotatedCorpusModels.RequestBodies.Order.self,
            plain: CorpusModels.RequestBodies.Order.self)
    }

    /// Only the annotated types have the fast path; the plain ones keep synthesized `Codable`.
    @Test func onlyTheAnnotatedModelsTakeTheFastPath() {
        #expect(AnnotatedCorpusModels.Twitter.Status.self is any _JSONFastDecodable.Type)
        #expect(AnnotatedCorpusModels.Twitter.Status.self is any _JSONFastEncodable.Type)
        #expect(AnnotatedCorpusModels.FeatureCollection.Geometry.self is any _JSONFastEncodable.Type)
        #expect(!(CorpusModels.Twitter.Status.self is any _JSONFastDecodable.Type))
        #expect(!(CorpusModels.CitmCatalog.self is any _JSONFastEncodable.Type))
    }

    private func expectSameAsPlainModel<Annotated: Codable & Equatable, Plain: Codable>(
        _ file: String, _ annotated: Annotated.Type, plain: Plain.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try expectSameAsPlainModel(TestResources.corpusFile(file), annotated, plain: plain, sourceLocation: sourceLocation)
    }

    private func expectSameAsPlainModel<Annotated: Codable & Equatable, Plain: Codable>(
        _ data: Data, _ annotated: Annotated.Type, plain: Plain.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let value = try FastJSONDecoder().decode(annotated, from: data)
        #expect(try JSONDecoder().decode(annotated, from: data) == value, sourceLocation: sourceLocation)
        let plainValue = try JSONDecoder().decode(plain, from: data)
        for formatting: JSONEncoder.OutputFormatting in [.sortedKeys, [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]] {
            let foundation = JSONEncoder()
            foundation.outputFormatting = formatting
            let fast = FastJSONEncoder()
            fast.outputFormatting = FastJSONEncoder.OutputFormatting(rawValue: formatting.rawValue)
            #expect(try fast.encode(value) == foundation.encode(plainValue), sourceLocation: sourceLocation)
        }
        // In declaration order, the fast path writes what the annotated type's `encode(to:)` writes.
        let unsorted = FastJSONEncoder()
        #expect(try unsorted.encode(value) == unsorted.encode(ThroughEncodeTo(value: value)), sourceLocation: sourceLocation)
    }
}
#endif
