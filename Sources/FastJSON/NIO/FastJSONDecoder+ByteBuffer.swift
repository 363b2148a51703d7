#if NIO
import NIOCore

extension FastJSONDecoder {
    /// Decodes a value of the given type from the readable bytes of a `ByteBuffer`, where they are:
    /// nothing is copied into `Data` or an array first. The same call as swift-nio's
    /// `JSONDecoder.decode(_:from:)` for a `ByteBuffer` (NIOFoundationCompat).
    ///
    /// Neither the reader index nor the writer index moves; `ByteBuffer.readJSONDecodable(_:decoder:length:)`
    /// moves the reader index past the decoded bytes.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - buffer: The buffer whose readable bytes hold the JSON document.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, as `decode(_:from:)` with `Data`.
    public func decode<T: Decodable>(_ type: T.Type, from buffer: ByteBuffer) throws -> T {
        // The bytes are borrowed for the call only: a decoder or container that outlives it keeps its
        // own copy of them, as with any other input.
        try buffer.withUnsafeReadableBytes { bytes throws -> T in
            try decode(type, from: bytes)
        }
    }

    /// Decodes the value that a JSON Pointer reaches in the readable bytes of a `ByteBuffer`, as
    /// `decode(_:from:at:)` does in other bytes. Neither index of the buffer moves.
    public func decode<T: Decodable>(_ type: T.Type, from buffer: ByteBuffer, at pointer: String) throws -> T {
        try buffer.withUnsafeReadableBytes { bytes throws -> T in
            try decode(type, from: bytes, at: pointer)
        }
    }
}
#endif
