import Foundation

/// Reads an asynchronous byte sequence in chunks of `chunkSize` bytes (the last may be shorter).
final class AsyncByteChunks<Bytes: AsyncSequence>: AsyncChunkSource where Bytes.Element == UInt8 {
    private var iterator: Bytes.AsyncIterator
    private let chunkSize: Int

    init(bytes: Bytes, chunkSize: Int) {
        iterator = bytes.makeAsyncIterator()
        self.chunkSize = chunkSize
    }

    /// The next chunk, or `nil` at the end.
    func next(isolation actor: isolated (any Actor)?) async throws -> (any DataProtocol)? {
        var chunk: [UInt8] = []
        chunk.reserveCapacity(chunkSize)
        while chunk.count < chunkSize, let byte = try await iterator.next(isolation: actor) {
            chunk.append(byte)
        }
        return chunk.isEmpty ? nil : chunk
    }
}

/// Reads an asynchronous sequence of chunks.
final class AsyncChunks<Chunks: AsyncSequence>: AsyncChunkSource where Chunks.Element: DataProtocol {
    private var iterator: Chunks.AsyncIterator

    init(chunks: Chunks) {
        iterator = chunks.makeAsyncIterator()
    }

    /// The next chunk, or `nil` at the end.
    func next(isolation actor: isolated (any Actor)?) async throws -> (any DataProtocol)? {
        try await iterator.next(isolation: actor)
    }
}
