/// A table from a type to what a conformance lookup found for it: the one table behind
/// `TypeKindCache` (decoding) and `DirectTypeCache` (encoding). A lookup, a failed one above all,
/// scans every conformance in the process and costs more than decoding or writing a small value,
/// while a program decodes and encodes the same few types over and over.
///
/// Open addressing on the type's metadata address, in a power-of-two table at most three quarters
/// full that grows, never empties: a program has a bounded number of types. The addresses come
/// from the program, never from the input, so no data can make them collide.
struct MetatypeTable<Value> {
    private var slots: [(type: ObjectIdentifier, value: Value)?] = []
    private var used = 0

    /// The value stored for `type`, or the one `lookUp` finds, stored for the next call.
    @inline(__always)
    mutating func value(for type: Any.Type, lookUp: () -> Value) -> Value {
        let identifier = ObjectIdentifier(type)
        if !slots.isEmpty {
            let mask = slots.count &- 1
            var slot = Self.hash(identifier) & mask
            while let stored = slots[slot] {
                if stored.type == identifier { return stored.value }
                slot = (slot &+ 1) & mask
            }
        }
        let value = lookUp()
        insert(value, for: identifier)
        return value
    }

    /// The one hash of a metatype: Fibonacci hashing of its address, whose upper bits depend on
    /// every bit of the address. Folding a few bits together instead left the types of one model
    /// (`Double`, `[Double]`, `[[Double]]`) in one run of slots in some builds, four probes each.
    @inline(__always)
    private static func hash(_ identifier: ObjectIdentifier) -> Int {
        let bits = UInt64(UInt(bitPattern: identifier))
        return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 40)
    }

    @inline(never)
    private mutating func insert(_ value: Value, for identifier: ObjectIdentifier) {
        if (used &+ 1) &* 4 > slots.count &* 3 {
            let old = slots
            slots = Array(repeating: nil, count: max(old.count &* 2, 16))
            used = 0
            for case let stored? in old { insert(stored.value, for: stored.type) }
        }
        let mask = slots.count &- 1
        var slot = Self.hash(identifier) & mask
        while slots[slot] != nil { slot = (slot &+ 1) & mask }
        slots[slot] = (identifier, value)
        used &+= 1
    }
}
