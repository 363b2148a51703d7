import ArgumentParser
import CorpusModels
import Foundation

/// The models a file can be benchmarked with: the corpus's own, or a generic JSON value for any
/// other file.
enum CorpusModel: String, ExpressibleByArgument, CaseIterable {
    case twitter, citm, canada, generic

    /// The model for a shipped corpus file, by its name.
    init(forFileNamed name: String) {
        switch name {
        case "twitter.json": self = .twitter
        case "citm_catalog.json": self = .citm
        case "canada.json": self = .canada
        default: self = .generic
        }
    }

    /// The operations to time on `data` with this model, each checked first: FastJSON must decode
    /// the value Foundation decodes, and encode bytes equal to Foundation's (sorted keys) or the
    /// same JSON value (insertion order).
    func operations(on data: Data, file: String) throws -> [BenchmarkOperation] {
        switch self {
        case .twitter:
            return try BenchmarkOperation.modelOperations(Twitter.SearchResponse.self, data: data, file: file)
                + [BenchmarkOperation.snakeCaseDecoding(TwitterCamelCase.SearchResponse.self, data: data, file: file)]
                + BenchmarkOperation.streamingOperations(twitter: data, file: file)
                + BenchmarkOperation.foundationTypeOperations()
        case .citm:
            return try BenchmarkOperation.modelOperations(CitmCatalog.self, data: data, file: file)
                + [BenchmarkOperation.snakeCaseDecoding(CitmCatalog.self, data: data, file: file)]
        case .canada:
            return try BenchmarkOperation.modelOperations(FeatureCollection.self, data: data, file: file)
                + [BenchmarkOperation.snakeCaseDecoding(FeatureCollection.self, data: data, file: file)]
        case .generic:
            return try BenchmarkOperation.modelOperations(JSONValue.self, data: data, file: file)
        }
    }
}
