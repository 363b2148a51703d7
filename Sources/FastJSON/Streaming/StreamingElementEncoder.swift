import Foundation

/// Writes the elements of a stream one at a time into one reused buffer, as the elements of one
/// JSON array or as values one per line, and lets the caller take the buffer's bytes whenever it
/// is full enough. Memory is bounded by one element plus a chunk.
///
/// Each element is written exactly where, and as, it would be written in the whole array (same
/// separators, indentation and coding path), so the stream is byte for byte the array's encoding.
/// An element that throws is rolled back entirely, so the output stays valid JSON.
final class StreamingElementEncoder {
    private let writer = JSONWriter()
    /// The encoder the elements are written below, in the place of the array's own: an element's
    /// coding path starts with its index, as in the whole array.
    private let root: EncoderImpl
    private let layout: FastJSONEncoder.StreamLayout
    private let policy: StreamElementErrorPolicy
    /// Elements taken from the source so far, the ones left out included.
    private var elementCount = 0
    /// Elements written so far.
    private var writtenCount = 0
    /// Set once the stream is complete: the closing bracket (array layout) is in the buffer.
    private(set) var isClosed = false
    /// What ended the stream early: an element under `.stop`, or the source of elements.
    private var failure: (any Error)?

    init(options: Snapshot<EncoderOptions>, layout: FastJSONEncoder.StreamLayout, policy: StreamElementErrorPolicy) {
        self.layout = layout
        self.policy = policy
        writer.start(options: options)
        root = EncoderImpl(writer: writer)
        root.scope = writer.currentScope
        // As the encoder of an array FastJSON writes itself: its elements go below it directly.
        root.slot = .direct
        if layout == .array { writer.out.append(UInt8(ascii: "[")) }
    }

    deinit {
        // Lets go of the recycled encoders, which refer back to the writer.
        writer.finish()
    }

    /// The bytes written and not yet taken.
    var bufferedCount: Int { writer.out.count }

    /// Takes the next element from `iterator` and writes it, or closes the stream at its end.
    func writeNext<Elements: IteratorProtocol>(from iterator: inout Elements) where Elements.Element: Encodable {
        guard !isClosed else { return }
        if let element = iterator.next() {
            write(element)
        } else {
            close()
        }
    }

    /// Takes the next element from `iterator` and writes it, or closes the stream at its end or
    /// with the iterator's error; all of it on `isolation`, the caller's actor.
    func writeNext<Elements: AsyncIteratorProtocol>(
        from iterator: inout Elements, isolation: isolated (any Actor)?
    ) async where Elements.Element: Encodable {
        guard !isClosed else { return }
        do {
            if let element = try await iterator.next(isolation: isolation) {
                write(element)
            } else {
                close()
            }
        } catch {
            close(failure: error)
        }
    }

    /// Writes one element after the others; under `.stop` an element that fails closes the stream.
    private func write<T: Encodable>(_ value: T) {
        let index = elementCount
        elementCount += 1
        let checkpoint = writer.checkpoint(frame: -1)
        do {
            try writeElement(value, index: index)
            writtenCount += 1
        } catch {
            writer.rollback(to: checkpoint)
            writer.exceededDepth = false
            writer.forgetMisuse()
            do {
                try policy.handle(error, ofElementAt: index)
            } catch {
                close(failure: error)
            }
        }
    }

    /// Writes the element's separator and the element, as the whole array or document would;
    /// throws what encoding that would throw.
    private func writeElement<T: Encodable>(_ value: T, index: Int) throws {
        let inArray = layout == .array
        if inArray { writer.writeSeparator(isFirst: writtenCount == 0, depth: 1) }
        let depth = inArray ? 1 : 0
        try EncoderImpl.checkingTopLevel(value, writer) {
            if let directType = writer.directTypes.conformance(of: T.self) {
                try directType.writeJSON(value, into: root, key: .index(index), depth: depth)
            } else {
                try root.withChildEncoder(key: .index(index), depth: depth) { encoder in
                    try encoder.encodeOwn(value)
                    // A document of its own that holds nothing is Foundation's error; an array
                    // element that holds nothing is written `{}`.
                    if !inArray, case .empty = encoder.slot { throw EncodingErrors.topLevelEncodedNothing(value) }
                }
            }
        }
        if !inArray { writer.out.append(UInt8(ascii: "\n")) }
    }

    /// Ends the stream: writes the array's closing bracket and keeps `failure` for `throwFailure()`.
    func close(failure: (any Error)? = nil) {
        guard !isClosed else { return }
        isClosed = true
        self.failure = failure
        if layout == .array { writer.writeClosing(isObject: false, isEmpty: writtenCount == 0, depth: 1) }
    }

    /// Hands the bytes written so far to `sink` and empties the buffer. Between elements no
    /// container is open, so the buffer's offsets can start again from zero.
    func drain(into sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        guard writer.out.count > 0 else { return }
        defer { writer.out.count = 0 }
        try sink(UnsafeRawBufferPointer(writer.out.bytes))
    }

    /// Throws what ended the stream early, if anything did.
    func throwFailure() throws {
        if let failure { throw failure }
    }
}
