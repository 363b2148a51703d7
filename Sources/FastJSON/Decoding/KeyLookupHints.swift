/// Where the last key lookup in each object of a document ended, by the object's tape index: the
/// next lookup in that object starts just after it, as models read keys in document order
/// (`KeySearch`). A decode's own state, not the document's:
/// part of the state the decode's decoders share (`SharedDecodeState`).
struct KeyLookupHints: ~Copyable {
    /// One hint per tape entry, 0 before an object's first lookup (no key sits at index 0).
    private var hints = GrowableBuffer<UInt32>()

    /// Forgets every hint, with room for a tape of `entryCount` entries.
    @inline(__always)
    mutating func reset(forEntryCount entryCount: Int) {
        hints.reset(toCopiesOf: 0, count: entryCount)
    }

    /// Lets the hints' memory go if it is larger than is worth keeping for the next decode, as
    /// the coding-path arena does when a decode ends.
    @inline(__always)
    mutating func releaseIfLarge() {
        if retainedBytes > RetainedMemory.lookupHints { hints = GrowableBuffer() }
    }

    /// The memory the hints hold, in bytes.
    var retainedBytes: Int { hints.capacityBytes }

    /// The hint of the object at `objectIndex`: the index of the key its last lookup found, or 0.
    /// Valid until the next `reset`, which only a new decode makes; checked against the hints'
    /// count in debug builds, so a read after `releaseIfLarge` traps there.
    @inline(__always)
    func hint(forObjectAt objectIndex: Int) -> UnsafeMutablePointer<UInt32> {
        hints.pointer(at: objectIndex)
    }
}
