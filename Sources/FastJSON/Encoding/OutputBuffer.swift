import Foundation

/// The growing byte buffer every value is written into. It holds raw memory instead of a `[UInt8]` so
/// that appends are plain stores after one capacity check, and so that `encode(_:)` can hand the bytes
/// to `Data` without copying them. Its owner (`JSONWriter`) frees the memory or gives it away, once.
struct OutputBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// The number of bytes written; moving it back truncates.
    var count = 0

    init(capacity: Int = 1024) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    func deallocate() {
        base.deallocate()
    }

    /// Makes room for `extra` more bytes and returns where they go.
    @inline(__always)
    mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        // `count + extra` cannot overflow: both are sizes of memory that exists or is about to.
        if _slowPath(count &+ extra > capacity) {
            grow(toAtLeast: count &+ extra)
        }
        return base + count
    }

    @inline(never)
    private mutating func grow(toAtLeast needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed {
            newCapacity = newCapacity.multipliedReportingOverflow(by: 2).overflow ? needed : newCapacity * 2
        }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
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

    /// Gives the storage away as `Data`, without copying it; the buffer must not be used afterwards.
    func takeData() -> Data {
        Data(bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in
            pointer.assumingMemoryBound(to: UInt8.self).deallocate()
        })
    }
}
