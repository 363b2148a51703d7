import Foundation

/// The single output buffer of one `encode` call and the containers being written into it.
///
/// # Design
///
/// Values are written as they arrive, in one buffer (`out`), and never re-encoded. A container
/// stays open while it is written to in order; writing to its parent closes it. Only three things
/// cost more: a key that repeats (its old entry is dropped when the object closes), `sortedKeys`
/// (an object's entries are reordered when it closes, as runs of bytes: `reorderEntries`), and a
/// write to a container that was already closed while bytes follow it (it is copied to the end of
/// the buffer, see `Splice`, and the scope's output is stitched once when the scope ends). No tree
/// of values is built. Written bytes are scanned again (`WrittenJSONScanner`) only when a container
/// comes back after it closed: to recover a reopened object's entries, and to find the end and the
/// member count of a value already written that a nested container for the same key adds to
/// (`adoptWrittenContainer`). The whitespace between values and its lengths are `OutputLayout`'s
/// alone.
///
/// The state, by what it indexes:
/// - `frames[i]` and `links[i]`: every container of the running scopes, open or closed, in the
///   order they were opened. A `FrameHandle` (index and generation) names one; `scope` is the
///   `encode(to:)` call that made it.
/// - `openFrames`: the indices of the open frames, innermost last.
/// - `entries`: the keys of the open objects, each object's from its `entryBase` on.
/// - `splices`: the containers moved to the end of the buffer since their scope began.
///
/// # Invariants
///
/// Checked by `assert` in debug builds (`checkInvariants(of:)` where a frame opens, closes, reopens
/// or is adopted, `OutputBuffer` on every reservation):
/// 1. `0 <= out.count <= out.capacity`; every offset recorded in a frame, entry or splice is at
///    most `out.count` when recorded (rollbacks truncate what lies past them).
/// 2. `frames.count == links.count`; a frame's `parent` is -1 or a smaller index, and a frame's
///    `depth` is its parent's plus one; frames of the running scope are the last ones (scopes nest
///    like the calls they stand for, so a scope's frames are dropped at once when it ends).
/// 3. `openFrames` is strictly increasing; each is `isOpen` with `end == -1`, and each open
///    frame's bytes run from its `start` to the end of the buffer (or to the next open frame's
///    segment when it moved). A closed frame has `start < contentEnd < end`.
/// 4. An open object's entries are `entries[entryBase..<next open object's entryBase]`, in the
///    order written: `keyStart` increasing, inside the object's bytes, `keyEnd > keyStart + 1`.
/// 5. Generations only grow, across encodes too, so a handle whose frame went (or whose index was
///    reused) fails `exists` and its writes are dropped, never misplaced.
/// 6. `splices` is empty whenever no scope is running (each scope stitches its own when it ends).
///
/// What the design needs and what is accidental: the bracket offsets of closed frames are needed
/// only to reopen, move or adopt them (`Splice`, `superEncoder`), and their `count` only to write
/// the next separator; the rest (bloom filter, key index, sorted-order cache) is speed.
///
/// Stored properties are `@exclusivity(unchecked)`: the runtime check on every access to a class
/// property is a large share of the encoding time, and the writer never holds two overlapping
/// mutable accesses to one property (it is used by one thread, and no access spans a call that
/// could reach the same property).
final class JSONWriter {
    /// Foundation's limit: a container nested 512 deep cannot be written.
    static let maximumDepth = 512

    @exclusivity(unchecked) var out = OutputBuffer()
    /// The settings of the running encode, and flags read from them once; set by `start(options:)`.
    /// Between encodes, only settings that may outlive the encode (`Snapshot.mayOutliveCall`), so
    /// that an idle writer holds nothing of the caller's; the next encode takes them back if its
    /// encoder still has them (`LockedSnapshot.current(reusing:)`).
    @exclusivity(unchecked) private var settings: Snapshot<EncoderOptions>?
    /// Borrowed, not copied: a copy would retain each strategy and `userInfo`.
    var options: EncoderOptions {
        _read {
            // An encoder kept past its encode may still be asked for its `userInfo`.
            if let settings { yield settings.value } else { yield EncoderOptions.defaults.value }
        }
    }
    /// The whitespace between values, read from the options once.
    @exclusivity(unchecked) private(set) var layout = OutputLayout(isPretty: false)
    @exclusivity(unchecked) private(set) var sortedKeys = false
    @exclusivity(unchecked) private(set) var escapingSlashes = true
    /// How keyed containers write their keys, read from the options once.
    @exclusivity(unchecked) private(set) var keyNaming = KeyNaming.useDefaultKeys

