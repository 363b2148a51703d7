import Foundation

extension FastJSONEncoder {
    /// How the values encoded one at a time are laid out in a stream.
    public enum StreamLayout: Sendable, Equatable {
        /// The elements of one top-level JSON array: the same bytes as encoding the whole array.
        case array
        /// Each value as a document of its own followed by a line feed: JSON Lines (NDJSON) with
        /// compact output. Pretty-printed values span several lines, which `decodeElements` with
        /// `FastJSONDecoder.StreamLayout.concatenatedValues` still reads back.
        case concatenatedValues
    }

    /// The size of the chunks a stream is written in, unless told otherwise.
    public static let defaultStreamChunkSize = 64 * 1024

    /// Encodes the elements of a sequence one at a time, in memory bounded by one element, and
    /// hands the JSON text to `sink` in chunks.
    ///
    /// With the `.array` layout the chunks together are byte for byte what `encode(_:)` gives for
    /// the whole array with the same settings, pretty-printed and sorted keys included.
    ///
    /// ```swift
    /// try encoder.encodeElements(records, layout: .concatenatedValues) { chunk in
    ///     socket.send(chunk)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - elements: The values to encode, read once.
    ///   - layout: One JSON array, or one value per line (JSON Lines).
    ///   - chunkSize: How many bytes to gather before handing them to `sink`; a chunk is larger
    ///     when one element is.
    ///   - onElementError: What to do with an element that fails to encode: end the stream
    ///     (the default) or leave it out and report it. Either way the output is valid JSON.
    ///   - sink: Takes each chunk of UTF-8 text; the bytes are valid only during the call.
    /// - Throws: The error of the element that ended the stream under `.stop`, after the
    ///   elements before it and the closing bracket were handed to `sink`; any error `sink` throws,
    ///   which ends the stream at once.
    public func encodeElements<Elements: Sequence>(
        _ elements: Elements, layout: StreamLayout = .array, chunkSize: Int = defaultStreamChunkSize,
        onElementError: StreamElementErrorPolicy = .stop, to sink: (UnsafeRawBufferPointer) throws -> Void
    ) throws where Elements.Element: Encodable {
        let stream = makeStreamingEncoder(layout: layout, onElementError: onElementError)
        var iterator = elements.makeIterator()
        while !stream.isClosed {
            stream.writeNext(from: &iterator)
            if stream.isClosed || stream.bufferedCount >= chunkSize { try stream.drain(into: sink) }
        }
        try stream.throwFailure()
    }

    /// Encodes the elements of a sequence one at a time and writes them to a file or pipe.
    ///
    /// - Parameters:
    ///   - elements: The values to encode, read once.
    ///   - layout: One JSON array, or one value per line (JSON Lines).
    ///   - fileHandle: Where to write, from its current offset; it is not closed.
    ///   - chunkSize: How many bytes to gather before each write.
    ///   - onElementError: What to do with an element that fails to encode.
    /// - Throws: As `encodeElements(_:layout:chunkSize:onElementError:to:)`; an error writing
    ///   to `fileHandle`.
    public func encodeElements<Elements: Sequence>(
        _ elements: Elements, layout: StreamLayout = .array, to fileHandle: FileHandle,
        chunkSize: Int = defaultStreamChunkSize, onElementError: StreamElementErrorPolicy = .stop
    ) throws where Elements.Element: Encodable {
        try encodeElements(elements, layout: layout, chunkSize: chunkSize, onElementError: onElementError) {
            try fileHandle.write(contentsOf: Data($0))
        }
    }

    /// Encodes the elements of a sequence one at a time and writes them to a file descriptor.
    ///
    /// - Parameters:
    ///   - elements: The values to encode, read once.
    ///   - layout: One JSON array, or one value per line (JSON Lines).
    ///   - fileDescriptor: An open descriptor to write to; it is not closed.
    ///   - chunkSize: How many bytes to gather before each write.
    ///   - onElementError: What to do with an element that fails to encode.
    /// - Throws: As `encodeElements(_:layout:chunkSize:onElementError:to:)`; a `POSIXError`
    ///   from `write(2)`.
    public func encodeElements<Elements: Sequence>(
        _ elements: Elements, layout: StreamLayout = .array, toFileDescriptor fileDescriptor: Int32,
        chunkSize: Int = defaultStreamChunkSize, onElementError: StreamElementErrorPolicy = .stop
    ) throws where Elements.Element: Encodable {
        try encodeElements(elements, layout: layout, chunkSize: chunkSize, onElementError: onElementError) {
            try FileDescriptorOutput.writeAll($0, to: fileDescriptor)
        }
    }

    /// Encodes the elements of an asynchronous sequence one at a time, as they arrive, and hands
    /// the JSON text to `sink` in chunks.
    ///
    /// - Parameters:
    ///   - elements: The values to encode, read once.
    ///   - layout: One JSON array, or one value per line (JSON Lines).
    ///   - chunkSize: How many bytes to gather before handing them to `sink`.
    ///   - onElementError: What to do with an element that fails to encode.
    ///   - isolation: Where `sink`, the policy's `report` and `elements` run: the caller's actor.
    ///   - sink: Takes each chunk of UTF-8 text; the bytes are valid only during the call.
    /// - Throws: As `encodeElements(_:layout:chunkSize:onElementError:to:)` for a sequence; an
    ///   error `elements` throws, after the elements before it and the closing bracket.
    public func encodeElements<Elements: AsyncSequence>(
        _ elements: Elements, layout: StreamLayout = .array, chunkSize: Int = defaultStreamChunkSize,
        onElementError: StreamElementErrorPolicy = .stop, isolation: isolated (any Actor)? = #isolation,
        to sink: (UnsafeRawBufferPointer) throws -> Void
    ) async throws where Elements.Element: Encodable {
        let stream = makeStreamingEncoder(layout: layout, onElementError: onElementError)
        var iterator = elements.makeAsyncIterator()
        while !stream.isClosed {
            await stream.writeNext(from: &iterator, isolation: isolation)
            if stream.isClosed || stream.bufferedCount >= chunkSize { try stream.drain(into: sink) }
        }
        try stream.throwFailure()
    }

