import CorpusModels
import FastJSON
import Foundation

extension BenchmarkOperation {
    /// The statuses of twitter.json written as JSON Lines, many times over, decoded whole and as a
    /// stream in 64 KiB chunks; and `skip()` over every status of the original array.
    static func streamingOperations(twitter data: Data, file: String) throws -> [BenchmarkOperation] {
        let statuses = try JSONDecoder().decode(Twitter.SearchResponse.self, from: data).statuses
        let encoder = JSONEncoder()
        var lines = Data()
        // Repeated to a few megabytes, so that a stream holds many chunks.
        for _ in 0..<8 {
            for status in statuses {
                lines.append(try encoder.encode(status))
                lines.append(UInt8(ascii: "\n"))
            }
        }
        let array = try encoder.encode(Array(repeating: statuses, count: 8).flatMap { $0 })
        let chunkSize = 64 * 1024
        let chunks = stride(from: 0, to: lines.count, by: chunkSize).map { lines[$0..<min($0 + chunkSize, lines.count)] }
        let decoder = FastJSONDecoder()
        let streamed = try decoder.decodeElements(of: Twitter.Status.self, layout: .concatenatedValues, from: chunks).map { try $0.get() }
        guard try streamed == decoder.decode([Twitter.Status].self, from: array) else {
            throw Mismatch(description: "\(file): streamed statuses differ from the whole-document decode; not timing it.")
        }
        return [
            BenchmarkOperation(
                kind: .decodeStatusesWhole,
                fastJSON: { _ = try decoder.decode([Twitter.Status].self, from: array) },
                foundation: { _ = try JSONDecoder().decode([Twitter.Status].self, from: array) },
                inputBytes: array.count),
            BenchmarkOperation(
                kind: .streamStatuses,
                fastJSON: {
                    for result in decoder.decodeElements(of: Twitter.Status.self, layout: .concatenatedValues, from: chunks) {
                        _ = try result.get()
                    }
                },
                foundation: nil,
                inputBytes: lines.count),
            BenchmarkOperation(
                kind: .skipStatuses,
                fastJSON: { _ = try decoder.decode(SkippedStatuses.self, from: data) },
                foundation: { _ = try JSONDecoder().decode(SkippedStatuses.self, from: data) }),
        ]
    }
}

/// Opens twitter.json's statuses and steps over each one with `skip()`.
private struct SkippedStatuses: Decodable {
    enum CodingKeys: String, CodingKey { case statuses }

    init(from decoder: any Decoder) throws {
        var statuses = try decoder.container(keyedBy: CodingKeys.self).nestedUnkeyedContainer(forKey: .statuses)
        while !statuses.isAtEnd {
            try statuses.skip()
        }
    }
}
