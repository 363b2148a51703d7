import Foundation

/// The JSON text of a stream of elements, in chunks, encoded as the chunks are asked for; see
/// `FastJSONEncoder.encodedChunks(of:layout:chunkSize:onElementError:)`. Iterate it once.
public struct EncodedChunks: AsyncSequence {
    /// A chunk of UTF-8 text.
    public typealias Element = Data

    private let stream: StreamingElementEncoder
    private let source: any EncodableElementSource
    private let chunkSize: Int

    init(stream: StreamingElementEncoder, source: any EncodableElementSource, chunkSize: Int) {
        self.stream = stream
        self.source = source
        self.chunkSize = Swift.max(1, chunkSize)
    }

    /// The iterator that encodes the elements; make only one.
    public func makeAsyncIterator() -> Iterator {
        Iterator(stream: stream, source: source, chunkSize: chunkSize)
    }

    /// Encodes elements until a chunk is full or the stream ends.
    public struct Iterator: AsyncIteratorProtocol {
        let stream: StreamingElementEncoder
        let source: any EncodableElementSource
        let chunkSize: Int
        private var isDone = false

        init(stream: StreamingElementEncoder, source: any EncodableElementSource, chunkSize: Int) {
            self.stream = stream
            self.source = source
            self.chunkSize = chunkSize
        }

        /// The next chunk, or `nil` after the last; throws what ended the stream early, once,
        /// after the chunks written before it.
        public mutating func next() async throws -> Data? {
            try await next(isolation: nil)
        }

        /// The next chunk, encoded on `actor` (a `for try await` loop passes its own), where the
        /// elements are read and the policy's `report` runs; see `next()`.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Data? {
            while !stream.isClosed && stream.bufferedCount < chunkSize {
                await source.writeNext(into: stream, isolation: actor)
            }
            var chunk: Data?
            stream.drain { chunk = Data($0) }
            if let chunk { return chunk }
            guard !isDone else { return nil }
            isDone = true
            try stream.throwFailure()
            return nil
        }
    }
}
