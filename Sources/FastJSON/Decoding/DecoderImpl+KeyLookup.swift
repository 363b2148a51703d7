/// Finding a coding key among an object's keys: a byte search of the tape, or, for objects it does
/// not fit, a table this decoder makes once per object.
extension DecoderImpl {
    /// The tape index of the value stored under `key` in the object at `objectIndex`, or `nil`: a
    /// byte search of the tape (`Tape.keyIndex(of:inObject:hint:useConverted:)`) from where the
    /// last lookup in the object ended, for small objects with ASCII keys; an `ObjectKeyIndex` made
    /// once per object for the others. Inlined into the keyed container's calls, so that the byte
    /// search is their only call.
    @inline(__always)
    func valueIndex(forKey key: String, inObject objectIndex: Int, useConverted: Bool) -> Int? {
        let object = tape[objectIndex]
        guard object.count > 0 else { return nil }
        if object.count > RepeatedKeyDetector.trackedMemberLimit || object.flags.contains(.hasNonASCIIKeys) {
            return indexedValueIndex(forKey: key, inObject: objectIndex, useConverted: useConverted)
        }
        if let found = tape.keyIndex(
            of: key, inObject: objectIndex, hint: shared.lookupHints.hint(forObjectAt: objectIndex), useConverted: useConverted) {
            return found &+ 1
        }
        if !Self.isASCII(key) {
            // A non-ASCII coding key may still equal an ASCII JSON key canonically.
            return indexedValueIndex(forKey: key, inObject: objectIndex, useConverted: useConverted)
        }
        return nil
    }

    /// Whether a coding key is all ASCII, a word at a time: a miss asks it of every key it misses,
    /// and `allSatisfy` over the UTF-8 view cost twitter.json 0.2 M instructions per decode.
    private static func isASCII(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { ASCII.isASCII(UnsafeRawBufferPointer($0)) }
    }

    private func indexedValueIndex(forKey key: String, inObject objectIndex: Int, useConverted: Bool) -> Int? {
        let cacheKey = useConverted ? ~objectIndex : objectIndex
        if let index = objectKeyIndexes[cacheKey] {
            return index.valueIndexes[key]
        }
        let index = ObjectKeyIndex(tape: tape, objectIndex: objectIndex) { tape.keyName($0, useConverted: useConverted) }
        objectKeyIndexes[cacheKey] = index
        return index.valueIndexes[key]
    }
}
