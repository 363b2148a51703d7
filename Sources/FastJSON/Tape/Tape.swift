/// A document indexed for decoding: a flat, contiguous buffer of `TapeEntry` values built in one pass,
/// plus the input bytes it refers to and an arena for text yajl had to unescape. Immutable once
/// built: a decode's own state (key lookup hints and tables, converted key names, custom key maps,
/// coding paths) belongs to its `DecoderImpl`.
///
/// The tape may borrow the caller's input for the length of a decode; `keepInput()` copies it when
/// a decoder or container outlives the call, so that one kept past it stays memory-safe.
final class Tape {
    let entries: UnsafeMutablePointer<TapeEntry>
    let count: Int
    /// How many entries `entries` has room for: a builder that takes the memory back reuses all of it.
    let entriesCapacity: Int
    /// False once the entries' and arena's memory went back to a builder (`giveBackBuffers()`).
    @exclusivity(unchecked) private var ownsBuffers = true
    /// The UTF-8 input. Written only by `keepInput()`, before any other use can overlap it: read
    /// for every string and key, so exempt from dynamic exclusivity checks.
    @exclusivity(unchecked) private(set) var input: UnsafeRawBufferPointer
    @exclusivity(unchecked) private var ownsInput: Bool
    /// Set when a decoder that the caller may keep (`superDecoder()`) is made over this tape.
    @exclusivity(unchecked) var mayOutliveDecode = false
    /// Unescaped strings and keys, and numbers that yajl handed over from its own buffer.
    let arena: UnsafeMutableRawBufferPointer
    /// How many bytes `arena` has room for, for a builder that takes the memory back.
    let arenaCapacity: Int
    /// A `null` entry after the document, for decoders over a key that is not there.
    let nullIndex: Int

    /// Takes ownership of the buffers a `TapeBuilder` filled.
    init(entries: UnsafeMutablePointer<TapeEntry>, count: Int, entriesCapacity: Int, input: UnsafeRawBufferPointer,
         ownsInput: Bool, arena: UnsafeMutableRawBufferPointer, arenaCapacity: Int, nullIndex: Int) {
        self.entries = entries
        self.count = count
        self.entriesCapacity = entriesCapacity
        self.input = input
        self.ownsInput = ownsInput
        self.arena = arena
        self.arenaCapacity = arenaCapacity
        self.nullIndex = nullIndex
    }

    deinit {
        if ownsBuffers {
            entries.deallocate()
            arena.deallocate()
        }
        if ownsInput { UnsafeMutableRawBufferPointer(mutating: input).deallocate() }
    }

    /// Hands the entries' and arena's memory to a builder for the next document, when nothing will
    /// read this tape again (its decode is over and nobody kept a decoder or container). The arena
    /// is `nil` when nothing was copied into it.
    func giveBackBuffers() -> (entries: UnsafeMutablePointer<TapeEntry>, entriesCapacity: Int,
                               arena: UnsafeMutablePointer<UInt8>?, arenaCapacity: Int)? {
        guard ownsBuffers else { return nil }
        ownsBuffers = false
        return (entries, entriesCapacity, arena.baseAddress?.assumingMemoryBound(to: UInt8.self), arenaCapacity)
    }

    /// Copies the borrowed input, for a tape that outlives the caller's buffer.
    func keepInput() {
        guard !ownsInput else { return }
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: input.count, alignment: 8)
        if let source = input.baseAddress, let target = copy.baseAddress {
            target.copyMemory(from: source, byteCount: input.count)
        }
        input = UnsafeRawBufferPointer(copy)
        ownsInput = true
    }

    @inline(__always)
    subscript(index: Int) -> TapeEntry {
        entries[index]
    }

    /// The UTF-8 text of a string, key or number entry; valid as long as the tape.
    @inline(__always)
    func text(of entry: TapeEntry) -> UnsafeRawBufferPointer {
        let buffer = entry.flags.contains(.inArena) ? UnsafeRawBufferPointer(arena) : input
        return UnsafeRawBufferPointer(start: buffer.baseAddress.map { $0 + Int(entry.offset) }, count: Int(entry.count))
    }

    /// The text of a string, key or number entry as a `String`.
    @inline(__always)
    func string(of entry: TapeEntry) -> String {
        let text = text(of: entry)
        guard text.count <= Self.largestSmallString else { return String(decoding: text, as: UTF8.self) }
        // Written straight into a small string, whose ASCII check is two word masks: through
        // `String(decoding:)` the same bytes pass a validation loop and are copied again.
        return String(unsafeUninitializedCapacity: text.count) { buffer in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: text)
            return text.count
        }
    }

    /// The longest UTF-8 text a `String` holds inline, without an allocation.
    private static let largestSmallString = 15
}
