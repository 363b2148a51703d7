/// Flags objects that may hold a key twice, so that key lookups in the others can start where the
/// last one ended (models read keys in document order) and still find the first occurrence, as
/// Foundation does.
///
/// Each open object gets a 64-slot table of 16-bit key fingerprints; equal keys always collide, and
/// different keys rarely do (a false alarm only costs that object its lookup shortcut). Objects with
/// more members than `trackedMemberLimit` are always flagged: their lookups go through an index.
/// It stores fingerprints only, in a fixed table per level that each object clears, and answers
/// "perhaps seen" rather than where: a job no other table here does.
/// Non-copyable: the tables are freed once, when the detector ends.
struct RepeatedKeyDetector: ~Copyable {
    static let slotsPerObject = 64
    static let trackedMemberLimit: UInt32 = 48

    /// One table per nesting level; a level's table is cleared when an object opens there.
    private let slots: UnsafeMutablePointer<UInt16>
    /// How many levels have a table: the tokenizer that feeds the builder stops nesting before
    /// more, as its limit is the builder's (checked in debug builds).
    private let levels: Int

    /// The memory the tables hold, in bytes.
    var retainedBytes: Int { levels &* Self.slotsPerObject &* MemoryLayout<UInt16>.stride }

    init(maximumDepth: Int) {
        levels = maximumDepth &+ 1
        slots = .allocate(capacity: levels &* Self.slotsPerObject)
    }

    deinit {
        slots.deallocate()
    }

    @inline(__always)
    func beginObject(atDepth depth: Int) {
        assert(depth >= 0 && depth < levels, "an object nested past the key tables' levels")
        (slots + depth &* Self.slotsPerObject).initialize(repeating: 0, count: Self.slotsPerObject)
    }

    /// Records the key of the object open at `depth`; returns whether it may repeat an earlier one.
    @inline(__always)
    func insert(_ key: UnsafeRawBufferPointer, atDepth depth: Int, memberCount: UInt32) -> Bool {
        guard memberCount <= Self.trackedMemberLimit else { return true }
        assert(depth >= 0 && depth < levels, "a key nested past the key tables' levels")
        let hash = KeyFingerprint.hash(key)
        let fingerprint = UInt16(truncatingIfNeeded: hash >> 48) | 1
        let table = slots + depth &* Self.slotsPerObject
        var slot = Int(truncatingIfNeeded: hash) & (Self.slotsPerObject &- 1)
        // At most 48 of 64 slots are full, so the probe always meets an empty slot.
        while true {
            let stored = table[slot]
            if stored == 0 {
                table[slot] = fingerprint
                return false
            }
            if stored == fingerprint { return true }
            slot = (slot &+ 1) & (Self.slotsPerObject &- 1)
        }
    }
}
