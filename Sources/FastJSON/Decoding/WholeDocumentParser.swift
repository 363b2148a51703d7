import Foundation

/// What decoding a whole document needs besides its tape: the tokenizer (with its yajl handle), the
/// tape builder (with its container stack and key tables) and what each decode leaves for the next
/// (`DecodeLeftovers`), kept from one decode to the next on the same thread, since making them
/// costs more than decoding a small document.
///
/// Each thread has its own (see `ThreadCache`). One whose parse threw is dropped, not put back: its
/// yajl handle is left in an error state.
final class WholeDocumentParser {
    private let builder: TapeBuilder
    private let tokenizer: JSONTokenizer
    private let leftovers = DecodeLeftovers()
    /// False while a parse is under way, and after one that threw.
    private var isReusable = true
    /// Pretty-printed documents are parsed from a copy without their whitespace.
    private let whitespaceElision = WhitespaceElision()

    private init() {
        builder = TapeBuilder(maximumDepth: JSONTokenizer.defaultMaximumDepth)
        tokenizer = JSONTokenizer(consumer: builder, reusable: true)
    }

    /// Builds the tape of `bytes` (UTF-8), or throws the first problem found in it. The tape
    /// borrows `bytes`: call its `keepInput()` if it is to outlive them.
    func buildTape(borrowing bytes: UnsafeRawBufferPointer, checksRepeatedKeys: Bool = true) throws -> Tape {
        try TapeBuilder.checkLength(of: bytes)
        isReusable = false
        builder.start(input: bytes, checksRepeatedKeys: checksRepeatedKeys)
        try tokenizer.tokenize(wholeDocument: bytes)
        isReusable = true
        return builder.finish()
    }

    /// Decodes the root of the JSON document `bytes` (UTF-8) with `decodeRoot`, given a decoder
    /// pointed at it; the tape is parsed from a copy without whitespace when the document has
    /// enough of it to gain from one (see `WhitespaceElision`).
    @inline(__always)
    func decode<T>(
        document bytes: UnsafeRawBufferPointer, options: Snapshot<DecodingOptions>,
        _ decodeRoot: (DecoderImpl) throws -> T
    ) throws -> T {
        try TapeBuilder.checkLength(of: bytes)
        let checksRepeatedKeys = options.value.keyMatching.tapeChecksRepeatedKeys
        guard let compacted = whitespaceElision.compacted(bytes) else {
            return try decode(from: buildTape(borrowing: bytes, checksRepeatedKeys: checksRepeatedKeys), options: options, decodeRoot)
        }
        // After `decode(from:)`, which copies the input of a tape someone kept.
        defer { whitespaceElision.releaseIfLarge() }
        let tape: Tape
        do {
            tape = try buildTape(borrowing: compacted, checksRepeatedKeys: checksRepeatedKeys)
        } catch {
            // Positions in the copy are not the document's: the document itself gives the error to
            // report. This parser's tokenizer threw, so a new parser reads it.
            tape = try WholeDocumentParser().buildTape(borrowing: bytes, checksRepeatedKeys: checksRepeatedKeys)
            assertionFailure("the document parsed where its copy without whitespace did not: \(error)")
        }
        return try decode(from: tape, options: options, decodeRoot)
    }

    /// Builds the tape of `bytes` (UTF-8) read as JSON5, as `buildTape(borrowing:checksRepeatedKeys:)`
    /// does for JSON; the yajl tokenizer is not used.
    func buildJSON5Tape(
        borrowing bytes: UnsafeRawBufferPointer, checksRepeatedKeys: Bool, assumesTopLevelDictionary: Bool
    ) throws -> Tape {
        try TapeBuilder.checkLength(of: bytes)
        isReusable = false
        builder.start(input: bytes, checksRepeatedKeys: checksRepeatedKeys)
        try JSON5Scanner.scan(bytes, into: builder, assumesTopLevelDictionary: assumesTopLevelDictionary)
        isReusable = true
        return builder.finish()
    }

    /// Decodes the root of `tape` (which this parser built) with `decodeRoot`, given a decoder
    /// pointed at it.
    @inline(__always)
    func decode<T>(from tape: consuming Tape, options: Snapshot<DecodingOptions>, _ decodeRoot: (DecoderImpl) throws -> T) throws -> T {
        try leftovers.decode(consume tape, builtBy: builder, options: options, decodeRoot)
    }

    /// Runs `body` with this thread's parser, or with a new one if it has none free.
    static func withThreadCached<R>(_ body: (WholeDocumentParser) throws -> R) rethrows -> R {
        try cache.withCached(make: WholeDocumentParser.init, keep: { $0.isReusable }, body)
    }

    private static let cache = ThreadCache<WholeDocumentParser>()
}
