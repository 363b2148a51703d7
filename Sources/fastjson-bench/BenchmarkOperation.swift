import ArgumentParser
import BenchmarkReport
import CorpusModels
@_spi(Benchmarking) import FastJSON
import Foundation

/// One thing to time, done by FastJSON and (unless it is a floor) by Foundation.
struct BenchmarkOperation {
    let kind: OperationKind
    let fastJSON: () throws -> Void
    let foundation: (() throws -> Void)?
    /// The size of what the operation reads, when it is not the file itself.
    var inputBytes: Int? = nil
    /// The size of FastJSON's output, for an encode.
    var outputBytes: Int? = nil

    /// What FastJSON or Foundation runs.
    func body(foundation: Bool) throws -> () throws -> Void {
        guard let body = foundation ? self.foundation : fastJSON else {
            throw ValidationError("Foundation has no \(kind.rawValue).")
        }
        return body
    }

    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    /// Decoding with default keys, encoding, and the floors, for `Model`.
    static func modelOperations<Model: Codable & Equatable>(_ model: Model.Type, data: Data, file: String) throws -> [BenchmarkOperation] {
        let foundationDecoder = JSONDecoder()
        let fastDecoder = FastJSONDecoder()
        let value = try foundationDecoder.decode(model, from: data)
        guard try fastDecoder.decode(model, from: data) == value else {
            throw Mismatch(description: "\(file): FastJSON decodes a different value than Foundation; not timing it.")
        }
        return [
            BenchmarkOperation(
                kind: .decode,
                fastJSON: { _ = try fastDecoder.decode(model, from: data) },
                foundation: { _ = try foundationDecoder.decode(model, from: data) }),
            try encoding(value, kind: .encode, formatting: [], file: file),
            try encoding(value, kind: .encodeSortedPretty, formatting: [.sortedKeys, .prettyPrinted], file: file),
        ] + floors(data)
    }

    /// Encoding `value` with the given formatting; the output must be the same bytes as
    /// Foundation's when keys are sorted, and the same JSON value when they are not.
    static func encoding<Model: Encodable>(
        _ value: Model, kind: OperationKind, formatting: JSONEncoder.OutputFormatting, file: String, inputBytes: Int? = nil,
        iso8601Dates: Bool = false
    ) throws -> BenchmarkOperation {
        try encoding(value, foundationEncodes: value, kind: kind, formatting: formatting, file: file, inputBytes: inputBytes, iso8601Dates: iso8601Dates)
    }

    /// Encoding `value` with FastJSON and `foundationValue`, the same value as another type, with
    /// Foundation, checked as above.
    static func encoding<Model: Encodable, FoundationModel: Encodable>(
        _ value: Model, foundationEncodes foundationValue: FoundationModel, kind: OperationKind,
        formatting: JSONEncoder.OutputFormatting, file: String, inputBytes: Int? = nil, iso8601Dates: Bool = false
    ) throws -> BenchmarkOperation {
        let foundationEncoder = JSONEncoder()
        foundationEncoder.outputFormatting = formatting
        let fastEncoder = FastJSONEncoder()
        fastEncoder.outputFormatting = FastJSONEncoder.OutputFormatting(rawValue: formatting.rawValue)
        if iso8601Dates {
            foundationEncoder.dateEncodingStrategy = .iso8601
            fastEncoder.dateEncodingStrategy = .iso8601
        }
        let expected = try foundationEncoder.encode(foundationValue)
        let actual = try fastEncoder.encode(value)
        let same = formatting.contains(.sortedKeys)
            ? expected == actual
            : try JSONDecoder().decode(ProbedJSONValue.self, from: expected) == JSONDecoder().decode(ProbedJSONValue.self, from: actual)
        guard same else {
            throw Mismatch(description: "\(file): FastJSON encodes different output than Foundation (\(kind.rawValue)); not timing it.")
        }
        return BenchmarkOperation(
            kind: kind,
            fastJSON: { _ = try fastEncoder.encode(value) },
            foundation: { _ = try foundationEncoder.encode(foundationValue) },
            inputBytes: inputBytes, outputBytes: actual.count)
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
