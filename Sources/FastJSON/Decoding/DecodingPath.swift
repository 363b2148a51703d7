/// A coding path during one decode: an index into the decode's `DecodingPathArena`. Descending
/// into a nested value appends a small record to the arena instead of allocating a node, and the
/// `[CodingKey]` the protocols show is put together only when someone reads it.
struct DecodingPath: Equatable {
    fileprivate let index: Int32

    static let root = DecodingPath(index: -1)
}

/// The records behind one decode's `DecodingPath`s: each is its parent's index and its own key.
/// Shared by every decoder and container of the decode, and freed with the last of them.
final class DecodingPathArena {
    private enum Component {
        case key(any CodingKey)
        case index(Int)
    }

    private struct Record {
        let parent: Int32
        let component: Component
    }

    /// Allocated on the first append: most small documents never need a record.
    private var records: UnsafeMutablePointer<Record>?
    private var count = 0
    private var capacity = 0

    deinit {
        records?.deinitialize(count: count)
        records?.deallocate()
    }

    /// Forgets every path, for the next decode; keeps the memory unless it is large.
    func removeAll() {
        guard let records else { return }
        records.deinitialize(count: count)
        count = 0
        if capacity > Self.keptCapacity {
            records.deallocate()
            self.records = nil
            capacity = 0
        }
    }

    /// More records than this are not kept from one decode to the next.
    private static let keptCapacity = 4096

    /// `path` extended by `key`.
    @inline(__always)
    func appending(_ key: any CodingKey, to path: DecodingPath) -> DecodingPath {
        append(Record(parent: path.index, component: .key(key)))
    }

    /// `path` extended by an unkeyed container's element `index`.
    @inline(__always)
    func appending(index: Int, to path: DecodingPath) -> DecodingPath {
        append(Record(parent: path.index, component: .index(index)))
    }

    @inline(__always)
    private func append(_ record: Record) -> DecodingPath {
        if count == capacity { grow() }
        (records.unsafelyUnwrapped + count).initialize(to: record)
        count &+= 1
        // A decode holds far fewer than 2^31 nested values: each takes a tape entry, and tapes
        // stop at 2^31 bytes of input.
        return DecodingPath(index: Int32(truncatingIfNeeded: count &- 1))
    }

    @inline(never)
    private func grow() {
        let newCapacity = max(capacity * 2, 64)
        let newRecords = UnsafeMutablePointer<Record>.allocate(capacity: newCapacity)
        if let records {
            newRecords.moveInitialize(from: records, count: count)
            records.deallocate()
        }
        records = newRecords
        capacity = newCapacity
    }

    /// The path as the `Decoder` protocols present it, outermost key first.
    func codingPath(_ path: DecodingPath) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var index = path.index
        while index >= 0 && Int(index) < count, let records {
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
