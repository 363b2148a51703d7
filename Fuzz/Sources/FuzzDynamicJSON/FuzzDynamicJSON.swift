import FastJSON
import Foundation
import FuzzSupport

/// JSON Pointers, `RawJSON` and trailing commas on raw bytes. The input is a pointer, a zero byte,
/// and a document (or a document alone, read at `""`). Every failure must be a `DecodingError`.
/// When the document decodes as a `JSONValue`, every value in it must decode the same through a
/// pointer built to it, and as a `RawJSON` whose bytes are in the document and spell that value;
/// the whole value decodes from itself (`JSONValue.decode(_:using:)`) to itself, with or without
/// `.convertFromSnakeCase`.
/// Accepting trailing commas must not change what a document without them decodes to.
@main enum FuzzDynamicJSON {
    static let decoder = FastJSONDecoder()
    /// Its document index leaves repeated keys unchecked, as converted names may repeat.
    static let snakeCase: FastJSONDecoder = {
        let decoder = FastJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
    static let lenient: FastJSONDecoder = {
        let decoder = FastJSONDecoder()
        decoder.leniency = .trailingCommas
        return decoder
    }()

    static func main() {
        FuzzDriver.run { FuzzDynamicJSON.testOneInput($0, $1) }
    }

    static func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = FuzzDriver.buffer(data, count)
        var pointer = ""
        var document = bytes
        if let zero = bytes.firstIndex(of: 0), zero <= 64 {
            pointer = String(decoding: bytes[..<zero], as: UTF8.self)
            document = UnsafeRawBufferPointer(rebasing: bytes[(zero + 1)...])
        }
        let atPointer = DecodeOutcome.capture { try decoder.decode(JSONValue.self, from: document, at: pointer) }
        if atPointer.isNotADecodingError { FuzzDriver.fail("a pointer decode threw \(atPointer)", input: bytes) }
        let raw = DecodeOutcome.capture { try decoder.decode(RawJSON.self, from: document, at: pointer) }
        if raw.isNotADecodingError { FuzzDriver.fail("a RawJSON decode threw \(raw)", input: bytes) }

        let whole = DecodeOutcome.capture { try decoder.decode(JSONValue.self, from: document) }
        let lenientWhole = DecodeOutcome.capture { try lenient.decode(JSONValue.self, from: document) }
        if lenientWhole.isNotADecodingError { FuzzDriver.fail("a lenient decode threw \(lenientWhole)", input: bytes) }
        guard let value = whole.value else { return 0 }
        if lenientWhole.value != value {
            FuzzDriver.fail("trailing commas allowed, a strict document decoded to \(lenientWhole), not \(value)", input: bytes)
        }
        for rebuilding in [decoder, snakeCase] {
            let rebuilt = DecodeOutcome.capture { try value.decode(JSONValue.self, using: rebuilding) }
            if rebuilt.value != value {
                FuzzDriver.fail("the value decoded from itself to \(rebuilt), not \(value)", input: bytes)
            }
        }
        let text = Array(document)
        var checked = 0
        visit(value, pointer: "") { part, pointer in
            checked += 1
            guard checked <= 64 else { return }
            let reached = DecodeOutcome.capture { try decoder.decode(JSONValue.self, from: document, at: pointer) }
            guard reached.value == part else {
                FuzzDriver.fail("\(pointer) reached \(reached), not \(part)", input: bytes)
            }
            guard let rawPart = DecodeOutcome.capture({ try decoder.decode(RawJSON.self, from: document, at: pointer) }).value,
                  (try? rawPart.jsonValue()) == part else {
                FuzzDriver.fail("RawJSON at \(pointer) does not spell \(part)", input: bytes)
            }
            // UTF-16 and UTF-32 documents are read as UTF-8 copies, which the bytes come from.
            if isUTF8(text), !contains(text, rawPart.bytes) {
                FuzzDriver.fail("RawJSON at \(pointer) is not in the document: \(rawPart)", input: bytes)
            }
        }
        return 0
    }

    /// Calls `body` with every value in `value` and the pointer that reaches it, parents first.
    static func visit(_ value: JSONValue, pointer: String, _ body: (JSONValue, String) -> Void) {
        body(value, pointer)
        switch value {
        case .array(let elements):
            for (index, element) in elements.enumerated() { visit(element, pointer: pointer + "/\(index)", body) }
        case .object(let object):
            for (key, member) in object {
                visit(member, pointer: pointer + "/" + escaped(key), body)
            }
        default:
            break
        }
    }

    /// `key` as a pointer's token: escaped by Unicode scalar, since a `~` with a combining mark
    /// after it is one `Character`, which `replacingOccurrences(of: "~", ...)` would not match.
    static func escaped(_ key: String) -> String {
        var token = String.UnicodeScalarView()
        for scalar in key.unicodeScalars {
            switch scalar {
            case "~": token.append(contentsOf: "~0".unicodeScalars)
            case "/": token.append(contentsOf: "~1".unicodeScalars)
            default: token.append(scalar)
            }
        }
        return String(token)
    }

    /// Whether the document is UTF-8 as FastJSON detects it: no zero byte among its first four.
    static func isUTF8(_ text: [UInt8]) -> Bool {
        !text.prefix(4).contains(0) && !(text.count >= 2 && (text[0] == 0xFE || text[0] == 0xFF))
    }

    static func contains(_ text: [UInt8], _ part: [UInt8]) -> Bool {
        guard !part.isEmpty, part.count <= text.count else { return part.isEmpty }
        return (0...(text.count - part.count)).contains { text[$0..<($0 + part.count)].elementsEqual(part) }
    }
}
