import CorpusModels
import FastJSON
import Foundation

extension BenchmarkOperation {
    /// Foundation's own types under their JSON strategies, on generated payloads: 10,000 `{at, id}`
    /// records with `.iso8601` dates, and one 3 MB `Data` as base64; each checked against Foundation
    /// first (the same values decoded, the same bytes encoded).
    static func foundationTypeOperations() throws -> [BenchmarkOperation] {
        // Whole seconds a few hours apart over about eight years, as a server's timestamps are.
        let records = (0..<10_000).map { Stamp(at: Date(timeIntervalSince1970: 1_500_000_000 + Double($0) * 24_681), id: $0) }
        let foundationEncoder = JSONEncoder()
        foundationEncoder.dateEncodingStrategy = .iso8601
        let foundationDecoder = JSONDecoder()
        foundationDecoder.dateDecodingStrategy = .iso8601
        let fastEncoder = FastJSONEncoder()
        fastEncoder.dateEncodingStrategy = .iso8601
        let fastDecoder = FastJSONDecoder()
        fastDecoder.dateDecodingStrategy = .iso8601
        let dates = try foundationEncoder.encode(records)
        // Foundation's key order is a Dictionary's, random per process: compare the JSON values.
        let sameEncoding = try JSONDecoder().decode(ProbedJSONValue.self, from: fastEncoder.encode(records)) == JSONDecoder().decode(ProbedJSONValue.self, from: dates)
        guard sameEncoding, try fastDecoder.decode([Stamp].self, from: dates) == records else {
            throw Mismatch(description: "generated .iso8601 records: FastJSON differs from Foundation; not timing them.")
        }

        // Bytes of every value, in a sequence that repeats only after the 3 MB.
        var generator = UInt64(0x9E37_79B9_7F4A_7C15)
        let blob = Blob(payload: Data((0..<3_000_000).map { _ in
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: generator >> 56)
        }))
        let base64 = try JSONEncoder().encode(blob)
        let plainEncoder = FastJSONEncoder()
        let plainDecoder = FastJSONDecoder()
        guard try plainEncoder.encode(blob) == base64, try plainDecoder.decode(Blob.self, from: base64) == blob else {
            throw Mismatch(description: "generated base64 Data: FastJSON differs from Foundation; not timing it.")
        }

        return [
            BenchmarkOperation(
                kind: .decodeISO8601Dates,
                fastJSON: { _ = try fastDecoder.decode([Stamp].self, from: dates) },
                foundation: { _ = try foundationDecoder.decode([Stamp].self, from: dates) },
                inputBytes: dates.count),
            BenchmarkOperation(
                kind: .encodeISO8601Dates,
                fastJSON: { _ = try fastEncoder.encode(records) },
                foundation: { _ = try foundationEncoder.encode(records) },
                inputBytes: dates.count),
            BenchmarkOperation(
                kind: .decodeBase64Data,
                fastJSON: { _ = try plainDecoder.decode(Blob.self, from: base64) },
                foundation: { _ = try JSONDecoder().decode(Blob.self, from: base64) },
                inputBytes: base64.count),
            BenchmarkOperation(
                kind: .encodeBase64Data,
                fastJSON: { _ = try plainEncoder.encode(blob) },
                foundation: { _ = try JSONEncoder().encode(blob) },
                inputBytes: base64.count),
        ]
    }
}

/// A timestamped record, the shape of most date-heavy API payloads.
private struct Stamp: Codable, Equatable {
    var at: Date
    var id: Int
}

/// A binary payload in one field.
private struct Blob: Codable, Equatable {
    var payload: Data
}
