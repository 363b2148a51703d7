/// A document indexed for decoding: a flat, contiguous buffer of `TapeEntry` values built in one pass,
/// plus the input bytes it refers to and an arena for text yajl had to unescape.
///
/// The tape owns a copy of the input, so a decoder or container kept past the end of a decode call
/// stays memory-safe.
final class Tape {
    private(set) var entries: UnsafeMutablePointer<TapeEntry>
    private(set) var count = 0
    private var capacity: Int
    /// The UTF-8 input.
    let input: UnsafeMutableRawBufferPointer
    /// Unescaped strings and keys, and numbers that yajl handed over from its own buffer.
    var arena: [UInt8] = []
    /// Snake-case conversions of keys, by the index stored in a key entry's `end`.
    var convertedKeys: [String] = []
    /// Lookup tables for objects too large to search key by key, built on first use.
    var keyIndexes: [Int: ObjectKeyIndex] = [:]
    /// A `null` entry after the document, for decoders over a key that is not there.
    private(set) var nullIndex = 0

    init(copying bytes: UnsafeRawBufferPointer) {
        input = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 8)
        if let base = bytes.baseAddress, let target = input.baseAddress {
            target.copyMemory(from: base, byteCount: bytes.count)
        }
        capacity = max(16, bytes.count / 8)
        entries = .allocate(capacity: capacity)
    }

    deinit {
        entries.deallocate()
        input.deallocate()
    }

    @inline(__always)
    subscript(index: Int) -> TapeEntry {
        get { entries[index] }
    }

    @inline(__always)
    func withEntry(at index: Int, _ update: (inout TapeEntry) -> Void) {
        update(&entries[index])
    }

    @inline(__always)
    func append(_ entry: TapeEntry) {
        if count == capacity { grow() }
        (entries + count).initialize(to: entry)
        count &+= 1
    }

    @inline(never)
    private func grow() {
        let newCapacity = capacity * 2
        let newEntries = UnsafeMutablePointer<TapeEntry>.allocate(capacity: newCapacity)
        newEntries.moveInitialize(from: entries, count: count)
        entries.deallocate()
        entries = newEntries
        capacity = newCapacity
    }

    func appendNullSentinel() {
        nullIndex = count
        append(TapeEntry(kind: .null, flags: [], count: 0, offset: 0, end: UInt32(truncatingIfNeeded: count &+ 1)))
    }

    /// The UTF-8 text of a string, key or number entry.
    @inline(__always)
    func withText<R>(of entry: TapeEntry, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        let start = Int(entry.offset)
        let length = Int(entry.count)
        if entry.flags.contains(.inArena) {
            return try arena.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[start..<start + length])) }
        }
        return try body(UnsafeRawBufferPointer(rebasing: input[start..<start + length]))
    }

    /// The text of a string, key or number entry as a `String`.
    func string(of entry: TapeEntry) -> String {
        withText(of: entry) { String(decoding: $0, as: UTF8.self) }
    }
}
