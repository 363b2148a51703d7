import Foundation

/// `convertFromSnakeCase` as the tape records it: converts each distinct snake_case key of a
/// document once, however many objects repeat it, with an open-addressing table from the key's
/// bytes to the index of its converted form.
///
/// The table is indexed by the constant-time `KeyFingerprint`, which crafted keys could make
/// collide; probes are capped, and a key that does not find its place within the cap is converted
/// again instead of cached, so the work per key stays bounded. Hence a table of its own: its keys
/// are the input's bytes, hashed once per key while the tape is built, where a seeded `Hasher`
/// (`KeyIndex`) would cost more than the lookup saves.
final class SnakeCaseKeyCache: TapeKeyConversion {
    private struct Slot {
        var hash: UInt64
        var start: Int
        var count: Int
        var converted: UInt32
    }

    private static let maximumProbes = 8
    // One document's tape builder uses it, on one thread: no access overlaps another.
    @exclusivity(unchecked) private var slots: [Slot?] = Array(repeating: nil, count: 64)
    @exclusivity(unchecked) private var used = 0
    /// The raw keys, back to back, that the slots refer to.
    @exclusivity(unchecked) private var keyBytes: [UInt8] = []

    /// The index in `convertedKeys` of `key` converted (appended there the first time), or
    /// `TapeEntry.unconvertedKey` when conversion leaves it unchanged.
    func convertedIndex(of key: UnsafeRawBufferPointer, convertedKeys: inout ConvertedKeys) -> UInt32 {
        // Only an underscore can make the conversion change a key.
        guard let base = key.baseAddress, memchr(base, Int32(UInt8(ascii: "_")), key.count) != nil else {
            return TapeEntry.unconvertedKey
        }
        let hash = KeyFingerprint.hash(key)
        let mask = slots.count &- 1
        var index = Int(truncatingIfNeeded: hash) & mask
        var probes = 0
        while let slot = slots[index] {
            // A stored slot holds a key with an underscore, so `keyBytes` is not empty.
            if slot.hash == hash && slot.count == key.count
                && keyBytes.withUnsafeBytes({ memcmp($0.baseAddress.unsafelyUnwrapped + slot.start, base, key.count) == 0 }) {
                return slot.converted
            }
            probes += 1
            if probes == Self.maximumProbes {
                return Self.convert(key, into: &convertedKeys)
            }
            index = (index &+ 1) & mask
        }
        let converted = Self.convert(key, into: &convertedKeys)
        slots[index] = Slot(hash: hash, start: keyBytes.count, count: key.count, converted: converted)
        keyBytes.append(contentsOf: key)
        used += 1
        if used * 2 > slots.count { grow() }
        return converted
    }

    private static func convert(_ key: UnsafeRawBufferPointer, into convertedKeys: inout ConvertedKeys) -> UInt32 {
        let original = String(decoding: key, as: UTF8.self)
        let camelCase = FromSnakeCase.camelCase(fromSnakeCase: original)
        return camelCase == original ? TapeEntry.unconvertedKey : convertedKeys.append(camelCase)
    }

    private func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        let mask = slots.count &- 1
        for case let slot? in old {
            var index = Int(truncatingIfNeeded: slot.hash) & mask
            while slots[index] != nil { index = (index &+ 1) & mask }
            slots[index] = slot
        }
    }
}
