/// The keyed containers a writer hands out again once their caller has let them go (see
/// `ContainerBoxPool`): those an encoder makes for its own value (`EncoderImpl.container(keyedBy:)`).
/// Each value's end checks the containers handed out while it was written: one someone kept
/// retains its encoder and writer from then on, and the pool closes for the rest of the encode.
struct KeyedEncodingContainerPool {
    private var boxes = ContainerBoxPool<KeyedEncodingState>(isOpen: true)
    /// The boxes handed out during the values being written, the innermost value's last.
    private var handedOut = HandedOutBoxes()

    /// Where the boxes handed out from now on begin in `handedOut`: taken when a value starts, and
    /// given to `endValue` when it ends.
    var mark: Int { handedOut.count }

    /// A container of `Key`s over `frame`: the pool's own when nobody else holds it, else a new
    /// one that retains `encoder` and `writer`.
    ///
    /// Only a free box is handed out here: everything else is out of line, as a container made
    /// here would make every call look up the container type's metadata (see `ContainerHandOut`).
    mutating func container<Key: CodingKey>(
        keyedBy type: Key.Type, encoder: EncoderImpl, frame: FrameHandle, path: CodingPath, writer: JSONWriter
    ) -> KeyedEncodingContainer<Key> {
        let lookup = boxes.isOpen ? boxes.lookUp(type) : .inUse
        guard case .free(let index) = lookup else {
            return container(keyedBy: type, after: lookup, encoder: encoder, frame: frame, path: path, writer: writer)
        }
        handedOut.append(index)
        let state = boxes.state(at: index)
        state.pointee.unretainedEncoder = UnretainedReference(encoder)
        state.pointee.frame = frame
        state.pointee.path = path
        return boxes.container(at: index, as: KeyedEncodingContainer<Key>.self)
    }

    /// A container of `Key`s when the pool has no free box for them: a new box for the pool if it
    /// has room for one, else a container outside it.
    @inline(never)
    private mutating func container<Key: CodingKey>(
        keyedBy type: Key.Type, after lookup: ContainerBoxPool<KeyedEncodingState>.Lookup,
        encoder: EncoderImpl, frame: FrameHandle, path: CodingPath, writer: JSONWriter
    ) -> KeyedEncodingContainer<Key> {
        guard case .none(let last) = lookup else {
            return Self.makeContainer(encoder: encoder, frame: frame, path: path, writer: writer)
        }
        let state = KeyedEncodingState(encoder: encoder, frame: frame, path: path, writer: writer, retains: false)
        let container = KeyedEncodingContainer(JSONKeyedEncodingContainer<Key>(state: state))
        guard let index = boxes.add(container, after: last, wrapping: JSONKeyedEncodingContainer<Key>.self, state: \.state) else {
            close()
            return Self.makeContainer(encoder: encoder, frame: frame, path: path, writer: writer)
        }
        handedOut.append(index)
        return container
    }

    /// A container outside the pool, which retains its encoder and writer.
    static func makeContainer<Key: CodingKey>(
        encoder: EncoderImpl, frame: FrameHandle, path: CodingPath, writer: JSONWriter
    ) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(JSONKeyedEncodingContainer<Key>(
            state: KeyedEncodingState(encoder: encoder, frame: frame, path: path, writer: writer, retains: true)))
    }

    /// Ends a value whose writing began at `mark`: if someone still holds a container handed out
    /// since, the pool closes, and every container held elsewhere keeps its encoder and writer.
    mutating func endValue(since mark: Int) {
        guard handedOut.count > mark else { return }
        for position in mark..<handedOut.count where boxes.isHeldElsewhere(handedOut[position]) {
            close()
            return
        }
        handedOut.truncate(to: mark)
    }

    /// Stops pooling for the rest of the encode (the writer is not kept after it, as the kept
    /// containers hold it).
    private mutating func close() {
        boxes.close(retaining: { $0.retainEncoder() })
        handedOut = HandedOutBoxes()
    }
}
