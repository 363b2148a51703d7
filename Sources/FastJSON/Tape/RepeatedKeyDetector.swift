/// Flags objects that may hold a key twice, so that key lookups in the others can start where the
/// last one ended (models read keys in document order) and still find the first occurrence, as
/// Foundation does.
///
/// Each open object gets a 64-slot table of 16-bit key fingerprints; equal keys always collide, and
/// different keys rarely do (a false alarm only costs that object its lookup shortcut). Objects with
/// more members than `trackedMemberLimit` are always flagged: their lookups go through an index.
struct RepeatedKeyDetector {
    static let slotsPerObject = 64
    static let trackedMemberLimit: UInt32 = 48

    private var slots: [UInt16] = []

    mutating func beginObject(atDepth depth: Int) {
        let base = depth &* Self.slotsPerObject
        if slots.count < base &+ Self.slotsPerObject {
            slots.append(contentsOf: repeatElement(0, count: base &+ Self.slotsPerObject &- slots.count))
        } else {
            slots.withUnsafeMutableBufferPointer { buffer in
                guard let start = buffer.baseAddress else { return }
                (start + base).update(repeating: 0, count: Self.slotsPerObject)
            }
        }
    }

    /// Records the key of the object open at `depth`; returns whether it may repeat an earlier one.
    mutating func insert(_ key: UnsafeRawBufferPointer, atDepth depth: Int, memberCount: UInt32) -> Bool {
        guard memberCount <= Self.trackedMemberLimit else { return true }
        let hash = KeyFingerprint.hash(key)
        let fingerprint = UInt16(truncatingIfNeeded: hash >> 48) | 1
        let base = depth &* Self.slotsPerObject
        var slot = Int(truncatingIfNeeded: hash) & (Self.slotsPerObject &- 1)
        return slots.withUnsafeMutableBufferPointer { buffer in
            // At most 48 of 64 slots are full, so the probe always meets an empty slot.
            while true {
                let stored = buffer[base &+ slot]
                if stored == 0 {
                    buffer[base &+ slot] = fingerprint
                    return false
                }
                if stored == fingerprint { return true }
                slot = (slot &+ 1) & (Self.slotsPerObject &- 1)
            }
        }
    }
}
