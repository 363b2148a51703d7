// Where FastJSON decides that a container, or what it points to, was kept past its call. A pooled
// container holds its decoder, encoder and writer unretained (`UnretainedReference`), so each of
// these places must see every container someone still holds, and make it retain what it reads:
// - `ContainerBoxPool.isHeldElsewhere`: a box that someone besides the pool references is in use;
//   every decision below asks it.
// - `KeyedContainerPool.endDecode` (from `DecoderImpl.holdForKeptContainers`, at a decode's end)
//   and `KeyedContainerPool.close` (a decoder kept, or a box the pool cannot use): the decoder of
//   a box held elsewhere goes to `DecodersOfKeptContainers`, which holds it while the box lives,
//   and a closed pool's boxes drop the key string cache.
// - `DecodeLeftovers.finish`: a decoder referenced by anyone but the leftovers (a kept decoder,
//   `superDecoder()`, or `DecodersOfKeptContainers`) is kept: it retains its settings
//   (`DecoderImpl.keepPastDecode`) and its tape copies the input (`Tape.keepInput`).
// - `KeyedEncodingContainerPool.endValue` (from `EncoderImpl.recycle`, at each value's end): a
//   box held elsewhere closes the pool, and every such box's state retains its encoder
//   (`KeyedEncodingState.retainEncoder`), which holds the writer.
// - `EncoderImpl.recycle`: an encoder referenced elsewhere keeps its coding path records.
// - `JSONWriter.withThreadCached`: a writer referenced elsewhere does not go back to its thread.

/// The standard library's boxes around FastJSON's keyed containers, one per coding-key type, kept
/// to be handed out again once their caller has let them go: the core of `KeyedContainerPool`
/// (decoding) and `KeyedEncodingContainerPool` (encoding).
///
/// Making a keyed container costs the Swift runtime more than decoding or writing a small object
/// (the generic metadata of the container and of the box around it, a witness table, an
/// allocation), while a model asks for containers of the same few key types over and over, one
/// for each object of every document it decodes or writes. `KeyedDecodingContainer` and
/// `KeyedEncodingContainer` are each one reference to their box (`add` checks it for each key
/// type, and the pool closes if it ever is not). A box the pool alone references has no
/// other user, so its container can be pointed at the next object by writing its `State` in the
/// box (`ContainerInBox`). One still in use is left alone: a key type nested in itself (a status
/// that quotes a status) gets another box for each level, up to `boxesPerKeyType`.
///
/// The state is the container's only stored property, and a pooled one holds no reference that
/// counts: the box copies the container for each non-mutating call, and a mutating call keeps a
/// class it holds alive around the call, each an atomic retain and release.
struct ContainerBoxPool<State> {
    private struct Entry {
        var box: AnyObject
        /// In the box, which the entry holds.
        let state: UnsafeMutablePointer<State>
        /// A `ContainerHandOut` of the container type the box was stored from.
        let handOut: AnyContainerHandOut
        /// The index of the key type's next box, for a container nested in this one's.
        var next: Int?
    }

    /// What the pool has for a key type.
    enum Lookup {
        /// A box nobody else holds, at `index`.
        case free(index: Int)
        /// Boxes all in use, as many as the pool keeps for a key type.
        case inUse
        /// None free, with room for one: `add` stores it, after the key type's last box (at
        /// `last`, nil when there is none yet).
        case none(last: Int?)
    }

    /// How many boxes the pool keeps for one key type: the levels of a key type nested in itself
    /// that get a pooled container; deeper ones get a container of their own.
    static var boxesPerKeyType: Int { 8 }

    /// Each key type's first index in `entries`.
    private var indexes = MetatypeTable<Int>()
    private var entries: [Entry] = []
    /// Whether containers go into the pool: not for a decoder or writer that may outlive its
    /// decode or encode, as a pooled container does not retain it.
    private(set) var isOpen: Bool

    init(isOpen: Bool) {
        self.isOpen = isOpen
    }

    @inline(__always)
    mutating func lookUp(_ keyType: Any.Type) -> Lookup {
        // A key type met for the first time gets the next index, which `add` fills right after.
        let index = indexes.value(for: keyType) { entries.count }
        guard index < entries.count else { return .none(last: nil) }
        return isHeldElsewhere(index) ? lookUpNested(after: index) : .free(index: index)
    }

    /// A free box of the key type whose first box, at `first`, is in use.
    @inline(never)
    private mutating func lookUpNested(after first: Int) -> Lookup {
        var index = first
        var count = 1
        while let next = entries[index].next {
            if !isHeldElsewhere(next) { return .free(index: next) }
            index = next
            count &+= 1
        }
        return count < Self.boxesPerKeyType ? .none(last: index) : .inUse
    }

    /// Stores the box of `container`, which wraps a `Concrete` whose state is at `state`, for the
    /// key type `lookUp` just found no free box for, after its box at `last`; returns its index,
    /// or `nil` if the box is not what the pool needs (the caller then closes the pool).
    mutating func add<Container, Concrete>(
        _ container: Container, after last: Int?, wrapping _: Concrete.Type, state: WritableKeyPath<Concrete, State>
    ) -> Int? {
        guard MemoryLayout<Container>.size == MemoryLayout<AnyObject>.size else { return nil }
        let box = unsafeBitCast(container, to: AnyObject.self)
        guard _typeName(type(of: box)).contains("ContainerBox"),
              let stored = ContainerInBox.address(of: Concrete.self, in: box)?.pointer(to: state) else { return nil }
        entries.append(Entry(box: box, state: stored, handOut: ContainerHandOut<Container>()))
        let index = entries.count - 1
        if let last { entries[last].next = index }
        return index
    }

    /// The box at `index`, as the container type it was stored from (see `ContainerHandOut`).
    @inline(__always)
    func container<Container>(at index: Int, as type: Container.Type) -> Container {
        // `unsafeDowncast` checks the hand-out's type in debug builds.
        return unsafeDowncast(entries[index].handOut, to: ContainerHandOut<Container>.self).container(entries[index].box)
    }

    /// The box at `index`.
    func box(at index: Int) -> AnyObject {
        entries[index].box
    }

    /// Whether someone besides the pool holds the box at `index`. Through the buffer: checked on
    /// `entries[index].box`, the array's accessor reads a copy, which is never the only reference.
    @inline(__always)
    mutating func isHeldElsewhere(_ index: Int) -> Bool {
        !entries.withUnsafeMutableBufferPointer { isKnownUniquelyReferenced(&$0[index].box) }
    }

    /// The state of the container in the box at `index`, which the pool alone holds: a container
    /// someone else holds reads its state through its box at any time. (`close` reaches a held
    /// box's state without this, to let it outlive the pool.)
    @inline(__always)
    mutating func state(at index: Int) -> UnsafeMutablePointer<State> {
        assert(!isHeldElsewhere(index), "a pooled container's state changed while someone else holds its box")
        return entries[index].state
    }

    /// Stops pooling, for a decoder or writer someone kept, which may make containers after its
    /// decode or encode. `retain` gives each box someone else holds what it needs to outlive it;
    /// the others go.
    mutating func close(retaining retain: (inout State) -> Void) {
        for index in entries.indices where isHeldElsewhere(index) {
            retain(&entries[index].state.pointee)
        }
        isOpen = false
        indexes = MetatypeTable()
        entries = []
    }
}
