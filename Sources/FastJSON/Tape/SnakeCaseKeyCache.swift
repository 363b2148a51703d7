/// Converts each distinct snake_case key of a document once, however many objects repeat it: an
/// open-addressing table from the key's bytes to the index of its converted form.
///
/// Keys are hashed with the standard library's seeded `Hasher`, so crafted keys cannot make the
/// table degrade.
struct SnakeCaseKeyCache {
    private struct Slot {
        var hash: Int
        var start: Int
        var count: Int
        var converted: UInt32
    }

    private var slots: [Slot?] = Array(repeating: nil, count: 64)
    private var used = 0
    /// The raw keys, back to back, that the slots refer to.
    private var keyBytes: [UInt8] = []

    /// The index in `convertedKeys` of `key` converted (appended there the first time), or
    /// `TapeEntry.unconvertedKey` when conversion leaves it unchanged.
    mutating func convertedIndex(of key: UnsafeRawBufferPointer, convertedKeys: inout [String]) -> UInt32 {
        // Only an underscore can make the conversion change a key.
        guard key.contains(UInt8(ascii: "_")) else { return TapeEntry.unconvertedKey }
        var hasher = Hasher()
        hasher.combine(bytes: key)
        let hash = hasher.finalize()
        let mask = slots.count &- 1
        var index = hash & mask
        while let slot = slots[index] {
            if slot.hash == hash && slot.count == key.count
                && keyBytes[slot.start..<slot.start + slot.count].elementsEqual(key) {
                return slot.converted
            }
            index = (index &+ 1) & mask
        }
        let original = String(decoding: key, as: UTF8.self)
        let camelCase = FromSnakeCase.camelCase(fromSnakeCase: original)
        var converted = TapeEntry.unconvertedKey
        if camelCase != original {
            converted = UInt32(truncatingIfNeeded: convertedKeys.count)
            convertedKeys.append(camelCase)
        }
        slots[index] = Slot(hash: hash, start: keyBytes.count, count: key.count, converted: converted)
        keyBytes.append(contentsOf: key)
        used += 1
        if used * 2 > slots.count { grow() }
        return converted
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        let mask = slots.count &- 1
        for case let slot? in old {
            var index = slot.hash & mask
            while slots[index] != nil { index = (index &+ 1) & mask }
            slots[index] = slot
        }
    }
}
