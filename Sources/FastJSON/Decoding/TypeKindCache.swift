/// Remembers which types are arrays or string-keyed dictionaries that the decoder decodes
/// directly: finding out takes a protocol conformance lookup, which costs more than decoding a
/// small struct (a failed one scans every conformance), while a model decodes the same few types
/// over and over.
struct TypeKindCache {
    enum Kind {
        case other
        case array(any DecodableArray.Type)
        case stringKeyedDictionary(any StringKeyedDictionary.Type)
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
            if stored == identifier { return kinds[slot] }
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
