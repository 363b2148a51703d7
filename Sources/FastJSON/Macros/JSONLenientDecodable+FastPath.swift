#if MacroRuntime
// `@JSONLenient` on the fast path: the key's value read from the object itself, where
// `_JSONCodableSupport.decodeLenient` reads it through a keyed container.

extension _JSONFastObject {
    /// The key's value as `Value`, or, when it has another JSON type, what `@JSONLenient` reads
    /// from it; when neither, the type mismatch of the plain read.
    public func decodeLenient<Value: JSONLenientDecodable>(_ key: some CodingKey, _ name: StaticString) throws -> Value {
        try required(key, name, of: Value.self) { impl, index in try lenient(impl, index, key) }
    }

    /// `decodeLenient`, or nil when the key is missing or `null`.
    public func decodeLenientIfPresent<Value: JSONLenientDecodable>(_ key: some CodingKey, _ name: StaticString) throws -> Value? {
        try ifPresent(key, name) { impl, index in try lenient(impl, index, key) }
    }

    private func lenient<Value: JSONLenientDecodable>(_ impl: DecoderImpl, _ index: Int, _ key: some CodingKey) throws -> Value {
        try decodeLeniently(
            { try impl.unwrap(valueAt: index, as: Value.self, parent: path, key: key) },
            orFrom: TapeValue(impl: impl, index: index, parent: path, key: key))
    }
}

/// A key's value in the document index, as the fast object reads it.
private struct TapeValue<Key: CodingKey>: _JSONLenientValue {
    let impl: DecoderImpl
    let index: Int
    let parent: CodingPath
    let key: Key

    func integer() -> Int? { try? impl.unwrapInteger(valueAt: index, as: Int.self, parent: parent, key: key) }
    func string() -> String? { try? impl.unwrapString(valueAt: index, parent: parent, key: key) }
    var codingPath: [any CodingKey] { impl.codingPath(at: parent, key) }
}
#endif
