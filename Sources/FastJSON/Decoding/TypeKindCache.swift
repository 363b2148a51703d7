/// Remembers which types are arrays or string-keyed dictionaries that the decoder decodes
/// directly: finding out takes a protocol conformance lookup, which costs more than decoding a
/// small struct (a failed one scans every conformance), while a model decodes the same few types
/// over and over.
struct TypeKindCache {
    enum Kind {
        case other
        case array(any DecodableArray.Type)
        case stringKeyedDictionary(any StringKeyedDictionary.Type)

        /// Whether the conformance this kind holds, if any, is that of the type `identifier` names:
        /// the decoder builds the value through it as if it were the type's own.
        func isKind(of identifier: ObjectIdentifier) -> Bool {
            switch self {
            case .other: return true
            case .array(let type): return ObjectIdentifier(type) == identifier
            case .stringKeyedDictionary(let type): return ObjectIdentifier(type) == identifier
            }
        }
    }

    /// A small open-addressing table; when it fills up it starts again empty.
    private static let size = 64
    private static let maximumLoad = 48
    private var types: [ObjectIdentifier?] = Array(repeating: nil, count: size)
    private var kinds: [Kind] = Array(repeating: .other, count: size)
    private var used = 0

    mutating func kind(of type: any Decodable.Type) -> Kind {
        let identifier = ObjectIdentifier(type)
        // Metadata addresses are aligned: drop the low bits, fold in some high ones.
        let bits = UInt(bitPattern: unsafeBitCast(identifier, to: Int.self))
        var slot = Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 11)) & (Self.size &- 1)
        while let stored = types[slot] {
            if stored == identifier {
                assert(kinds[slot].isKind(of: identifier), "a cached kind of another type")
                return kinds[slot]
            }
            slot = (slot &+ 1) & (Self.size &- 1)
        }
        let kind: Kind
        if let arrayType = type as? any DecodableArray.Type {
            kind = .array(arrayType)
        } else if let dictionaryType = type as? any StringKeyedDictionary.Type {
            kind = .stringKeyedDictionary(dictionaryType)
        } else {
            kind = .other
        }
        if used == Self.maximumLoad {
            self = TypeKindCache()
            return self.kind(of: type)
        }
        types[slot] = identifier
        kinds[slot] = kind
        used &+= 1
        return kind
    }
}
