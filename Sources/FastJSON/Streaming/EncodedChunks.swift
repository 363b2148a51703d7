import Foundation

/// The JSON text of a stream of elements, in chunks, encoded as the chunks are asked for; see
/// `FastJSONEncoder.encodedChunks(of:layout:chunkSize:onElementError:)`. Iterate it once.
public struct EncodedChunks: AsyncSequence {
    /// A chunk of UTF-8 text.
    public typealias Element = Data

    private let stream: StreamingElementEncoder
    private let chunkSize: Int
    private let writeNext: () async -> Void

    init(stream: StreamingElementEncoder, chunkSize: Int, writeNext: @escaping () async -> Void) {
        self.stream = stream
        self.chunkSize = Swift.max(1, chunkSize)
        self.writeNext = writeNext
    }

    /// The iterator that encodes the elements; make only one.
    public func makeAsyncIterator() -> Iterator {
        Iterator(stream: stream, chunkSize: chunkSize, writeNext: writeNext)
    }

    /// Encodes elements until a chunk is full or the stream ends.
    public struct Iterator: AsyncIteratorProtocol {
        let stream: StreamingElementEncoder
        let chunkSize: Int
        let writeNext: () async -> Void
        private var isDone = false

        init(stream: StreamingElementEncoder, chunkSize: Int, writeNext: @escaping () async -> Void) {
            self.stream = stream
            self.chunkSize = chunkSize
            self.writeNext = writeNext
        }

        /// The next chunk, or `nil` after the last; throws what ended the stream early, once,
        /// after the chunks written before it.
        public mutating func next() async throws -> Data? {
            while !stream.isClosed && stream.bufferedCount < chunkSize {
                await writeNext()
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
