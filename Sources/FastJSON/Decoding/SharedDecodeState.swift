/// The state of one decode that all its decoders share, the root's and those made for
/// `superDecoder()`: the records behind its coding paths, where each object's last key lookup
/// ended, and under `.convertFromSnakeCase` its keys' converted names. One object, so that a
/// decode retains and releases one; `DecodeLeftovers` hands it to the next decode when nobody kept
/// a decoder or container of this one.
final class SharedDecodeState {
    // Unchecked, as the decoder's own state: a decode runs on one thread and no access spans a
    // call that could reach them again, and a check on every access is measurable on a decode.
    @exclusivity(unchecked) var paths = CodingPathArena()
    @exclusivity(unchecked) var lookupHints = KeyLookupHints()
    /// Made by the first decode that converts keys, and then never replaced: decoders and
    /// containers point to it unretained (`UnretainedConvertedKeyNames`) for as long as they hold
    /// this state.
    @exclusivity(unchecked) private var convertedKeyNamesOnce = SetOnce<ConvertedKeyNames>()
    var convertedKeyNames: ConvertedKeyNames? { convertedKeyNamesOnce.object }

    /// The memory kept between decodes, in bytes.
    var retainedBytes: Int { paths.retainedBytes &+ lookupHints.retainedBytes &+ (convertedKeyNames?.retainedBytes ?? 0) }

    /// Readies the state for a decode of `tape`: no hint yet, and room for one per entry.
    @inline(__always)
    func start(decoding tape: Tape, keyMatching: KeyMatching) {
        lookupHints.reset(forEntryCount: tape.count)
        if keyMatching == .convertedKeys {
            if convertedKeyNames == nil { convertedKeyNamesOnce.set(ConvertedKeyNames()) }
            convertedKeyNames.unsafelyUnwrapped.start(forEntryCount: tape.count)
        }
    }

    /// Ends a decode whose decoders nobody kept: the keys its paths hold, and memory too large to
    /// keep, are released now, not when the next decode starts.
    @inline(__always)
    func end() {
        paths.removeAll()
        lookupHints.releaseIfLarge()
        convertedKeyNames?.end()
    }
}
