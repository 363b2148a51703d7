import Foundation

/// The growing byte buffer every value is written into. It holds raw memory instead of a `[UInt8]` so
/// that appends are plain stores after one capacity check, and so that `encode(_:)` can hand the bytes
/// to `Data` without copying them. Non-copyable, so that the memory has one owner: it is freed when
/// the buffer ends, unless `takeData()` gives it away. Past `OutputPages.heapLimit` the bytes move
/// once to a mapping that grows without copying.
struct OutputBuffer: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// The number of bytes written; moving it back truncates.
    var count = 0
    /// Whether `base` is a mapping from `OutputPages` (of `capacity` bytes) rather than a heap block.
    private(set) var isMapped = false

    init(capacity: Int = 1024) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        releaseStorage()
    }

    /// Frees `base`, the heap block or the mapping it is.
    private func releaseStorage() {
        if isMapped {
            OutputPages.release(OutputPages.Region(base: base, length: capacity), written: count)
        } else {
            base.deallocate()
        }
    }

    /// Makes room for `extra` more bytes and returns where they go.
    @inline(__always)
    mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        assert(extra >= 0 && count >= 0 && count <= capacity, "the written bytes lie in the buffer")
        // `count + extra` cannot overflow: both are sizes of memory that exists or is about to.
        if _slowPath(count &+ extra > capacity) {
            grow(toAtLeast: count &+ extra)
        }
        return base + count
    }

    @inline(never)
    private mutating func grow(toAtLeast needed: Int) {
        if needed > OutputPages.heapLimit, let region = OutputPages.region(
            holding: needed, copying: count, from: base, oldLength: capacity, oldIsMapped: isMapped) {
            if !isMapped { base.deallocate() }
            base = region.base
            capacity = region.length
            isMapped = true
            return
        }
        var newCapacity = capacity
        while newCapacity < needed {
            newCapacity = newCapacity.multipliedReportingOverflow(by: 2).overflow ? needed : newCapacity * 2
        }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        releaseStorage()
        base = newBase
        capacity = newCapacity
        isMapped = false
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1).pointee = byte
        count &+= 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count).update(from: source.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        count &+= bytes.count
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `count` copies of `byte`: indentation.
    @inline(__always)
    mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats).update(repeating: byte, count: repeats)
        count &+= repeats
    }

    /// The written bytes, valid until the next mutation.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// Gives the storage away as `Data`, without copying it: the buffer ends here, and the `Data`
    /// frees the memory.
    consuming func takeData() -> Data {
        let base = base, count = count, capacity = capacity, isMapped = isMapped
        discard self
        guard isMapped else {
            return Data(bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in
                pointer.assumingMemoryBound(to: UInt8.self).deallocate()
            })
        }
        let region = OutputPages.Region(base: base, length: capacity)
        return Data(bytesNoCopy: base, count: count, deallocator: .custom { _, written in
            OutputPages.release(region, written: written)
        })
    }
}
