import Foundation

/// A `JSONValue` read from a document index, and a document index made from a `JSONValue`.
extension DecoderImpl {
    /// The value at `index`, read in one walk over its entries.
    func jsonValue(at index: Int) throws -> JSONValue {
        let entry = tape[index]
        switch entry.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .string: return .string(tape.string(of: entry))
        case .number: return .number(JSONNumber(checkedText: tape.string(of: entry)))
        case .json5Number: return .number(try json5JSONNumber(entry, at: index))
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(Int(entry.count))
            var child = index &+ 1
            while child < Int(entry.end) {
                elements.append(try jsonValue(at: child))
                child = Int(tape[child].end)
            }
            return .array(elements)
        case .object:
            var keys: [String] = []
            var values: [JSONValue] = []
            keys.reserveCapacity(Int(entry.count))
            values.reserveCapacity(Int(entry.count))
            var child = index &+ 1
            while child < Int(entry.end) {
                keys.append(tape.string(of: tape[child]))
                values.append(try jsonValue(at: child &+ 1))
                child = Int(tape[child &+ 1].end)
            }
            // Keys may repeat where the tape says they may, where it was not asked to check
            // (converted keys), and where non-ASCII keys differ in bytes but not as `String`s.
            let mayRepeat = entry.count > 1 && (entry.flags.contains(.mayRepeatKeys)
                || entry.flags.contains(.hasNonASCIIKeys) || !keyMatching.tapeChecksRepeatedKeys)
            return .object(mayRepeat ? JSONObject(zip(keys, values)) : JSONObject(uniqueKeys: keys, values: values))
        case .key:
            assertionFailure("a JSON value read at a key's entry")
            throw DecodingErrors.dataCorrupted(at: codingPath, "The document index has a key where a value belongs.")
        }
    }

    /// A JSON5 number as JSON spells it: hexadecimal integers in decimal. `Infinity` and `NaN` have
    /// no JSON spelling and are refused.
    private func json5JSONNumber(_ entry: TapeEntry, at index: Int) throws -> JSONNumber {
        if case .hexadecimal(let isNegative, let digits) = JSON5Number.special(tape.text(of: entry)) {
            if let value = JSON5Number.integer(hexDigits: digits, isNegative: isNegative, as: Int64.self) {
                return JSONNumber(value)
            }
            if let value = JSON5Number.integer(hexDigits: digits, isNegative: isNegative, as: UInt64.self) {
                return JSONNumber(value)
            }
        }
        throw DecodingErrors.dataCorrupted(
            at: codingPath + relativePath(from: valueIndex, to: index),
            "The number \(tape.string(of: entry)) has no JSON spelling that a JSONValue can hold.")
    }

    /// The keys from the value at `ancestor` down to the one at `index`, which it holds: found by
    /// walking the tape, for an error only.
    func relativePath(from ancestor: Int, to index: Int) -> [any CodingKey] {
        var path: [any CodingKey] = []
        var current = ancestor
        while current != index {
            let entry = tape[current]
            var child = current &+ 1
            var position = 0
            var key: String?
            while child < Int(entry.end) {
                var valueIndex = child
                if entry.kind == .object {
                    key = tape.string(of: tape[child])
                    valueIndex = child &+ 1
                }
                if index < Int(tape[valueIndex].end) {
                    child = valueIndex
                    break
                }
                child = Int(tape[valueIndex].end)
                position &+= 1
            }
            guard child > current, child <= index else { break }
            path.append(key.map { JSONKey(stringValue: $0) } ?? JSONKey(index: position))
            current = child
        }
        return path
    }
}

extension FastJSONDecoder {
    /// Decodes `type` from `value` as from the same JSON: the value's tokens fill a document index
    /// as the tokenizer's would. `sizeLimit` bounds the index as the document limit bounds a
    /// document's: the index stores offsets and entry numbers in 32 bits.
    func decode<T: Decodable>(
        _ type: T.Type, from value: JSONValue, sizeLimit: Int = TokenizerLimits.maximumTokenLength
    ) throws -> T {
        let options = currentOptions
        return try DecodingErrors.rethrowingAsDecodingError {
            let builder = TapeBuilder.streaming(
                maximumDepth: TokenizerLimits.maximumDepth,
                checksRepeatedKeys: options.value.keyMatching.tapeChecksRepeatedKeys)
            var room = TapeRoom(limit: sizeLimit)
            try value.feed(to: builder, depth: 0, room: &room)
            return try DecodeLeftovers().decode(builder.finish(), builtBy: builder, options: options) {
                try $0.unwrap(valueAt: 0, as: type, parent: .root)
            }
        }
    }
}

/// What is left of the size a value's document index may take: each entry counts one byte and
/// each text its bytes, so a value that fits keeps every offset and entry number within 32 bits.
private struct TapeRoom {
    private var left: Int
    private let limit: Int

    init(limit: Int) {
        self.left = limit
        self.limit = limit
    }

    /// Takes the room of one entry with `textBytes` bytes of text, or throws if it has run out.
    mutating func take(textBytes: Int = 0) throws {
        guard textBytes < left else {
            throw DecodingErrors.dataCorrupted(at: [], "The value is larger than the \(limit) bytes a document may have.")
        }
        left &-= textBytes &+ 1
    }
}

extension JSONValue {
    /// Hands this value's tokens to `builder`, refusing nesting deeper than a document may have
    /// and more than `room` holds.
    fileprivate func feed(to builder: TapeBuilder, depth: Int, room: inout TapeRoom) throws {
        switch self {
        case .null:
            try room.take()
            builder.null()
        case .bool(let value):
            try room.take()
            builder.bool(value)
        case .string(let text): try Self.withToken(text, room: &room) { builder.string($0) }
        case .number(let number): try Self.withToken(number.text, room: &room) { builder.number($0) }
        case .array(let elements):
            try Self.checkDepth(depth, limit: builder.maximumDepth)
            try room.take()
            builder.beginArray()
            for element in elements { try element.feed(to: builder, depth: depth &+ 1, room: &room) }
            builder.endArray()
        case .object(let object):
            try Self.checkDepth(depth, limit: builder.maximumDepth)
            try room.take()
            builder.beginObject()
            for (key, value) in object {
                try Self.withToken(key, room: &room) { builder.key($0) }
                try value.feed(to: builder, depth: depth &+ 1, room: &room)
            }
            builder.endObject()
        }
    }

    private static func checkDepth(_ depth: Int, limit: Int) throws {
        guard depth < limit else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: [], debugDescription: "Arrays and objects nest deeper than \(limit) levels."))
        }
    }

    private static func withToken(_ text: String, room: inout TapeRoom, _ body: (JSONTextToken) -> Void) throws {
        try room.take(textBytes: text.utf8.count)
        var text = text
        text.withUTF8 { bytes in
            body(JSONTextToken(bytes: UnsafeRawBufferPointer(bytes), offsetInChunk: nil, isASCII: bytes.allSatisfy { $0 < 0x80 }))
        }
    }
}
