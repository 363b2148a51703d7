/// Builds a `Tape` from the tokens of one whole document.
///
/// A stack of open containers lets each array and object get its element count and `end` index
/// when it closes. Text that points into the input is kept as an offset; text from yajl's own
/// buffer (unescaped strings) is copied into the arena, since yajl reuses that buffer. A stream's
/// input is the chunk being parsed (`borrow(_:)`).
///
/// Its mutable state is stored `@exclusivity(unchecked)`, as the encoder's `JSONWriter` stores
/// its own: the callbacks run once per token, and a dynamic exclusivity check on every access
/// would cost more than the work. One tokenizer on one thread drives a builder, and no access
/// spans a call that could reach the builder again, so no two accesses overlap. The same state
/// behind a pointer costs as much, so one idiom does this job everywhere.
final class TapeBuilder: JSONTokenConsumer {
    private struct OpenContainer {
        var index: Int
        var isArray: Bool
        var count: UInt32
    }

    /// Whether the builder makes one tape per element of a stream (`streaming`), not one per
    /// whole document (`start`).
    private let buildsStreamElements: Bool
    let maximumDepth: Int
    /// Empty (no memory) between a whole document's `finish()`, which hands the entries to its
    /// tape, and the next `start` or `reuseBuffers(of:)`.
    @exclusivity(unchecked) private var entries: GrowableBuffer<TapeEntry>
    @exclusivity(unchecked) private var arena: GrowableBuffer<UInt8>
    /// The arrays and objects open at the current token, innermost last; its count is the depth.
    /// Sized for `maximumDepth`, where the tokenizer stops, so it never grows.
    @exclusivity(unchecked) private var openContainers: GrowableBuffer<OpenContainer>
    private let repeatedKeys: RepeatedKeyDetector
    /// Whether objects that may repeat a key are flagged (`TapeEntry.Flags.mayRepeatKeys`); a
    /// client that matches keys by names of its own checks those names itself.
    @exclusivity(unchecked) private var checksRepeatedKeys = true
    /// The whole document, which text entries point into; for a stream, the chunk being parsed,
    /// empty between chunks (see `borrow(_:)`).
    @exclusivity(unchecked) private var input: UnsafeRawBufferPointer
    /// The first entry that may point into the borrowed chunk: the element's entries before it,
    /// from earlier chunks, had their text moved into the arena (`stopBorrowing()`).
    @exclusivity(unchecked) private var firstEntryInChunk = 0
    @exclusivity(unchecked) private var spares: SpareTapeBuffers
    /// A tape whose buffers came back, for `finish()` to fill again.
    @exclusivity(unchecked) private var spareTape: Tape?
    /// For a stream, the emptied tapes of decoded elements, whose buffers moved into their
    /// decoder's tape: a chunk's elements are all finished before the first is decoded, so one
    /// spare tape would serve only the first of them.
    @exclusivity(unchecked) private var spareElementTapes: [Tape] = []
    /// How many emptied tapes a stream keeps: the elements of a chunk of records, and little
    /// memory for a chunk of tiny elements.
    private static let spareElementTapeLimit = 256

    /// The memory the builder keeps between documents, in bytes; see `RetainedMemory`.
    var retainedBytes: Int {
        entries.capacityBytes &+ arena.capacityBytes &+ openContainers.capacityBytes &+ spares.retainedBytes
            &+ repeatedKeys.retainedBytes
    }

    /// The entries of the value being built.
    var entryCount: Int { entries.count }

    /// Refuses documents whose offsets would not fit the tape's 32 bits.
    static func checkLength(of bytes: UnsafeRawBufferPointer) throws {
        guard bytes.count <= TokenizerLimits.maximumTokenLength else {
            throw LineTracker().error(
                .inputTooLarge(limit: TokenizerLimits.maximumTokenLength),
                inChunk: UnsafeRawBufferPointer(start: nil, count: 0), chunkStart: 0, offset: 0)
        }
    }

