/// Remembers, per type, whether FastJSON writes its values itself and through which conformance:
/// a conformance lookup (a failed one scans every conformance, a conditional one builds a witness
/// table) costs more than writing a small value, and a model writes the same few types over and
/// over. A thread's writer keeps its cache from one `encode` call to the next.
struct DirectTypeCache {
    /// An open-addressing table whose size is a power of two, at most three quarters full.
    private var types: [ObjectIdentifier?] = []
    private var conformances: [(any JSONDirectEncodable.Type)?] = []
    private var used = 0

    /// The type's `JSONDirectEncodable` conformance, or nil if its own `encode(to:)` writes it.
    mutating func conformance<T>(of type: T.Type) -> (any JSONDirectEncodable.Type)? {
        let identifier = ObjectIdentifier(type)
        if !types.isEmpty {
            var slot = Self.firstSlot(of: identifier, in: types.count)
            while let stored = types[slot] {
                if stored == identifier {
                    // Callers write the value through this conformance as if it were the type's own.
                    assert(conformances[slot].map { ObjectIdentifier($0) == identifier } ?? true,
                           "a cached conformance of another type")
                    return conformances[slot]
                }
                slot = (slot &+ 1) & (types.count &- 1)
            }
        }
        let conformance = type as? any JSONDirectEncodable.Type
        insert(identifier, conformance)
        return conformance
    }

    private mutating func insert(_ identifier: ObjectIdentifier, _ conformance: (any JSONDirectEncodable.Type)?) {
        if (used + 1) * 4 > types.count * 3 {
            let oldTypes = types
            let oldConformances = conformances
            types = Array(repeating: nil, count: max(types.count * 2, 16))
            conformances = Array(repeating: nil, count: types.count)
            used = 0
            for (slot, stored) in oldTypes.enumerated() {
                if let stored { insert(stored, oldConformances[slot]) }
            }
        }
        var slot = Self.firstSlot(of: identifier, in: types.count)
        while types[slot] != nil { slot = (slot &+ 1) & (types.count &- 1) }
        types[slot] = identifier
        conformances[slot] = conformance
        used += 1
    }

    /// Metadata addresses are aligned: drop the low bits and fold in some high ones.
    private static func firstSlot(of identifier: ObjectIdentifier, in size: Int) -> Int {
        let bits = UInt(bitPattern: identifier)
        return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 12)) & (size &- 1)
    }
}
