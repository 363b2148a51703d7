import Foundation

extension Tape {
    /// Whether a key entry's name, converted when `useConverted` is set, is exactly these bytes.
    @inline(__always)
    func keyMatches(_ entry: TapeEntry, _ key: UnsafeRawBufferPointer, useConverted: Bool) -> Bool {
        if useConverted && entry.end != TapeEntry.unconvertedKey {
            return convertedKeys.withBytes(at: Int(entry.end)) { converted in
                guard converted.count == key.count else { return false }
                guard let convertedBase = converted.baseAddress, let keyBase = key.baseAddress else { return true }
                return memcmp(convertedBase, keyBase, key.count) == 0
            }
        }
        guard Int(entry.count) == key.count else { return false }
        guard let textBase = text(of: entry).baseAddress, let keyBase = key.baseAddress else { return true }
        return memcmp(textBase, keyBase, key.count) == 0
    }

    /// The name a key entry goes by: its converted form when `useConverted` is set and it has one.
    func keyName(_ entry: TapeEntry, useConverted: Bool) -> String {
        if useConverted && entry.end != TapeEntry.unconvertedKey {
            return convertedKeys.string(at: Int(entry.end))
        }
        return string(of: entry)
    }

    /// The tape index of the value stored under `key` in the object at `objectIndex`, or `nil`.
    ///
    /// Models read keys in document order, so the search starts after the last key found (kept in
    /// the object entry's spare `offset` field) and wraps around. Objects that may repeat a key
    /// search from their start, so the first occurrence wins; large objects and objects with
    /// non-ASCII keys use an `ObjectKeyIndex`.
    func valueIndex(forKey key: String, inObject objectIndex: Int, useConverted: Bool) -> Int? {
        let object = entries[objectIndex]
        guard object.count > 0 else { return nil }
        if object.count > RepeatedKeyDetector.trackedMemberLimit || object.flags.contains(.hasNonASCIIKeys) {
            return indexedValueIndex(forKey: key, inObject: objectIndex, useConverted: useConverted)
        }
        var key = key
        let found = key.withUTF8 { utf8 -> Int? in
            let keyBytes = UnsafeRawBufferPointer(utf8)
            let first = objectIndex &+ 1
            let end = Int(object.end)
            let next = { (keyIndex: Int) -> Int in
                let following = Int(self.entries[keyIndex &+ 1].end)
                return following < end ? following : first
            }
            let matches = { (keyIndex: Int) -> Bool in
                self.keyMatches(self.entries[keyIndex], keyBytes, useConverted: useConverted)
            }
            let found = { (keyIndex: Int) -> Int in
                self.entries[objectIndex].offset = UInt32(truncatingIfNeeded: keyIndex)
                return keyIndex &+ 1
            }
            if object.flags.contains(.mayRepeatKeys) || object.offset == 0 {
                var keyIndex = first
                repeat {
                    if matches(keyIndex) { return found(keyIndex) }
                    keyIndex = next(keyIndex)
                } while keyIndex != first
                return nil
            }
            // The key after the last one found, then that one again (`contains` before `decode`),
            // then every key once.
            let last = Int(object.offset)
            let start = next(last)
            if matches(start) { return found(start) }
            if matches(last) { return found(last) }
            var keyIndex = next(start)
            while keyIndex != start {
                if matches(keyIndex) { return found(keyIndex) }
                keyIndex = next(keyIndex)
            }
            return nil
        }
        if found == nil && !key.utf8.allSatisfy({ $0 < 0x80 }) {
            // A non-ASCII coding key may still equal an ASCII JSON key canonically.
            return indexedValueIndex(forKey: key, inObject: objectIndex, useConverted: useConverted)
        }
        return found
    }

    private func indexedValueIndex(forKey key: String, inObject objectIndex: Int, useConverted: Bool) -> Int? {
        let cacheKey = useConverted ? ~objectIndex : objectIndex
        if let index = keyIndexes.indexes[cacheKey] {
            return index.valueIndexes[key]
        }
        let index = ObjectKeyIndex(tape: self, objectIndex: objectIndex) { keyName($0, useConverted: useConverted) }
        keyIndexes.indexes[cacheKey] = index
        return index.valueIndexes[key]
    }
}
