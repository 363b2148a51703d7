/// The key orders of objects sorted so far, found by a hash of their keys: objects of one type
/// repeat their keys in one order, so the order of the last object with the same keys usually fits
/// the next (see `JSONWriter.sortedOrder(of:in:)`). A direct-mapped table without `Hasher`,
/// dictionary or array per order: a newer order replaces an older one in the same slot.
/// A table of its own, unlike the metatype caches (`MetatypeTable`): its keys are signatures of
/// many keys, and it may forget, since a forgotten order only costs a sort.
/// Non-copyable, like the buffers it holds, which are freed when it ends.
struct SortedOrderCache: ~Copyable {
    /// A power of two, so that `& (slotCount &- 1)` picks a slot.
    private static let slotCount = 256
    /// The pool is emptied, with every slot, when it holds more positions than this.
    private static let maximumPositions = RetainedMemory.sortedKeyOrders / MemoryLayout<Int>.stride
    private static let firstPositionCount = 1024

    /// Per slot: the hash of the keys, and where in `positions` their order lies (count 0: empty).
    private var slots = GrowableBuffer<(signature: UInt64, start: Int, count: Int)>(capacity: slotCount)
    private var positions = GrowableBuffer<Int>(capacity: firstPositionCount)

    init() {
        for _ in 0..<Self.slotCount { slots.append((0, 0, 0)) }
    }

    /// The order stored for `signature` with `count` positions, if any; valid until `newOrder`.
    @inline(__always)
    func order(for signature: UInt64, count: Int) -> UnsafeBufferPointer<Int>? {
        let slot = slots[Int(truncatingIfNeeded: signature) & (Self.slotCount &- 1)]
        guard slot.signature == signature, slot.count == count, count > 0 else { return nil }
        return UnsafeBufferPointer(start: positions.pointer(at: slot.start, count: count), count: count)
    }

    /// The memory the cache holds, in bytes.
    var retainedBytes: Int { slots.capacityBytes &+ positions.capacityBytes }

    /// Forgets every order if the positions take more than their share of `RetainedMemory`.
    mutating func trim() {
        guard positions.capacity > Self.maximumPositions else { return }
        positions = GrowableBuffer(capacity: Self.firstPositionCount)
        for slot in 0..<Self.slotCount { slots[slot] = (0, 0, 0) }
    }

    /// Stores `0..<count` for `signature` and returns it to be sorted in place.
    mutating func newOrder(for signature: UInt64, count: Int) -> UnsafeMutableBufferPointer<Int> {
        if positions.count > Self.maximumPositions {
            positions.truncate(to: 0)
            for slot in 0..<Self.slotCount { slots[slot] = (0, 0, 0) }
        }
        let start = positions.count
        for position in 0..<count { positions.append(position) }
        slots[Int(truncatingIfNeeded: signature) & (Self.slotCount &- 1)] = (signature, start, count)
        return UnsafeMutableBufferPointer(start: positions.pointer(at: start, count: count), count: count)
    }
}
