#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The memory of a large output: a mapping of its own rather than a heap block, on Linux.
///
/// - Growth costs no copy and no second buffer: the mapping reserves address space far past what
///   is written (`minimumReservation`, with `MAP_NORESERVE`), and only the pages written to are
///   ever resident. A doubling heap buffer holds the old and the new block at once while it grows,
///   and leaves both resident: a multiple of the output at its peak.
/// - The output is handed to `Data` as it is, and its deallocator gives the mapping back here.
///   One mapping is kept for the next large encode (`release`), so that its pages, already faulted
///   in, are reused however the heap was used in between: faulting in fresh pages is a large share
///   of a large encode's time when other work has given the heap's pages back.
enum OutputPages {
    /// A mapping: where it starts and its length in bytes.
    struct Region {
        let base: UnsafeMutablePointer<UInt8>
        let length: Int
    }

    /// Buffers up to this size stay on the heap: a mapping costs two system calls, and at this
    /// size the heap buffers a doubling leaves behind are small next to the output.
    static let heapLimit = 64 << 10

    /// The address space a new mapping reserves at least. Only written pages are resident, so a
    /// large reservation costs nothing but address space, and outputs up to it never move.
    static let minimumReservation = 64 << 20

    /// A mapping holding more written bytes than this is unmapped when released rather than kept:
    /// the kept one stays resident for the life of the process.
    static let keptLimit = 32 << 20

    /// The mapping kept for the next large encode, as the address and length of its bytes, and how
    /// many of them were written (resident).
    private static let spare = Mutex<(address: UInt, length: Int)?>(nil)

    /// A region of at least `needed` bytes holding the first `count` bytes of `old` (`oldLength`
    /// bytes long, a mapping of this type if `oldIsMapped`, else a heap block the caller frees).
    /// Returns nil where no mapping can be made: the caller grows on the heap instead.
    static func region(
        holding needed: Int, copying count: Int, from old: UnsafeMutablePointer<UInt8>, oldLength: Int, oldIsMapped: Bool
    ) -> Region? {
        #if os(Linux)
        if oldIsMapped, let extended = extend(Region(base: old, length: oldLength), toHold: needed) {
            return extended
        }
        guard let new = takeSpare(holding: needed) ?? map(length: reservation(for: needed)) else { return nil }
        new.base.update(from: old, count: count)
        if oldIsMapped { unmap(Region(base: old, length: oldLength)) }
        return new
        #else
        return nil
        #endif
    }

    /// Gives back a mapping made here, written up to `written` bytes: kept for the next large
    /// encode if none is kept and it is not large, else unmapped. Called from any thread (by the
    /// deallocator of a `Data` that the mapping was handed to).
    static func release(_ region: Region, written: Int) {
        #if os(Linux)
        let address = UInt(bitPattern: region.base)
        let kept = written <= keptLimit && spare.withLock { spare in
            guard spare == nil else { return false }
            spare = (address, region.length)
            return true
        }
        if !kept { unmap(region) }
        #endif
    }

    /// Unmaps the kept mapping, if any: for a measurement that starts from a process holding no
    /// memory it does not use.
    static func releaseSpare() {
        #if os(Linux)
        if let spare = spare.withLock({ spare in defer { spare = nil }; return spare }),
           let base = UnsafeMutablePointer<UInt8>(bitPattern: spare.address) {
            unmap(Region(base: base, length: spare.length))
        }
        #endif
    }

    #if os(Linux)
    /// The address space reserved for a buffer that must hold `needed` bytes: a multiple of 64 KiB,
    /// the largest page size, so that the next extension starts on a page.
    private static func reservation(for needed: Int) -> Int {
        let granule = 64 << 10
        let (doubled, overflow) = needed.multipliedReportingOverflow(by: 2)
        let wanted = overflow ? needed : max(doubled, minimumReservation)
        let (rounded, roundingOverflow) = wanted.addingReportingOverflow(granule - 1)
        return roundingOverflow ? wanted : rounded & ~(granule - 1)
    }

    /// The kept mapping, if it holds `needed` bytes (taking it leaves none kept).
    private static func takeSpare(holding needed: Int) -> Region? {
        let taken = spare.withLock { spare -> (address: UInt, length: Int)? in
            guard let kept = spare, kept.length >= needed else { return nil }
            spare = nil
            return kept
        }
        guard let taken, let base = UnsafeMutablePointer<UInt8>(bitPattern: taken.address) else { return nil }
        return Region(base: base, length: taken.length)
    }

    /// `MAP_FIXED_NOREPLACE` (Linux 4.17): map at the address given or fail, never over another
    /// mapping. Older kernels take the address as a hint, which `extend` checks.
    private static let fixedNoReplace: Int32 = 0x100000

    /// A new mapping of `length` bytes at `address` (anywhere if nil), or nil.
    private static func map(length: Int, at address: UnsafeMutableRawPointer? = nil) -> Region? {
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | (address == nil ? 0 : fixedNoReplace)
        guard let pointer = mmap(address, length, PROT_READ | PROT_WRITE, flags, -1, 0),
              pointer != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        return Region(base: pointer.assumingMemoryBound(to: UInt8.self), length: length)
    }

    /// `region` grown in place to hold `needed` bytes, by mapping the pages that follow it, or nil
    /// if they are taken.
    private static func extend(_ region: Region, toHold needed: Int) -> Region? {
        let length = reservation(for: needed)
        let tail = UnsafeMutableRawPointer(region.base + region.length)
        guard length > region.length, let added = map(length: length - region.length, at: tail) else { return nil }
        guard UnsafeMutableRawPointer(added.base) == tail else {
            unmap(added)
            return nil
        }
        return Region(base: region.base, length: length)
    }

    private static func unmap(_ region: Region) {
        munmap(region.base, region.length)
    }
    #endif
}
