import Foundation

/// Remembers how the decoder decodes each type: as a type JSON holds directly, as an array or a
/// string-keyed dictionary it decodes itself, or through the type's `init(from:)`. Finding out
/// takes a protocol conformance lookup, which costs more than decoding a small struct (a failed
/// one scans every conformance), or a dozen metatype comparisons, while a model decodes the same
/// few types over and over.
struct TypeKindCache {
    enum Kind {
        case other
        case native(NativeType)
        case array(any DecodableArray.Type)
        case stringKeyedDictionary(any StringKeyedDictionary.Type)
        #if MacroRuntime
        /// A type `@JSONCodable` generated a fast initializer for.
        case fast(any _JSONFastDecodable.Type)
        #endif

        /// Whether this kind is that of the type `identifier` names: the decoder builds the value
        /// through it as if it were the type's own.
        func isKind(of identifier: ObjectIdentifier) -> Bool {
            switch self {
            case .other: return true
            case .native(let native): return ObjectIdentifier(native.type) == identifier
            case .array(let type): return ObjectIdentifier(type) == identifier
            case .stringKeyedDictionary(let type): return ObjectIdentifier(type) == identifier
            #if MacroRuntime
            case .fast(let type): return ObjectIdentifier(type) == identifier
            #endif
            }
        }

        /// Whether `Leniency.nullAndMissingAsDefault` gives the type an empty array.
        var isArray: Bool {
            switch self {
            case .array: return true
            case .native(let native): return native.isArray
            case .other, .stringKeyedDictionary: return false
            #if MacroRuntime
            case .fast: return false
            #endif
            }
        }
    }

    /// The types whose values the decoder makes from the tape itself, without their `init(from:)`:
    /// JSON's own, Foundation's special cases, and arrays of the commonest.
    enum NativeType: CaseIterable {
        case string, double, int, bool, int64, float, uint64, int32, uint
        case date, data, url, decimal
        case doubleArray, intArray, stringArray

        /// The native type that `type` is, if any: asked once per type, when the cache misses.
        init?(_ type: any Decodable.Type) {
            guard let native = Self.allCases.first(where: { ObjectIdentifier($0.type) == ObjectIdentifier(type) }) else {
                return nil
            }
            self = native
        }

        var type: any Decodable.Type {
            switch self {
            case .string: String.self
            case .double: Double.self
            case .int: Int.self
            case .bool: Bool.self
            case .int64: Int64.self
            case .float: Float.self
            case .uint64: UInt64.self
            case .int32: Int32.self
            case .uint: UInt.self
            case .date: Date.self
            case .data: Data.self
            case .url: URL.self
            case .decimal: Decimal.self
            case .doubleArray: [Double].self
            case .intArray: [Int].self
            case .stringArray: [String].self
            }
        }

        var isArray: Bool {
            switch self {
            case .doubleArray, .intArray, .stringArray: true
            default: false
            }
        }
    }

    private var kinds = MetatypeTable<Kind>()
    /// The type asked about last and its kind: arrays ask for the same element type in a row
    /// (canada's coordinates, a `[Double]` each), and this answers them without the table.
    private var lastType: ObjectIdentifier?
    private var lastKind = Kind.other

    @inline(__always)
    mutating func kind(of type: any Decodable.Type) -> Kind {
        let identifier = ObjectIdentifier(type)
        if identifier == lastType { return lastKind }
        let kind = kinds.value(for: type) {
            if let native = NativeType(type) { return .native(native) }
            if let arrayType = type as? any DecodableArray.Type { return .array(arrayType) }
            if let dictionaryType = type as? any StringKeyedDictionary.Type { return .stringKeyedDictionary(dictionaryType) }
            #if MacroRuntime
            if let fastType = type as? any _JSONFastDecodable.Type { return .fast(fastType) }
            #endif
            return .other
        }
        assert(kind.isKind(of: identifier), "a cached kind of another type")
        lastType = identifier
        lastKind = kind
        return kind
    }
}
