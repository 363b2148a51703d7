// FastJSON as Hummingbird 2's request decoder and response encoder.
//
// Copy this file into your app (it needs the FastJSON package with its `NIO` trait, and Hummingbird
// 2), then give your request context FastJSON's coders:
//
//     struct AppRequestContext: RequestContext {
//         typealias Decoder = FastJSONDecoder
//         typealias Encoder = FastJSONEncoder
//         var coreContext: CoreRequestContextStorage
//         init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
//     }
//
// `request.decode(as:context:)` and every `ResponseEncodable` return value then go through FastJSON.
// What Hummingbird does with Foundation's coders stays the same: dates as ISO 8601 both ways, the
// body collected up to `context.maxUploadSize` (413 beyond it), a `DecodingError` turned into a 400
// by `request.decode(as:context:)` (invalid JSON keeps FastJSON's message, with line, column and an
// excerpt), and `application/json; charset=utf-8` with a Content-Length on the response. The body
// is decoded where it is, in the collected `ByteBuffer`, and never becomes `Data`; the response text
// is copied once, from FastJSON's own buffer into the response's `ByteBuffer`, with no `Data` either.

import FastJSON
import Hummingbird
import NIOCore

extension FastJSONDecoder: @retroactive RequestDecoder {
    /// Decodes the request's body, collected into one `ByteBuffer` (up to `context.maxUploadSize`
    /// bytes) and read in place.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - request: The request whose body holds the JSON document.
    ///   - context: The request's context, which sets the size limit.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError` for a body that is not a `T`; a 413 error for a body over the limit.
    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        let body = try await request.body.collect(upTo: context.maxUploadSize)
        return try decode(type, from: body)
    }
}

extension FastJSONEncoder: @retroactive ResponseEncoder {
    /// Encodes `value` as the body of a 200 response, as Hummingbird's `JSONEncoder` conformance does.
    ///
    /// - Parameters:
    ///   - value: The value to send.
    ///   - request: The request being answered.
    ///   - context: The request's context.
    /// - Returns: A response whose body is the JSON text.
    /// - Throws: `EncodingError`, as `FastJSONEncoder.encode(_:)`.
    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
        let body = try encodeAsByteBuffer(value, allocator: ByteBufferAllocator())
        var headers = HTTPFields()
        headers.reserveCapacity(4)
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.contentLength] = String(body.readableBytes)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: body))
    }
}

extension RequestContext where Decoder == FastJSONDecoder {
    /// A FastJSON decoder with Hummingbird's default settings: ISO 8601 dates.
    public var requestDecoder: FastJSONDecoder {
        let decoder = FastJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

extension RequestContext where Encoder == FastJSONEncoder {
    /// A FastJSON encoder with Hummingbird's default settings: ISO 8601 dates.
    public var responseEncoder: FastJSONEncoder {
        let encoder = FastJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}
