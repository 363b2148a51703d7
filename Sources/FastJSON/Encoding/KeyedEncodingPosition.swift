/// What a keyed encoding container writes through: its encoder and writer, its frame and its
/// coding path. A class, so that `KeyedEncodingContainerPool` can point a container it hands out
/// again at another object (the standard library's box around a container cannot be changed from
/// outside).
final class KeyedEncodingPosition {
    // Unchecked, as no access overlaps another (one encode, on one thread, at a time) and the
    // runtime check would cost one per written value.
    /// The encoder of the value the container belongs to. Unretained: the encode holds it while
    /// its value is written, and a container kept past that retains it (`retainEncoder`).
    @exclusivity(unchecked) var unretainedEncoder: Unmanaged<EncoderImpl>
    /// The writer, unretained for the same reason; its pool holds the pooled containers, and a
    /// retained encoder holds it.
    let unretainedWriter: Unmanaged<JSONWriter>
    @exclusivity(unchecked) var frame: FrameHandle
    /// The container's path in the writer's `paths`: the encoder's, or below it for a nested
    /// container.
    @exclusivity(unchecked) var path: CodingPath
    @exclusivity(unchecked) private var retainedEncoder: EncoderImpl?

    /// A position that retains `encoder`, and so `writer` (`retains`), for a container outside the
    /// pool, or that leaves them to the encode.
    init(encoder: EncoderImpl, frame: FrameHandle, path: CodingPath, writer: JSONWriter, retains: Bool) {
        unretainedEncoder = Unmanaged.passUnretained(encoder)
        unretainedWriter = Unmanaged.passUnretained(writer)
        self.frame = frame
        self.path = path
        if retains { retainEncoder() }
    }

    /// Makes the container hold its encoder, and through it the writer, for when it outlives its
    /// value's encode: the encoder is then not recycled for another value, nor the writer kept for
    /// another encode (a write through the container would land there).
    func retainEncoder() {
        retainedEncoder = unretainedEncoder.takeUnretainedValue()
    }
}
