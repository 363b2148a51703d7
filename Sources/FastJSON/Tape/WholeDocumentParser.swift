import Foundation

/// What decoding a whole document needs besides its tape: the tokenizer (with its yajl handle), the
/// tape builder (with its container stack and key tables) and the kinds of the types decoded, kept
/// from one decode to the next on the same thread, since making them costs more than decoding a
/// small document.
///
/// Each thread has its own, so a decoder stays safe to share between threads without a lock. While
/// in use a parser is out of its thread's slot, so a decode nested in another (an `init(from:)`
/// that decodes JSON itself) makes its own. One whose parse threw is dropped, not put back: its
/// yajl handle is left in an error state.
final class WholeDocumentParser {
    private let builder: TapeBuilder
    private let tokenizer: JSONTokenizer
    /// Which decoded types are arrays or dictionaries: a fact about the type, true in any decode.
    var typeKinds = TypeKindCache()
    /// False while a parse is under way, and after one that threw.
    private var isReusable = true

    private init() {
        builder = TapeBuilder(maximumDepth: JSONTokenizer.defaultMaximumDepth)
        tokenizer = JSONTokenizer(consumer: builder, reusable: true)
    }

    /// Builds the tape of `bytes` (UTF-8), or throws the first problem found in it. The tape
    /// borrows `bytes`: call its `keepInput()` if it is to outlive them.
    func buildTape(borrowing bytes: UnsafeRawBufferPointer, keyConversion: TapeKeyConversion) throws -> Tape {
        try TapeBuilder.checkLength(of: bytes)
        isReusable = false
        builder.start(input: bytes, keyConversion: keyConversion)
        try tokenizer.tokenize(wholeDocument: bytes)
        isReusable = true
        return builder.finish()
    }

    /// Builds the tape of `bytes` (UTF-8) read as JSON5, as `buildTape(borrowing:keyConversion:)`
    /// does for JSON; the yajl tokenizer is not used.
    func buildJSON5Tape(
        borrowing bytes: UnsafeRawBufferPointer, keyConversion: TapeKeyConversion, assumesTopLevelDictionary: Bool
    ) throws -> Tape {
        try TapeBuilder.checkLength(of: bytes)
        isReusable = false
        builder.start(input: bytes, keyConversion: keyConversion)
        try JSON5Scanner.scan(bytes, into: builder, assumesTopLevelDictionary: assumesTopLevelDictionary)
        isReusable = true
        return builder.finish()
    }

    /// Runs `body` with this thread's parser, or with a new one if it has none free.
    static func withThreadCached<R>(_ body: (WholeDocumentParser) throws -> R) rethrows -> R {
        guard let key = threadKey else { return try body(WholeDocumentParser()) }
        let parser: WholeDocumentParser
        if let cached = pthread_getspecific(key) {
            parser = Unmanaged<WholeDocumentParser>.fromOpaque(cached).takeRetainedValue()
            pthread_setspecific(key, nil)
        } else {
            parser = WholeDocumentParser()
        }
        defer {
            if parser.isReusable && pthread_getspecific(key) == nil {
                pthread_setspecific(key, Unmanaged.passRetained(parser).toOpaque())
            }
        }
        return try body(parser)
    }

    /// The thread-specific slot; `nil` if the system had no key left, and then nothing is kept.
    private static let threadKey: pthread_key_t? = {
        var key = pthread_key_t()
        // The destructor runs when a thread ends, and releases the parser it kept.
        guard pthread_key_create(&key, { WholeDocumentParser.release($0) }) == 0 else { return nil }
        return key
    }()

    private static func release(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        Unmanaged<WholeDocumentParser>.fromOpaque(pointer).release()
    }
}
