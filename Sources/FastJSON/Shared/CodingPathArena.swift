/// The records behind one decode's or encode's `CodingPath`s: each is its parent's index and its
/// own step.
///
/// A decode keeps every record until it ends, as a container someone keeps carries no sign of it.
/// An encode drops the records of a nested value when its encoder returns and nobody kept it,
/// which `isKnownUniquelyReferenced` tells (`EncoderImpl.withChildEncoder`), so that its records
/// grow with the nesting and not with the document. When someone did keep one, `keepAll()` keeps
/// every record made so far until the encode ends.
struct CodingPathArena: ~Copyable {
    // Internal, not private: Swift 6.3's debug build crashes ("Global is external, but doesn't
    // have external or weak linkage") when another file initializes the arena's buffer of a
    // private type.
    struct Record {
        let parent: Int32
        let step: CodingPathStep
    }

    /// Holds no memory until the first append: most small documents never need a record.
    private var records = GrowableBuffer<Record>()
    /// Records below this count stay until `removeAll()`: something kept may read them.
    private var keptCount = 0

    /// The memory the records hold, in bytes.
    var retainedBytes: Int { records.capacityBytes }

    /// The number of records: a mark to `truncate(to:)` when the paths made after it are done.
    var count: Int { records.count }

    /// Forgets every path, for the next decode or encode; keeps the memory unless it is large.
    @inline(__always)
    mutating func removeAll() {
        keptCount = 0
        if retainedBytes > RetainedMemory.codingPaths {
            records = GrowableBuffer()
        } else {
            records.removeAll(keepingRoomFor: 0)
        }
    }

    /// Drops the records made since `count` was `mark`, except those `keepAll()` keeps.
    @inline(__always)
    mutating func truncate(to mark: Int) {
        let kept = max(mark, keptCount)
        // Mostly one record, the one a nested value's encoder made: dropping it alone costs less
        // than the runtime's loop over an array of records.
        if records.count == kept &+ 1 {
            records.removeLast()
        } else {
            records.truncate(to: kept)
        }
    }

    /// Keeps every record made so far until `removeAll()`: something that reads them was kept.
    mutating func keepAll() {
        keptCount = records.count
    }

    private static let firstCapacity = 64

    /// `path` extended by `step`: `path` itself for `.none`.
    @inline(__always)
    mutating func appending(_ step: consuming CodingPathStep, to path: CodingPath) -> CodingPath {
        if step.isNone { return path }
        return append(Record(parent: path.index, step: step))
    }

    // The decoder's two steps make their record directly: through `appending(_:to:)` the step
    // would be copied once more and the copy destroyed, for every nested value.

    /// `path` extended by `key`.
    @inline(__always)
    mutating func appending(_ key: consuming any CodingKey, to path: CodingPath) -> CodingPath {
        append(Record(parent: path.index, step: .key(key)))
    }

    /// `path` extended by an unkeyed container's element `index`.
    @inline(__always)
    mutating func appending(index: Int, to path: CodingPath) -> CodingPath {
        append(Record(parent: path.index, step: .index(index)))
    }

    @inline(__always)
    private mutating func append(_ record: consuming Record) -> CodingPath {
        // A document that needs records at all needs dozens: growing from 64, not from
        // GrowableBuffer's 16, saves it the allocations of the smaller sizes.
        if records.capacity == 0 { records = GrowableBuffer(capacity: Self.firstCapacity) }
        records.append(record)
        // A coder holds far fewer than 2^31 nested values: each takes a tape entry or written
        // bytes, and both stop well before 2^31 of them.
        return CodingPath(index: Int32(truncatingIfNeeded: records.count &- 1))
    }

    /// The path as the `Decoder`/`Encoder` protocols present it, outermost key first.
    func codingPath(_ path: CodingPath) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var index = path.index
        while index >= 0 && Int(index) < records.count {
            let record = records[Int(index)]
            if let key = record.step.codingKey { keys.append(key) }
            index = record.parent
        }
        keys.reverse()
        return keys
    }
}
