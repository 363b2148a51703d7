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

    private var kinds = MetatypeTable<Kind>()

    mutating func kind(of type: any Decodable.Type) -> Kind {
        let kind = kinds.value(for: type) {
            if let arrayType = type as? any DecodableArray.Type { return .array(arrayType) }
            if let dictionaryType = type as? any StringKeyedDictionary.Type { return .stringKeyedDictionary(dictionaryType) }
            return .other
        }
        assert(kind.isKind(of: ObjectIdentifier(type)), "a cached kind of another type")
        return kind
    }
}
