/// Builds a `Tape` from the tokens of one whole document.
///
/// A stack of open containers lets each array and object get its element count and `end` index
/// when it closes. Text that points into the input is kept as an offset; text from yajl's own
/// buffer (unescaped strings) is copied into the arena, since yajl reuses that buffer.
///
/// Its mutable state sits behind a pointer: the callbacks run once per token, and stored `var`s
/// of a class would cost a dynamic exclusivity check on every access.
final class TapeBuilder: JSONTokenConsumer {
    private struct OpenContainer {
        var index: Int
        var isArray: Bool
        var count: UInt32
    }

    private struct State: ~Copyable {
        /// Empty (no memory) between a whole document's `finish()`, which hands the entries to its
        /// tape, and the next `start` or `reuseBuffers(of:)`.
        var entries: GrowableBuffer<TapeEntry>
        var arena: GrowableBuffer<UInt8>
        let openContainers: UnsafeMutablePointer<OpenContainer>
        var depth = 0
        let repeatedKeys: RepeatedKeyDetector
        var keyConversion: (any TapeKeyConversion)?
        var convertedKeys = ConvertedKeys()
        /// The whole document, which text entries point into; empty when every text is copied
        /// into the arena (streaming, where each chunk is gone after its tokens).
        var input: UnsafeRawBufferPointer
        var spares = SpareTapeBuffers()
    }

    private let copiesAllText: Bool
    let maximumDepth: Int
    private let state: UnsafeMutablePointer<State>

    /// Refuses documents whose offsets would not fit the tape's 32 bits.
    static func checkLength(of bytes: UnsafeRawBufferPointer) throws {
        guard bytes.count <= JSONTokenizer.maximumTokenLength else {
            throw LineTracker().error(
                .inputTooLarge(limit: JSONTokenizer.maximumTokenLength),
                inChunk: UnsafeRawBufferPointer(start: nil, count: 0), chunkStart: 0, offset: 0)
        }
    }

    /// A builder for whole documents, which `start(input:keyConversion:)` readies for each one.
    convenience init(maximumDepth: Int) {
        self.init(input: UnsafeRawBufferPointer(start: nil, count: 0), copiesAllText: false, expectedEntries: 16,
                  keyConversion: nil, maximumDepth: maximumDepth)
    }

    /// Readies the builder for the document `bytes`, whatever it was used for before (a finished
    /// tape, or a parse that failed half-way).
    func start(input bytes: UnsafeRawBufferPointer, keyConversion: (any TapeKeyConversion)?) {
        // The corpus has one entry per 13 to 27 bytes of JSON; a little more room saves most regrowth.
        let expectedEntries = bytes.count / 12
        state.pointee.arena.removeAll(keepingRoomFor: 0)
        state.pointee.entries.removeAll(keepingRoomFor: expectedEntries)
        state.pointee.input = bytes
        state.pointee.depth = 0
        // Most documents have no key conversion and convert no key: no release and retain then.
        if keyConversion != nil || state.pointee.keyConversion != nil {
            state.pointee.keyConversion = keyConversion
        }
        if state.pointee.convertedKeys.count > 0 {
            state.pointee.convertedKeys = ConvertedKeys()
        }
    }

    /// A builder for values that arrive in chunks: every text is copied into the arena, and
    /// `finish()` may be called after each value.
    static func streaming(keyConversion: (any TapeKeyConversion)?, maximumDepth: Int) -> TapeBuilder {
        TapeBuilder(input: UnsafeRawBufferPointer(start: nil, count: 0), copiesAllText: true, expectedEntries: 64,
                    keyConversion: keyConversion, maximumDepth: maximumDepth)
    }

    private init(
        input: UnsafeRawBufferPointer, copiesAllText: Bool, expectedEntries: Int,
        keyConversion: (any TapeKeyConversion)?, maximumDepth: Int
    ) {
        self.copiesAllText = copiesAllText
        self.maximumDepth = maximumDepth
        state = .allocate(capacity: 1)
        state.initialize(to: State(
            entries: GrowableBuffer(capacity: expectedEntries),
            arena: GrowableBuffer(capacity: 256),
            openContainers: .allocate(capacity: maximumDepth &+ 1),
            repeatedKeys: RepeatedKeyDetector(maximumDepth: maximumDepth),
            keyConversion: keyConversion,
            input: input))
    }

