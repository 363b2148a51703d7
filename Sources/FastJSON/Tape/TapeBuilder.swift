/// Builds a `Tape` from the tokens of one whole document.
///
/// A stack of open containers lets each array and object get its element count and `end` index
/// when it closes. Text that points into the input is kept as an offset; text from yajl's own
/// buffer (unescaped strings) is copied into the arena, since yajl reuses that buffer.
final class TapeBuilder: JSONTokenConsumer {
    let tape: Tape
    private var openContainers: [OpenContainer] = []

    private struct OpenContainer {
        var index: Int
        var isArray: Bool
        var count: UInt32 = 0
        /// A 64-bit filter of the keys seen so far in an object, to flag objects that may repeat one.
        var keyFilter: UInt64 = 0
    }

    /// Builds the tape of `bytes` (UTF-8), or throws the first problem found in it.
    static func buildTape(of bytes: UnsafeRawBufferPointer, maximumDepth: Int = JSONTokenizer.defaultMaximumDepth) throws -> Tape {
        guard bytes.count <= JSONTokenizer.maximumTokenLength else {
            throw LineTracker().error(
                .inputTooLarge(limit: JSONTokenizer.maximumTokenLength),
                inChunk: UnsafeRawBufferPointer(start: nil, count: 0), chunkStart: 0, offset: 0)
        }
        let builder = TapeBuilder(tape: Tape(copying: bytes))
        builder.openContainers.reserveCapacity(32)
        let tokenizer = JSONTokenizer(consumer: builder, maximumDepth: maximumDepth)
        try tokenizer.tokenize(wholeDocument: UnsafeRawBufferPointer(builder.tape.input))
        return builder.tape
    }

    private init(tape: Tape) {
        self.tape = tape
    }

    /// Counts a value towards its array; an object counts its keys instead.
    @inline(__always)
    private func countValue() {
        let last = openContainers.count &- 1
        if last >= 0 && openContainers[last].isArray {
            openContainers[last].count &+= 1
        }
    }

    @inline(__always)
    private func appendScalar(_ kind: TapeEntry.Kind) {
        let index = tape.count
        tape.append(TapeEntry(kind: kind, flags: [], count: 0, offset: 0, end: UInt32(truncatingIfNeeded: index &+ 1)))
    }

    @inline(__always)
    private func appendText(_ kind: TapeEntry.Kind, _ token: JSONTextToken, end: UInt32) {
        let offset: Int
        var flags: TapeEntry.Flags = []
        if let inInput = token.offsetInChunk {
            offset = inInput
        } else {
            offset = tape.arena.count
            tape.arena.append(contentsOf: token.bytes)
            flags.insert(.inArena)
        }
        // Offsets fit: buildTape refuses inputs over Int32.max bytes, and the arena is never larger
        // than the input.
        tape.append(TapeEntry(
            kind: kind, flags: flags, count: UInt32(truncatingIfNeeded: token.bytes.count),
            offset: UInt32(truncatingIfNeeded: offset), end: end))
    }

    private func beginContainer(_ kind: TapeEntry.Kind) {
        countValue()
        openContainers.append(OpenContainer(index: tape.count, isArray: kind == .array))
        tape.append(TapeEntry(kind: kind, flags: [], count: 0, offset: 0, end: 0))
    }

    private func endContainer() {
        guard let open = openContainers.popLast() else { return }
        let end = UInt32(truncatingIfNeeded: tape.count)
        tape.withEntry(at: open.index) { entry in
            entry.count = open.count
            entry.end = end
        }
    }

    func beginObject() { beginContainer(.object) }
    func beginArray() { beginContainer(.array) }
    func endObject() { endContainer() }
    func endArray() { endContainer() }

    func key(_ token: JSONTextToken) {
        let last = openContainers.count &- 1
        if last >= 0 {
            openContainers[last].count &+= 1
            let bit = UInt64(1) << (Self.keyHash(token.bytes) & 63)
            if openContainers[last].keyFilter & bit != 0 {
                let objectIndex = openContainers[last].index
                tape.withEntry(at: objectIndex) { $0.flags.insert(.mayRepeatKeys) }
            }
            openContainers[last].keyFilter |= bit
        }
        appendText(.key, token, end: TapeEntry.unconvertedKey)
    }

    /// A cheap hash of a key (its length and three of its bytes): equal keys always collide.
    @inline(__always)
    private static func keyHash(_ bytes: UnsafeRawBufferPointer) -> Int {
        let count = bytes.count
        guard count > 0 else { return 0 }
        return count &* 7 ^ Int(bytes[0]) &* 31 ^ Int(bytes[count &- 1]) &* 17 ^ Int(bytes[count >> 1])
    }

    func string(_ token: JSONTextToken) {
        countValue()
        appendText(.string, token, end: UInt32(truncatingIfNeeded: tape.count &+ 1))
    }

    func number(_ token: JSONTextToken) {
        countValue()
        appendText(.number, token, end: UInt32(truncatingIfNeeded: tape.count &+ 1))
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
