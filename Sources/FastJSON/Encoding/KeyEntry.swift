/// Where one key of an open object was written, for sorting and for the last-value-wins rule.
struct KeyEntry {
    /// The opening quote of the key, and just past its closing quote.
    var keyStart: Int
    var keyEnd: Int
    /// The key's length and three of its bytes (see `JSONWriter.keyFingerprint`), so that looking
    /// for a repeated key reads the keys of only the entries that match it.
    let fingerprint: UInt32
    /// The first eight bytes of an unescaped key, big-endian and zero-padded, so that most sort
    /// comparisons are one integer comparison; computed when the object closes.
    var sortPrefix: UInt64 = 0
    /// The key holds escapes, so its written bytes do not sort like its text.
    var isEscaped: Bool
    /// A later entry has the same key.
    var isDead = false
    /// The container written as the entry's value in the running scope, if any: a nested container,
    /// a `superEncoder` placeholder or a written value adopted as a container; `.unknown` for an
    /// entry read back from the buffer.
    var valueFrame = FrameHandle.dropped
}
