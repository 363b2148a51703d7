/// What a keyed encoding container writes through: its encoder and writer, its frame and its
/// coding path.
///
/// Held in the container itself, so in the standard library's box around it. Everything but
/// `retainedEncoder` is plain bits, and that is nil in a pooled container: a mutating call keeps
/// any class the container holds alive around it, so a pooled container's calls, made for every
/// member written, cost no atomic retain and release. To point a pooled container at another
/// object, `KeyedEncodingContainerPool` writes its state in the box (`ContainerInBox`).
struct KeyedEncodingState {
    /// The encoder of the value the container belongs to. Unretained: the encode holds it while
    /// its value is written, and a container kept past that retains it (`retainEncoder`).
    var unretainedEncoder: UnretainedReference<EncoderImpl>
    /// The writer, unretained for the same reason; its pool holds the pooled containers, and a
    /// retained encoder holds it.
    let unretainedWriter: UnretainedReference<JSONWriter>
    var frame: FrameHandle
    /// The container's path in the writer's `paths`: the encoder's, or below it for a nested
    /// container.
    var path: CodingPath
    private(set) var retainedEncoder: EncoderImpl?

    /// A state that retains `encoder`, and so `writer` (`retains`), for a container outside the
    /// pool, or that leaves them to the encode.
    init(encoder: EncoderImpl, frame: FrameHandle, path: CodingPath, writer: JSONWriter, retains: Bool) {
        unretainedEncoder = UnretainedReference(encoder)
        unretainedWriter = UnretainedReference(writer)
        self.frame = frame
        self.path = path
        if retains { retainEncoder() }
    }

    /// Makes the container hold its encoder, and through it the writer, for when it outlives its
    /// value's encode: the encoder is then not recycled for another value, nor the writer kept for
    /// another encode (a write through the container would land there).
    mutating func retainEncoder() {
        retainedEncoder = unretainedEncoder.retained()
    }
}
