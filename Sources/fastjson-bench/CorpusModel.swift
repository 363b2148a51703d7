import ArgumentParser
import BenchmarkReport
import CorpusModels
import Foundation

/// The models a file can be benchmarked with: the corpus's own, or a generic JSON value for any
/// other file.
enum CorpusModel: String, ExpressibleByArgument, CaseIterable {
    case twitter, citm, canada, users, requestBodies, generic

    /// The model for a shipped corpus file, by its name.
    init(forFileNamed name: String) {
        switch name {
        case "twitter.json": self = .twitter
        case "citm_catalog.json": self = .citm
        case "canada.json": self = .canada
        case "users.json": self = .users
        case "request-bodies.json": self = .requestBodies
        default: self = .generic
        }
    }

    /// The operations to time on `data` with this model, each checked first: FastJSON must decode
    /// the value Foundation decodes, and encode bytes equal to Foundation's (sorted keys) or the
    /// same JSON value (insertion order).
    func operations(on data: Data, file: String) throws -> [BenchmarkOperation] {
        try plainModelOperations(on: data, file: file) + BenchmarkOperation.annotatedModelOperations(for: self, data: data, file: file)
    }

    private func plainModelOperations(on data: Data, file: String) throws -> [BenchmarkOperation] {
        switch self {
        case .twitter:
            return try BenchmarkOperation.modelOperations(Twitter.SearchResponse.self, data: data, file: file)
                + [BenchmarkOperation.snakeCaseDecoding(TwitterCamelCase.SearchResponse.self, data: data, file: file)]
                + BenchmarkOperation.streamingOperations(twitter: data, file: file)
                + BenchmarkOperation.foundationTypeOperations()
                + [BenchmarkOperation.jsonValueDecoding(data, file: file), BenchmarkOperation.pointerDecoding(twitter: data, file: file)]
        case .citm:
            return try BenchmarkOperation.modelOperations(CitmCatalog.self, data: data, file: file)
                + [BenchmarkOperation.snakeCaseDecoding(CitmCatalog.self, data: data, file: file),
                   BenchmarkOperation.jsonValueDecoding(data, file: file)]
        case .canada:
            return try BenchmarkOperation.modelOperations(FeatureCollection.self, data: data, file: file)
                + [BenchmarkOperation.snakeCaseDecoding(FeatureCollection.self, data: data, file: file),
                   BenchmarkOperation.jsonValueDecoding(data, file: file)]
        case .users:
            return try BenchmarkOperation.modelOperations([Users.User].self, data: data, file: file)
                + [BenchmarkOperation.snakeCaseDecoding([UsersCamelCase.User].self, data: data, file: file)]
                + BenchmarkOperation.smallDocumentOperations(users: data, file: file)
        case .requestBodies:
            return try BenchmarkOperation.requestBodyOperations(bodies: data, file: file)
        case .generic:
            return try BenchmarkOperation.modelOperations(ProbedJSONValue.self, data: data, file: file)
        }
    }

    /// The body of one operation on `file`, by its name, as FastJSON or Foundation does it.
    func operation(named name: String, file: String, foundation: Bool) throws -> () throws -> Void {
        try operation(named: name, file: file).body(foundation: foundation)
    }

    /// The operation on `file` named `name`.
    func operation(named name: String, file: String) throws -> BenchmarkOperation {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        // Setting up every operation of a file checks each against Foundation; under a profiler
        // that would take minutes, so a small-document or @JSONCodable operation is set up alone.
        let candidates: [BenchmarkOperation]
        if self == .users && OperationKind.smallDocumentKinds.contains(where: { $0.rawValue == name }) {
            candidates = try BenchmarkOperation.smallDocumentOperations(users: data, file: file)
        } else if OperationKind.annotatedModelKinds.contains(where: { $0.rawValue == name }) {
            candidates = try BenchmarkOperation.annotatedModelOperations(for: self, data: data, file: file)
        } else {
            candidates = try operations(on: data, file: file)
        }
        guard let chosen = candidates.first(where: { $0.kind.rawValue == name }) else {
            throw ValidationError("No operation \(name) for model \(rawValue).")
        }
        return chosen
    }
}
