#if Macros
/// A type that `@JSONCodable` also taught to decode straight from FastJSON's document index.
/// FastJSON's decoder calls `init(_jsonFastObject:)` in place of `init(from:)` for an object under
/// the default key strategy: no keyed container, no `CodingKey` existential, and key bytes the
/// compiler wrote into the binary. Public for the generated code, not for use by hand.
public protocol _JSONFastDecodable: Decodable {
    /// Reads the properties that `init(from:)` reads, in its order and with its calls, so that a
    /// decode gives the same value or the same first error on either path.
    init(_jsonFastObject object: borrowing _JSONFastObject) throws
}

/// The JSON object a `_JSONFastDecodable` initializer reads, with the calls of a keyed container
/// that generated code makes. Each call takes the coding key, for errors, and its string value,
/// as a literal the compiler stores, for the lookup.
///
/// It does not retain its decoder: it is non-copyable and only lent to the initializer, so it
/// cannot outlive the call, during which the decode holds the decoder.
public struct _JSONFastObject: ~Copyable {
    private let impl: UnretainedReference<DecoderImpl>
    private let objectIndex: Int
    /// The object's own coding path: the parent of each value read.
    private let path: CodingPath

    init(impl: DecoderImpl, objectIndex: Int, path: CodingPath) {
        assert(impl.tape[objectIndex].kind == .object, "a fast object over a value that is not an object")
        self.impl = UnretainedReference(impl)
        self.objectIndex = objectIndex
        self.path = path
    }

    public func decode<Value: Decodable>(_ key: some CodingKey, _ name: StaticString) throws -> Value {
        try impl.withObject { impl in
            try impl.unwrap(valueAt: requireValueIndex(key, name, of: Value.self, impl), as: Value.self, parent: path, key: key)
        }
    }

    public func decodeIfPresent<Value: Decodable>(_ key: some CodingKey, _ name: StaticString) throws -> Value? {
        try impl.withObject { impl in
            try presentValueIndex(key, name, impl).map { try impl.unwrap(valueAt: $0, as: Value.self, parent: path, key: key) }
        }
    }

    /// Whether the object has the key, as `KeyedDecodingContainer.contains(_:)`.
    public func contains(_ key: some CodingKey, _ name: StaticString) -> Bool {
        impl.withObject { valueIndex(key, name, $0) != nil }
    }

    /// Whether the key's value is null, as `KeyedDecodingContainer.decodeNil(forKey:)`: a missing
    /// key is an error.
    public func decodeNil(_ key: some CodingKey, _ name: StaticString) throws -> Bool {
        try impl.withObject { impl in
            impl.tape[try requireValueIndex(key, name, of: nil, impl)].kind == .null
        }
    }

    /// The value for `key`; for a missing key, the tape's null when `Leniency.nullAndMissingAsDefault`
    /// gives `type` an empty value, else Foundation's `keyNotFound`, as the keyed container does.
    @inline(__always)
    private func requireValueIndex(
        _ key: some CodingKey, _ name: StaticString, of type: (any Decodable.Type)?, _ impl: DecoderImpl
    ) throws -> Int {
        guard let index = valueIndex(key, name, impl) else {
            if let type, impl.hasEmptyValue(type) { return impl.tape.nullIndex }
            throw DecodingErrors.keyNotFound(
                key, in: impl.codingPath(at: path),
                presentKeys: impl.distinctKeyNames(ofObjectAt: objectIndex, names: JSONKeyNames(), namesMayRepeat: false))
        }
        return index
    }

    /// The value for `key`, or `nil` when the key is missing or its value is null.
    @inline(__always)
    private func presentValueIndex(_ key: some CodingKey, _ name: StaticString, _ impl: DecoderImpl) -> Int? {
        guard let index = valueIndex(key, name, impl), impl.tape[index].kind != .null else { return nil }
        return index
    }

    @inline(__always)
    private func valueIndex(_ key: some CodingKey, _ name: StaticString, _ impl: DecoderImpl) -> Int? {
        assert(name.description == key.stringValue, "a fast object's key name is not its coding key's string value")
        let isASCII = name.hasPointerRepresentation ? name.isASCII : name.unicodeScalar.isASCII
        return name.withUTF8Buffer { utf8 in
            impl.valueIndex(
                kept: (UnsafeRawBufferPointer(utf8), isASCII), stringValue: { key.stringValue },
                inObject: objectIndex, names: JSONKeyNames(), namesMayRepeat: false)
        }
    }
}
#endif
