/// A manually managed, growable buffer of trivial values: what the tape builder appends to on every
/// token and the encoder's writer on every container, without the uniqueness and exclusivity
/// checks an `Array` in a class would cost there. Its owner deallocates it, or hands the memory on
/// (a `Tape` takes the builder's entries).
struct GrowableBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Takes over memory that a buffer like this one allocated, for reuse (its contents are
    /// forgotten).
    init(reusing base: UnsafeMutablePointer<Element>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    @inline(__always)
    mutating func append(_ element: Element) {
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

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Empties the buffer for reuse, with room for at least `minimumCapacity` elements.
    mutating func removeAll(keepingRoomFor minimumCapacity: Int) {
        count = 0
        if capacity < minimumCapacity {
            base.deallocate()
            self = GrowableBuffer(capacity: minimumCapacity)
        }
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
        return base[count]
    }

    /// Drops the elements from `newCount` on; a larger `newCount` changes nothing.
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        if newCount < count { count = max(newCount, 0) }
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    func deallocate() {
        base.deallocate()
    }
}
