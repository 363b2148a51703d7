/// A JSON object or array of the scopes being encoded, open (on `JSONWriter.openFrames`) or closed.
/// Container handles find their frame by index and check `generation`, so a handle that outlives
/// its frame can never write into a later one that reuses the index.
struct ContainerFrame {
    let generation: Int
    var isObject: Bool
    /// 1 for a top-level container: the indentation level of its entries.
    let depth: Int
    /// The scope (one `encode(to:)` call) that made the frame; only that scope may write to it.
    let scope: Int
    /// The frame this one is nested in within the same scope, or -1.
    let parent: Int
    /// Offset of the opening bracket.
    var start: Int
    /// Offset of the closing sequence, and just past it; -1 while open.
    var contentEnd = -1
    var end = -1
    /// Entries (including dead ones not yet removed) or elements written.
    var count = 0
    var isOpen = true
    /// Replaced by a later value for the same key: writes to it are encoded and then dropped, as
    /// Foundation drops writes to a container it no longer holds.
    var isDead = false
    /// Index of the frame's first key in `JSONWriter.entries` while open.
    var entryBase = 0
    /// One bit per key hash: a clear bit proves a key is new without comparing bytes.
    var keyBloom: UInt64 = 0
    var hasDeadEntries = false
    /// Keys come from a dictionary, so no key can repeat and the duplicate check is skipped.
    var keysAreUnique = false

    init(generation: Int, isObject: Bool, depth: Int, scope: Int, parent: Int, start: Int) {
        self.generation = generation
        self.isObject = isObject
        self.depth = depth
        self.scope = scope
        self.parent = parent
        self.start = start
    }
}
