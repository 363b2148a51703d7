/// What a keyed decoding container reads from: its decoder, its object and its coding path. A
/// class, so that `KeyedContainerPool` can point a container it hands out again at another object
/// (the standard library's box around a container cannot be changed from outside).
final class KeyedContainerPosition {
    /// The decoder that made the container. Unretained: a pooled container lives in its
    /// decoder's pool, and its decode holds the decoder while the container is handed out.
    let unretainedImpl: Unmanaged<DecoderImpl>
    // Unchecked, as no access overlaps another (one decode, on one thread, at a time) and the
    // runtime check would cost one per decoded value.
    /// The tape index of the object.
    @exclusivity(unchecked) var objectIndex: Int
    @exclusivity(unchecked) var decodingPath: CodingPath
    /// `impl`, retained, when the container may outlive its decode: one made outside the pool,
    /// or a pooled one its caller kept past the decode (`KeyedContainerPool.retainDecoderInKeptContainers`).
    @exclusivity(unchecked) var retainedImpl: DecoderImpl?

    init(impl: DecoderImpl, objectIndex: Int, decodingPath: CodingPath, retainsImpl: Bool) {
        unretainedImpl = Unmanaged.passUnretained(impl)
        self.objectIndex = objectIndex
        self.decodingPath = decodingPath
        retainedImpl = retainsImpl ? impl : nil
    }

    /// Makes the container hold its decoder, for when it outlives the decode's reference.
    func retainImpl() {
        retainedImpl = unretainedImpl.takeUnretainedValue()
    }
}
