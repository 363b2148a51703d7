/// Receives the tokens of a JSON text from a `JSONTokenizer`, in document order.
///
/// Byte buffers handed to a consumer are valid only for the duration of the call. A consumer that
/// throws stops the tokenizer, which rethrows the error from `feed(_:)` or `finish()`.
protocol JSONTokenConsumer: AnyObject {
    func beginObject() throws
    func endObject() throws
    func beginArray() throws
    func endArray() throws
    /// An object key, decoded to UTF-8 and validated.
    func key(_ token: JSONTextToken) throws
    /// A string value, decoded to UTF-8 and validated.
    func string(_ token: JSONTextToken) throws
    /// A number, as its exact text (validated against the JSON grammar by yajl).
    func number(_ token: JSONTextToken) throws
    func bool(_ value: Bool) throws
    func null() throws
    /// The callbacks yajl calls for a tokenizer of this consumer type, each specialized for it
    /// (see `YajlCallbacks`).
    static var yajlCallbacks: YajlCallbacks { get }
}

/// A string, key or number as the tokenizer reports it.
struct JSONTextToken {
    /// The decoded UTF-8 content (a number's text), valid only during the consumer call.
    let bytes: UnsafeRawBufferPointer
    /// Where `bytes` starts in the caller's chunk when they point into it (no escapes, and the token
    /// did not span chunks), so that a consumer holding the whole input can keep an offset
    /// instead of a copy; `nil` when `bytes` is yajl's own buffer.
    let offsetInChunk: Int?
    /// Whether every byte is ASCII.
    let isASCII: Bool
}

/// One token, as the tokenizer hands it to a consumer (`JSONTokenConsumer.take(_:)`).
enum JSONToken {
    case beginObject, endObject, beginArray, endArray
    case key(JSONTextToken), string(JSONTextToken), number(JSONTextToken)
    case bool(Bool)
    case null
}

extension JSONTokenConsumer {
    /// Passes `token` to the method for its kind. Inlined where the token's kind is a constant,
    /// the switch is gone, and for a consumer of a known type so is the dynamic dispatch.
    @inline(__always)
    func take(_ token: JSONToken) throws {
        switch token {
        case .beginObject: try beginObject()
        case .endObject: try endObject()
        case .beginArray: try beginArray()
        case .endArray: try endArray()
        case .key(let text): try key(text)
        case .string(let text): try string(text)
        case .number(let text): try number(text)
        case .bool(let value): try bool(value)
        case .null: try null()
        }
    }
}
