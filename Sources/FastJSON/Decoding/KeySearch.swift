/// The byte search that finds a coding key among the keys of an object small enough to search key
/// by key: the decoder's, not the tape's, since where it starts (`KeyLookupHints`) and which names
/// it compares (`KeyNames`) belong to the decode.
enum KeySearch {
    /// The index of the key entry named `key` in the object at `objectIndex` of `tape`, or `nil`.
    ///
    /// Models read keys in document order, so the search starts after the key that `hint` holds
    /// (the one the previous lookup in this object found, 0 for none), wraps around, and leaves
    /// the key it finds in `hint`. With `findsFirst` (an object whose names may repeat) it starts
    /// from the first key, so that the first occurrence wins. Inlined, so that the search itself
    /// is the only call.
    @inline(__always)
    static func keyIndex(
        of key: String, inObject objectIndex: Int, of tape: Tape, hint: UnsafeMutablePointer<UInt32>, findsFirst: Bool,
        names: some KeyNames
    ) -> Int? {
        // Coding keys are nearly always literals, whose bytes are at hand without a copy.
        key.utf8.withContiguousStorageIfAvailable {
            search(UnsafeRawBufferPointer($0), inObject: objectIndex, of: tape, hint: hint, findsFirst: findsFirst, names: names)
        } ?? {
            var key = key
            return key.withUTF8 {
                search(UnsafeRawBufferPointer($0), inObject: objectIndex, of: tape, hint: hint, findsFirst: findsFirst, names: names)
            }
        }()
    }

    /// `keyIndex(of:inObject:of:hint:findsFirst:names:)` for the UTF-8 bytes of a key.
    @inline(never)
    static func keyIndex(
        of key: UnsafeRawBufferPointer, inObject objectIndex: Int, of tape: Tape, hint: UnsafeMutablePointer<UInt32>,
        findsFirst: Bool, names: some KeyNames
    ) -> Int? {
        search(key, inObject: objectIndex, of: tape, hint: hint, findsFirst: findsFirst, names: names)
    }

    /// Both entries' search, inlined into each: a call from one to the other would add to every
    /// key looked up by its `String`.
    @inline(__always)
    private static func search(
        _ key: UnsafeRawBufferPointer, inObject objectIndex: Int, of tape: Tape, hint: UnsafeMutablePointer<UInt32>,
        findsFirst: Bool, names: some KeyNames
    ) -> Int? {
        let found = keyIndex(of: key, inObject: objectIndex, of: tape, after: findsFirst ? 0 : Int(hint.pointee), names: names)
        if let found { hint.pointee = UInt32(truncatingIfNeeded: found) }
        return found
    }

    /// The index of the key entry named `key` in the object at `objectIndex`, or `nil`: the key
    /// after `last` first, then `last` again (`contains` before `decode`), then every key once;
    /// with no `last`, every key from the first.
    @inline(__always)
    private static func keyIndex(
        of key: UnsafeRawBufferPointer, inObject objectIndex: Int, of tape: Tape, after last: Int, names: some KeyNames
    ) -> Int? {
        let first = objectIndex &+ 1
        let end = Int(tape[objectIndex].end)
        if last == 0 {
            var keyIndex = first
            repeat {
                if names.keyMatches(key, keyAt: keyIndex, in: tape) { return keyIndex }
                keyIndex = Int(tape[keyIndex &+ 1].end)
            } while keyIndex < end
            return nil
        }
        let afterLast = Int(tape[last &+ 1].end)
        let start = afterLast < end ? afterLast : first
        if names.keyMatches(key, keyAt: start, in: tape) { return start }
        if names.keyMatches(key, keyAt: last, in: tape) { return last }
        var keyIndex = start
        while true {
            keyIndex = Int(tape[keyIndex &+ 1].end)
            if keyIndex >= end { keyIndex = first }
            if keyIndex == start { return nil }
            if names.keyMatches(key, keyAt: keyIndex, in: tape) { return keyIndex }
        }
    }

    /// Byte equality, eight at a time: keys are short, and a call to `memcmp` costs more than
    /// comparing most of them.
    @inline(__always)
    static func equalBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        guard let aBase = a.baseAddress, let bBase = b.baseAddress else { return true }
        var offset = 0
        while offset &+ 8 <= count {
            if aBase.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != bBase.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset &+= 8
        }
        if offset &+ 4 <= count {
            if aBase.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                != bBase.loadUnaligned(fromByteOffset: offset, as: UInt32.self) { return false }
            offset &+= 4
        }
        if offset &+ 2 <= count {
            if aBase.loadUnaligned(fromByteOffset: offset, as: UInt16.self)
                != bBase.loadUnaligned(fromByteOffset: offset, as: UInt16.self) { return false }
            offset &+= 2
        }
        return offset == count
            || aBase.load(fromByteOffset: offset, as: UInt8.self) == bBase.load(fromByteOffset: offset, as: UInt8.self)
    }
}
