import BenchmarkReport
import CorpusModels
import FastJSON
import Foundation

extension BenchmarkOperation {
    /// What a server does per request: decode and encode `{}` and one ~100-byte record, where the
    /// fixed cost of a call dominates; and the records of `users.json` as a JSON Lines stream,
    /// which Foundation can only decode line by line.
    static func smallDocumentOperations(users data: Data, file: String) throws -> [BenchmarkOperation] {
        guard data == Data(Users.generatedDocument().utf8) else {
            throw Mismatch(description: "\(file) is not what `fastjson-bench generate-users` writes; run it again.")
        }
        let records = Users.generatedRecords()
        let record = Data(records[0].utf8)
        let empty = Data("{}".utf8)
        // Foundation's lines are split before timing, so that only decoding is compared.
        let lines = records.map { Data($0.utf8) }
        let stream = Data((records.joined(separator: "\n") + "\n").utf8)
        let chunkSize = 64 * 1024
        let chunks = stride(from: 0, to: stream.count, by: chunkSize).map { stream[$0..<min($0 + chunkSize, stream.count)] }

        let fastDecoder = FastJSONDecoder()
        let foundationDecoder = JSONDecoder()
        let expected = try foundationDecoder.decode([Users.User].self, from: data)
        let streamed = try fastDecoder.decodeElements(of: Users.User.self, layout: .concatenatedValues, from: chunks).map { try $0.get() }
        guard streamed == expected else {
            throw Mismatch(description: "\(file): the streamed records differ from Foundation's; not timing them.")
        }
        return [
            try decoding(Empty.self, from: empty, kind: .decodeEmpty, file: file),
            try decoding(Users.User.self, from: record, kind: .decodeRecord, file: file),
            try encoding(Empty(), kind: .encodeEmpty, formatting: [], file: file, inputBytes: empty.count),
            try encoding(expected[0], kind: .encodeRecord, formatting: [], file: file, inputBytes: record.count),
            BenchmarkOperation(
                kind: .streamRecords,
                fastJSON: {
                    for result in fastDecoder.decodeElements(of: Users.User.self, layout: .concatenatedValues, from: chunks) {
                        _ = try result.get()
                    }
                },
                foundation: {
                    for line in lines { _ = try foundationDecoder.decode(Users.User.self, from: line) }
                },
                inputBytes: stream.count),
        ]
    }

    private static func decoding<Model: Codable & Equatable>(
        _ model: Model.Type, from data: Data, kind: OperationKind, file: String
    ) throws -> BenchmarkOperation {
        let fastDecoder = FastJSONDecoder()
        let foundationDecoder = JSONDecoder()
        guard try fastDecoder.decode(model, from: data) == foundationDecoder.decode(model, from: data) else {
            throw Mismatch(description: "\(file): FastJSON decodes a different value than Foundation (\(kind.rawValue)); not timing it.")
        }
        return BenchmarkOperation(
            kind: kind,
            fastJSON: { _ = try fastDecoder.decode(model, from: data) },
            foundation: { _ = try foundationDecoder.decode(model, from: data) },
            inputBytes: data.count)
    }
}

/// A struct without properties: its decode and encode are nothing but a call's fixed cost.
private struct Empty: Codable, Equatable {}
