/// A second spelling of object keys, recorded beside them while the tape is built so that key
/// lookups can match it instead of the key's own bytes. The tape's client supplies it (a decoder's
/// key strategy); the tape only stores the result, and knows nothing of how it was made.
///
/// Class-bound: the builder asks whether it has one on every key, and for a reference that costs a
/// pointer test where an opaque value would be copied out first.
protocol TapeKeyConversion: AnyObject {
    /// The index in `convertedKeys` of `key` converted (appended there the first time), or
    /// `TapeEntry.unconvertedKey` when conversion leaves it unchanged.
    func convertedIndex(of key: UnsafeRawBufferPointer, convertedKeys: inout ConvertedKeys) -> UInt32
}
