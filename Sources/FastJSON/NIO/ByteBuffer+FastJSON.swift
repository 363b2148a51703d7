#if NIO
import NIOCore

// The shapes of swift-nio's helpers for Foundation's coders (NIOFoundationCompat's
// `Codable+ByteBuffer`), so that switching a call to FastJSON changes only the coder's type. The coder
// has no default value, unlike swift-nio's: with one, every existing call that leaves it out would
// become ambiguous in a file that imports both modules.
extension ByteBuffer {
    /// Decodes the `length` bytes at `index` as a `T` with `decoder`, reading them where they are.
    /// The reader and writer indices do not move.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - decoder: The decoder to use.
    ///   - index: The index of the first byte of the JSON document.
    ///   - length: The number of bytes of the JSON document.
    /// - Returns: The decoded value, or `nil` if those bytes are not all readable (`index` before the
    ///   reader index, a negative `length`, or the range passing the writer index).
    /// - Throws: `DecodingError`, as `FastJSONDecoder.decode(_:from:)`.
    public func getJSONDecodable<T: Decodable>(
        _ type: T.Type, decoder: FastJSONDecoder, at index: Int, length: Int
    ) throws -> T? {
        // A slice shares this buffer's storage: nothing is copied.
        guard let slice = getSlice(at: index, length: length) else { return nil }
        return try decoder.decode(type, from: slice)
    }

    /// Decodes the next `length` readable bytes as a `T` with `decoder`, and moves the reader index
    /// past them if decoding succeeds. If it throws, or returns `nil`, the reader index does not move.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - decoder: The decoder to use.
    ///   - length: The number of bytes of the JSON document.
    /// - Returns: The decoded value, or `nil` if fewer than `length` bytes are readable.
    /// - Throws: `DecodingError`, as `FastJSONDecoder.decode(_:from:)`.
    public mutating func readJSONDecodable<T: Decodable>(
        _ type: T.Type, decoder: FastJSONDecoder, length: Int
    ) throws -> T? {
        guard let value = try getJSONDecodable(type, decoder: decoder, at: readerIndex, length: length) else {
            return nil
        }
        moveReaderIndex(forwardBy: length)
        return value
    }

    /// Encodes `value` with `encoder` and puts the JSON text at `index`, growing the buffer if needed.
    /// The writer index does not move.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - encoder: The encoder to use.
    ///   - index: Where the first byte of the JSON text goes.
    /// - Returns: The number of bytes set.
    /// - Throws: The errors of `FastJSONEncoder.encode(_:)`; the buffer is then left as it was.
    @discardableResult
    public mutating func setJSONEncodable<T: Encodable>(
        _ value: T, encoder: FastJSONEncoder, at index: Int
    ) throws -> Int {
        try encoder.withEncodedBytes(of: value) { setBytes($0, at: index) }
    }

    /// Encodes `value` with `encoder` and writes the JSON text at the writer index, moving the writer
    /// index past it.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - encoder: The encoder to use.
    /// - Returns: The number of bytes written.
    /// - Throws: The errors of `FastJSONEncoder.encode(_:)`; the buffer is then left as it was.
    @discardableResult
    public mutating func writeJSONEncodable<T: Encodable>(
        _ value: T, encoder: FastJSONEncoder
    ) throws -> Int {
        try encoder.withEncodedBytes(of: value) { writeBytes($0) }
    }
}
#endif