    /// Raw buffers rather than arrays: an array in a class checks uniqueness on every element
    /// write, which adds up over an encode. Every index used is below `count`: handles are
    /// checked by `isLive` or `activate`, and the other indices come from these buffers' counts.
    @exclusivity(unchecked) var frames = GrowableBuffer<ContainerFrame>(capacity: 16)
    /// One per frame, at the same index.
    @exclusivity(unchecked) var links = GrowableBuffer<FrameLinks>(capacity: 16)
    @exclusivity(unchecked) var openFrames = GrowableBuffer<Int>(capacity: 16)
    @exclusivity(unchecked) var entries = GrowableBuffer<KeyEntry>(capacity: 64)
    @exclusivity(unchecked) var splices: [Splice] = []
    /// The splice that moved the container starting at a given offset: an entry read back from the
    /// buffer finds its value there (`resolvedStart`).
    @exclusivity(unchecked) var spliceStarts: [Int: Int] = [:]
    /// Reused while an object's entries are reordered.
    @exclusivity(unchecked) var scratch = OutputBuffer()
    /// Reused for converted keys.
    @exclusivity(unchecked) var keyScratch: [UInt8] = []

    @exclusivity(unchecked) private var nextGeneration = 0
    @exclusivity(unchecked) private var nextScope = 0
    @exclusivity(unchecked) private(set) var currentScope = 0
    /// Set when a container is nested deeper than `maximumDepth`; `encode` then throws.
    @exclusivity(unchecked) var exceededDepth = false
    /// The first misuse of the Encoder API that Foundation would trap on; `encode` throws it.
    /// Exclusivity-checked, unlike the rest: only an encode that misuses the API touches it.
    /// Held as `any Error`, one reference: `EncodingError`'s size is known only to the standard
    /// library at run time, and would put every property after it at an offset read at run time.
    private(set) var misuse: (any Error)?
    /// Whether `misuse` is set: every encode asks, and reading the optional error itself copies it
    /// through its value witnesses.
    @exclusivity(unchecked) private(set) var hasMisuse = false

    /// The key indices of the large open objects, in the order of their frames; see `KeyIndex`.
    @exclusivity(unchecked) var keyIndexes: [KeyIndex] = []
    /// Up to this many keys, an object finds a repeated key by a filter and a scan, not a `KeyIndex`:
    /// model types rarely have more members, and at a lower limit large ones (twitter.json's users)
    /// would each get an index, which costs an encode measurably more instructions and allocations.
    static let smallObjectKeyLimit = 64

    /// The key order of the objects sorted so far, by a hash of their keys; see `sortedOrder(of:in:)`.
    @exclusivity(unchecked) var sortedOrders = SortedOrderCache()

    /// Which types FastJSON writes itself: a fact about each type, so it is kept from one encode to
    /// the next.
    @exclusivity(unchecked) var directTypes = DirectTypeCache()

    /// Encoders whose value is written, kept for the next value; emptied when `encode` ends, as
    /// they refer back to the writer.
    @exclusivity(unchecked) var spareEncoders: [EncoderImpl] = []
    /// The keyed containers encoders make for their values, handed out again.
    @exclusivity(unchecked) var keyedContainers = KeyedEncodingContainerPool()

    /// The records behind the coding paths of this encode's encoders and containers.
    @exclusivity(unchecked) var paths = CodingPathArena()

