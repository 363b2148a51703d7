/// The keys written so far into one large open object, hashed, so that a repeated key is found
/// without comparing it with every earlier one: an object of n keys written by a custom
/// `encode(to:)` (a generic JSON value, a dictionary-like type) costs O(n), not O(n²).
///
/// Small objects do without it (`JSONWriter.smallObjectKeyLimit`): a 64-bit filter and a scan of
/// a few keys cost less than hashing every key. Keys come from the caller's data, so they are
/// hashed with the standard library's per-process seeded `Hasher`: crafted keys cannot make every
/// key land in one slot.
///
/// Slots hold entry indices, which may go stale when a failed value is rolled back: every
/// candidate is checked against the entry it names (`JSONWriter.isLiveEntry`), so a stale slot
/// costs a comparison and nothing else. The table is rebuilt from the live entries when it fills.
/// Hence a table of its own: it indexes one object's entries, with a seeded hash, not types
/// (`MetatypeTable`) or a document's keys (`SnakeCaseKeyCache`).
///
/// A class, so that the writer's array of indices never shares a table's slots with a copy: a
/// struct read out of that array (`keyIndexes.last`) while its slots were written would copy them
/// on every write, O(n) per key.
final class KeyIndex {
    /// The frame whose keys these are, and its generation, so that a table outliving its frame is
    /// recognized and dropped.
    let owner: Int
    let ownerGeneration: Int
    /// Per slot: the entry's index in `JSONWriter.entries` (-1: empty) and its key's hash.
    private(set) var slots: [(entry: Int, hash: Int)]
    private var used = 0

    init(owner: Int, generation: Int, capacity: Int) {
        self.owner = owner
        ownerGeneration = generation
        var slotCount = 64
        while slotCount < capacity * 2 { slotCount *= 2 }
        slots = Array(repeating: (-1, 0), count: slotCount)
    }

    /// Whether one more entry would fill more than half the slots.
    var isFull: Bool { (used + 1) * 2 > slots.count }

    /// Offers the entries stored with `hash` to `visit`, in probe order; returns the slot of the one
    /// it accepts, or the empty slot that ends the probe.
    func probe(_ hash: Int, _ visit: (_ entry: Int) -> Bool) -> Int {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot].entry >= 0 {
            if slots[slot].hash == hash, visit(slots[slot].entry) { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// Records `entry` in the empty slot `slot` that `probe` ended at.
    func insert(_ entry: Int, hash: Int, at slot: Int) {
        slots[slot] = (entry, hash)
        used += 1
    }

    /// Makes the slot that named `entry` name `replacement`: the later entry for the same key.
    func replace(at slot: Int, with replacement: Int) {
        slots[slot].entry = replacement
    }
}