    deinit {
        state.pointee.openContainers.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Hands the buffers over to a `Tape`, after a `null` entry that stands for missing keys. A
    /// streaming builder starts again with spare buffers (see `reuseBuffers(of:)`) or new ones for
    /// the next value; a whole-document one has no entries until the next `start` or
    /// `reuseBuffers(of:)`. An arena nothing was copied into stays with the builder, for the next
    /// document.
    func finish() -> Tape {
        let nullIndex = state.pointee.entries.count
        state.pointee.entries.append(TapeEntry(kind: .null, flags: [], count: 0, offset: 0, end: UInt32(truncatingIfNeeded: nullIndex &+ 1)))
        let entries = exchange(
            &state.pointee.entries,
            with: copiesAllText ? state.pointee.spares.takeEntries() ?? GrowableBuffer(capacity: max(64, nullIndex &+ 1)) : GrowableBuffer()
        ).take()
        var arena = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        var arenaCapacity = 0
        let arenaCount = state.pointee.arena.count
        if arenaCount > 0 {
            let copied = exchange(
                &state.pointee.arena,
                with: state.pointee.spares.takeArena() ?? GrowableBuffer(capacity: copiesAllText ? max(256, arenaCount) : 256)
            ).take()
            arena = UnsafeMutableRawBufferPointer(start: copied.base, count: arenaCount)
            arenaCapacity = copied.capacity
        }
        return Tape(
            entries: entries.base, count: entries.count, entriesCapacity: entries.capacity,
            input: state.pointee.input, ownsInput: false, arena: arena, arenaCapacity: arenaCapacity,
            // An empty conversion table is made anew rather than shared: that costs no retain.
            convertedKeys: state.pointee.convertedKeys.count > 0 ? state.pointee.convertedKeys : ConvertedKeys(),
            nullIndex: nullIndex)
    }

    /// Takes back the memory of a finished tape that nothing will read again, so that the next
    /// document or element needs no new buffers.
    func reuseBuffers(of tape: Tape) {
        guard copiesAllText || tape.entriesCapacity <= Self.reusedEntriesLimit,
              let memory = tape.giveBackBuffers() else { return }
        let entries = GrowableBuffer(reusing: memory.entries, capacity: memory.entriesCapacity)
        if copiesAllText {
            state.pointee.spares.keep(entries: entries)
        } else if state.pointee.entries.capacity == 0 {
            // The entries went to a tape at `finish()` and no `start` has run since.
            state.pointee.entries = entries
        }
        if let arena = memory.arena {
            state.pointee.spares.keep(arena: GrowableBuffer(reusing: arena, capacity: memory.arenaCapacity))
        }
    }

    /// Larger entry buffers (1 MiB, documents of about a megabyte) are freed with their tape, so
    /// that one large document does not pin its memory for the thread's lifetime.
    static let reusedEntriesLimit = (1 << 20) / MemoryLayout<TapeEntry>.stride

    /// Counts a value towards its array; an object counts its keys instead.
    @inline(__always)
    private func countValue() {
        let depth = state.pointee.depth
        if depth > 0 {
            let top = state.pointee.openContainers + (depth &- 1)
            if top.pointee.isArray { top.pointee.count &+= 1 }
        }
    }

    @inline(__always)
    private func appendScalar(_ kind: TapeEntry.Kind) {
        let index = state.pointee.entries.count
        assert(index < Int(UInt32.max), "tape index past 32 bits")
        state.pointee.entries.append(TapeEntry(kind: kind, flags: [], count: 0, offset: 0, end: UInt32(truncatingIfNeeded: index &+ 1)))
    }

    @inline(__always)
    private func appendText(_ kind: TapeEntry.Kind, _ token: JSONTextToken, end: UInt32) {
        let offset: Int
        var flags: TapeEntry.Flags = []
        if let inInput = token.offsetInChunk, !copiesAllText {
            offset = inInput
        } else {
            offset = state.pointee.arena.count
            state.pointee.arena.append(contentsOf: token.bytes.assumingMemoryBound(to: UInt8.self))
            flags.insert(.inArena)
        }
        // Offsets fit: buildTape refuses inputs over Int32.max bytes, and the arena is never larger
        // than the input (a streamed element's text is refused past its own limit).
        assert(offset &+ token.bytes.count <= Int(UInt32.max), "text offset past 32 bits")
        assert(token.offsetInChunk == nil || copiesAllText || offset &+ token.bytes.count <= state.pointee.input.count,
               "text outside the input it points into")
        state.pointee.entries.append(TapeEntry(
            kind: kind, flags: flags, count: UInt32(truncatingIfNeeded: token.bytes.count),
            offset: UInt32(truncatingIfNeeded: offset), end: end))
    }

    @inline(__always)
    private func beginContainer(_ kind: TapeEntry.Kind) {
        countValue()
        let depth = state.pointee.depth
        // The tokenizer stops at its maximum depth, which sized the stack.
        assert(depth <= maximumDepth, "deeper than the open-container stack")
        (state.pointee.openContainers + depth).initialize(
            to: OpenContainer(index: state.pointee.entries.count, isArray: kind == .array, count: 0))
        state.pointee.depth = depth &+ 1
        state.pointee.entries.append(TapeEntry(kind: kind, flags: [], count: 0, offset: 0, end: 0))
        if kind == .object {
            state.pointee.repeatedKeys.beginObject(atDepth: depth)
        }
    }

    @inline(__always)
    private func endContainer() {
        let depth = state.pointee.depth
        guard depth > 0 else { return }
        state.pointee.depth = depth &- 1
        let open = state.pointee.openContainers[depth &- 1]
        assert(open.index < state.pointee.entries.count, "open container outside the tape")
        let entry = state.pointee.entries.base + open.index
        entry.pointee.count = open.count
        entry.pointee.end = UInt32(truncatingIfNeeded: state.pointee.entries.count)
    }

    func beginObject() { beginContainer(.object) }
    func beginArray() { beginContainer(.array) }
    func endObject() { endContainer() }
    func endArray() { endContainer() }

    func key(_ token: JSONTextToken) {
        var converted = TapeEntry.unconvertedKey
        if state.pointee.keyConversion != nil {
            converted = state.pointee.keyConversion?.convertedIndex(of: token.bytes, convertedKeys: &state.pointee.convertedKeys)
                ?? TapeEntry.unconvertedKey
        }
        let depth = state.pointee.depth
        if depth > 0 {
            let top = state.pointee.openContainers + (depth &- 1)
            top.pointee.count &+= 1
            let isRepeat: Bool
            if converted == TapeEntry.unconvertedKey {
                isRepeat = state.pointee.repeatedKeys.insert(token.bytes, atDepth: depth &- 1, memberCount: top.pointee.count)
            } else {
                isRepeat = state.pointee.convertedKeys.withBytes(at: Int(converted)) {
                    state.pointee.repeatedKeys.insert($0, atDepth: depth &- 1, memberCount: top.pointee.count)
                }
            }
            let object = state.pointee.entries.base + top.pointee.index
            if isRepeat {
                object.pointee.flags.insert(.mayRepeatKeys)
            }
            if !token.isASCII {
                object.pointee.flags.insert(.hasNonASCIIKeys)
            }
        }
        appendText(.key, token, end: converted)
    }

    func string(_ token: JSONTextToken) {
        countValue()
        appendText(.string, token, end: UInt32(truncatingIfNeeded: state.pointee.entries.count &+ 1))
    }

    func number(_ token: JSONTextToken) {
        countValue()
        appendText(.number, token, end: UInt32(truncatingIfNeeded: state.pointee.entries.count &+ 1))
    }

    /// A JSON5 number with no JSON spelling, from the JSON5 scanner.
    func json5Number(_ token: JSONTextToken) {
        countValue()
        appendText(.json5Number, token, end: UInt32(truncatingIfNeeded: state.pointee.entries.count &+ 1))
    }

    func bool(_ value: Bool) {
        countValue()
        appendScalar(value ? .true : .false)
    }

    func null() {
        countValue()
        appendScalar(.null)
    }
}