    /// Reads what every write needs from `snapshot`'s settings, once per encode.
    @inline(__always)
    private func readFlags(of snapshot: borrowing Snapshot<EncoderOptions>) {
        let options = snapshot.value
        layout = OutputLayout(isPretty: options.outputFormatting.contains(.prettyPrinted))
        sortedKeys = options.outputFormatting.contains(.sortedKeys)
        escapingSlashes = !options.outputFormatting.contains(.withoutEscapingSlashes)
        keyNaming = KeyNaming(options.keyEncodingStrategy)
    }

    /// Readies the writer for one encode with `options`, whatever it wrote before. Generations and
    /// scopes keep counting up, so that no handle from an earlier encode names a frame of this one.
    func start(options snapshot: consuming Snapshot<EncoderOptions>) {
        readFlags(of: snapshot)
        settings = consume snapshot
        out.count = 0
        truncateFrames(to: 0)
        openFrames.truncate(to: 0)
        entries.truncate(to: 0)
        // Empty unless the last encode threw while containers were moved.
        if !splices.isEmpty {
            splices.removeAll(keepingCapacity: true)
            spliceStarts.removeAll(keepingCapacity: true)
        }
        if !keyIndexes.isEmpty { keyIndexes.removeAll(keepingCapacity: true) }
        assert(paths.count == 0, "a writer starts new, or kept with its paths removed")
        currentScope = 0
        exceededDepth = false
        forgetMisuse()
    }

    /// Ends an encode: lets go of what belongs to the caller (encoders, which refer back to the
    /// writer; the options' closures and `userInfo`).
    func finish() {
        // A mapped buffer goes back to `OutputPages`, which keeps one for the next large encode:
        // the writer keeps heap buffers only.
        if out.isMapped {
            out = OutputBuffer()
        }
        if scratch.isMapped {
            scratch = OutputBuffer()
        }
        if !spareEncoders.isEmpty { spareEncoders.removeAll(keepingCapacity: true) }
        if settings?.mayOutliveCall != true { settings = nil }
        keyNaming = .useDefaultKeys
    }

    /// The memory the writer keeps between encodes, in bytes; see `RetainedMemory.encoding`.
    var retainedBytes: Int {
        out.capacity &+ scratch.capacity &+ entries.capacityBytes &+ frameBytes &+ keyScratchAndSpliceBytes
            &+ sortedOrders.retainedBytes &+ paths.retainedBytes
    }

    private var frameBytes: Int { frames.capacityBytes &+ links.capacityBytes &+ openFrames.capacityBytes }

    private var keyScratchAndSpliceBytes: Int {
        keyScratch.capacity &+ splices.capacity &* MemoryLayout<Splice>.stride
            &+ spliceStarts.capacity &* MemoryLayout<(key: Int, value: Int)>.stride
    }

    /// Replaces each buffer larger than its share of `RetainedMemory` with a small one, so that
    /// one large encode does not pin its memory to the thread; the writer and its type caches
    /// stay. Only for a writer nobody else holds: a kept encoder may still write to the buffers.
    func trimRetainedMemory() {
        if out.capacity > RetainedMemory.output { out = OutputBuffer() }
        if scratch.capacity > RetainedMemory.reorderScratch { scratch = OutputBuffer() }
        if entries.capacityBytes > RetainedMemory.keyEntries { entries = GrowableBuffer(capacity: 64) }
        if frameBytes > RetainedMemory.containerFrames {
            frames = GrowableBuffer(capacity: 16)
            links = GrowableBuffer(capacity: 16)
            openFrames = GrowableBuffer(capacity: 16)
        }
        if keyScratchAndSpliceBytes > RetainedMemory.keyScratchAndSplices {
            keyScratch = []
            splices = []
            spliceStarts = [:]
        }
        // Each index's table grows with its object's keys.
        if !keyIndexes.isEmpty { keyIndexes.removeAll(keepingCapacity: true) }
        sortedOrders.trim()
        paths.removeAll()
    }

