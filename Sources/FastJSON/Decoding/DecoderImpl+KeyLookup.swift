/// Finding a coding key among an object's keys: a byte search of the tape, or, for objects it does
/// not fit, a table this decoder makes once per object.
extension DecoderImpl {
    /// The tape index of the value stored under a coding key in the object at `objectIndex`, or
    /// `nil`, matching `names` (the JSON keys, or the names a key strategy gave them). A byte
    /// search (`KeySearch`) from where the last lookup in the object ended, for small objects with
    /// ASCII keys, with the key's bytes as a `KeyStringValueCache` kept them (`kept`), else those of
    /// its `stringValue`; an `ObjectKeyIndex` made once per object for the others.
    ///
    /// Inlined into the keyed container's calls, so that the byte search is their only call.
    /// `@_transparent`, as `@inline(__always)` leaves the second of a container call's two copies
    /// (the one for converted names) out of line, which slows snake_case decodes measurably.
    @_transparent
    func valueIndex(
        kept: (bytes: UnsafeRawBufferPointer, isASCII: Bool)?, stringValue: () -> String, inObject objectIndex: Int,
        names: some KeyNames, namesMayRepeat: Bool
    ) -> Int? {
        let object = tape[objectIndex]
        guard object.count > 0 else { return nil }
        if object.count > RepeatedKeyDetector.trackedMemberLimit || object.flags.contains(.hasNonASCIIKeys) {
            return indexedValueIndex(forKey: stringValue(), inObject: objectIndex, names: names)
        }
        let hint = shared.lookupHints.hint(forObjectAt: objectIndex)
        let findsFirst = namesMayRepeat || object.flags.contains(.mayRepeatKeys)
        if let kept {
            if let found = KeySearch.keyIndex(
                of: kept.bytes, inObject: objectIndex, of: tape, hint: hint, findsFirst: findsFirst, names: names) {
                return found &+ 1
            }
            return kept.isASCII ? nil : indexedValueIndex(forKey: stringValue(), inObject: objectIndex, names: names)
        }
        let string = stringValue()
        if let found = KeySearch.keyIndex(of: string, inObject: objectIndex, of: tape, hint: hint, findsFirst: findsFirst, names: names) {
            return found &+ 1
        }
        return Self.isASCII(string) ? nil : indexedValueIndex(forKey: string, inObject: objectIndex, names: names)
    }

    /// Whether a coding key is all ASCII, a word at a time: a miss asks it of every key it misses,
    /// so `allSatisfy` over the UTF-8 view would be measurable on a whole decode. A non-ASCII
    /// coding key may still equal an ASCII JSON key canonically.
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

    /// The names of the keys of the object at `objectIndex`, in document order, each once, as
    /// `names` gives them; `namesMayRepeat` when two keys may have one name.
    func distinctKeyNames(ofObjectAt objectIndex: Int, names: some KeyNames, namesMayRepeat: Bool) -> [String] {
        var result = keyNames(ofObjectAt: objectIndex, names: names)
        let object = tape[objectIndex]
        if namesMayRepeat || object.flags.contains(.mayRepeatKeys) || object.flags.contains(.hasNonASCIIKeys) {
            var seen = Set<String>()
            result = result.filter { seen.insert($0).inserted }
        }
        return result
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
