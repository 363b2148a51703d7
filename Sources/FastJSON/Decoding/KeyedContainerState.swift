/// What a keyed decoding container reads from: its decoder, its object and its coding path.
///
/// Held in the container itself, so in the standard library's box around it, which copies the
/// container for every call (`decode(_:forKey:)` is not mutating). Everything but `retainedImpl`
/// is copied as plain bits, and that is nil in a pooled container: a copy costs no atomic retain
/// and release (twitter.json: 13,000 pairs a decode, when the container held a class). To point a
/// pooled container at another object, `KeyedContainerPool` writes its state in the box
/// (`ContainerInBox`).
struct KeyedContainerState {
    /// The decoder that made the container. Unretained: a pooled container lives in its
    /// decoder's pool, and its decode holds the decoder while the container is handed out.
    let unretainedImpl: Unmanaged<DecoderImpl>
    /// The tape index of the object.
    var objectIndex: Int
    var decodingPath: CodingPath
    /// `impl`, retained, when the container may outlive its decode: one made outside the pool,
    /// or a pooled one its caller kept past the decode (`KeyedContainerPool.retainDecoderInKeptContainers`).
    private(set) var retainedImpl: DecoderImpl?

    init(impl: DecoderImpl, objectIndex: Int, decodingPath: CodingPath, retainsImpl: Bool) {
        unretainedImpl = Unmanaged.passUnretained(impl)
        self.objectIndex = objectIndex
        self.decodingPath = decodingPath
        retainedImpl = retainsImpl ? impl : nil
    }

    /// Makes the container hold its decoder, for when it outlives the decode's reference.
    mutating func retainImpl() {
        retainedImpl = unretainedImpl.takeUnretainedValue()
    }
}
