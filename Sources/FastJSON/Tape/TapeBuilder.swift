/// How object keys are prepared while the tape is built.
enum TapeKeyConversion {
    case none
    /// Convert snake_case keys to camelCase once per distinct key (Foundation's
    /// `convertFromSnakeCase`), keeping the original for `[String: T]` dictionaries.
    case fromSnakeCase
}

/// Builds a `Tape` from the tokens of one whole document.
///
/// A stack of open containers lets each array and object get its element count and `end` index
/// when it closes. Text that points into the input is kept as an offset; text from yajl's own
/// buffer (unescaped strings) is copied into the arena, since yajl reuses that buffer.
final class TapeBuilder: JSONTokenConsumer {
    let tape: Tape
    private var openContainers: [OpenContainer] = []
    private var repeatedKeys = RepeatedKeyDetector()
    private var snakeCaseKeys: SnakeCaseKeyCache?

    private struct OpenContainer {
        var index: Int
        var isArray: Bool
        var count: UInt32 = 0
    }

    /// Builds the tape of `bytes` (UTF-8), or throws the first problem found in it.
    static func buildTape(
        of bytes: UnsafeRawBufferPointer, keyConversion: TapeKeyConversion = .none,
        maximumDepth: Int = JSONTokenizer.defaultMaximumDepth
    ) throws -> Tape {
        guard bytes.count <= JSONTokenizer.maximumTokenLength else {
            throw LineTracker().error(
                .inputTooLarge(limit: JSONTokenizer.maximumTokenLength),
                inChunk: UnsafeRawBufferPointer(start: nil, count: 0), chunkStart: 0, offset: 0)
        }
        let builder = TapeBuilder(tape: Tape(copying: bytes), keyConversion: keyConversion)
        let tokenizer = JSONTokenizer(consumer: builder, maximumDepth: maximumDepth)
        try tokenizer.tokenize(wholeDocument: UnsafeRawBufferPointer(builder.tape.input))
        builder.tape.appendNullSentinel()
        return builder.tape
    }

    private init(tape: Tape, keyConversion: TapeKeyConversion) {
        self.tape = tape
        openContainers.reserveCapacity(32)
        if case .fromSnakeCase = keyConversion {
            snakeCaseKeys = SnakeCaseKeyCache()
        }
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
        if kind == .object {
            repeatedKeys.beginObject(atDepth: openContainers.count &- 1)
        }
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
        var converted = TapeEntry.unconvertedKey
        if snakeCaseKeys != nil {
            converted = snakeCaseKeys?.convertedIndex(of: token.bytes, into: tape) ?? TapeEntry.unconvertedKey
        }
        let last = openContainers.count &- 1
        if last >= 0 {
            openContainers[last].count &+= 1
            let isRepeat: Bool
            if converted == TapeEntry.unconvertedKey {
                isRepeat = repeatedKeys.insert(token.bytes, atDepth: last, memberCount: openContainers[last].count)
            } else {
                isRepeat = tape.convertedKeys[Int(converted)].withUTF8 {
                    repeatedKeys.insert(UnsafeRawBufferPointer($0), atDepth: last, memberCount: openContainers[last].count)
                }
            }
            if isRepeat {
                tape.withEntry(at: openContainers[last].index) { $0.flags.insert(.mayRepeatKeys) }
            }
            if !ASCII.isASCII(token.bytes) {
                tape.withEntry(at: openContainers[last].index) { $0.flags.insert(.hasNonASCIIKeys) }
            }
        }
        appendText(.key, token, end: converted)
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