    /// A builder for whole documents, which `start(input:checksRepeatedKeys:)` readies for each one.
    convenience init(maximumDepth: Int) {
        self.init(input: UnsafeRawBufferPointer(start: nil, count: 0), buildsStreamElements: false, expectedEntries: 16,
                  maximumDepth: maximumDepth)
    }

    /// Readies the builder for the document `bytes`, whatever it was used for before (a finished
    /// tape, or a parse that failed half-way). `expectedLength` is the length of the document as
    /// JSON text, when `bytes` is another form of it (a `DocumentSkeleton`'s parts).
    func start(input bytes: UnsafeRawBufferPointer, expectedLength: Int? = nil, checksRepeatedKeys: Bool = true) {
        // The corpus has one entry per 13 to 27 bytes of JSON; a little more room saves most regrowth.
        let expectedEntries = (expectedLength ?? bytes.count) / 12
        arena.removeAll(keepingRoomFor: 0)
        entries.removeAll(keepingRoomFor: expectedEntries)
        input = bytes
        openContainers.removeAll(keepingRoomFor: 0)
        self.checksRepeatedKeys = checksRepeatedKeys
    }

    /// A builder for values that arrive in chunks, or from tokens with no input (`JSONValue`):
    /// `finish()` may be called after each value. Text is copied into the arena, except while the
    /// builder borrows a chunk (`borrow(_:)`).
    static func streaming(maximumDepth: Int, checksRepeatedKeys: Bool) -> TapeBuilder {
        let builder = TapeBuilder(input: UnsafeRawBufferPointer(start: nil, count: 0), buildsStreamElements: true,
                                  expectedEntries: 64, maximumDepth: maximumDepth)
        builder.checksRepeatedKeys = checksRepeatedKeys
        return builder
    }

    private init(input: UnsafeRawBufferPointer, buildsStreamElements: Bool, expectedEntries: Int, maximumDepth: Int) {
        self.buildsStreamElements = buildsStreamElements
        self.maximumDepth = maximumDepth
        entries = GrowableBuffer(capacity: expectedEntries)
        arena = GrowableBuffer(capacity: 256)
        openContainers = GrowableBuffer(capacity: maximumDepth &+ 1)
        repeatedKeys = RepeatedKeyDetector(maximumDepth: maximumDepth)
        // A whole-document builder keeps one spare arena, on a thread that may go idle; a stream
        // needs one per element of a chunk, and ends with its stream.
        spares = SpareTapeBuffers(bytesLimit: buildsStreamElements ? SpareTapeBuffers.streamBytesLimit : RetainedMemory.tapeArena)
        self.input = input
    }

    /// Hands the buffers over to a `Tape`, after a `null` entry that stands for missing keys. A
    /// streaming builder starts again with spare buffers (see `reuseBuffers(of:)`) or new ones for
    /// the next value; a whole-document one has no entries until the next `start` or
    /// `reuseBuffers(of:)`. An arena nothing was copied into stays with the builder, for the next
    /// document.
    func finish() -> Tape {
        let nullIndex = entries.count
        // The next element's entries start again from the first, in the chunk still borrowed.
        firstEntryInChunk = 0
        assert(nullIndex < Int(UInt32.max), "tape index past 32 bits")
        entries.append(TapeEntry(kind: .null, flags: [], count: 0, offset: 0, end: UInt32(truncatingIfNeeded: nullIndex &+ 1)))
        let entries = exchange(
            &self.entries,
            with: buildsStreamElements ? spares.takeEntries() ?? GrowableBuffer(capacity: max(64, nullIndex &+ 1)) : GrowableBuffer()
        ).take()
        var arena = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        var arenaCapacity = 0
        let arenaCount = self.arena.count
        if arenaCount > 0 {
            let copied = exchange(
                &self.arena,
                with: spares.takeArena() ?? GrowableBuffer(capacity: buildsStreamElements ? max(256, arenaCount) : 256)
            ).take()
            arena = UnsafeMutableRawBufferPointer(start: copied.base, count: arenaCount)
            arenaCapacity = copied.capacity
        }
        let buffers = Tape.Buffers(
            entries: entries.base, count: entries.count, entriesCapacity: entries.capacity,
            input: input, arena: arena, arenaCapacity: arenaCapacity, nullIndex: nullIndex)
        // A spare tape a decoder has since filled with another document (a stream's element) is
        // in use: a new tape serves.
        if let tape = spareTape.take(), !tape.holdsBuffers {
            tape.hold(buffers)
            return tape
        }
        guard let tape = spareElementTapes.popLast() else { return Tape(buffers) }
        tape.hold(buffers)
        return tape
    }

