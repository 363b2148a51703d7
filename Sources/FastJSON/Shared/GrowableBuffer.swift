import Foundation

/// A manually managed, growable buffer: what the tape builder appends to on every token, the
/// encoder's writer on every container and a decode's coding-path arena on every nested value,
/// without the uniqueness and exclusivity checks an `Array` in a class would cost there.
/// Non-copyable, so that its memory has one owner: its elements and memory are freed when the
/// buffer ends, unless `take()` hands them on (a `Tape` takes the builder's entries and arena).
struct GrowableBuffer<Element>: ~Copyable {
    /// Never read or written while `capacity` is 0 (the empty buffer of `init()`).
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int
    /// The memory the buffer holds, in bytes.
    var capacityBytes: Int { capacity &* MemoryLayout<Element>.stride }

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// An empty buffer that holds no memory until its first append: what an owner keeps after
    /// handing the memory on, until it needs a buffer again.
    init() {
        base = UnsafeMutableRawPointer(emptyBufferAddress).assumingMemoryBound(to: Element.self)
        capacity = 0
    }

    /// Takes over memory that a buffer like this one allocated, for reuse. Its contents are
    /// forgotten, not deinitialized: only trivial elements are handed back this way.
    init(reusing base: UnsafeMutablePointer<Element>, capacity: Int) {
        assert(_isPOD(Element.self), "only a buffer of trivial elements forgets its contents")
        assert(capacity > 0, "reused memory that was never allocated")
        self.base = base
        self.capacity = capacity
    }

    deinit {
        if capacity > 0 {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }

    /// Ends the buffer without freeing its memory, which the caller now owns (`capacity` elements
    /// from `base`, the first `count` initialized).
    consuming func take() -> (base: UnsafeMutablePointer<Element>, count: Int, capacity: Int) {
        let memory = (base, count, capacity)
        discard self
        return memory
    }

    @inline(__always)
    mutating func append(_ element: consuming Element) {
        if count == capacity { grow(toHold: count &+ 1) }
        (base + count).initialize(to: element)
        count &+= 1
    }

    @inline(__always)
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        if count &+ elements.count > capacity { grow(toHold: count &+ elements.count) }
        if let source = elements.baseAddress {
            (base + count).initialize(from: source, count: elements.count)
        }
        count &+= elements.count
    }

    /// Appends a copy of `bytes` straight from their regions, with no array in between.
    @inline(__always)
    mutating func append(bytesOf bytes: some DataProtocol) where Element == UInt8 {
        let added = bytes.count
        if count &+ added > capacity { grow(toHold: count &+ added) }
        let copied = bytes.copyBytes(to: UnsafeMutableRawBufferPointer(start: base + count, count: added))
        assert(copied == added, "a chunk copied short of its count")
        count &+= copied
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        var newCapacity = max(capacity * 2, 16)
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        if capacity > 0 { base.deallocate() }
        base = newBase
        capacity = newCapacity
    }

    /// Empties the buffer for reuse, with room for at least `minimumCapacity` elements.
    mutating func removeAll(keepingRoomFor minimumCapacity: Int) {
        // Elements that need deinitializing cost a runtime call even when there are none.
        if count > 0 { base.deinitialize(count: count) }
        count = 0
        if capacity < minimumCapacity {
            self = GrowableBuffer(capacity: minimumCapacity)
        }
    }

    /// Replaces the contents with `newCount` copies of `element`, keeping the memory if it is
    /// large enough.
    mutating func reset(toCopiesOf element: Element, count newCount: Int) {
        removeAll(keepingRoomFor: newCount)
        base.initialize(repeating: element, count: newCount)
        count = newCount
    }

    /// The last element, or nil when empty (`count &- 1` only runs when `count` is positive).
    @inline(__always)
    var last: Element? {
        count > 0 ? base[count &- 1] : nil
    }

    /// Removes and returns the last element, or returns nil when empty.
    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count &-= 1
        return (base + count).move()
    }

    /// Drops the last element, which must exist.
    @inline(__always)
    mutating func removeLast() {
        assert(count > 0, "removeLast() on an empty buffer")
        count &-= 1
        (base + count).deinitialize(count: 1)
    }

    /// Drops the elements from `newCount` on; a larger `newCount` changes nothing.
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        guard newCount < count else { return }
        let kept = max(newCount, 0)
        (base + kept).deinitialize(count: count &- kept)
        count = kept
    }

    /// The element at `index`, which must be below `count`.
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            checkIndex(index)
            return base[index]
        }
        nonmutating set {
            checkIndex(index)
            base[index] = newValue
        }
    }

    /// The address of the element at `index`, which must be below `count`: for code that reads or
    /// changes an element in place.
    @inline(__always)
    func pointer(at index: Int) -> UnsafeMutablePointer<Element> {
        checkIndex(index)
        return base + index
    }

    /// The address of the first `count` elements from `start`, which must lie within the
    /// initialized elements: a range whose end is `count` is allowed, and so is an empty range.
    @inline(__always)
    func pointer(at start: Int, count length: Int) -> UnsafeMutablePointer<Element> {
        assert(start >= 0 && length >= 0 && start <= count && length <= count &- start, "a range outside a buffer's elements")
        return base + start
    }

    @inline(__always)
    private func checkIndex(_ index: Int) {
        assert(index >= 0 && index < count, "an index outside a buffer's elements")
    }
}

/// What the `base` of every empty `GrowableBuffer` points at, so that `base` needs no optional on
/// the paths that append: an address allocated once for the process and never read or written
/// (such a buffer's capacity is 0), so sharing it across threads is safe.
nonisolated(unsafe) private let emptyBufferAddress = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
