/// What one decode leaves to the next made by the same parser: the kinds of the types it met, and,
/// when nobody kept a decoder or container of it, its decoder (with its tape and its shared state
/// of coding paths and key lookup hints) and its tape's memory.
final class DecodeLeftovers {
    /// The decoder of the last decode, when nobody else kept it.
    private var spareDecoder: DecoderImpl?
    /// Which decoded types are arrays or dictionaries (a fact about the type, true in any decode),
    /// for a new decoder.
    private var typeKinds = TypeKindCache()

    /// The memory the spare decoder's state keeps between decodes, in bytes.
    var retainedBytes: Int { spareDecoder?.shared.retainedBytes ?? 0 }

    /// Decodes with `body`, given a decoder pointed at the root of `tape`, which `builder` built
    /// and takes back afterwards, with its memory, if nothing can read it again. The decoder may
    /// read the document from a tape of its own, into which `tape`'s buffers move.
    @inline(__always)
    func decode<T>(
        _ tape: consuming Tape, builtBy builder: TapeBuilder, options: Snapshot<DecodingOptions>,
        _ body: (DecoderImpl) throws -> T
    ) rethrows -> T {
        let decoder = makeDecoder(for: tape, options: options)
        let result: T
        do {
            result = try body(decoder)
        } catch {
            finish(consume decoder, tape: consume tape, builder: builder)
            throw error
        }
        finish(consume decoder, tape: consume tape, builder: builder)
        return result
    }

    /// Keeps `decoder` and gives its tape back to `builder` when nothing will read them again;
    /// otherwise lets the caller's copies (a kept decoder or container, or a kept `superDecoder()`)
    /// have them. The decoder is moved into `spareDecoder`, not copied: a copy costs a retain and
    /// a release per decode. So is `tape`, the caller's reference to the tape it passed, into the
    /// builder when the decoder read that tape.
    @inline(__always)
    private func finish(_ decoder: consuming DecoderImpl, tape: consuming Tape, builder: TapeBuilder) {
        decoder.holdForKeptContainers()
        // Asked after the kept containers took theirs.
        let isKept = !isKnownUniquelyReferenced(&decoder)
        if !isKept && !decoder.tape.mayOutliveDecode {
            // Nothing will read the tape again: it and its memory serve the next document.
            if decoder.tape === tape {
                builder.reuseBuffers(of: tape)
            } else {
                // A stream's element, whose buffers moved into the decoder's own tape.
                builder.reuseBuffers(of: decoder.tape)
                builder.reuseEmptiedTape(tape)
            }
            decoder.end()
            spareDecoder = consume decoder
        } else {
            decoder.keepPastDecode()
            typeKinds = decoder.typeKinds
            // The tape may borrow the input, valid only during the call: whatever the caller
            // may still hold (a container, a decoder) gets a copy of it first.
            decoder.tape.keepInput()
        }
    }

    /// The spare decoder, with `tape`'s document: its own tape filled again by the builder (a
    /// whole document), or `tape`'s buffers moved into it (a stream's elements, whose tapes are
    /// all built before the first is decoded). A new decoder when there is no spare.
    @inline(__always)
    private func makeDecoder(for tape: Tape, options: Snapshot<DecodingOptions>) -> DecoderImpl {
        if let spare = spareDecoder.take() {
            if spare.tape === tape {
                spare.restart(options: options)
                return spare
            }
            // Unless the builder handed the spare's tape to someone since (`TapeBuilder.buildTape`).
            if !spare.tape.holdsBuffers {
                // Read before the buffers move: `RawJSON` reads the document from the spare's tape.
                let document = tape.document
                if let buffers = tape.giveBackBuffers() {
                    spare.tape.hold(buffers)
                    if let document { spare.tape.noteDocument(document) }
                    spare.restart(options: options)
                    return spare
                }
            }
            typeKinds = spare.typeKinds
        }
        let shared = SharedDecodeState()
        shared.start(decoding: tape, keyMatching: options.value.keyMatching)
        return DecoderImpl(
            tape: tape, options: options, shared: shared, typeKinds: typeKinds, poolsKeyedContainers: true, retainsSettings: false)
    }
}
