import Foundation

/// `convertFromSnakeCase` applied to a decode's keys: converts each distinct snake_case key once,
/// however many objects repeat it, with an open-addressing table from the key's bytes to its
/// converted name's number.
///
/// The table is indexed by the constant-time `KeyFingerprint`, which crafted keys could make
/// collide; probes are capped, and a key that does not find its place within the cap is converted
/// again instead of cached, so the work per key stays bounded. Hence a table of its own: its keys
/// are the input's bytes, hashed once per key, where a seeded `Hasher` (`KeyIndex`) would cost
/// more than the lookup saves. Its buffers are raw memory, read without a retain or a uniqueness
/// check on every key.
struct SnakeCaseKeyCache: ~Copyable {
    // Internal, not private: Swift 6.3's debug build crashes ("Global is external, but doesn't
    // have external or weak linkage") on a private element type of a buffer declared elsewhere,
    // as with `CodingPathArena.Record`.
    struct Slot {
        var hash: UInt64
        /// Where the raw key is in `keyBytes`; -1 for an empty slot.
        var start: Int32
        var count: Int32
        var name: ConvertedName

        static let empty = Slot(hash: 0, start: -1, count: 0, name: .unconverted)
    }

    /// Which converted name a key has: its number in the cache, not an offset into the names, so
    /// that no size of the names can overflow it.
    struct ConvertedName: Equatable {
        let number: UInt64
        /// A key that conversion leaves as it is.
        static let unconverted = ConvertedName(number: .max)
    }

    private static let maximumProbes = 8
    private static let firstSlotCount = 64
    /// Empty (no memory) until the first key with an underscore.
    private var slots = GrowableBuffer<Slot>()
    private var used = 0
    /// The raw keys, back to back, that the slots refer to.
    private var keyBytes = GrowableBuffer<UInt8>()
    /// The converted names, back to back.
    private var nameBytes = GrowableBuffer<UInt8>()
    /// Where each name starts in `nameBytes`, then where the last ends: name `n` is
    /// `nameBounds[n] ..< nameBounds[n + 1]`. Empty until the first name.
    private var nameBounds = GrowableBuffer<Int>()
    /// How many bytes of keys the slots may locate: their offsets are 32 bits. Past it, keys are
    /// converted without being kept.
    private let keyBytesLimit: Int

    init(keyBytesLimit: Int = Int(Int32.max)) {
        self.keyBytesLimit = keyBytesLimit
    }

    /// The memory the cache holds, in bytes: a decode's keys come from its input, so a cache kept
    /// without bound would grow with every new key (see `ConvertedKeyNames.end()`).
    var retainedBytes: Int {
        slots.capacityBytes &+ keyBytes.capacityBytes &+ nameBytes.capacityBytes &+ nameBounds.capacityBytes
    }

    /// The bytes of the keys kept, which the slots' 32-bit offsets locate.
    var keptKeyBytes: Int { keyBytes.count }

    /// `key`'s converted name (converted the first time), or `.unconverted`.
    mutating func convertedName(of key: UnsafeRawBufferPointer) -> ConvertedName {
        // Only an underscore can make the conversion change a key.
        guard let base = key.baseAddress, memchr(base, Int32(UInt8(ascii: "_")), key.count) != nil else {
            return .unconverted
        }
        if slots.count == 0 { slots.reset(toCopiesOf: .empty, count: Self.firstSlotCount) }
        let hash = KeyFingerprint.hash(key)
        let mask = slots.count &- 1
        var index = Int(truncatingIfNeeded: hash) & mask
        var probes = 0
        while slots[index].start >= 0 {
            let slot = slots[index]
            if slot.hash == hash && Int(slot.count) == key.count
                && memcmp(keyBytes.pointer(at: Int(slot.start), count: key.count), base, key.count) == 0 {
                return slot.name
            }
            probes += 1
            if probes == Self.maximumProbes {
                return convert(key)
            }
            index = (index &+ 1) & mask
        }
        let name = convert(key)
        guard keyBytes.count <= keyBytesLimit &- key.count else { return name }
        slots[index] = Slot(hash: hash, start: Int32(truncatingIfNeeded: keyBytes.count),
                            count: Int32(truncatingIfNeeded: key.count), name: name)
        keyBytes.append(contentsOf: key.assumingMemoryBound(to: UInt8.self))
        used += 1
        if used * 2 > slots.count { grow() }
        return name
    }

    /// The bytes of a converted name, valid until the cache next converts a key.
    @inline(__always)
    func bytes(of name: ConvertedName) -> UnsafeRawBufferPointer {
        let number = Int(truncatingIfNeeded: name.number)
        let start = nameBounds[number]
        let count = nameBounds[number &+ 1] &- start
        return UnsafeRawBufferPointer(start: nameBytes.pointer(at: start, count: count), count: count)
    }

    private mutating func convert(_ key: UnsafeRawBufferPointer) -> ConvertedName {
        let original = String(decoding: key, as: UTF8.self)
        var camelCase = FromSnakeCase.camelCase(fromSnakeCase: original)
        guard camelCase != original else { return .unconverted }
        if nameBounds.count == 0 { nameBounds.append(0) }
        camelCase.withUTF8 { nameBytes.append(contentsOf: $0) }
        nameBounds.append(nameBytes.count)
        return ConvertedName(number: UInt64(nameBounds.count &- 2))
    }

    /// Asserts what lookups rely on: every kept key within `keyBytesLimit` and the bytes kept, and
    /// each name's bounds in order. O(the cache), so called once per decode.
    func checkInvariants() {
        #if DEBUG
        assert(keyBytes.count <= keyBytesLimit, "kept keys past the slots' 32-bit offsets")
        for index in 0..<slots.count where slots[index].start >= 0 {
            let slot = slots[index]
            assert(Int(slot.start) + Int(slot.count) <= keyBytes.count, "a slot's key outside the kept keys")
            assert(slot.name == .unconverted || slot.name.number < UInt64(max(nameBounds.count - 1, 0)),
                   "a slot's name is not in the cache")
        }
        assert(nameBounds.count == 0 || nameBounds[nameBounds.count - 1] == nameBytes.count, "names not bounded")
        for number in stride(from: 1, to: nameBounds.count, by: 1) {
            assert(nameBounds[number - 1] <= nameBounds[number], "name bounds out of order")
        }
        #endif
    }

    private mutating func grow() {
        var larger = GrowableBuffer<Slot>()
        larger.reset(toCopiesOf: .empty, count: slots.count &* 2)
        let mask = larger.count &- 1
        for old in 0..<slots.count where slots[old].start >= 0 {
            var index = Int(truncatingIfNeeded: slots[old].hash) & mask
            while larger[index].start >= 0 { index = (index &+ 1) & mask }
            larger[index] = slots[old]
        }
        slots = larger
    }
}
