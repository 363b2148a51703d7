import Foundation

extension Tape {
    /// Whether a key entry's name, converted when `useConverted` is set, is exactly these bytes.
    @inline(__always)
    func keyMatches(_ entry: TapeEntry, _ key: UnsafeRawBufferPointer, useConverted: Bool) -> Bool {
        if useConverted && entry.end != TapeEntry.unconvertedKey {
            return convertedKeys.withBytes(at: Int(entry.end)) { Self.equalBytes($0, key) }
        }
        return Self.equalBytes(text(of: entry), key)
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

    /// The name a key entry goes by: its converted form when `useConverted` is set and it has one.
    func keyName(_ entry: TapeEntry, useConverted: Bool) -> String {
        if useConverted && entry.end != TapeEntry.unconvertedKey {
            return convertedKeys.string(at: Int(entry.end))
        }
        return string(of: entry)
    }

    /// The index of the key entry spelled `key` in the object at `objectIndex`, or `nil`, by
    /// comparing bytes: for objects small enough to search key by key.
    ///
    /// Models read keys in document order, so the search starts after the key that `hint` holds
    /// (the one the caller's previous lookup in this object found, 0 for none), wraps around, and
    /// leaves the key it finds in `hint`. Objects that may repeat a key are searched from their
    /// start, so the first occurrence wins. The hint is the caller's: the tape is not changed.
    func keyIndex(of key: String, inObject objectIndex: Int, hint: UnsafeMutablePointer<UInt32>, useConverted: Bool) -> Int? {
        let object = entries[objectIndex]
        let lastFound = object.flags.contains(.mayRepeatKeys) ? 0 : Int(hint.pointee)
        // Coding keys are nearly always literals, whose bytes are at hand without a copy.
        let found = key.utf8.withContiguousStorageIfAvailable {
            keyIndex(of: UnsafeRawBufferPointer($0), in: object, at: objectIndex, after: lastFound, useConverted: useConverted)
        } ?? {
            var key = key
            return key.withUTF8 {
                keyIndex(of: UnsafeRawBufferPointer($0), in: object, at: objectIndex, after: lastFound, useConverted: useConverted)
            }
        }()
        if let found { hint.pointee = UInt32(truncatingIfNeeded: found) }
        return found
    }

    /// The index of the key entry spelled `key` in `object` (at `objectIndex`), or `nil`: the
    /// key after `last` first, then `last` again (`contains` before `decode`), then every key
    /// once; with no `last`, every key from the first.
    @inline(__always)
    private func keyIndex(
        of key: UnsafeRawBufferPointer, in object: TapeEntry, at objectIndex: Int, after last: Int, useConverted: Bool
    ) -> Int? {
        let first = objectIndex &+ 1
        let end = Int(object.end)
        if last == 0 {
            var keyIndex = first
            repeat {
                if keyMatches(entries[keyIndex], key, useConverted: useConverted) { return keyIndex }
                keyIndex = Int(entries[keyIndex &+ 1].end)
            } while keyIndex < end
            return nil
        }
        let afterLast = Int(entries[last &+ 1].end)
        let start = afterLast < end ? afterLast : first
        if keyMatches(entries[start], key, useConverted: useConverted) { return start }
        if keyMatches(entries[last], key, useConverted: useConverted) { return last }
        var keyIndex = start
        while true {
            keyIndex = Int(entries[keyIndex &+ 1].end)
            if keyIndex >= end { keyIndex = first }
            if keyIndex == start { return nil }
            if keyMatches(entries[keyIndex], key, useConverted: useConverted) { return keyIndex }
        }
    }
}
