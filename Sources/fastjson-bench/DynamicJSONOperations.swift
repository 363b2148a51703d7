import BenchmarkReport
import CorpusModels
import FastJSON
import Foundation

extension BenchmarkOperation {
    /// A whole document as a `JSONValue`, against `JSONSerialization`, Foundation's way to read
    /// JSON no model describes. The value must be the one `JSONDecoder` decodes.
    static func jsonValueDecoding(_ data: Data, file: String) throws -> BenchmarkOperation {
        let decoder = FastJSONDecoder()
        guard try decoder.decode(JSONValue.self, from: data) == JSONDecoder().decode(JSONValue.self, from: data) else {
            throw Mismatch(description: "\(file): FastJSON decodes a different JSONValue than Foundation; not timing it.")
        }
        return BenchmarkOperation(
            kind: .decodeJSONValue,
            fastJSON: { _ = try decoder.decode(JSONValue.self, from: data) },
            foundation: { _ = try JSONSerialization.jsonObject(with: data) })
    }

    /// One status through a JSON Pointer, against what Foundation needs for it: the wrapper model
    /// decoded whole.
    static func pointerDecoding(twitter data: Data, file: String) throws -> BenchmarkOperation {
        struct Statuses: Decodable { let statuses: [Twitter.Status] }
        let fastDecoder = FastJSONDecoder()
        let foundationDecoder = JSONDecoder()
        guard try fastDecoder.decode(Twitter.Status.self, from: data, at: "/statuses/0")
            == foundationDecoder.decode(Statuses.self, from: data).statuses.first else {
            throw Mismatch(description: "\(file): FastJSON decodes a different /statuses/0 than Foundation; not timing it.")
        }
        return BenchmarkOperation(
            kind: .decodeAtPointer,
            fastJSON: { _ = try fastDecoder.decode(Twitter.Status.self, from: data, at: "/statuses/0") },
            foundation: { _ = try foundationDecoder.decode(Statuses.self, from: data).statuses.first })
    }
}
