/// The UTF-8 of each coding key's `stringValue`, for one key type whose values fit in a byte
/// (enums without payloads, as synthesized `CodingKeys` are), read once per decode instead of at
/// every lookup.
///
/// Without it, every lookup asks the key for its `stringValue` through its witness table, then
/// takes the bytes out of the string and releases it, which is a large share of what a key
/// lookup costs. Such a key is one of at most 256 bit patterns, and its `stringValue` is a
/// function of them (a literal, for synthesized keys), so the bytes are kept by that byte until
/// the decode ends: a `stringValue` that changes between decodes is read again by the next one.
/// The pool gives a container its key type's cache from the key type's second object in a decode
/// (`KeyedContainerPool`); a container kept past its decode drops it, and asks its keys, as every
/// other container does.
final class KeyStringValueCache {
    /// One key's bytes: `length` of them at `offset` in `bytes`, valid while `generation` is the
    /// cache's.
    private struct Entry {
        var generation = 0
        var offset: UInt32 = 0
        /// The top bit set when a byte is above 0x7F.
        var length: UInt32 = 0
    }

    private static let nonASCII: UInt32 = 1 << 31

    // Unchecked, as a decoder's own state: one decode uses the cache, on one thread, and no
    // access spans a call that could reach it again (`read` asks the key before it writes).
    /// By the key's byte; as many as the largest byte read so far needs.
    @exclusivity(unchecked) private var entries = GrowableBuffer<Entry>()
    @exclusivity(unchecked) private var bytes = GrowableBuffer<UInt8>()
    /// The decode the entries belong to; 0, which no entry holds, until the first.
    @exclusivity(unchecked) private var generation = 0
    /// The one key type whose values this cache tells apart by their byte: a value of another
    /// type with the same byte is another key.
    private let keyType: any CodingKey.Type

    /// A cache for the keys of `keyType`, which `canCache(_:)` must accept.
    init<Key: CodingKey>(for keyType: Key.Type) {
        assert(Self.canCache(keyType), "a key string cache for a key type it cannot tell apart by a byte")
        self.keyType = keyType
    }

    /// Whether the values of `Key` can be told apart by their one byte, which nothing else holds.
    static func canCache<Key: CodingKey>(_: Key.Type) -> Bool {
        MemoryLayout<Key>.size == 1 && _isPOD(Key.self)
    }

    /// Starts the entries of decode number `decode` (0 and up, one number per decode): those of
    /// the last one are forgotten.
    @inline(__always)
    func start(decode: Int) {
        let generation = decode &+ 1
        guard self.generation != generation else { return }
        self.generation = generation
        bytes.removeAll(keepingRoomFor: 0)
    }

    /// Runs `body` with the UTF-8 of `key.stringValue` and whether it is all ASCII, as `cache`
    /// keeps them, or with nil when there is no cache. The bytes are valid only inside `body`:
    /// the next key the cache reads may move them.
    @inline(__always)
    static func withUTF8<Key: CodingKey, R>(
        in cache: UnretainedReference<KeyStringValueCache>?, of key: Key,
        _ body: ((bytes: UnsafeRawBufferPointer, isASCII: Bool)?) throws -> R
    ) rethrows -> R {
        try body(cache?.withObject { $0.utf8(of: key) })
    }

    /// The UTF-8 of `key.stringValue` and whether it is all ASCII, valid until the cache is next
    /// asked.
    @inline(__always)
    private func utf8<Key: CodingKey>(of key: Key) -> (bytes: UnsafeRawBufferPointer, isASCII: Bool) {
        assert(Key.self == keyType, "a key read from the key string cache of another key type")
        assert(generation != 0, "a key string cache read before its first decode started")
        let index = Int(unsafeBitCast(key, to: UInt8.self))
        if index >= entries.count || entries[index].generation != generation {
            read(key, at: index)
        }
        let entry = entries[index]
        let length = Int(entry.length & ~Self.nonASCII)
        return (UnsafeRawBufferPointer(start: bytes.pointer(at: Int(entry.offset), count: length), count: length),
                entry.length & Self.nonASCII == 0)
    }

    /// Asks `key`, whose byte is `index`, for its `stringValue` and keeps its bytes.
    @inline(never)
    private func read<Key: CodingKey>(_ key: Key, at index: Int) {
        while entries.count <= index { entries.append(Entry()) }
        var string = key.stringValue
        let offset = bytes.count
        let isASCII = string.withUTF8 { utf8 in
            bytes.append(contentsOf: utf8)
            return ASCII.isASCII(UnsafeRawBufferPointer(utf8))
        }
        entries[index] = Entry(
            generation: generation, offset: UInt32(truncatingIfNeeded: offset),
            length: UInt32(truncatingIfNeeded: bytes.count &- offset) | (isASCII ? 0 : Self.nonASCII))
    }
}
