@_spi(Benchmarking) import FastJSON
import Foundation

/// One thing to time, done by FastJSON and (unless it is a floor) by Foundation.
struct BenchmarkOperation {
    enum Kind: String, CaseIterable, Codable {
        case decode = "decode"
        case decodeSnakeCase = "decode .convertFromSnakeCase"
        case yajlFloor = "yajl_parse alone (floor)"
        case tokenize = "tokenizer alone"
        case tape = "tokenizer + tape"
    }

    let kind: Kind
    let fastJSON: () throws -> Void
    let foundation: (() throws -> Void)?

    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    /// Decoding with default keys, and the floors, for `Model`.
    static func modelOperations<Model: Codable & Equatable>(_ model: Model.Type, data: Data, file: String) throws -> [BenchmarkOperation] {
        let foundationDecoder = JSONDecoder()
        let fastDecoder = FastJSONDecoder()
        guard try fastDecoder.decode(model, from: data) == foundationDecoder.decode(model, from: data) else {
            throw Mismatch(description: "\(file): FastJSON decodes a different value than Foundation; not timing it.")
        }
        return [
            BenchmarkOperation(
                kind: .decode,
                fastJSON: { _ = try fastDecoder.decode(model, from: data) },
                foundation: { _ = try foundationDecoder.decode(model, from: data) }),
        ] + floors(data)
    }

    /// Decoding `Model`, whose property names are camelCase, with `.convertFromSnakeCase`.
    static func snakeCaseDecoding<Model: Codable & Equatable>(_ model: Model.Type, data: Data, file: String) throws -> BenchmarkOperation {
        let foundationDecoder = JSONDecoder()
        foundationDecoder.keyDecodingStrategy = .convertFromSnakeCase
        let fastDecoder = FastJSONDecoder()
        fastDecoder.keyDecodingStrategy = .convertFromSnakeCase
        guard try fastDecoder.decode(model, from: data) == foundationDecoder.decode(model, from: data) else {
            throw Mismatch(description: "\(file): FastJSON decodes a different value with .convertFromSnakeCase; not timing it.")
        }
        return BenchmarkOperation(
            kind: .decodeSnakeCase,
            fastJSON: { _ = try fastDecoder.decode(model, from: data) },
            foundation: { _ = try foundationDecoder.decode(model, from: data) })
    }

    private static func floors(_ data: Data) -> [BenchmarkOperation] {
        [
            BenchmarkOperation(kind: .yajlFloor, fastJSON: { try data.withUnsafeBytes { try YajlFloor.parse($0) } }, foundation: nil),
            BenchmarkOperation(kind: .tokenize, fastJSON: { try data.withUnsafeBytes { try BenchmarkHooks.tokenize($0) } }, foundation: nil),
            BenchmarkOperation(kind: .tape, fastJSON: { _ = try data.withUnsafeBytes { try BenchmarkHooks.buildTape($0) } }, foundation: nil),
        ]
    }
}
