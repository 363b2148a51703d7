import Foundation

extension FastJSONDecoder {
    /// How the values to decode one at a time are laid out in a stream.
    public enum StreamLayout: Sendable, Equatable {
        /// The elements of one top-level JSON array.
        case array
        /// Top-level values one after another, separated by whitespace: JSON Lines (NDJSON) and
        /// concatenated JSON.
        case concatenatedValues
    }

    /// Decodes the values of a stream one at a time, reading its chunks as they are needed, so that
    /// memory stays bounded by the largest value, not the whole stream.
    ///
    /// The stream is UTF-8; a byte-order mark at its start is skipped. A `for` loop cannot throw
    /// from a `Sequence`, so errors come as `Result`s; see ``StreamElementErrorPolicy`` for what
    /// the asynchronous forms and streaming encode do with the same failures.
    ///
    /// ```swift
    /// for result in decoder.decodeElements(of: Event.self, layout: .concatenatedValues, from: chunks) {
    ///     let event = try result.get()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type of each value.
    ///   - layout: One top-level array, or values one after another (JSON Lines).
    ///   - chunks: The input, in chunks of any size; a token may span chunks.
    ///   - onElementError: What to do with a value that fails to decode. `nil` (the default): its
    ///     result is a failure and the sequence goes on, so the loop decides (`try result.get()`
    ///     ends it). `.stop`: its failure is the last result. `.skip`: it is reported and left out.
    /// - Returns: A sequence with the result of decoding each value. A value's error has a coding
    ///   path that starts with the value's index; invalid JSON gives `DecodingError.dataCorrupted`
    ///   as the last result.
    public func decodeElements<Element: Decodable, Chunks: Sequence>(
        of type: Element.Type, layout: StreamLayout = .array, from chunks: Chunks,
        onElementError: StreamElementErrorPolicy? = nil
    ) -> DecodedElements<Element> where Chunks.Element: DataProtocol {
        var iterator = chunks.makeIterator()
        return DecodedElements(decoder: makeStreamingDecoder(layout: layout, onElementError: onElementError)) {
            iterator.next()
        }
    }

    /// Decodes the values of a file or pipe one at a time, reading `chunkSize` bytes at a time.
    ///
    /// - Parameters:
    ///   - type: The type of each value.
    ///   - layout: One top-level array, or values one after another (JSON Lines).
    ///   - fileHandle: Where to read from, up to its end.
    ///   - chunkSize: How many bytes to read at once.
    ///   - onElementError: What to do with a value that fails to decode, as with chunks.
    /// - Returns: The results of decoding each value, as `decodeElements(of:layout:from:onElementError:)`
    ///   with chunks.
    public func decodeElements<Element: Decodable>(
        of type: Element.Type, layout: StreamLayout = .array, from fileHandle: FileHandle, chunkSize: Int = 64 * 1024,
        onElementError: StreamElementErrorPolicy? = nil
    ) -> DecodedElements<Element> {
        DecodedElements(decoder: makeStreamingDecoder(layout: layout, onElementError: onElementError)) {
            guard let data = try fileHandle.read(upToCount: max(1, chunkSize)), !data.isEmpty else { return nil }
            return data
        }
    }

    /// Decodes the values read from a file descriptor one at a time, `chunkSize` bytes at a time.
    ///
    /// - Parameters:
    ///   - type: The type of each value.
    ///   - layout: One top-level array, or values one after another (JSON Lines).
    ///   - fileDescriptor: An open descriptor to read from until its end; it is not closed.
    ///   - chunkSize: How many bytes to read at once.
    ///   - onElementError: What to do with a value that fails to decode, as with chunks.
    /// - Returns: The results of decoding each value, as `decodeElements(of:layout:from:onElementError:)`
    ///   with chunks.
    public func decodeElements<Element: Decodable>(
        of type: Element.Type, layout: StreamLayout = .array, fromFileDescriptor fileDescriptor: Int32,
        chunkSize: Int = 64 * 1024, onElementError: StreamElementErrorPolicy? = nil
    ) -> DecodedElements<Element> {
        let fileHandle = FileHandle(fileDescriptor: fileDescriptor, closeOnDealloc: false)
        return decodeElements(of: type, layout: layout, from: fileHandle, chunkSize: chunkSize, onElementError: onElementError)
    }

    /// Decodes the values of an asynchronous stream of bytes (such as `FileHandle.bytes` or a
    /// network response's bytes) one at a time, gathering `chunkSize` bytes before parsing.
    ///
    /// - Parameters:
    ///   - type: The type of each value.
    ///   - layout: One top-level array, or values one after another (JSON Lines).
    ///   - bytes: The input, byte by byte.
    ///   - chunkSize: How many bytes to gather before parsing them.
    ///   - onElementError: What to do with a value that fails to decode: throw its error from the
    ///     loop, which ends the stream (the default), or leave it out and report it.
    /// - Returns: An asynchronous sequence of the decoded values; invalid JSON, or an error reading
    ///   `bytes`, throws from the loop.
    public func decodeElements<Element: Decodable, Bytes: AsyncSequence>(
        of type: Element.Type, layout: StreamLayout = .array, from bytes: Bytes, chunkSize: Int = 64 * 1024,
        onElementError: StreamElementErrorPolicy = .stop
    ) -> AsyncDecodedElements<Element> where Bytes.Element == UInt8 {
        AsyncDecodedElements(
            decoder: makeStreamingDecoder(layout: layout, onElementError: onElementError),
            source: AsyncByteChunks(bytes: bytes, chunkSize: max(1, chunkSize)))
    }

