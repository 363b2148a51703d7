/// What one decode leaves to the next made by the same parser: the kinds of the types it met, and,
/// when nobody kept a decoder or container of it, its tape's memory and its decoder (with its
/// tape, which the builder fills again, and its shared state of coding paths and key lookup hints),
/// or that shared state alone.
final class DecodeLeftovers {
    /// Whether the next decode's tape is this decode's filled again (whole documents), so that its
    /// decoder can serve; a stream builds each element's tape before it decodes the first, and
    /// keeps the shared state only.
    private let keepsDecoder: Bool
    /// The decoder of the last decode, when nobody else kept it.
    private var spareDecoder: DecoderImpl?
    /// The shared state of the last decode, when nobody else kept it and its decoder is not kept.
    private var spareState: SharedDecodeState?
    /// Which decoded types are arrays or dictionaries (a fact about the type, true in any decode),
    /// for a new decoder.
    private var typeKinds = TypeKindCache()

    init(keepsDecoder: Bool) {
        self.keepsDecoder = keepsDecoder
    }

    /// Decodes with `body`, given a decoder pointed at the root of `tape`, which `builder` built
    /// and takes the memory of afterwards if nothing can read it again.
    @inline(__always)
    func decode<T>(
        _ tape: Tape, builtBy builder: TapeBuilder, options: Snapshot<DecodingOptions>, _ body: (DecoderImpl) throws -> T
    ) rethrows -> T {
        var decoder = makeDecoder(for: tape, options: options)
        defer {
            if isKnownUniquelyReferenced(&decoder) && !tape.mayOutliveDecode {
                // Nothing will read the tape again: it and its memory serve the next document.
                builder.reuseBuffers(of: tape)
                if keepsDecoder {
                    decoder.end()
                    spareDecoder = decoder
                } else {
                    typeKinds = decoder.typeKinds
                    decoder.shared.end()
                    spareState = decoder.shared
                }
            } else {
                typeKinds = decoder.typeKinds
                // The tape may borrow the input, valid only during the call: whatever the caller
                // may still hold (a container, a decoder) gets a copy of it first.
                tape.keepInput()
            }
        }
        return try body(decoder)
    }

    /// The spare decoder when `tape` is its tape filled again; otherwise a new decoder, with the
    /// spare shared state if there is one.
    @inline(__always)
    private func makeDecoder(for tape: Tape, options: Snapshot<DecodingOptions>) -> DecoderImpl {
        if let spare = spareDecoder.take() {
            if spare.tape === tape {
                spare.restart(options: options)
                return spare
            }
            // Another builder's tape (a parse retried on a new parser, or a tape built alone).
            typeKinds = spare.typeKinds
            spareState = spare.shared
        }
        let shared = spareState.take() ?? SharedDecodeState()
        shared.start(decoding: tape, keyMatching: options.value.keyMatching)
        return DecoderImpl(tape: tape, options: options, shared: shared, typeKinds: typeKinds)
    }
}