    /// Runs `body` with this thread's writer, started with the current settings of `settings`, an
    /// encoder's. The writer goes back to the thread after a successful encode, when nobody kept a
    /// container or encoder that refers to it (a write through one would land in a later encode)
    /// and its buffers are not large.
    @inline(__always)
    static func withThreadCached<R>(settings: borrowing LockedSnapshot<EncoderOptions>, _ body: (JSONWriter) throws -> R) rethrows -> R {
        var succeeded = false
        return try cache.withCached(
            make: JSONWriter.init,
            keep: { writer in
                writer.finish()
                guard succeeded && isKnownUniquelyReferenced(&writer) else { return false }
                // Only now: an encoder someone kept reads its path from these records.
                writer.trimRetainedMemory()
                return true
            },
            { writer in
                writer.start(options: settings.current(reusing: writer.settings.take()))
                let result = try body(writer)
                succeeded = true
                return result
            })
    }

    private static let cache = ThreadCache<JSONWriter>()

    /// The written bytes as `Data`. A large output is handed over without a copy (the writer takes
    /// a new buffer); a small one is copied, which costs less than the allocations of a hand-over
    /// and lets the writer keep its buffer.
    func takeData() -> Data {
        assert(splices.isEmpty, "every scope stitches its moved containers when it ends")
        if out.count <= Self.copiedOutputLimit {
            return Data(out.bytes)
        }
        return exchange(&out, with: OutputBuffer()).takeData()
    }

    /// Up to this many bytes, `takeData()` copies: about what a copy costs as much as the
    /// allocator calls a hand-over adds (a deallocator box, and a new buffer for the next encode).
    static let copiedOutputLimit = 4096

    // MARK: - Scopes

    /// Starts the scope of one value's `encode(to:)`; returns what `endScope` needs.
    @inline(__always)
    func beginScope() -> (previous: Int, frameBase: Int) {
        let previous = currentScope
        nextScope &+= 1
        currentScope = nextScope
        return (previous, frames.count)
    }

    /// Closes what the scope left open and forgets its frames: later writes through its handles are
    /// dropped, as Foundation keeps only what was written before `encode(to:)` returned.
    @inline(__always)
    func endScope(_ token: (previous: Int, frameBase: Int)) {
        while let top = openFrames.last, frames[top].scope == currentScope {
            closeTop()
        }
        if _slowPath(!splices.isEmpty) && splices[splices.count &- 1].frame >= token.frameBase {
            stitchSplices(ofFramesFrom: token.frameBase)
        }
        truncateFrames(to: token.frameBase)
        currentScope = token.previous
    }

    /// Leaves a scope whose value threw: its frames go without closing; the container that was
    /// writing the value rolls the bytes back.
    func abandonScope(_ token: (previous: Int, frameBase: Int)) {
        while let top = openFrames.last, top >= token.frameBase { _ = openFrames.popLast() }
        var firstSplice = splices.count
        while firstSplice > 0, splices[firstSplice - 1].frame >= token.frameBase { firstSplice -= 1 }
        removeSplices(from: firstSplice)
        truncateFrames(to: token.frameBase)
        dropKeyIndexesOfRemovedFrames()
        currentScope = token.previous
    }

    /// Records the first misuse of the Encoder API; `encode` throws it at the end.
    func recordMisuse(_ error: @autoclosure () -> EncodingError) {
        if !hasMisuse {
            misuse = error()
            hasMisuse = true
        }
    }

    /// Forgets a recorded misuse, for the next value.
    @inline(__always)
    func forgetMisuse() {
        if _slowPath(hasMisuse) { clearMisuse() }
    }

    /// Out of line, so that the exclusivity check of `misuse` stays out of every encode's `start`.
    @inline(never)
    private func clearMisuse() {
        misuse = nil
        hasMisuse = false
    }

    // MARK: - Containers

    /// Opens an object or array at the end of the buffer and returns its index and generation.
    func openContainer(isObject: Bool, depth: Int, parent: Int) -> FrameHandle {
        if depth >= Self.maximumDepth { exceededDepth = true }
        let handle = newFrameIdentity()
        let index = handle.index
        var frame = ContainerFrame(
            generation: handle.generation, isObject: isObject, depth: depth,
            scope: currentScope, parent: parent, start: out.count)
        frame.entryBase = entries.count
        out.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        frames.append(frame)
        linkToParent(index)
        openFrames.append(index)
        checkInvariants(of: index)
        return handle
    }

