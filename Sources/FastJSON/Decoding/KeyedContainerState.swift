/// What a keyed decoding container reads from: its decoder, its object and its coding path.
///
/// Held in the container itself, so in the standard library's box around it, which copies the
/// container for every call (`decode(_:forKey:)` is not mutating). It is plain bits, so these
/// copies call nothing in the runtime. To point a pooled container at another object,
/// `KeyedContainerPool` writes its state in the box (`ContainerInBox`).
struct KeyedContainerState {
    /// The decoder that made the container, unretained: a pooled container's decode, then
    /// `DecodersOfKeptContainers`, holds it; any other is inside a `RetainingKeyedDecodingContainer`.
    let unretainedImpl: UnretainedReference<DecoderImpl>
    /// The tape index of the object.
    var objectIndex: Int
    /// The key type's `stringValue`s, read once per decode, for a pooled container of a key type
    /// that `KeyStringValueCache` takes, from its second object in the decode; held by the pool.
    var keyStrings: UnretainedReference<KeyStringValueCache>?
    var decodingPath: CodingPath

    init(impl: DecoderImpl, objectIndex: Int, decodingPath: CodingPath) {
        unretainedImpl = UnretainedReference(impl)
        self.objectIndex = objectIndex
        self.decodingPath = decodingPath
    }
}
