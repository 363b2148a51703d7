import Foundation

/// A JSON value kept as the bytes it had in its document, for passing a part of a document on
/// untouched: proxies, caches, signatures over exact bytes.
///
/// ```swift
/// struct Envelope: Codable {
///     let id: String
///     let payload: RawJSON
/// }
/// let envelope = try FastJSONDecoder().decode(Envelope.self, from: data)
/// let forwarded = try FastJSONEncoder().encode(envelope) // payload's bytes as they came
/// ```
///
/// - FastJSON's decoder copies the value's text from the document, whitespace, escapes and number
///   spellings included, after checking the whole document; under `Leniency.trailingCommas`, a
///   trailing comma inside the value reads as a space. A JSON5 document and the elements
///   `decodeElements` streams are not kept whole, so there the value is written again as compact
///   JSON, numbers as they were spelled.
/// - FastJSON's encoder writes the bytes back as they are, whatever its output formatting: pretty
///   printing does not indent them, and sorted keys do not reorder them.
/// - Other coders, Foundation's included, carry the value through `JSONValue`: they decode it as
///   one and keep its compact JSON text, and encode the `JSONValue` the bytes spell.
public struct RawJSON: Sendable, Hashable, CustomStringConvertible {
    /// The value's JSON text, in UTF-8.
    public let bytes: [UInt8]

    /// The JSON text in `bytes` (UTF-8, UTF-16 or UTF-32, as `FastJSONDecoder` reads), checked:
    /// throws `DecodingError.dataCorrupted` unless it is exactly one JSON value. Whitespace around
    /// the value is dropped.
    public init(validating bytes: some ContiguousBytes) throws {
        self = try FastJSONDecoder().decode(RawJSON.self, from: bytes)
    }

    /// The compact JSON text of `value`, numbers as they are spelled, members in their order.
    public init(_ value: JSONValue) {
        bytes = value.compactJSON()
    }

    /// Bytes that are known to be one JSON value.
    init(checkedBytes bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The JSON text as a `String`.
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    /// The value the bytes spell.
    public func jsonValue() throws -> JSONValue {
        try FastJSONDecoder().decode(JSONValue.self, from: bytes)
    }

    /// Decodes a `T` from the bytes with `decoder`.
    public func decode<T: Decodable>(_ type: T.Type, using decoder: FastJSONDecoder = FastJSONDecoder()) throws -> T {
        try decoder.decode(type, from: bytes)
    }
}

extension RawJSON: Codable {
    public init(from decoder: any Decoder) throws {
        if let decoder = decoder as? DecoderImpl {
            self = try decoder.rawJSON(at: decoder.valueIndex)
        } else {
            self.init(try JSONValue(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        // FastJSON's encoder writes the bytes itself (`JSONDirectEncodable`) and never calls this.
        try jsonValue().encode(to: encoder)
    }
}

extension RawJSON: JSONScalar {
    func write(to writer: JSONWriter) {
        bytes.withUnsafeBytes { writer.out.append($0) }
    }
}

extension DecoderImpl {
    /// The value at `index` as its bytes in the document, or as compact JSON where the document is
    /// not at hand (see `RawJSON`).
    func rawJSON(at index: Int) throws -> RawJSON {
        // A decoder for a key the object lacks (`superDecoder(forKey:)`) points past the document.
        if index == tape.nullIndex {
            return RawJSON(JSONValue.null)
        }
        if let document = tape.document {
            if let range = tape.rawJSONLocator.range(ofValueAt: index, in: tape, document: document) {
                return RawJSON(checkedBytes: Array(document[range]))
            }
            assertionFailure("a value the document index has and its document does not")
        }
        return RawJSON(try jsonValue(at: index))
    }
}

extension JSONValue {
    /// Compact JSON text: no whitespace, members in their order, numbers as they are spelled,
    /// slashes unescaped.
    func compactJSON() -> [UInt8] {
        var out = OutputBuffer(capacity: 64)
        write(into: &out)
        return Array(out.bytes)
    }

    private func write(into out: inout OutputBuffer) {
        switch self {
        case .null: out.append("null")
        case .bool(let value): out.append(value ? "true" : "false")
        case .number(let number):
            var text = number.text
            text.withUTF8 { out.append(UnsafeRawBufferPointer($0)) }
        case .string(let text): out.appendQuoted(text, escapingSlashes: false)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                element.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for (position, member) in object.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                out.appendQuoted(member.key, escapingSlashes: false)
                out.append(UInt8(ascii: ":"))
                member.value.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}
