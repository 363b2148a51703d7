import Foundation

#if Macros
import AnnotatedCorpusModels
import BenchmarkReport
import CorpusModels
import FastJSON
#endif

extension BenchmarkOperation {
    /// FastJSON on the corpus models annotated with `@JSONCodable` alone, which take the macros'
    /// fast path, against Foundation on the plain models (what a user of synthesized `Codable`
    /// has). Without the `Macros` trait there are none.
    static func annotatedModelOperations(for model: CorpusModel, data: Data, file: String) throws -> [BenchmarkOperation] {
        #if Macros
        switch model {
        case .twitter:
            return try annotatedOperations(
                AnnotatedCorpusModels.Twitter.SearchResponse.self, plain: CorpusModels.Twitter.SearchResponse.self, data: data, file: file)
        case .citm:
            return try annotatedOperations(AnnotatedCorpusModels.CitmCatalog.self, plain: CorpusModels.CitmCatalog.self, data: data, file: file)
        case .canada:
            return try annotatedOperations(
                AnnotatedCorpusModels.FeatureCollection.self, plain: CorpusModels.FeatureCollection.self, data: data, file: file)
        case .requestBodies:
            let order = Data(CorpusModels.RequestBodies.order.utf8)
            return try annotatedOperations(
                AnnotatedCorpusModels.RequestBodies.Order.self, plain: CorpusModels.RequestBodies.Order.self, data: order, file: file,
                kinds: (.decodeOrderAnnotated, .encodeOrderAnnotated), inputBytes: order.count)
        case .users, .generic:
            return []
        }
        #else
        return []
        #endif
    }

    #if Macros
    /// Decoding and encoding `Annotated`: FastJSON must decode the value that Foundation decodes
    /// through the generated `init(from:)`, that value must be the plain model's (the same bytes
    /// from Foundation, keys sorted), and it must encode as `encoding` checks.
    private static func annotatedOperations<Annotated: Codable & Equatable, Plain: Codable>(
        _ annotated: Annotated.Type, plain: Plain.Type, data: Data, file: String,
        kinds: (decode: OperationKind, encode: OperationKind) = (.decodeAnnotated, .encodeAnnotated), inputBytes: Int? = nil
    ) throws -> [BenchmarkOperation] {
        let fastDecoder = FastJSONDecoder()
        let foundationDecoder = JSONDecoder()
        let value = try fastDecoder.decode(annotated, from: data)
        guard try foundationDecoder.decode(annotated, from: data) == value else {
            throw Mismatch(description: "\(file): the @JSONCodable model decodes differently through FastJSON and Foundation; not timing it.")
        }
        let plainValue = try foundationDecoder.decode(plain, from: data)
        let sortedEncoder = JSONEncoder()
        sortedEncoder.outputFormatting = .sortedKeys
        guard try sortedEncoder.encode(value) == sortedEncoder.encode(plainValue) else {
            throw Mismatch(description: "\(file): the @JSONCodable model's value is not the plain model's; not timing it.")
        }
        return [
            BenchmarkOperation(
                kind: kinds.decode,
                fastJSON: { _ = try fastDecoder.decode(annotated, from: data) },
                foundation: { _ = try foundationDecoder.decode(plain, from: data) },
                inputBytes: inputBytes),
            try encoding(value, foundationEncodes: plainValue, kind: kinds.encode, formatting: [], file: file, inputBytes: inputBytes),
        ]
    }
    #endif
}
