/// Finding a coding key among an object's keys: a byte search of the tape, or, for objects it does
/// not fit, a table this decoder makes once per object.
extension DecoderImpl {
    /// The tape index of the value stored under `key` in the object at `objectIndex`, or `nil`,
    /// matching `names` (the JSON keys, or the names a key strategy gave them). A byte search
    /// (`KeySearch`) from where the last lookup in the object ended, for small objects with ASCII
    /// keys; an `ObjectKeyIndex` made once per object for the others. Inlined into the keyed
    /// container's calls, so that the byte search is their only call.
    @inline(__always)
    func valueIndex(forKey key: String, inObject objectIndex: Int, names: some KeyNames, namesMayRepeat: Bool) -> Int? {
        let object = tape[objectIndex]
        guard object.count > 0 else { return nil }
        if object.count > RepeatedKeyDetector.trackedMemberLimit || object.flags.contains(.hasNonASCIIKeys) {
            return indexedValueIndex(forKey: key, inObject: objectIndex, names: names)
        }
        if let found = KeySearch.keyIndex(
            of: key, inObject: objectIndex, of: tape, hint: shared.lookupHints.hint(forObjectAt: objectIndex),
            findsFirst: namesMayRepeat || object.flags.contains(.mayRepeatKeys), names: names) {
            return found &+ 1
        }
        if !Self.isASCII(key) {
            // A non-ASCII coding key may still equal an ASCII JSON key canonically.
            return indexedValueIndex(forKey: key, inObject: objectIndex, names: names)
        }
        return nil
    }

    /// Whether a coding key is all ASCII, a word at a time: a miss asks it of every key it misses,
    /// and `allSatisfy` over the UTF-8 view cost twitter.json 0.2 M instructions per decode.
    private static func isASCII(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { ASCII.isASCII(UnsafeRawBufferPointer($0)) }
    }

    private func indexedValueIndex(forKey key: String, inObject objectIndex: Int, names: some KeyNames) -> Int? {
        // A decode matches keys one way, so the object's index alone identifies its table.
        if let index = objectKeyIndexes[objectIndex] {
            return index.valueIndexes[key]
        }
        let index = ObjectKeyIndex(tape: tape, objectIndex: objectIndex) { names.name(ofKeyAt: $0, in: tape) }
        objectKeyIndexes[objectIndex] = index
        return index.valueIndexes[key]
    }

    /// The names of the keys of the object at `objectIndex`, in document order, as `names` gives them.
    func keyNames(ofObjectAt objectIndex: Int, names: some KeyNames) -> [String] {
        let object = tape[objectIndex]
        var result: [String] = []
        result.reserveCapacity(Int(object.count))
        var keyIndex = objectIndex &+ 1
        let end = Int(object.end)
        while keyIndex < end {
            result.append(names.name(ofKeyAt: keyIndex, in: tape))
            keyIndex = Int(tape[keyIndex &+ 1].end)
        }
        return result
    }
}
