import Foundation
import Testing
@testable import FastJSON

/// Any JSON document as a Codable value, so that the corpus files can be encoded without their
/// models: objects become `[String: JSONValue]`, numbers keep Foundation's integer or double form.
enum JSONValue: Codable {
    case null, bool(Bool), int(Int), double(Double), string(String)
    case array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .int(value) }
        else if let value = try? container.decode(Double.self) { self = .double(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

@Suite("Encoding the corpus")
struct CorpusEncodingTests {
    @Test(arguments: ["twitter.json", "citm_catalog.json", "canada.json"])
    func corpusMatchesFoundationByteForByte(file: String) throws {
        let document = try JSONDecoder().decode(JSONValue.self, from: TestResources.corpusFile(file))
        for formatting: UInt in [2, 3, 10, 11] {
            let foundation = JSONEncoder()
            foundation.outputFormatting = .init(rawValue: formatting)
            let fast = FastJSONEncoder()
            fast.outputFormatting = .init(rawValue: formatting)
            #expect(try fast.encode(document) == foundation.encode(document), "\(file), formatting \(formatting)")
        }
    }
}
