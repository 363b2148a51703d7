#if MacroRuntime
// `@JSONLossy` on the fast path: the array read from the object itself, as a `LossyArray`, where
// `_JSONCodableSupport.decodeLossy` reads it through a keyed container.

extension _JSONFastObject {
    /// The key's array as a `LossyArray`: the elements that decode, and the ones skipped.
    public func decodeLossy<Element: Decodable>(
        _ type: [Element].Type, _ key: some CodingKey, _ name: StaticString
    ) throws -> LossyArray<Element> {
        try decode(key, name)
    }

    /// `decodeLossy`, or nil when the key is missing or `null`.
    public func decodeLossyIfPresent<Element: Decodable>(
        _ type: [Element].Type, _ key: some CodingKey, _ name: StaticString
    ) throws -> LossyArray<Element>? {
        try decodeIfPresent(key, name)
    }
}
#endif