    /// Keeps a stream element's tape that gave its buffers to its decoder's tape and that nothing
    /// will read again, for `finish()` to fill with a later element.
    func reuseEmptiedTape(_ tape: consuming Tape) {
        assert(buildsStreamElements, "a whole document's builder keeping an element's tape")
        guard !tape.holdsBuffers, !tape.mayOutliveDecode, spareElementTapes.count < Self.spareElementTapeLimit else { return }
        spareElementTapes.append(tape)
    }

    /// Takes back a finished tape that nothing will read again, and its memory, so that the next
    /// document or element needs no new tape and no new buffers.
    func reuseBuffers(of tape: consuming Tape) {
        guard let memory = tape.giveBackBuffers() else { return }
        spareTape = consume tape
        let entries = GrowableBuffer(reusing: memory.entries, capacity: memory.entriesCapacity)
        if buildsStreamElements {
            spares.keep(entries: entries)
        } else if self.entries.capacity == 0 && entries.capacityBytes <= RetainedMemory.tapeEntries {
            // The entries went to a tape at `finish()` and no `start` has run since.
            self.entries = entries
        }
        if let arena = memory.arena.baseAddress?.assumingMemoryBound(to: UInt8.self) {
            spares.keep(arena: GrowableBuffer(reusing: arena, capacity: memory.arenaCapacity))
        }
    }

    /// Makes `chunk`, the stream's copy of the bytes about to be parsed, the input that text
    /// entries point into, until `stopBorrowing()`: the tapes of the elements finished meanwhile
    /// borrow it, so the stream keeps it until they are decoded (`ElementSplitter.parse`).
    func borrow(_ chunk: UnsafeRawBufferPointer) {
        assert(buildsStreamElements, "a whole document's builder borrowing a chunk")
        input = chunk
        firstEntryInChunk = entries.count
    }

    /// Copies the text that the element being built borrows from the chunk into its arena, as
    /// the next chunk replaces this one; the elements finished in it keep pointing into it.
    func stopBorrowing() {
        for index in firstEntryInChunk..<entries.count {
            let entry = entries.pointer(at: index)
            guard entry.pointee.kind.hasText, !entry.pointee.flags.contains(.inArena) else { continue }
            let start = Int(entry.pointee.offset)
            let text = UnsafeRawBufferPointer(rebasing: input[start..<(start &+ Int(entry.pointee.count))])
            // Fits: the element's text, all the arena holds, is refused past 32 bits
            // (`ElementSplitter.elementTextLimit`).
            entry.pointee.offset = UInt32(truncatingIfNeeded: arena.count)
            entry.pointee.flags.insert(.inArena)
            arena.append(contentsOf: text.assumingMemoryBound(to: UInt8.self))
        }
        input = UnsafeRawBufferPointer(start: nil, count: 0)
    }

    /// Counts a value towards its array; an object counts its keys instead.
    @inline(__always)
    private func countValue() {
        let depth = openContainers.count
        if depth > 0 {
            let top = openContainers.pointer(at: depth &- 1)
            if top.pointee.isArray { top.pointee.count &+= 1 }
        }
    }

    @inline(__always)
    private func appendScalar(_ kind: TapeEntry.Kind) {
        let index = entries.count
        assert(index < Int(UInt32.max), "tape index past 32 bits")
        entries.append(TapeEntry(kind: kind, flags: [], count: 0, offset: 0, end: UInt32(truncatingIfNeeded: index &+ 1)))
    }