    /// Appends the links of the new frame `index`, which records it among the frames nested in its
    /// parent. Fields are written through the pointer: a subscript would copy the whole struct.
    @inline(__always)
    func linkToParent(_ index: Int) {
        let parent = frames[index].parent
        var link = FrameLinks(spliceBase: splices.count)
        if parent >= 0 {
            let parentLink = links.pointer(at: parent)
            link.previousSibling = parentLink.pointee.lastChild
            parentLink.pointee.lastChild = index
        }
        links.append(link)
    }

    /// The index and generation the next frame appended to `frames` gets.
    func newFrameIdentity() -> FrameHandle {
        nextGeneration &+= 1
        return FrameHandle(index: frames.count, generation: nextGeneration)
    }

    /// Whether a handle's frame is still the one it was made for (neither removed nor reused).
    @inline(__always)
    func exists(_ handle: FrameHandle) -> Bool {
        handle.index >= 0 && handle.index < frames.count && frames[handle.index].generation == handle.generation
    }

    /// Whether a handle's frame still exists, belongs to the running scope and holds its value:
    /// neither it nor a container it is nested in was replaced by a later value for the same key.
    @inline(__always)
    func isLive(_ handle: FrameHandle) -> Bool {
        guard exists(handle), frames[handle.index].scope == currentScope else { return false }
        // A parent has a smaller index than its children, so the walk ends.
        var ancestor = handle.index
        while ancestor >= 0 {
            if frames[ancestor].isDead { return false }
            ancestor = frames[ancestor].parent
        }
        return true
    }

    /// Makes the frame the one written to next: closes the frames opened after it or reopens it.
    /// Returns false if writes through the handle must be dropped.
    @inline(__always)
    func activate(_ handle: FrameHandle) -> Bool {
        let index = handle.index
        if _fastPath(openFrames.last == index && frames[index].generation == handle.generation
            && frames[index].scope == currentScope) {
            return true
        }
        return activateSlowPath(handle)
    }

    @inline(never)
    private func activateSlowPath(_ handle: FrameHandle) -> Bool {
        guard isLive(handle) else { return false }
        let index = handle.index
        if frames[index].isOpen {
            while let top = openFrames.last, top != index { closeTop() }
        } else {
            reopen(index)
        }
        return true
    }

    /// Writes the separator and indentation before a new element of the top frame.
    @inline(__always)
    func beginElement(of index: Int) {
        writeSeparator(isFirst: frames[index].count == 0, depth: frames[index].depth)
        frames[index].count &+= 1
    }

    /// What goes before an element of a container at `depth` (see `OutputLayout`).
    @inline(__always)
    func writeSeparator(isFirst: Bool, depth: Int) {
        layout.writeSeparator(isFirst: isFirst, depth: depth, to: &out)
    }

    /// Closes a container at `depth` as Foundation does (see `OutputLayout`).
    @inline(__always)
    func writeClosing(isObject: Bool, isEmpty: Bool, depth: Int) {
        layout.writeClosing(isObject: isObject, isEmpty: isEmpty, depth: depth, to: &out)
    }

    /// Closes the top frame: drops dead entries, sorts keys if asked, writes the closing bracket.
    func closeTop() {
        guard let index = openFrames.last else { return }
        checkInvariants(of: index)
        _ = openFrames.popLast()
        if frames[index].isObject {
            reorderEntries(of: index)
            entries.truncate(to: frames[index].entryBase)
            if let last = keyIndexes.last, last.owner == index { keyIndexes.removeLast() }
        }
        frames[index].contentEnd = out.count
        writeClosing(isObject: frames[index].isObject, isEmpty: frames[index].count == 0, depth: frames[index].depth)
        frames[index].end = out.count
        frames[index].isOpen = false
        if links.pointer(at: index).pointee.segment >= 0 { endSegment(of: index, at: frames[index].end) }
        assert(frames[index].start < frames[index].contentEnd && frames[index].contentEnd < frames[index].end
               && frames[index].end <= out.count, "a closed frame's offsets are ordered within the buffer")
    }

