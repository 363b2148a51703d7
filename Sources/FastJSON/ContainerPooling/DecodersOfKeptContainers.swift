import Synchronization

/// Holds the decoders that pooled keyed containers read after their decode ended, for as long as
/// someone keeps such a container.
///
/// A pooled container does not retain its decoder (see `KeyedContainerState`), and a decoder
/// learns only when its decode ends that someone kept one of its containers. From then on an
/// entry here holds the decoder, and a weak reference to the container's box tells when it is
/// gone. Entries whose box is gone are let go when the next entry is made, or by a decoder that
/// ends its 64th decode since it last looked (`DecoderImpl.holdForKeptContainers`): until then
/// their decoder, and its tape, stay.
final class DecodersOfKeptContainers: Sendable {
    static let shared = DecodersOfKeptContainers()

    /// Unchecked: read and written only under the lock; a decoder it holds is used by one thread
    /// at a time, as any kept decoder is.
    private struct Entry: @unchecked Sendable {
        weak var box: AnyObject?
        let decoder: DecoderImpl
    }

    private let entries = Mutex<[Entry]>([])
    /// The number of entries, read without taking the lock.
    private let count = Atomic<Int>(0)

    /// Holds `decoder` while any of `boxes` lives.
    func hold(_ decoder: DecoderImpl, whileAnyLives boxes: [AnyObject]) {
        releaseGone { entries in
            for box in boxes { entries.append(Entry(box: box, decoder: decoder)) }
        }
    }

    /// Lets go of the decoders whose containers are all gone: one load when there are no entries.
    @inline(__always)
    func releaseUnused() {
        guard count.load(ordering: .relaxed) > 0 else { return }
        releaseGone { _ in }
    }

    /// Removes the entries whose box is gone, then runs `change`; the decoders removed are
    /// released after the lock, as releasing one may run the deinitializers of its settings.
    @inline(never)
    private func releaseGone(_ change: (inout [Entry]) -> Void) {
        nonisolated(unsafe) var released: [DecoderImpl] = []
        entries.withLock { entries in
            entries.removeAll { entry in
                guard entry.box == nil else { return false }
                released.append(entry.decoder)
                return true
            }
            change(&entries)
            count.store(entries.count, ordering: .relaxed)
        }
        released.removeAll()
    }
}
