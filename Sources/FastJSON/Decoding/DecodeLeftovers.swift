/// What one decode leaves to the next made by the same parser: the kinds of the types it met, and,
/// when nobody kept a decoder or container of it, its shared state (coding paths, key lookup hints)
/// and its tape's memory.
final class DecodeLeftovers {
    /// Which decoded types are arrays or dictionaries: a fact about the type, true in any decode.
    private var typeKinds = TypeKindCache()
    /// The shared state of the last decode, when nobody else kept it.
    private var spareState: SharedDecodeState?

    /// Decodes with `body`, given a decoder pointed at the root of `tape`, which `builder` built
    /// and takes the memory of afterwards if nothing can read it again.
    @inline(__always)
    func decode<T>(
        _ tape: Tape, builtBy builder: TapeBuilder, options: Snapshot<DecodingOptions>, _ body: (DecoderImpl) throws -> T
    ) rethrows -> T {
        let shared = spareState.take() ?? SharedDecodeState()
        shared.start(decoding: tape, keyMatching: options.value.keyMatching)
        var decoder = DecoderImpl(tape: tape, options: options, shared: shared, typeKinds: typeKinds)
        defer {
            typeKinds = decoder.typeKinds
            if isKnownUniquelyReferenced(&decoder) && !tape.mayOutliveDecode {
                // Nothing will read the tape again: its memory serves the next document.
                builder.reuseBuffers(of: tape)
                decoder.shared.end()
                spareState = decoder.shared
            } else {
                // The tape may borrow the input, valid only during the call: whatever the caller
                // may still hold (a container, a decoder) gets a copy of it first.
                tape.keepInput()
            }
        }
        return try body(decoder)
    }
}
