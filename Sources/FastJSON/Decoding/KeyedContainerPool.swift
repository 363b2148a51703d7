/// Keyed decoding containers, one per coding-key type, that a decoder hands out again once their
/// caller has let them go. Making a container costs the Swift runtime about a thousand
/// instructions (the generic metadata of the container and of the standard library's box around
/// it, a witness table, an allocation), more than decoding a small object, while a model asks for
/// containers of the same few key types over and over: 10,937 of them per citm_catalog.json.
///
/// The pool keeps each container as its box: `KeyedDecodingContainer` is one reference to the
/// standard library's box around the concrete container, which `isOneBoxReference` checks for
/// each key type (the pool closes if it ever is not). A box the pool alone references has no other
/// user, so it can be pointed at the next object; one still in use (a key type nested in itself)
/// is left alone, and the decoder makes a container outside the pool.
struct KeyedContainerPool {
    private struct Entry {
        var box: AnyObject
        let position: KeyedContainerPosition
        /// The last decode (`decodeCount`) that handed the container out.
        var lastHandedOut: Int
    }

    /// Each key type's index in `entries`.
    private var indexes = MetatypeTable<Int>()
    private var entries: [Entry] = []
    /// The entries handed out during this decode, each once: the ones its end checks.
    private var handedOut: [Int] = []
    /// The decodes that handed a container out, counted.
    private var decodeCount = 0
    /// Whether containers go into the pool: not for a decoder that may outlive its decode
    /// (`DecoderImpl.makeSubdecoder`, or a kept one), as a pooled container does not retain it.
    private var isOpen: Bool

    init(isOpen: Bool) {
        self.isOpen = isOpen
    }

    /// A container of `Key`s over the object at `objectIndex`: the pool's own when nobody else
    /// holds it, else a new one that retains `impl`.
    mutating func container<Key: CodingKey>(
        keyedBy type: Key.Type, impl: DecoderImpl, objectIndex: Int, decodingPath: CodingPath
    ) -> KeyedDecodingContainer<Key> {
        guard isOpen else {
            return Self.makeContainer(
                position: KeyedContainerPosition(impl: impl, objectIndex: objectIndex, decodingPath: decodingPath, retainsImpl: true))
        }
        // A key type met for the first time gets the next index, and its entry right below.
        let index = indexes.value(for: type) { entries.count }
        if index < entries.count {
            if isOnlyInPool(index) {
                if entries[index].lastHandedOut != decodeCount {
                    entries[index].lastHandedOut = decodeCount
                    handedOut.append(index)
                }
                let position = entries[index].position
                position.objectIndex = objectIndex
                position.decodingPath = decodingPath
                return unsafeBitCast(entries[index].box, to: KeyedDecodingContainer<Key>.self)
            }
            return Self.makeContainer(
                position: KeyedContainerPosition(impl: impl, objectIndex: objectIndex, decodingPath: decodingPath, retainsImpl: true))
        }
        let position = KeyedContainerPosition(impl: impl, objectIndex: objectIndex, decodingPath: decodingPath, retainsImpl: false)
        let container: KeyedDecodingContainer<Key> = Self.makeContainer(position: position)
        guard Self.isOneBoxReference(container) else {
            position.retainedImpl = impl
            close()
            return container
        }
        handedOut.append(entries.count)
        entries.append(Entry(box: unsafeBitCast(container, to: AnyObject.self), position: position, lastHandedOut: decodeCount))
        return container
    }

    static func makeContainer<Key: CodingKey>(position: KeyedContainerPosition) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(JSONKeyedDecodingContainer<Key>(position: position))
    }

    /// Ends a decode: gives each container that someone besides the pool still holds a reference
    /// to its decoder, which it may need once the decode's own is gone.
    mutating func retainDecoderInKeptContainers() {
        guard !handedOut.isEmpty else { return }
        for index in handedOut where !isOnlyInPool(index) {
            retainDecoder(in: index)
        }
        handedOut.removeAll(keepingCapacity: true)
        decodeCount &+= 1
    }

    /// Stops pooling, for a decoder someone kept and may ask for containers after its decode. The
    /// containers someone else holds retain the decoder from now on; the others go.
    mutating func close() {
        for index in entries.indices where !isOnlyInPool(index) {
            retainDecoder(in: index)
        }
        isOpen = false
        indexes = MetatypeTable()
        entries = []
        handedOut = []
    }

    /// Whether nobody but the pool holds the container at `index`. Through the buffer: checked on
    /// `entries[index].box`, the array's accessor reads a copy, which is never the only reference.
    private mutating func isOnlyInPool(_ index: Int) -> Bool {
        entries.withUnsafeMutableBufferPointer { isKnownUniquelyReferenced(&$0[index].box) }
    }

    /// Whether `container` is, as the pool needs, one reference to the standard library's box (the
    /// only stored property of `KeyedDecodingContainer` since Swift 4). Asked once per key type.
    private static func isOneBoxReference<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>) -> Bool {
        MemoryLayout<KeyedDecodingContainer<Key>>.size == MemoryLayout<AnyObject>.size
            && _typeName(type(of: unsafeBitCast(container, to: AnyObject.self))).contains("KeyedDecodingContainerBox")
    }

    private func retainDecoder(in index: Int) {
        let position = entries[index].position
        position.retainedImpl = position.unretainedImpl.takeUnretainedValue()
    }
}
