import Foundation

/// Every `DecodingError` FastJSON throws is built here, with Foundation's case, coding path and
/// wording, and more detail where Foundation's says too little.
enum DecodingErrors {
    @inline(never)
    static func typeMismatch(_ type: Any.Type, found kind: TapeEntry.Kind, at path: [any CodingKey]) -> DecodingError {
        .typeMismatch(type, .init(
            codingPath: path,
            debugDescription: "Expected to decode \(type) but found \(kind.foundationDescription) instead."))
    }

    @inline(never)
    static func valueNotFound(_ type: Any.Type, at path: [any CodingKey]) -> DecodingError {
        .valueNotFound(type, .init(
            codingPath: path,
            debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }

    /// Foundation's words for a null where a keyed (`[String: Any]`) or unkeyed (`[Any]`)
    /// container was asked for.
    @inline(never)
    static func containerNotFound(keyed: Bool, at path: [any CodingKey]) -> DecodingError {
        keyed
            ? .valueNotFound([String: Any].self, .init(
                codingPath: path, debugDescription: "Cannot get keyed decoding container -- found null value instead"))
            : .valueNotFound([Any].self, .init(
                codingPath: path, debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
    }

    /// A keyed container (or a fast object) asked of a value of `kind`, not an object.
    static func keyedContainerNotFound(found kind: TapeEntry.Kind, at path: [any CodingKey]) -> DecodingError {
        kind == .null ? containerNotFound(keyed: true, at: path) : typeMismatch([String: Any].self, found: kind, at: path)
    }

    /// An unkeyed container asked for a value past its end; `description` is Foundation's wording
    /// for the call that asked.
    @inline(never)
    static func containerAtEnd(_ type: Any.Type, at path: [any CodingKey], _ description: String) -> DecodingError {
        .valueNotFound(type, .init(codingPath: path, debugDescription: description))
    }

    /// A type mismatch with Foundation's own wording where it is not `typeMismatch(_:found:at:)`'s
    /// (empty for `Decimal`).
    @inline(never)
    static func typeMismatch(_ type: Any.Type, at path: [any CodingKey], _ description: String) -> DecodingError {
        .typeMismatch(type, .init(codingPath: path, debugDescription: description))
    }

    @inline(never)
    static func keyNotFound(_ key: any CodingKey, in path: [any CodingKey], presentKeys: [String]) -> DecodingError {
        var description = "No value associated with key \(key) (\"\(key.stringValue)\")."
        description += KeySuggestion.hint(for: key.stringValue, among: presentKeys)
        return .keyNotFound(key, .init(codingPath: path, debugDescription: description))
    }

    /// A JSON Pointer that RFC 6901 does not allow, before any document is read.
    @inline(never)
    static func malformedPointer(_ pointer: String, _ reason: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: [], debugDescription: "Invalid JSON Pointer \"\(pointer)\": \(reason)."))
    }

    /// A JSON Pointer's token that names no element of the array at `path`: not an index
    /// (`-`, `01`, `a`), or one that overflows.
    @inline(never)
    static func notAnArrayIndex(_ token: String, pointer: String, at path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(
            codingPath: path,
            debugDescription: "The JSON Pointer \"\(pointer)\" reaches an array at \(describe(path)) with \"\(token)\", which is not an index of it."))
    }

    /// A stream given more input while elements of its last chunk wait, which only a second
    /// iterator of one stream does: that input is dropped, and the stream ends with this error.
    @inline(never)
    static func streamIteratedTwice() -> DecodingError {
        .dataCorrupted(.init(
            codingPath: [],
            debugDescription: "The stream was read by a second iterator while elements of its input waited, and that input was dropped: iterate a stream once."))
    }

    /// A stream read from inside the `init(from:)` of one of its elements, whose tape borrows the
    /// chunk that reading on would replace: refused, and the stream goes on.
    @inline(never)
    static func streamReadByItsOwnElement() -> DecodingError {
        .dataCorrupted(.init(
            codingPath: [],
            debugDescription: "The stream was read from inside the decoding of one of its own elements: read a stream's elements only from outside them."))
    }

    @inline(never)
    static func dataCorrupted(at path: [any CodingKey], _ description: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: path, debugDescription: description))
    }

    /// Foundation reports a number that does not fit the requested type as invalid JSON at the
    /// empty path; FastJSON keeps that case and path, and says which number, where and why.
    @inline(never)
    static func numberOutOfRange(_ text: some Collection<UInt8>, as type: Any.Type, at path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(
            codingPath: [],
            debugDescription: "The given data was not valid JSON. The number \(excerpt(of: text)) at \(describe(path)) "
                + "is not representable as \(type)."))
    }

    /// A number's text, with the middle of a very long one left out (a hostile number can be
    /// megabytes long).
    private static func excerpt(of text: some Collection<UInt8>) -> String {
        guard text.count > 48 else { return String(decoding: text, as: UTF8.self) }
        return String(decoding: text.prefix(24), as: UTF8.self) + "…(\(text.count) characters)…"
            + String(decoding: text.suffix(12), as: UTF8.self)
    }

    /// Turns a `JSONError` from the tokenizer into Foundation's error for invalid JSON.
    @inline(__always)
    static func rethrowingAsDecodingError<R>(_ body: () throws -> R) throws -> R {
        do {
            return try body()
        } catch let error as JSONError {
            throw DecodingError.dataCorrupted(.init(
                codingPath: [],
                debugDescription: "The given data was not valid JSON. \(error.description)",
                underlyingError: error))
        }
    }

    /// A coding path as a person reads it: `statuses[3].user.id`.
    static func describe(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue == "Index \(index)" {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text.isEmpty ? "the top level" : "\"\(text)\""
    }
}
