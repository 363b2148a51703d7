import Benchmark
import FastJSON
import Foundation

/// Registers, for one corpus file, each operation of `fastjson-bench` as a pair of benchmarks:
/// `file.operation.FastJSON` and `file.operation.Foundation`.
///
/// Each pair shares a setup that loads the file and checks that FastJSON gives Foundation's result
/// for that operation. Decoders and encoders are made once and reused, as an app would.
struct CorpusOperations<Model: Codable & Equatable, SnakeCaseModel: Codable & Equatable> {
    let corpus: Corpus<Model>
    let snakeCaseModel: SnakeCaseModel.Type

    init(_ corpus: Corpus<Model>, snakeCaseModel: SnakeCaseModel.Type) {
        self.corpus = corpus
        self.snakeCaseModel = snakeCaseModel
    }

    func register() {
        registerDecode()
        registerSnakeCaseDecode()
        registerEncode(operation: "encode", formatting: [])
        registerEncode(operation: "encodeSortedPretty", formatting: [.sortedKeys, .prettyPrinted])
    }

    private func registerDecode() {
        let corpus = corpus
        let fastJSON = FastJSONDecoder()
        let foundation = JSONDecoder()
        registerPair(
            "decode",
            setup: { try corpus.load() },
            fastJSON: { blackHole(try fastJSON.decode(Model.self, from: corpus.data)) },
            foundation: { blackHole(try foundation.decode(Model.self, from: corpus.data)) })
    }

    /// Decoding with `.convertFromSnakeCase`, into a model whose property names are camelCase
    /// (twitter's `TwitterCamelCase`; the other files' keys are camelCase already).
    private func registerSnakeCaseDecode() {
        let corpus = corpus
        let fastJSON = FastJSONDecoder()
        fastJSON.keyDecodingStrategy = .convertFromSnakeCase
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        registerPair(
            "decodeSnakeCase",
            setup: {
                try corpus.load()
                try Mismatch.check(
                    try fastJSON.decode(SnakeCaseModel.self, from: corpus.data) == foundation.decode(SnakeCaseModel.self, from: corpus.data),
                    "\(corpus.file): FastJSON decodes a different value with .convertFromSnakeCase")
            },
            fastJSON: { blackHole(try fastJSON.decode(SnakeCaseModel.self, from: corpus.data)) },
            foundation: { blackHole(try foundation.decode(SnakeCaseModel.self, from: corpus.data)) })
    }

    /// Encoding the decoded value. With sorted keys FastJSON must write Foundation's bytes; in
    /// insertion order, output that Foundation decodes back to the same value.
    private func registerEncode(operation: String, formatting: JSONEncoder.OutputFormatting) {
        let corpus = corpus
        let fastJSON = FastJSONEncoder()
        fastJSON.outputFormatting = FastJSONEncoder.OutputFormatting(rawValue: formatting.rawValue)
        let foundation = JSONEncoder()
        foundation.outputFormatting = formatting
        registerPair(
            operation,
            setup: {
                try corpus.load()
                let output = try fastJSON.encode(corpus.value)
                let same = formatting.contains(.sortedKeys)
                    ? try output == foundation.encode(corpus.value)
                    : try JSONDecoder().decode(Model.self, from: output) == corpus.value
                try Mismatch.check(same, "\(corpus.file): FastJSON encodes different output than Foundation (\(operation))")
            },
            fastJSON: { blackHole(try fastJSON.encode(corpus.value)) },
            foundation: { blackHole(try foundation.encode(corpus.value)) })
    }

    private func registerPair(
        _ operation: String,
        setup: @escaping () throws -> Void,
        fastJSON: @escaping () throws -> Void,
        foundation: @escaping () throws -> Void
    ) {
        for (library, body) in [("FastJSON", fastJSON), ("Foundation", foundation)] {
            Benchmark(
                "\(corpus.file).\(operation).\(library)",
                configuration: .init(setup: { try setup() })
            ) { benchmark in
                for _ in benchmark.scaledIterations {
                    try body()
                }
            }
        }
    }
}
