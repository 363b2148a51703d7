/// A document indexed for decoding: a flat, contiguous buffer of `TapeEntry` values built in one pass,
/// plus the input bytes it refers to and an arena for text yajl had to unescape. Immutable once
/// built, except for the lookup hints key searches leave in object entries.
///
/// The tape owns a copy of the input, so a decoder or container kept past the end of a decode call
/// stays memory-safe.
final class Tape {
    let entries: UnsafeMutablePointer<TapeEntry>
    let count: Int
    /// The UTF-8 input.
    let input: UnsafeMutableRawBufferPointer
    /// Unescaped strings and keys, and numbers that yajl handed over from its own buffer.
    let arena: UnsafeMutableRawBufferPointer
    /// Snake-case conversions of keys, by the index stored in a key entry's `end`.
    let convertedKeys: ConvertedKeys
    /// A `null` entry after the document, for decoders over a key that is not there.
    let nullIndex: Int
    /// Lookup tables for objects too large to search key by key, built on first use.
    let keyIndexes = KeyIndexCache()

    /// Takes ownership of the buffers a `TapeBuilder` filled.
    init(entries: UnsafeMutablePointer<TapeEntry>, count: Int, input: UnsafeMutableRawBufferPointer,
         arena: UnsafeMutableRawBufferPointer, convertedKeys: ConvertedKeys, nullIndex: Int) {
        self.entries = entries
        self.count = count
        self.input = input
        self.arena = arena
        self.convertedKeys = convertedKeys
        self.nullIndex = nullIndex
    }

    deinit {
        entries.deallocate()
        input.deallocate()
        arena.deallocate()
    }

    @inline(__always)
    subscript(index: Int) -> TapeEntry {
        entries[index]
    }

    /// The UTF-8 text of a string, key or number entry; valid as long as the tape.
    @inline(__always)
    func text(of entry: TapeEntry) -> UnsafeRawBufferPointer {
        let buffer = entry.flags.contains(.inArena) ? arena : input
        return UnsafeRawBufferPointer(start: buffer.baseAddress.map { $0 + Int(entry.offset) }, count: Int(entry.count))
    }

    /// The text of a string, key or number entry as a `String`.
    @inline(__always)
    func string(of entry: TapeEntry) -> String {
        String(decoding: text(of: entry), as: UTF8.self)
    }
}

/// The `ObjectKeyIndex` of each large object of a tape, by object index.
final class KeyIndexCache {
    var indexes: [Int: ObjectKeyIndex] = [:]
}
