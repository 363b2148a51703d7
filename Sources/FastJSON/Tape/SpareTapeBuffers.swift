/// The memory of tapes nothing reads any more, kept by a `TapeBuilder` for the tapes it builds
/// next. A stream finishes every element of a chunk before the first is decoded, so it needs as
/// many buffers as a chunk has elements, and gets each back once its element is decoded.
struct SpareTapeBuffers: ~Copyable {
    /// A spare buffer's memory: `GrowableBuffer` is non-copyable, so an array cannot hold one.
    private struct Memory<Element> {
        let base: UnsafeMutablePointer<Element>
        let capacity: Int
    }

    private var entries: [Memory<TapeEntry>] = []
    private var arenas: [Memory<UInt8>] = []
    /// The bytes all spare buffers hold.
    private var bytes = 0

    /// How much memory spare buffers may hold in all: more is freed at once.
    private let bytesLimit: Int
    /// A stream's limit: its buffers go when the stream ends.
    static let streamBytesLimit = 4 << 20

    /// The memory the spare buffers hold, in bytes.
    var retainedBytes: Int { bytes }

    init(bytesLimit: Int) {
        self.bytesLimit = bytesLimit
    }

    deinit {
        entries.forEach { $0.base.deallocate() }
        arenas.forEach { $0.base.deallocate() }
    }

    mutating func keep(entries buffer: consuming GrowableBuffer<TapeEntry>) {
        guard fits(buffer) else { return }
        Self.keep(buffer.take(), in: &entries, bytes: &bytes)
    }

    mutating func keep(arena buffer: consuming GrowableBuffer<UInt8>) {
        guard fits(buffer) else { return }
        Self.keep(buffer.take(), in: &arenas, bytes: &bytes)
    }

    /// Whether `buffer` holds memory of its own (an empty one does not) and it fits under the
    /// limit; a buffer that does not is freed when the caller drops it.
    private func fits<Element>(_ buffer: borrowing GrowableBuffer<Element>) -> Bool {
        buffer.capacity > 0 && bytes &+ buffer.capacity &* MemoryLayout<Element>.stride <= bytesLimit
    }

    mutating func takeEntries() -> GrowableBuffer<TapeEntry>? {
        guard let memory = Self.take(from: &entries, bytes: &bytes) else { return nil }
        return GrowableBuffer(reusing: memory.base, capacity: memory.capacity)
    }

    mutating func takeArena() -> GrowableBuffer<UInt8>? {
        guard let memory = Self.take(from: &arenas, bytes: &bytes) else { return nil }
        return GrowableBuffer(reusing: memory.base, capacity: memory.capacity)
    }

    private static func keep<Element>(
        _ buffer: (base: UnsafeMutablePointer<Element>, count: Int, capacity: Int), in spares: inout [Memory<Element>],
        bytes: inout Int
    ) {
        bytes &+= buffer.capacity &* MemoryLayout<Element>.stride
        spares.append(Memory(base: buffer.base, capacity: buffer.capacity))
    }

    private static func take<Element>(from spares: inout [Memory<Element>], bytes: inout Int) -> Memory<Element>? {
        guard let memory = spares.popLast() else { return nil }
        bytes &-= memory.capacity &* MemoryLayout<Element>.stride
        return memory
    }
}
