/// A document indexed for decoding: a flat, contiguous buffer of `TapeEntry` values built in one pass,
/// plus the input bytes it refers to and an arena for text yajl had to unescape. Immutable while a
/// decode reads it: a decode's own state (key lookup hints and tables, converted key names, custom key maps,
/// coding paths) belongs to its `DecoderImpl`.
///
/// The tape may borrow the caller's input for the length of a decode; `keepInput()` copies it when
/// a decoder or container outlives the call, so that one kept past it stays memory-safe.
final class Tape {
    /// Where the memory of one document is: what a `TapeBuilder` fills and hands to a tape. A
    /// description, not an owner: the tape that holds it frees the memory (`holdsBuffers`), and
    /// `giveBackBuffers()` hands the ownership on with it.
    struct Buffers {
        var entries: UnsafeMutablePointer<TapeEntry>
        var count: Int
        /// How many entries `entries` has room for: a builder that takes the memory back reuses
        /// all of it.
        var entriesCapacity: Int
        /// The UTF-8 input, borrowed until `keepInput()` copies it.
        var input: UnsafeRawBufferPointer
        /// Unescaped strings and keys, and numbers that yajl handed over from its own buffer.
        var arena: UnsafeMutableRawBufferPointer
        /// How many bytes `arena` has room for, for a builder that takes the memory back.
        var arenaCapacity: Int
        /// A `null` entry after the document, for decoders over a key that is not there.
        var nullIndex: Int
    }

    // A tape is filled again (`hold`) once its last document's buffers went back
    // (`giveBackBuffers()`), since a new tape costs a decode an allocation: written only then and
    // by `keepInput()`, when no decode reads the tape, so exempt from dynamic exclusivity checks,
    // as they are read for every value.
    @exclusivity(unchecked) private var buffers: Buffers
    /// Whether the tape holds a document's buffers, and so cannot `hold` another's: false once the
    /// entries' and arena's memory went back (`giveBackBuffers()`), after which the buffers are
    /// stale until the next `hold`, and nothing reads them.
    @exclusivity(unchecked) private(set) var holdsBuffers = true
    @exclusivity(unchecked) private var ownsInput = false
    /// Set when a decoder that the caller may keep (`superDecoder()`) is made over this tape.
    @exclusivity(unchecked) var mayOutliveDecode = false
    /// The whole document in UTF-8, which `input` is not when the tape was built from a skeleton:
    /// where `RawJSON` copies a value's text from. Nil for a JSON5 document or a stream's element.
    /// Borrowed as `input` is, and copied with it by `keepInput()`.
    @exclusivity(unchecked) private var borrowedDocument: UnsafeRawBufferPointer?
    @exclusivity(unchecked) private var ownsDocument = false
    /// Where the last `RawJSON` search in the document stopped: a cache, which a decode reading
    /// the tape may update.
    @exclusivity(unchecked) var rawJSONLocator = RawJSONLocator()

    var count: Int { buffers.count }
    var nullIndex: Int { buffers.nullIndex }

    /// Takes ownership of the buffers a `TapeBuilder` filled, which borrow their input.
    init(_ buffers: Buffers) {
        self.buffers = buffers
    }

    /// Takes ownership of the next document's buffers (from the builder, or moved out of another
    /// tape's), once this tape gave back those of its last one.
    func hold(_ buffers: Buffers) {
        assert(!holdsBuffers && !ownsInput && !mayOutliveDecode, "a tape refilled while it holds a document")
        self.buffers = buffers
        holdsBuffers = true
        borrowedDocument = nil
    }

    /// Notes the whole document this tape's entries are the keys and values of, for `RawJSON`.
    @inline(__always)
    func noteDocument(_ bytes: UnsafeRawBufferPointer) {
        assert(!ownsDocument, "a document noted on a tape that keeps another")
        borrowedDocument = bytes
        rawJSONLocator.forgetDocument()
    }

    /// The whole document, when the tape knows it. Checked in debug builds as the entries are: a
    /// tape that gave its buffers back may borrow a document its caller no longer has.
    var document: UnsafeRawBufferPointer? {
        assert(holdsBuffers, "a tape's document read after it gave its buffers back")
        return borrowedDocument
    }

    deinit {
        if holdsBuffers {
            buffers.entries.deallocate()
            buffers.arena.deallocate()
        }
        if ownsInput { UnsafeMutableRawBufferPointer(mutating: buffers.input).deallocate() }
        if ownsDocument, let borrowedDocument { UnsafeMutableRawBufferPointer(mutating: borrowedDocument).deallocate() }
    }

    /// Hands the entries' and arena's memory to a builder, when nothing will read this tape again
    /// (its decode is over and nobody kept a decoder or container); the tape is then ready to
    /// `hold` the next document's.
    func giveBackBuffers() -> Buffers? {
        guard holdsBuffers, !ownsInput else { return nil }
        holdsBuffers = false
        return buffers
    }

    /// Copies the borrowed input, and the document if it is another buffer, for a tape that
    /// outlives the caller's buffer.
    func keepInput() {
        guard !ownsInput else { return }
        let input = buffers.input
        buffers.input = Self.copy(of: input)
        ownsInput = true
        guard let document = borrowedDocument else { return }
        if document.baseAddress == input.baseAddress {
            borrowedDocument = buffers.input
        } else {
            borrowedDocument = Self.copy(of: document)
            ownsDocument = true
        }
    }

    private static func copy(of bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 8)
        if let source = bytes.baseAddress, let target = copy.baseAddress {
            target.copyMemory(from: source, byteCount: bytes.count)
        }
        return UnsafeRawBufferPointer(copy)
    }

    /// The entry at `index`: one of the document's, or its closing `null` at `nullIndex`. Checked
    /// in debug builds, with the ownership of the buffers: a tape that gave them back reads memory
    /// that the next document writes.
    @inline(__always)
    subscript(index: Int) -> TapeEntry {
        assert(holdsBuffers, "a tape read after it gave its buffers back")
        assert(index >= 0 && index <= buffers.nullIndex, "a tape index outside its entries")
        return buffers.entries[index]
    }

    /// The UTF-8 text of a string, key or number entry; valid as long as the tape.
    @inline(__always)
    func text(of entry: TapeEntry) -> UnsafeRawBufferPointer {
        assert(holdsBuffers, "a tape's text read after it gave its buffers back")
        let buffer = entry.flags.contains(.inArena) ? UnsafeRawBufferPointer(buffers.arena) : buffers.input
        assert(Int(entry.offset) + Int(entry.count) <= buffer.count, "a tape text past the end of its buffer")
        return UnsafeRawBufferPointer(start: buffer.baseAddress.map { $0 + Int(entry.offset) }, count: Int(entry.count))
    }

    /// The text of a string, key or number entry as a `String`.
    ///
    /// Made without a second UTF-8 check: every text on a tape passed the tokenizer's (or the JSON5
    /// scanner's) strict one, and `String(decoding:)` would check it again, a cost every decoded
    /// string would pay.
    @inline(__always)
    func string(of entry: TapeEntry) -> String {
        let text = text(of: entry)
        assert(UTF8Validation.firstInvalidByte(in: text) == nil, "a tape text that is not UTF-8")
        return String(copying: UTF8Span(unchecked: text.assumingMemoryBound(to: UInt8.self).span))
    }
}