    @inline(__always)
    private func appendText(_ kind: TapeEntry.Kind, _ token: JSONTextToken, end: UInt32) {
        let offset: Int
        var flags: TapeEntry.Flags = []
        if let inInput = token.offsetInChunk {
            offset = inInput
        } else {
            offset = arena.count
            arena.append(contentsOf: token.bytes.assumingMemoryBound(to: UInt8.self))
            flags.insert(.inArena)
        }
        // Offsets fit: buildTape refuses inputs over Int32.max bytes, and the arena is never larger
        // than the input (a streamed element's text is refused past its own limit).
        assert(offset &+ token.bytes.count <= Int(UInt32.max), "text offset past 32 bits")
        assert(entries.count < Int(UInt32.max), "tape index past 32 bits")
        assert(token.offsetInChunk == nil || offset &+ token.bytes.count <= input.count,
               "text outside the input it points into")
        assert(!buildsStreamElements || token.offsetInChunk == nil
               || input.baseAddress.map { $0 + offset } == token.bytes.baseAddress,
               "a stream's text whose offset is not in the chunk the builder borrows")
        entries.append(TapeEntry(
            kind: kind, flags: flags, count: UInt32(truncatingIfNeeded: token.bytes.count),
            offset: UInt32(truncatingIfNeeded: offset), end: end))
    }

    @inline(__always)
    private func beginContainer(_ kind: TapeEntry.Kind) {
        countValue()
        let depth = openContainers.count
        openContainers.append(OpenContainer(index: entries.count, isArray: kind == .array, count: 0))
        entries.append(TapeEntry(kind: kind, flags: [], count: 0, offset: 0, end: 0))
        if kind == .object && checksRepeatedKeys {
            repeatedKeys.beginObject(atDepth: depth)
        }
    }

    @inline(__always)
    private func endContainer() {
        guard let open = openContainers.popLast() else { return }
        let entry = entries.pointer(at: open.index)
        entry.pointee.count = open.count
        assert(entries.count <= Int(UInt32.max), "tape index past 32 bits")
        entry.pointee.end = UInt32(truncatingIfNeeded: entries.count)
    }

    // The token methods are inlined into yajl's callbacks, which call a tape builder as its own
    // type (`TapeBuilder.yajlCallbacks`), so that no token pays for a call into the builder.
    @inline(__always)
    func beginObject() { beginContainer(.object) }
    @inline(__always)
    func beginArray() { beginContainer(.array) }
    @inline(__always)
    func endObject() { endContainer() }
    @inline(__always)
    func endArray() { endContainer() }

    @inline(__always)
    func key(_ token: JSONTextToken) {
        let depth = openContainers.count
        if depth > 0 {
            let top = openContainers.pointer(at: depth &- 1)
            top.pointee.count &+= 1
            let object = entries.pointer(at: top.pointee.index)
            if checksRepeatedKeys && repeatedKeys.insert(token.bytes, atDepth: depth &- 1, memberCount: top.pointee.count) {
                object.pointee.flags.insert(.mayRepeatKeys)
            }
            if !token.isASCII {
                object.pointee.flags.insert(.hasNonASCIIKeys)
            }
        }
        appendText(.key, token, end: UInt32(truncatingIfNeeded: entries.count &+ 1))
    }

    @inline(__always)
    func string(_ token: JSONTextToken) {
        countValue()
        appendText(.string, token, end: UInt32(truncatingIfNeeded: entries.count &+ 1))
    }

    @inline(__always)
    func number(_ token: JSONTextToken) {
        countValue()
        appendText(.number, token, end: UInt32(truncatingIfNeeded: entries.count &+ 1))
    }

    /// A JSON5 number with no JSON spelling, from the JSON5 scanner.
    func json5Number(_ token: JSONTextToken) {
        countValue()
        appendText(.json5Number, token, end: UInt32(truncatingIfNeeded: entries.count &+ 1))
    }

    @inline(__always)
    func bool(_ value: Bool) {
        countValue()
        appendScalar(value ? .true : .false)
    }

    @inline(__always)
    func null() {
        countValue()
        appendScalar(.null)
    }
}
