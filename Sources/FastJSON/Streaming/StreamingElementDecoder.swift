import Foundation

/// Decodes the elements of a stream one at a time: it feeds chunks to the tokenizer until an
/// element is complete, then decodes that element's tape and hands its memory back to the builder.
@usableFromInline
final class StreamingElementDecoder<Element: Decodable> {
    private let options: Snapshot<DecodingOptions>
    private let splitter: ElementSplitter
    private let tokenizer: JSONTokenizer<ElementSplitter>
    private var byteOrderMark = LeadingByteOrderMark()
    private var ready: [Tape] = []
    private var readyPosition = 0
    private var elementIndex = 0
    private var inputEnded = false
    /// Set once the stream is unusable (invalid JSON): it is finished.
    private var failed = false
    /// The error that made the stream unusable, thrown once the elements before it are taken.
    private var pendingError: (any Error)?
    /// True while an element decodes: its tape borrows the last chunk, which a read of the stream
    /// from inside the element's own `init(from:)` would otherwise replace.
    private var isDecodingAnElement = false
    /// Kept from element to element: the types' kinds, and the memory of elements decoded.
    private let leftovers = DecodeLeftovers()
    /// What an element that fails to decode does; `nil`: `step()` throws its error and the stream
    /// goes on, for the caller to decide.
    private let policy: StreamElementErrorPolicy?

    init(options: Snapshot<DecodingOptions>, layout: FastJSONDecoder.StreamLayout, policy: StreamElementErrorPolicy?) {
        self.options = options
        self.policy = policy
        splitter = ElementSplitter(
            layout: layout, checksRepeatedKeys: options.value.keyMatching.tapeChecksRepeatedKeys,
            maximumDepth: TokenizerLimits.maximumDepth)
        tokenizer = JSONTokenizer(consumer: splitter, allowsMultipleValues: layout == .concatenatedValues)
    }

    /// Decodes the next complete element, if there is one; `nil` when the input fed so far holds
    /// no other, and then `needsInput` tells whether more can come.
    ///
    /// An element that fails to decode has a `DecodingError` with the element's index first in the
    /// coding path, which the policy handles: `.stop` throws it and ends the stream, `.skip`
    /// reports it and goes on to the next element, and without a policy it is thrown and the
    /// stream goes on.
    @usableFromInline
    func step() throws -> Element? {
        guard !isDecodingAnElement else { throw DecodingErrors.streamReadByItsOwnElement() }
        while readyPosition < ready.count {
            let tape = ready[readyPosition]
            readyPosition += 1
            let index = elementIndex
            elementIndex += 1
            do {
                isDecodingAnElement = true
                defer { isDecodingAnElement = false }
                return try leftovers.decode(tape, builtBy: splitter.builder, options: options) {
                    // The index as the path's first component, not as a key: no `CodingKey` to box.
                    try $0.unwrap(valueAt: 0, as: Element.self, parent: $0.shared.paths.appending(index: index, to: .root))
                }
            } catch {
                guard let policy else { throw error }
                do {
                    try policy.handle(error, ofElementAt: index)
                } catch {
                    end()
                    throw error
                }
            }
        }
        if let error = pendingError {
            pendingError = nil
            throw error
        }
        return nil
    }

    /// Whether the stream can go on once fed: false after the end of input or invalid JSON.
    @usableFromInline
    var needsInput: Bool { !inputEnded && !failed }

    /// Parses the next chunk of input, or the end of it (`nil`). Invalid JSON finishes the stream:
    /// `step()` throws it as `DecodingError.dataCorrupted` after the elements that came before it.
    @usableFromInline
    func feed(_ chunk: (any DataProtocol)?) {
        assert(!isDecodingAnElement, "a stream fed while one of its elements decodes")
        guard !inputEnded && !failed else { return }
        // The elements' tapes borrow the splitter's copy of the last chunk, which this one would
        // replace. Only a second iterator of one stream gets here: the waiting elements are still
        // handed out, then the stream ends with an error, as the chunk is lost.
        guard readyPosition == ready.count else {
            fail(with: DecodingErrors.streamIteratedTwice())
            return
        }
        do {
            try DecodingErrors.rethrowingAsDecodingError {
                if let chunk {
                    try parse(chunk)
                } else {
                    inputEnded = true
                    try splitter.parse(byteOrderMark.bytesHeldBack(), with: tokenizer)
                    try tokenizer.finish()
                }
            }
        } catch {
            fail(with: error)
        }
        ready = splitter.takeFinished()
        readyPosition = 0
    }

    /// Parses `chunk` past a byte-order mark at the start of the stream.
    private func parse(_ chunk: some DataProtocol) throws {
        let (heldBack, skipped) = byteOrderMark.cut(chunk)
        try splitter.parse(chunk.dropFirst(skipped), after: heldBack, with: tokenizer)
    }

    /// Ends the stream at once: what was not decoded yet is dropped.
    private func end() {
        failed = true
        pendingError = nil
        ready = []
        readyPosition = 0
    }

    /// Ends the stream with `error`, thrown once the elements already complete are taken; a stream
    /// that has failed keeps its first error (a second iterator's read may fail after it).
    @usableFromInline
    func fail(with error: any Error) {
        guard !failed else { return }
        failed = true
        pendingError = error
    }

    // Inlinable, as `DecodedElements.next()` is: unspecialized, it looks up the metadata of
    // `Optional<Element>` for every element.
    /// The next element, reading chunks with `readChunk` (which returns `nil` at the end of the
    /// input) as needed; `nil` after the last element.
    @inlinable
    func next(readChunk: () throws -> (any DataProtocol)?) throws -> Element? {
        while true {
            if let element = try step() { return element }
            guard needsInput else { return nil }
            do {
                feed(try readChunk())
            } catch {
                fail(with: error)
            }
        }
    }
}