    /// Decodes the values of an asynchronous stream of chunks one at a time.
    ///
    /// - Parameters:
    ///   - type: The type of each value.
    ///   - layout: One top-level array, or values one after another (JSON Lines).
    ///   - chunks: The input, in chunks of any size.
    ///   - onElementError: What to do with a value that fails to decode: throw its error from the
    ///     loop, which ends the stream (the default), or leave it out and report it.
    /// - Returns: An asynchronous sequence of the decoded values; invalid JSON, or an error reading
    ///   `chunks`, throws from the loop.
    public func decodeElements<Element: Decodable, Chunks: AsyncSequence>(
        of type: Element.Type, layout: StreamLayout = .array, fromChunks chunks: Chunks,
        onElementError: StreamElementErrorPolicy = .stop
    ) -> AsyncDecodedElements<Element> where Chunks.Element: DataProtocol {
        AsyncDecodedElements(
            decoder: makeStreamingDecoder(layout: layout, onElementError: onElementError), source: AsyncChunks(chunks: chunks))
    }

    func makeStreamingDecoder<Element: Decodable>(
        layout: StreamLayout, onElementError: StreamElementErrorPolicy?
    ) -> StreamingElementDecoder<Element> {
        let options = currentOptions
        let decoder = StreamingElementDecoder<Element>(options: options, layout: layout, policy: onElementError)
        if options.value.allowsJSON5 {
            // Silently reading JSON5 as JSON would reject valid input with misleading errors.
            decoder.fail(with: DecodingErrors.dataCorrupted(
                at: [],
                "decodeElements reads JSON only: allowsJSON5 is not supported when streaming. "
                    + "Decode the whole document with decode(_:from:) instead."))
        }
        return decoder
    }
}

/// The results of decoding a stream's values one at a time; see
/// `FastJSONDecoder.decodeElements(of:layout:from:onElementError:)`. Iterate it once, and not from
/// inside an element's `init(from:)`: such a read gives a `DecodingError`.
public struct DecodedElements<Element: Decodable>: Sequence, IteratorProtocol {
    @usableFromInline let decoder: StreamingElementDecoder<Element>
    @usableFromInline let readChunk: () throws -> (any DataProtocol)?

    init(decoder: StreamingElementDecoder<Element>, readChunk: @escaping () throws -> (any DataProtocol)?) {
        self.decoder = decoder
        self.readChunk = readChunk
    }

    // Inlinable so that the caller's module specializes it: unspecialized, it looks up the
    // metadata of `Result<Element, any Error>` for every element, measurable on a stream of small
    // records.
    /// The result of decoding the next value, or `nil` after the last.
    @inlinable
    public mutating func next() -> Result<Element, any Error>? {
        do {
            guard let element = try decoder.next(readChunk: readChunk) else { return nil }
            return .success(element)
        } catch {
            return .failure(error)
        }
    }
}

/// The values of an asynchronous stream, decoded one at a time; see
/// `FastJSONDecoder.decodeElements(of:layout:from:chunkSize:onElementError:)`. Iterate it once, and
/// not from inside an element's `init(from:)`: such a read throws a `DecodingError`.
public struct AsyncDecodedElements<Element: Decodable>: AsyncSequence {
    private let decoder: StreamingElementDecoder<Element>
    private let source: any AsyncChunkSource

    init(decoder: StreamingElementDecoder<Element>, source: any AsyncChunkSource) {
        self.decoder = decoder
        self.source = source
    }

    /// The iterator that decodes the values; make only one. A second one that reads input while
    /// elements the first read wait drops that input and ends the stream with a `DecodingError`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(decoder: decoder, source: source)
    }

    /// Decodes the next value when it is complete, reading more input as needed.
    public struct Iterator: AsyncIteratorProtocol {
        let decoder: StreamingElementDecoder<Element>
        let source: any AsyncChunkSource

        /// The next value, or `nil` after the last.
        public mutating func next() async throws -> Element? {
            try await next(isolation: nil)
        }

        /// The next value, or `nil` after the last, read and decoded on `actor` (a `for try await`
        /// loop passes its own), where the policy's `report` runs too.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
            while true {
                if let element = try decoder.step() { return element }
                guard decoder.needsInput else { return nil }
                do {
                    decoder.feed(try await source.next(isolation: actor))
                } catch {
                    decoder.fail(with: error)
                }
            }
        }
    }
}
