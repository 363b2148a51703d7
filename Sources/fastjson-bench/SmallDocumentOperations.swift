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
            throw Mismatch(description: "\(file) is not what `fastjson-bench generate-corpus` writes; run it again.")
        }
        let records = Users.generatedRecords()
        let record = Data(records[0].utf8)
        let empty = Data("{}".utf8)
        let expected = try JSONDecoder().decode([Users.User].self, from: data)
        return [
            try decoding(Empty.self, from: empty, kind: .decodeEmpty, file: file),
            try decoding(Users.User.self, from: record, kind: .decodeRecord, file: file),
            try encoding(Empty(), kind: .encodeEmpty, formatting: [], file: file, inputBytes: empty.count),
            try encoding(expected[0], kind: .encodeRecord, formatting: [], file: file, inputBytes: record.count),
            try streaming(Users.User.self, records: records, expected: expected, file: file),
        ]
    }

    /// What a server does with the bodies it receives: decode and encode the ~100-byte order and
    /// one ~1 KB ticket of `request-bodies.json`, and its tickets as a JSON Lines stream.
    static func requestBodyOperations(bodies data: Data, file: String) throws -> [BenchmarkOperation] {
        guard data == Data(RequestBodies.generatedDocument().utf8) else {
            throw Mismatch(description: "\(file) is not what `fastjson-bench generate-corpus` writes; run it again.")
        }
        let records = RequestBodies.generatedRecords()
        let order = Data(RequestBodies.order.utf8)
        let ticket = Data(records[0].utf8)
        let foundationDecoder = JSONDecoder()
        foundationDecoder.dateDecodingStrategy = .iso8601
        let expected = try foundationDecoder.decode([RequestBodies.Ticket].self, from: data)
        // The stream first: the table's heading gives the size of the first row's input.
        return [
            try streaming(RequestBodies.Ticket.self, records: records, expected: expected, file: file, iso8601Dates: true),
            try decoding(RequestBodies.Order.self, from: order, kind: .decodeOrder, file: file),
            try encoding(JSONDecoder().decode(RequestBodies.Order.self, from: order), kind: .encodeOrder, formatting: [], file: file, inputBytes: order.count),
            try decoding(RequestBodies.Ticket.self, from: ticket, kind: .decodeRequestBody, file: file, iso8601Dates: true),
            try encoding(expected[0], kind: .encodeRequestBody, formatting: [], file: file, inputBytes: ticket.count, iso8601Dates: true),
        ] + (try byteBufferOperations(ticket: ticket, file: file))
    }

    /// `records` as one JSON Lines stream through `decodeElements`, read in 64 KB chunks; Foundation
    /// decodes them line by line, split before timing, so that only decoding is compared.
    private static func streaming<Model: Decodable & Equatable>(
        _ model: Model.Type, records: [String], expected: [Model], file: String, iso8601Dates: Bool = false
    ) throws -> BenchmarkOperation {
        let lines = records.map { Data($0.utf8) }
        let stream = Data((records.joined(separator: "\n") + "\n").utf8)
        let chunkSize = 64 * 1024
        let chunks = stride(from: 0, to: stream.count, by: chunkSize).map { stream[$0..<min($0 + chunkSize, stream.count)] }
        let (fastDecoder, foundationDecoder) = decoders(iso8601Dates: iso8601Dates)
        let streamed = try fastDecoder.decodeElements(of: model, layout: .concatenatedValues, from: chunks).map { try $0.get() }
        guard streamed == expected else {
            throw Mismatch(description: "\(file): the streamed records differ from Foundation's; not timing them.")
        }
        return BenchmarkOperation(
            kind: .streamRecords,
            fastJSON: {
                for result in fastDecoder.decodeElements(of: model, layout: .concatenatedValues, from: chunks) {
                    _ = try result.get()
                }
            },
            foundation: {
                for line in lines { _ = try foundationDecoder.decode(model, from: line) }
            },
            inputBytes: stream.count)
    }

    static func decoders(iso8601Dates: Bool) -> (FastJSONDecoder, JSONDecoder) {
        let fastDecoder = FastJSONDecoder()
        let foundationDecoder = JSONDecoder()
        if iso8601Dates {
            fastDecoder.dateDecodingStrategy = .iso8601
            foundationDecoder.dateDecodingStrategy = .iso8601
        }
        return (fastDecoder, foundationDecoder)
    }

    private static func decoding<Model: Codable & Equatable>(
        _ model: Model.Type, from data: Data, kind: OperationKind, file: String, iso8601Dates: Bool = false
    ) throws -> BenchmarkOperation {
        let (fastDecoder, foundationDecoder) = decoders(iso8601Dates: iso8601Dates)
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
