/// A coding path during one decode: an index into the decode's `DecodingPathArena`. Descending
/// into a nested value appends a small record to the arena instead of allocating a node, and the
/// `[CodingKey]` the protocols show is put together only when someone reads it.
struct DecodingPath: Equatable {
    fileprivate let index: Int32

    static let root = DecodingPath(index: -1)
}

/// The records behind one decode's `DecodingPath`s: each is its parent's index and its own key.
/// Part of the state the decode's decoders share (`SharedDecodeState`).
struct DecodingPathArena: ~Copyable {
    // Internal, not private: Swift 6.3's debug build crashes ("Global is external, but doesn't
    // have external or weak linkage") when another file initializes the arena's buffer of a
    // private type.
    enum Component {
        case key(any CodingKey)
        case index(Int)
    }

    struct Record {
        let parent: Int32
        let component: Component
    }

    /// Holds no memory until the first append: most small documents never need a record.
    private var records = GrowableBuffer<Record>()

    /// Forgets every path, for the next decode; keeps the memory unless it is large.
    @inline(__always)
    mutating func removeAll() {
        if records.capacity > Self.keptCapacity {
            records = GrowableBuffer()
        } else {
            records.removeAll(keepingRoomFor: 0)
        }
    }

    private static let firstCapacity = 64
    /// More records than this are not kept from one decode to the next.
    private static let keptCapacity = 4096

    /// `path` extended by `key`.
    @inline(__always)
    mutating func appending(_ key: any CodingKey, to path: DecodingPath) -> DecodingPath {
        append(Record(parent: path.index, component: .key(key)))
    }

    /// `path` extended by an unkeyed container's element `index`.
    @inline(__always)
    mutating func appending(index: Int, to path: DecodingPath) -> DecodingPath {
        append(Record(parent: path.index, component: .index(index)))
    }

    @inline(__always)
    private mutating func append(_ record: consuming Record) -> DecodingPath {
        // A document that needs records at all needs dozens: growing from 64, not from
        // GrowableBuffer's 16, saves citm_catalog's decode 4 of its allocations.
        if records.capacity == 0 { records = GrowableBuffer(capacity: Self.firstCapacity) }
        records.append(record)
        // A decode holds far fewer than 2^31 nested values: each takes a tape entry, and tapes
        // stop at 2^31 bytes of input.
        return DecodingPath(index: Int32(truncatingIfNeeded: records.count &- 1))
    }

    /// The path as the `Decoder` protocols present it, outermost key first.
    func codingPath(_ path: DecodingPath) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var index = path.index
        while index >= 0 && Int(index) < records.count {
            let record = records[Int(index)]
            switch record.component {
            case .key(let key): keys.append(key)
            case .index(let position): keys.append(JSONKey(index: position))
            }
            index = record.parent
        }
        keys.reverse()
        return keys
    }
}
