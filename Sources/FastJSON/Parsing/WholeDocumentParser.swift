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
    private let tokenizer: JSONTokenizer<TapeBuilder>
    private let leftovers = DecodeLeftovers()
    /// False while a parse is under way, and after one that threw.
    private var isReusable = true
    /// Documents are parsed from their skeleton, when it gains.
    private let skeleton = DocumentSkeleton()
    /// The settings of the last decode, when they may outlive it: the next decode takes them back
    /// if its decoder still has them (`LockedSnapshot.current(reusing:)`).
    private var keptSettings: Snapshot<DecodingOptions>?

    private init() {
        builder = TapeBuilder(maximumDepth: TokenizerLimits.maximumDepth)
        tokenizer = JSONTokenizer(consumer: builder, reusable: true)
    }

    /// Builds the tape of `bytes` (UTF-8), or throws the first problem found in it. The tape
    /// borrows `bytes`: call its `keepInput()` if it is to outlive them.
    func buildTape(borrowing bytes: UnsafeRawBufferPointer, checksRepeatedKeys: Bool = true) throws -> Tape {
        try TapeBuilder.checkLength(of: bytes)
        return try buildTape(input: bytes, checksRepeatedKeys: checksRepeatedKeys) { try tokenizer.tokenize(wholeDocument: bytes) }
    }

    /// Readies the builder for a document whose texts are in `input` (`expectedLength` bytes as
    /// JSON, when `input` is another form of it), runs `fill`, which feeds the builder the
    /// document's tokens, and hands over the tape. The parser is not reused if `fill` throws.
    @inline(__always)
    private func buildTape(
        input: UnsafeRawBufferPointer, expectedLength: Int? = nil, checksRepeatedKeys: Bool, _ fill: () throws -> Void
    ) throws -> Tape {
        isReusable = false
        builder.start(input: input, expectedLength: expectedLength, checksRepeatedKeys: checksRepeatedKeys)
        try fill()
        isReusable = true
        return builder.finish()
    }

    /// Runs `body` with the current settings of `settings`, a decoder's, and keeps them for the
    /// next decode when they may outlive this one. Moved in and out, not copied: a copy costs a
    /// retain and a release.
    @inline(__always)
    func withSettings<R>(
        of settings: borrowing LockedSnapshot<DecodingOptions>, _ body: (Snapshot<DecodingOptions>) throws -> R
    ) rethrows -> R {
        let options = settings.current(reusing: keptSettings.take())
        let result: R
        do {
            result = try body(options)
        } catch {
            keep(options)
            throw error
        }
        keep(options)
        return result
    }

    @inline(__always)
    private func keep(_ options: consuming Snapshot<DecodingOptions>) {
        if options.mayOutliveCall { keptSettings = consume options }
    }

    /// Decodes the root of the JSON document `bytes` (UTF-8) with `decodeRoot`, given a decoder
    /// pointed at it.
    @inline(__always)
    func decode<T>(
        document bytes: UnsafeRawBufferPointer, options: Snapshot<DecodingOptions>,
        _ decodeRoot: (DecoderImpl) throws -> T
    ) throws -> T {
        if _slowPath(options.value.leniency.contains(.trailingCommas)) {
            return try decodeBlankingTrailingCommas(document: bytes, options: options, decodeRoot)
        }
        return try decodeAsIs(document: bytes, options: options, decodeRoot)
    }

    /// `decode(document:options:_:)` under `Leniency.trailingCommas`: from a copy of the document
    /// without them, when it has any.
    @inline(never)
    private func decodeBlankingTrailingCommas<T>(
        document bytes: UnsafeRawBufferPointer, options: Snapshot<DecodingOptions>,
        _ decodeRoot: (DecoderImpl) throws -> T
    ) throws -> T {
        guard let blanked = TrailingCommas.blanked(bytes) else {
            return try decodeAsIs(document: bytes, options: options, decodeRoot)
        }
        return try blanked.withUnsafeBytes { try decodeAsIs(document: $0, options: options, decodeRoot) }
    }

    @inline(__always)
    private func decodeAsIs<T>(
        document bytes: UnsafeRawBufferPointer, options: Snapshot<DecodingOptions>,
        _ decodeRoot: (DecoderImpl) throws -> T
    ) throws -> T {
        let checksRepeatedKeys = options.value.keyMatching.tapeChecksRepeatedKeys
        // After `decode(from:)`, which copies the input of a tape someone kept.
        defer { releaseCopyIfLarge() }
        let tape = try buildDocumentTape(borrowing: bytes, checksRepeatedKeys: checksRepeatedKeys)
        tape.noteDocument(bytes)
        return try decode(from: tape, options: options, decodeRoot)
    }

    /// Builds the tape of the whole document `bytes` as a decode does: from its skeleton when the
    /// document has enough strings and whitespace to gain from one (see `DocumentSkeleton`). The
    /// tape borrows `bytes` or the skeleton's buffer, which lasts until the next call or
    /// `releaseCopyIfLarge()`.
    func buildDocumentTape(borrowing bytes: UnsafeRawBufferPointer, checksRepeatedKeys: Bool) throws -> Tape {
        try TapeBuilder.checkLength(of: bytes)
        guard bytes.count >= DocumentSkeleton.shortestCopied, let parts = skeleton.parts(of: bytes) else {
            return try buildTape(borrowing: bytes, checksRepeatedKeys: checksRepeatedKeys)
        }
        do {
            return try buildTape(input: parts.text, expectedLength: bytes.count, checksRepeatedKeys: checksRepeatedKeys) {
                try tokenizer.tokenize(skeleton: parts.skeleton, strings: parts.strings)
            }
        } catch {
            // Positions in the skeleton are not the document's: the document itself gives the
            // error to report. This parser's tokenizer threw, so a new parser reads it.
            let tape = try WholeDocumentParser().buildTape(borrowing: bytes, checksRepeatedKeys: checksRepeatedKeys)
            assertionFailure("the document parsed where its skeleton did not: \(error)")
            return tape
        }
    }

    /// The memory this parser keeps between documents, in bytes, besides yajl's; see
    /// `RetainedMemory.decoding`.
    var retainedBytes: Int {
        builder.retainedBytes &+ tokenizer.retainedBytes &+ leftovers.retainedBytes &+ skeleton.retainedBytes
    }

    /// Frees the skeleton's buffer if it is larger than is worth keeping for the next document;
    /// call once nothing reads the tape built from it.
    func releaseCopyIfLarge() {
        skeleton.releaseIfLarge()
    }

    /// Builds the tape of `bytes` (UTF-8) read as JSON5, as `buildTape(borrowing:checksRepeatedKeys:)`
    /// does for JSON; the yajl tokenizer is not used.
    func buildJSON5Tape(
        borrowing bytes: UnsafeRawBufferPointer, checksRepeatedKeys: Bool, assumesTopLevelDictionary: Bool
    ) throws -> Tape {
        try TapeBuilder.checkLength(of: bytes)
        return try buildTape(input: bytes, checksRepeatedKeys: checksRepeatedKeys) {
            try JSON5Scanner.scan(bytes, into: builder, assumesTopLevelDictionary: assumesTopLevelDictionary)
        }
    }

    /// Decodes the root of `tape` (which this parser built) with `decodeRoot`, given a decoder
    /// pointed at it.
    @inline(__always)
    func decode<T>(from tape: consuming Tape, options: Snapshot<DecodingOptions>, _ decodeRoot: (DecoderImpl) throws -> T) throws -> T {
        try leftovers.decode(consume tape, builtBy: builder, options: options, decodeRoot)
    }

    /// Runs `body` with this thread's parser, or with a new one if it has none free.
    @inline(__always)
    static func withThreadCached<R>(_ body: (WholeDocumentParser) throws -> R) rethrows -> R {
        try cache.withCached(make: WholeDocumentParser.init, keep: { $0.isReusable }, body)
    }

    private static let cache = ThreadCache<WholeDocumentParser>()
}