    /// Asserts the invariants of the design note that concern frame `index` and the state around
    /// it, in O(its entries): the whole state is not walked, so that debug builds stay linear.
    @inline(__always)
    func checkInvariants(of index: Int) {
        #if DEBUG
        assert(out.count <= out.capacity, "the buffer holds what was written")
        assert(frames.count == links.count, "one links record per frame")
        assert(index >= 0 && index < frames.count, "a frame index names a frame")
        let frame = frames[index]
        assert(frame.parent < index, "a parent is opened before the frames nested in it")
        assert(frame.parent < 0 || frame.depth == frames[frame.parent].depth + 1, "depth counts the parents")
        assert(frame.scope <= currentScope, "no frame belongs to a scope not begun")
        if index > 0 {
            // Frames are appended in the order they are made and dropped from the end.
            assert(frames[index - 1].scope <= frame.scope, "the running scope's frames are the last ones")
            assert(frames[index - 1].generation < frame.generation, "generations only grow")
        }
        assert(frame.start >= 0 && frame.start < out.count, "a frame starts inside the buffer")
        assert(openFrames.count < 2 || openFrames[openFrames.count - 2] < openFrames[openFrames.count - 1],
               "open frames are nested in the order of their indices")
        if frame.isOpen {
            assert(frame.end == -1, "an open frame has no end yet")
            if frame.isObject {
                var previous = frame.start
                for entry in frame.entryBase..<entries.count {
                    assert(entries[entry].keyStart > previous && entries[entry].keyEnd > entries[entry].keyStart + 1
                           && entries[entry].keyEnd <= out.count, "an object's keys are in written order inside it")
                    previous = entries[entry].keyStart
                }
            }
        } else {
            // Reopening, moving and adopting read a closed frame's bytes through these offsets.
            assert(frame.start < frame.contentEnd && frame.contentEnd < frame.end && frame.end <= out.count,
                   "a closed frame's offsets are ordered within the buffer")
        }
        #endif
    }

    /// Writes `{}` or `[]` (pretty: `{\n\n<indent>}`) for a value at `depth` that encoded nothing,
    /// as Foundation does.
    func writeEmptyContainer(isObject: Bool, depth: Int) {
        out.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        writeClosing(isObject: isObject, isEmpty: true, depth: depth &+ 1)
    }

    // MARK: - Failure

    func checkpoint(frame: Int) -> WriterCheckpoint {
        WriterCheckpoint(
            byteCount: out.count, entryCount: entries.count, frameCount: frames.count,
            openFrameCount: openFrames.count, spliceCount: splices.count, frame: frame,
            frameCountBefore: frame >= 0 && frame < frames.count ? frames[frame].count : 0)
    }

    /// Undoes everything written since `checkpoint`: the failed value, its key and its separator.
    func rollback(to checkpoint: WriterCheckpoint) {
        out.count = checkpoint.byteCount
        entries.truncate(to: checkpoint.entryCount)
        truncateFrames(to: checkpoint.frameCount)
        openFrames.truncate(to: checkpoint.openFrameCount)
        if splices.count > checkpoint.spliceCount { removeSplices(from: checkpoint.spliceCount) }
        if checkpoint.frame >= 0 && checkpoint.frame < frames.count {
            frames[checkpoint.frame].count = checkpoint.frameCountBefore
        }
        dropKeyIndexesOfRemovedFrames()
    }

    /// Drops the frames from `count` on, with their links.
    @inline(__always)
    func truncateFrames(to count: Int) {
        frames.truncate(to: count)
        links.truncate(to: count)
    }

    /// Frees the key indices of frames that a rollback removed; `keyIndex(of:holding:)` also
    /// checks generations, so this only returns memory early.
    private func dropKeyIndexesOfRemovedFrames() {
        while let last = keyIndexes.last, last.owner >= frames.count { keyIndexes.removeLast() }
    }
}
