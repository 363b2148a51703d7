import BenchmarkReport
import CorpusModels
import FastJSON
import Foundation
#if NIO
import NIOCore
import NIOFoundationCompat
#endif

extension BenchmarkOperation {
    /// A swift-nio server's request and response body: one ticket of `request-bodies.json` decoded
    /// from a `ByteBuffer` and encoded as a new one, against Foundation through swift-nio's own
    /// helpers (`NIOFoundationCompat`). Without the NIO trait there are none.
    static func byteBufferOperations(ticket: Data, file: String) throws -> [BenchmarkOperation] {
        #if NIO
        let (fastDecoder, foundationDecoder) = decoders(iso8601Dates: true)
        let fastEncoder = FastJSONEncoder()
        fastEncoder.dateEncodingStrategy = .iso8601
        let foundationEncoder = JSONEncoder()
        foundationEncoder.dateEncodingStrategy = .iso8601
        let allocator = ByteBufferAllocator()
        let buffer = allocator.buffer(bytes: ticket)
        let value = try foundationDecoder.decode(RequestBodies.Ticket.self, from: buffer)
        guard try fastDecoder.decode(RequestBodies.Ticket.self, from: buffer) == value else {
            throw Mismatch(description: "\(file): FastJSON decodes a different ticket from a ByteBuffer; not timing it.")
        }
        let encoded = try fastEncoder.encodeAsByteBuffer(value, allocator: allocator)
        guard try foundationDecoder.decode(RequestBodies.Ticket.self, from: encoded) == value else {
            throw Mismatch(description: "\(file): FastJSON's ByteBuffer does not decode to the ticket; not timing it.")
        }
        return [
            BenchmarkOperation(
                kind: .decodeRequestBodyByteBuffer,
                fastJSON: { _ = try fastDecoder.decode(RequestBodies.Ticket.self, from: buffer) },
                foundation: { _ = try foundationDecoder.decode(RequestBodies.Ticket.self, from: buffer) },
                inputBytes: ticket.count),
            BenchmarkOperation(
                kind: .encodeRequestBodyByteBuffer,
                fastJSON: { _ = try fastEncoder.encodeAsByteBuffer(value, allocator: allocator) },
                foundation: { _ = try foundationEncoder.encodeAsByteBuffer(value, allocator: allocator) },
                inputBytes: ticket.count, outputBytes: encoded.readableBytes),
        ]
        #else
        return []
        #endif
    }
}
