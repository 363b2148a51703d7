/// The memory of tapes nothing reads any more, kept by a `TapeBuilder` for the tapes it builds
/// next. A stream finishes every element of a chunk before the first is decoded, so it needs as
/// many buffers as a chunk has elements, and gets each back once its element is decoded.
struct SpareTapeBuffers {
    private var entries: [GrowableBuffer<TapeEntry>] = []
    private var arenas: [GrowableBuffer<UInt8>] = []
    /// The bytes all spare buffers hold.
    private var bytes = 0

    /// How much memory spare buffers may hold in all: more is freed at once.
    static let bytesLimit = 4 << 20

    mutating func keep(entries buffer: GrowableBuffer<TapeEntry>) {
        Self.keep(buffer, in: &entries, bytes: &bytes)
    }

    mutating func keep(arena buffer: GrowableBuffer<UInt8>) {
        Self.keep(buffer, in: &arenas, bytes: &bytes)
    }

    mutating func takeEntries() -> GrowableBuffer<TapeEntry>? {
        Self.take(from: &entries, bytes: &bytes)
    }

    mutating func takeArena() -> GrowableBuffer<UInt8>? {
        Self.take(from: &arenas, bytes: &bytes)
    }

    /// Frees every spare buffer.
    func deallocate() {
        entries.forEach { $0.deallocate() }
        arenas.forEach { $0.deallocate() }
    }

    private static func keep<Element>(_ buffer: GrowableBuffer<Element>, in spares: inout [GrowableBuffer<Element>], bytes: inout Int) {
        let size = buffer.capacity &* MemoryLayout<Element>.stride
        guard bytes &+ size <= bytesLimit else {
            buffer.deallocate()
            return
        }
        bytes &+= size
        spares.append(buffer)
    }

    private static func take<Element>(from spares: inout [GrowableBuffer<Element>], bytes: inout Int) -> GrowableBuffer<Element>? {
        guard let buffer = spares.popLast() else { return nil }
        bytes &-= buffer.capacity &* MemoryLayout<Element>.stride
        return buffer
    }
}