    /// Encodes the elements of an asynchronous sequence one at a time, as they arrive, and writes
    /// them to a file or pipe.
    ///
    /// - Parameters:
    ///   - elements: The values to encode, read once.
    ///   - layout: One JSON array, or one value per line (JSON Lines).
    ///   - fileHandle: Where to write, from its current offset; it is not closed.
    ///   - chunkSize: How many bytes to gather before each write.
    ///   - onElementError: What to do with an element that fails to encode.
    ///   - isolation: Where the policy's `report` and `elements` run: the caller's actor.
    /// - Throws: As `encodeElements(_:layout:chunkSize:onElementError:to:)` for an asynchronous
    ///   sequence; an error writing to `fileHandle`.
    public func encodeElements<Elements: AsyncSequence>(
        _ elements: Elements, layout: StreamLayout = .array, to fileHandle: FileHandle,
        chunkSize: Int = defaultStreamChunkSize, onElementError: StreamElementErrorPolicy = .stop,
        isolation: isolated (any Actor)? = #isolation
    ) async throws where Elements.Element: Encodable {
        try await encodeElements(
            elements, layout: layout, chunkSize: chunkSize, onElementError: onElementError, isolation: isolation
        ) {
            try fileHandle.write(contentsOf: Data($0))
        }
    }

    /// Encodes the elements of an asynchronous sequence one at a time, as they arrive, and writes
    /// them to a file descriptor.
    ///
    /// - Parameters:
    ///   - elements: The values to encode, read once.
    ///   - layout: One JSON array, or one value per line (JSON Lines).
    ///   - fileDescriptor: An open descriptor to write to; it is not closed.
    ///   - chunkSize: How many bytes to gather before each write.
    ///   - onElementError: What to do with an element that fails to encode.
    ///   - isolation: Where the policy's `report` and `elements` run: the caller's actor.
    /// - Throws: As `encodeElements(_:layout:chunkSize:onElementError:to:)` for an asynchronous
    ///   sequence; a `POSIXError` from `write(2)`.
    public func encodeElements<Elements: AsyncSequence>(
        _ elements: Elements, layout: StreamLayout = .array, toFileDescriptor fileDescriptor: Int32,
        chunkSize: Int = defaultStreamChunkSize, onElementError: StreamElementErrorPolicy = .stop,
        isolation: isolated (any Actor)? = #isolation
    ) async throws where Elements.Element: Encodable {
        try await encodeElements(
            elements, layout: layout, chunkSize: chunkSize, onElementError: onElementError, isolation: isolation
        ) {
            try FileDescriptorOutput.writeAll($0, to: fileDescriptor)
        }
    }

    /// The JSON text of a sequence's elements as an asynchronous sequence of chunks, encoded one
    /// element at a time as the chunks are asked for: for a response body or any consumer that
    /// pulls its input.
    ///
    /// ```swift
    /// let body = encoder.encodedChunks(of: records, layout: .concatenatedValues)
    /// for try await chunk in body { try await writer.write(chunk) }
    /// ```
    ///
    /// - Parameters:
    ///   - elements: The values to encode, read once.
    ///   - layout: One JSON array, or one value per line (JSON Lines).
    ///   - chunkSize: How many bytes to gather into each chunk.
    ///   - onElementError: What to do with an element that fails to encode.
    /// - Returns: The chunks; the loop throws the error that ended the stream under `.stop`,
    ///   after the chunks holding the elements before it and the closing bracket.
    public func encodedChunks<Elements: Sequence>(
        of elements: Elements, layout: StreamLayout = .array, chunkSize: Int = defaultStreamChunkSize,
        onElementError: StreamElementErrorPolicy = .stop
    ) -> EncodedChunks where Elements.Element: Encodable {
        EncodedChunks(
            stream: makeStreamingEncoder(layout: layout, onElementError: onElementError),
            source: SequenceElementSource(elements.makeIterator()), chunkSize: chunkSize)
    }

    /// The JSON text of an asynchronous sequence's elements as an asynchronous sequence of
    /// chunks, encoded one element at a time as the chunks are asked for.
    ///
    /// - Parameters:
    ///   - elements: The values to encode, read once.
    ///   - layout: One JSON array, or one value per line (JSON Lines).
    ///   - chunkSize: How many bytes to gather into each chunk.
    ///   - onElementError: What to do with an element that fails to encode.
    /// - Returns: The chunks; the loop throws the error that ended the stream (an element's under
    ///   `.stop`, or one `elements` threw), after the chunks holding what came before it and the
    ///   closing bracket.
    public func encodedChunks<Elements: AsyncSequence>(
        of elements: Elements, layout: StreamLayout = .array, chunkSize: Int = defaultStreamChunkSize,
        onElementError: StreamElementErrorPolicy = .stop
    ) -> EncodedChunks where Elements.Element: Encodable {
        EncodedChunks(
            stream: makeStreamingEncoder(layout: layout, onElementError: onElementError),
            source: AsyncSequenceElementSource(elements.makeAsyncIterator()), chunkSize: chunkSize)
    }

    private func makeStreamingEncoder(
        layout: StreamLayout, onElementError: StreamElementErrorPolicy
    ) -> StreamingElementEncoder {
        StreamingElementEncoder(options: currentOptions, layout: layout, policy: onElementError)
    }
}
