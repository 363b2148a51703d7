/// Remembers, per type, whether FastJSON writes its values itself and through which conformance:
/// a conformance lookup (a failed one scans every conformance, a conditional one builds a witness
/// table) costs more than writing a small value, and a model writes the same few types over and
/// over. A thread's writer keeps its cache from one `encode` call to the next.
struct DirectTypeCache {
    private var conformances = MetatypeTable<(any JSONDirectEncodable.Type)?>()
    #if MacroRuntime
    private var fastConformances = MetatypeTable<(any _JSONFastEncodable.Type)?>()
    #endif

    /// The type's `JSONDirectEncodable` conformance, or nil if its own `encode(to:)` writes it.
    mutating func conformance<T>(of type: T.Type) -> (any JSONDirectEncodable.Type)? {
        let conformance = conformances.value(for: type) { type as? any JSONDirectEncodable.Type }
        // Callers write the value through this conformance as if it were the type's own.
        assert(conformance.map { ObjectIdentifier($0) == ObjectIdentifier(type) } ?? true,
               "a cached conformance of another type")
        return conformance
    }

    #if MacroRuntime
    /// The type's `_JSONFastEncodable` conformance, if `@JSONCodable` generated its fast path.
    mutating func fastConformance<T>(of type: T.Type) -> (any _JSONFastEncodable.Type)? {
        let conformance = fastConformances.value(for: type) { type as? any _JSONFastEncodable.Type }
        // Callers write the value through this conformance as if it were the type's own.
        assert(conformance.map { ObjectIdentifier($0) == ObjectIdentifier(type) } ?? true,
               "a cached conformance of another type")
        return conformance
    }
    #endif
}
