#if NIO
import NIOCore

extension FastJSONEncoder {
    /// Encodes `value` as JSON and writes the text at the writer index of `buffer`, moving the writer
    /// index past it. The same call as swift-nio's `JSONEncoder.encode(_:into:)` (NIOFoundationCompat).
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - buffer: Where the JSON text is written; left as it was if encoding throws.
    /// - Throws: The errors of `encode(_:)`.
    public func encode<T: Encodable>(_ value: T, into buffer: inout ByteBuffer) throws {
        try buffer.writeJSONEncodable(value, encoder: self)
    }

    /// Encodes `value` as JSON into a new `ByteBuffer` of exactly the text's size. The same call as
    /// swift-nio's `JSONEncoder.encodeAsByteBuffer(_:allocator:)` (NIOFoundationCompat).
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - allocator: Allocates the returned buffer, as a channel's allocator does for a response.
    /// - Returns: A buffer whose readable bytes are the JSON text.
    /// - Throws: The errors of `encode(_:)`.
    public func encodeAsByteBuffer<T: Encodable>(_ value: T, allocator: ByteBufferAllocator) throws -> ByteBuffer {
        try withEncodedBytes(of: value) { bytes in
            var buffer = allocator.buffer(capacity: bytes.count)
            buffer.writeBytes(bytes)
            return buffer
        }
    }

    /// Encodes `value` and lends the text to `body`, valid only during the call. The text is the
    /// writer's own buffer: handing it to a `ByteBuffer` copies it once, and no `Data` is made.
    func withEncodedBytes<T: Encodable, Result>(
        of value: T, _ body: (UnsafeRawBufferPointer) throws -> Result
    ) throws -> Result {
        try write(value) { try body(UnsafeRawBufferPointer($0.out.bytes)) }
    }
}
#endif
