/// The state of one decode that all its decoders share, the root's and those made for
/// `superDecoder()`: the records behind its coding paths and where each object's last key lookup
/// ended. One object, so that a decode retains and releases one; `DecodeLeftovers` hands it to the
/// next decode when nobody kept a decoder or container of this one.
final class SharedDecodeState {
    // Unchecked, as the decoder's own state: a decode runs on one thread and no access spans a
    // call that could reach them again. Checked, twitter's decode took 36.11M instructions
    // instead of 35.90M (callgrind per call, when the arena was its own class).
    @exclusivity(unchecked) var paths = DecodingPathArena()
    @exclusivity(unchecked) var lookupHints = KeyLookupHints()

    /// Readies the state for a decode of `tape`: no hint yet, and room for one per entry.
    @inline(__always)
    func start(decoding tape: Tape) {
        lookupHints.reset(forEntryCount: tape.count)
    }

    /// Ends a decode whose decoders nobody kept: the keys its paths hold, and memory too large to
    /// keep, are released now, not when the next decode starts.
    @inline(__always)
    func end() {
        paths.removeAll()
        lookupHints.releaseIfLarge()
    }
}
