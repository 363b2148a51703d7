/// The keyed containers a decoder hands out again once their caller has let them go (see
/// `ContainerBoxPool`), and which of them the current decode handed out: at its end, the decoder
/// learns which someone kept, as they read it after the decode's own reference is gone (a pooled
/// container does not retain it: see `DecodersOfKeptContainers`).
struct KeyedContainerPool {
    private var boxes: ContainerBoxPool<KeyedContainerState>
    /// The boxes handed out during this decode, each once: the ones its end checks.
    private var handedOut = HandedOutBoxes()
    /// When each box was last handed out, in decodes (`decodeCount`), to list it once.
    private var lastHandedOut: [Int] = []
    /// The decodes that handed a container out, counted.
    private var decodeCount = 0
    /// Each box's key type's `stringValue` cache, nil for a key type it does not take; shared by
    /// the boxes of a key type. Kept until the decoder goes, as a container in use may point to
    /// one when the pool closes.
    private var keyStringCaches: [KeyStringValueCache?] = []

    init(isOpen: Bool) {
        boxes = ContainerBoxPool(isOpen: isOpen)
    }

    /// A container of `Key`s over the object at `objectIndex`: the pool's own when nobody else
    /// holds it, else a new one that retains `impl`.
    ///
    /// Only a free box is handed out here: everything else is out of line, as a container made
    /// here would make every call look up the container type's metadata (see `ContainerHandOut`).
    mutating func container<Key: CodingKey>(
        keyedBy type: Key.Type, impl: DecoderImpl, objectIndex: Int, decodingPath: CodingPath
    ) -> KeyedDecodingContainer<Key> {
        let lookup = boxes.isOpen ? boxes.lookUp(type) : .inUse
        guard case .free(let index) = lookup else {
            return container(keyedBy: type, after: lookup, impl: impl, objectIndex: objectIndex, decodingPath: decodingPath)
        }
        let state = boxes.state(at: index)
        if lastHandedOut[index] != decodeCount {
            lastHandedOut[index] = decodeCount
            handedOut.append(index)
            // A box's first object in a decode asks its keys; from its second on, the key type's
            // cache keeps what they say. Keeping costs more than asking, which keys read once per
            // decode, as a small document's, would pay for nothing.
            state.pointee.keyStrings = nil
        } else if state.pointee.keyStrings == nil, let cache = keyStringCaches[index] {
            cache.start(decode: decodeCount)
            state.pointee.keyStrings = UnretainedReference(cache)
        }
        state.pointee.objectIndex = objectIndex
        state.pointee.decodingPath = decodingPath
        return boxes.container(at: index, as: KeyedDecodingContainer<Key>.self)
    }

    /// A container of `Key`s when the pool has no free box for them: a new box for the pool if it
    /// has room for one, else a container outside it.
    @inline(never)
    private mutating func container<Key: CodingKey>(
        keyedBy type: Key.Type, after lookup: ContainerBoxPool<KeyedContainerState>.Lookup, impl: DecoderImpl,
        objectIndex: Int, decodingPath: CodingPath
    ) -> KeyedDecodingContainer<Key> {
        guard case .none(let last) = lookup else {
            return Self.makeContainer(impl: impl, objectIndex: objectIndex, decodingPath: decodingPath)
        }
        let state = KeyedContainerState(impl: impl, objectIndex: objectIndex, decodingPath: decodingPath)
        let container = KeyedDecodingContainer(JSONKeyedDecodingContainer<Key>(state: state))
        guard let index = boxes.add(container, after: last, wrapping: JSONKeyedDecodingContainer<Key>.self, state: \.state) else {
            close(decoder: impl)
            return Self.makeContainer(impl: impl, objectIndex: objectIndex, decodingPath: decodingPath)
        }
        handedOut.append(index)
        lastHandedOut.append(decodeCount)
        keyStringCaches.append(last.map { keyStringCaches[$0] } ?? (KeyStringValueCache.canCache(type) ? KeyStringValueCache(for: type) : nil))
        return container
    }

    /// A container outside the pool, which retains its decoder.
    static func makeContainer<Key: CodingKey>(impl: DecoderImpl, objectIndex: Int, decodingPath: CodingPath) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RetainingKeyedDecodingContainer<Key>(impl: impl, objectIndex: objectIndex, decodingPath: decodingPath))
    }

    /// Ends a decode: the boxes of the containers it handed out that someone besides the pool
    /// still holds, which read the decoder after the decode.
    @inline(__always)
    mutating func endDecode() -> [AnyObject] {
        handedOut.count == 0 ? [] : keptBoxes()
    }

    @inline(never)
    private mutating func keptBoxes() -> [AnyObject] {
        var kept: [AnyObject] = []
        for position in 0..<handedOut.count where boxes.isHeldElsewhere(handedOut[position]) {
            kept.append(boxes.box(at: handedOut[position]))
        }
        handedOut.truncate(to: 0)
        decodeCount &+= 1
        return kept
    }

    /// Stops pooling, for `decoder`, which someone kept and may ask for containers after its
    /// decode, or whose pool found a box it cannot use. A box someone else holds that the current
    /// decode handed out (a close during a decode) gets the decoder held for it as at a decode's
    /// end; the others were found by the end of theirs.
    mutating func close(decoder: DecoderImpl) {
        let kept = endDecode()
        if !kept.isEmpty { DecodersOfKeptContainers.shared.hold(decoder, whileAnyLives: kept) }
        // A kept container may be used on another thread, after the decode: it asks its keys.
        boxes.close(retaining: { $0.keyStrings = nil })
        handedOut = HandedOutBoxes()
        lastHandedOut = []
    }
}
