#if MacroRuntime
/// A type that `@JSONCodable` also taught to decode straight from FastJSON's document index.
/// FastJSON's decoder calls `init(_jsonFastObject:)` in place of `init(from:)` for an object under
/// the default key strategy: no keyed container, no `CodingKey` existential, and key bytes the
/// compiler wrote into the binary. Public for the generated code, not for use by hand.
public protocol _JSONFastDecodable: Decodable {
    /// Reads the properties that `init(from:)` reads, in its order and with its calls, so that a
    /// decode gives the same value or the same first error on either path.
    init(_jsonFastObject object: borrowing _JSONFastObject) throws
}

/// An array of `@JSONCodable` values, which the generated reads of an array make in the model's
/// code. Their overloads are generic over the whole array, not its element: given the element, the
/// compiler would read an array of optionals as an array of values converted, which turns a `null`
/// element into an error. Public for the generated code, not for use by hand.
public protocol _JSONFastArray: RangeReplaceableCollection, Decodable where Element: _JSONFastDecodable {}

extension Array: _JSONFastArray where Element: _JSONFastDecodable {}

/// The JSON object a `_JSONFastDecodable` initializer reads, with the calls of a keyed container
/// that generated code makes. Each call takes the coding key, for errors, and its string value,
/// as a literal the compiler stores, for the lookup.
///
/// It does not retain its decoder: it is non-copyable and only lent to the initializer, so it
/// cannot outlive the call, during which the decode holds the decoder. The nested objects it gives
/// are the initializer's own, which the generated code keeps in locals of the call.
public struct _JSONFastObject: ~Copyable {
    private let impl: UnretainedReference<DecoderImpl>
    private let objectIndex: Int
    /// The object's own coding path: the parent of each value read.
    let path: CodingPath

    init(impl: DecoderImpl, objectIndex: Int, path: CodingPath) {
        self.init(impl: UnretainedReference(impl), objectIndex: objectIndex, path: path)
    }

    private init(impl: UnretainedReference<DecoderImpl>, objectIndex: Int, path: CodingPath) {
        assert(impl.withObject { $0.tape[objectIndex].kind } == .object, "a fast object over a value that is not an object")
        self.impl = impl
        self.objectIndex = objectIndex
        self.path = path
    }

    /// The key's value, as `KeyedDecodingContainer.decode(_:forKey:)`. Inlined into the generated
    /// code, where `Value` is known, so that JSON's own types go straight to their readers.
    @inlinable
    public func decode<Value: Decodable>(_ key: some CodingKey, _ name: StaticString) throws -> Value {
        if Value.self == String.self { return sameTypeValue(try decodeString(key, name), as: Value.self) }
        if Value.self == Int.self { return sameTypeValue(try decodeInt(key, name), as: Value.self) }
        if Value.self == Int64.self { return sameTypeValue(try decodeInt64(key, name), as: Value.self) }
        if Value.self == Double.self { return sameTypeValue(try decodeDouble(key, name), as: Value.self) }
        if Value.self == Bool.self { return sameTypeValue(try decodeBool(key, name), as: Value.self) }
        return try decodeValue(key, name)
    }

    /// The key's value, or nil for a missing key or `null`, as
    /// `KeyedDecodingContainer.decodeIfPresent(_:forKey:)`; inlined as `decode` is.
    @inlinable
    public func decodeIfPresent<Value: Decodable>(_ key: some CodingKey, _ name: StaticString) throws -> Value? {
        if Value.self == String.self { return sameTypeValue(try decodeStringIfPresent(key, name), as: Value?.self) }
        if Value.self == Int.self { return sameTypeValue(try decodeIntIfPresent(key, name), as: Value?.self) }
        if Value.self == Int64.self { return sameTypeValue(try decodeInt64IfPresent(key, name), as: Value?.self) }
        if Value.self == Double.self { return sameTypeValue(try decodeDoubleIfPresent(key, name), as: Value?.self) }
        if Value.self == Bool.self { return sameTypeValue(try decodeBoolIfPresent(key, name), as: Value?.self) }
        return try decodeValueIfPresent(key, name)
    }

    /// The key's array, as `decode` reads it: the generated read of a property declared as an
    /// array. Disfavoured, so that an array of `@JSONCodable` values takes the overload below.
    @inlinable @_disfavoredOverload
    public func decodeArray<Element: Decodable>(_ key: some CodingKey, _ name: StaticString) throws -> [Element] {
        try decode(key, name)
    }

    /// The key's array, or nil for a missing key or `null`, as `decodeIfPresent` reads it.
    @inlinable @_disfavoredOverload
    public func decodeArrayIfPresent<Element: Decodable>(_ key: some CodingKey, _ name: StaticString) throws -> [Element]? {
        try decodeIfPresent(key, name)
    }

    /// The key's array of `@JSONCodable` values, read as `decode` reads it. The array is made and
    /// appended to here, in the caller's code, where its type is known: made in FastJSON's generic
    /// code, each array would cost two lookups of its generic metadata in the runtime.
    @inlinable
    public func decodeArray<Values: _JSONFastArray>(_ key: some CodingKey, _ name: StaticString) throws -> Values {
        var values = Values()
        try readArray(
            key, name, of: Values.self as any Decodable.Type, reserve: { values.reserveCapacity($0) },
            append: { value in values.append(consume value) })
        return values
    }

    /// The key's array of `@JSONCodable` values, or nil for a missing key or `null`, as
    /// `decodeIfPresent` reads it; made here, as `decodeArray` makes it.
    @inlinable
    public func decodeArrayIfPresent<Values: _JSONFastArray>(_ key: some CodingKey, _ name: StaticString) throws -> Values? {
        var values = Values()
        let isPresent = try readArrayIfPresent(
            key, name, reserve: { values.reserveCapacity($0) }, append: { value in values.append(consume value) })
        return isPresent ? values : nil
    }

    // The reads the inlined calls make: each finds the key's value and reads it with the
    // decoder's reader for its type, as the keyed container does.

    @usableFromInline
    func readArray<Element: Decodable>(
        _ key: some CodingKey, _ name: StaticString, of type: any Decodable.Type, reserve: (Int) -> Void, append: (consuming Element) -> Void
    ) throws {
        try required(key, name, of: type) { impl, index in
            try impl.decodeElements(ofArrayAt: index, parent: path, key: key, reserve: reserve, append: append)
        }
    }

    @usableFromInline
    func readArrayIfPresent<Element: Decodable>(
        _ key: some CodingKey, _ name: StaticString, reserve: (Int) -> Void, append: (consuming Element) -> Void
    ) throws -> Bool {
        try ifPresent(key, name) { impl, index in
            try impl.decodeElements(ofArrayAt: index, parent: path, key: key, reserve: reserve, append: append)
        } != nil
    }

    @usableFromInline
    func decodeValue<Value: Decodable>(_ key: some CodingKey, _ name: StaticString) throws -> Value {
        try required(key, name, of: Value.self) { impl, index in try impl.unwrap(valueAt: index, as: Value.self, parent: path, key: key) }
    }

    @usableFromInline
    func decodeValueIfPresent<Value: Decodable>(_ key: some CodingKey, _ name: StaticString) throws -> Value? {
        try ifPresent(key, name) { impl, index in try impl.unwrap(valueAt: index, as: Value.self, parent: path, key: key) }
    }

    @usableFromInline
    func decodeString(_ key: some CodingKey, _ name: StaticString) throws -> String {
        try required(key, name, of: String.self) { impl, index in try impl.unwrapString(valueAt: index, parent: path, key: key) }
    }

    @usableFromInline
    func decodeStringIfPresent(_ key: some CodingKey, _ name: StaticString) throws -> String? {
        try ifPresent(key, name) { impl, index in try impl.unwrapString(valueAt: index, parent: path, key: key) }
    }

    @usableFromInline
    func decodeInt(_ key: some CodingKey, _ name: StaticString) throws -> Int {
        try required(key, name, of: Int.self) { impl, index in try impl.unwrapInteger(valueAt: index, as: Int.self, parent: path, key: key) }
    }

    @usableFromInline
    func decodeIntIfPresent(_ key: some CodingKey, _ name: StaticString) throws -> Int? {
        try ifPresent(key, name) { impl, index in try impl.unwrapInteger(valueAt: index, as: Int.self, parent: path, key: key) }
    }

    @usableFromInline
    func decodeInt64(_ key: some CodingKey, _ name: StaticString) throws -> Int64 {
        try required(key, name, of: Int64.self) { impl, index in try impl.unwrapInteger(valueAt: index, as: Int64.self, parent: path, key: key) }
    }

    @usableFromInline
    func decodeInt64IfPresent(_ key: some CodingKey, _ name: StaticString) throws -> Int64? {
        try ifPresent(key, name) { impl, index in try impl.unwrapInteger(valueAt: index, as: Int64.self, parent: path, key: key) }
    }

    @usableFromInline
    func decodeDouble(_ key: some CodingKey, _ name: StaticString) throws -> Double {
        try required(key, name, of: Double.self) { impl, index in
            try impl.unwrapFloatingPoint(valueAt: index, as: Double.self, parent: path, key: key)
        }
    }

    @usableFromInline
    func decodeDoubleIfPresent(_ key: some CodingKey, _ name: StaticString) throws -> Double? {
        try ifPresent(key, name) { impl, index in try impl.unwrapFloatingPoint(valueAt: index, as: Double.self, parent: path, key: key) }
    }

    @usableFromInline
    func decodeBool(_ key: some CodingKey, _ name: StaticString) throws -> Bool {
        try required(key, name, of: Bool.self) { impl, index in try impl.unwrapBool(valueAt: index, parent: path, key: key) }
    }

    @usableFromInline
    func decodeBoolIfPresent(_ key: some CodingKey, _ name: StaticString) throws -> Bool? {
        try ifPresent(key, name) { impl, index in try impl.unwrapBool(valueAt: index, parent: path, key: key) }
    }

    /// The object at the key, as `KeyedDecodingContainer.nestedContainer(keyedBy:forKey:)`: a
    /// nested key path's wrapper.
    public func nestedObject(_ key: some CodingKey, _ name: StaticString) throws -> _JSONFastObject {
        let (index, objectPath) = try impl.withObject { impl in try object(at: requireValueIndex(key, name, of: nil, impl), key, impl) }
        return _JSONFastObject(impl: impl, objectIndex: index, path: objectPath)
    }

    /// The object at the key, or nil for a missing key or `null`: a nested key path's wrapper for a
    /// property with a value for a missing one.
    public func nestedObjectIfPresent(_ key: some CodingKey, _ name: StaticString) throws -> _JSONFastObject? {
        let found = try impl.withObject { impl in try presentValueIndex(key, name, impl).map { try object(at: $0, key, impl) } }
        guard let (index, objectPath) = found else { return nil }
        return _JSONFastObject(impl: impl, objectIndex: index, path: objectPath)
    }

    /// The object at `index`, the key's value, with its coding path; an error for another value.
    private func object(at index: Int, _ key: some CodingKey, _ impl: DecoderImpl) throws -> (index: Int, path: CodingPath) {
        let objectPath = impl.shared.paths.appending(key, to: path)
        let kind = impl.tape[index].kind
        guard kind == .object else { throw DecodingErrors.keyedContainerNotFound(found: kind, at: impl.codingPath(at: objectPath)) }
        return (index, objectPath)
    }

    /// `read` of the key's value, which must be there (`requireValueIndex`).
    @inline(__always)
    func required<R>(
        _ key: some CodingKey, _ name: StaticString, of type: any Decodable.Type, _ read: (DecoderImpl, Int) throws -> R
    ) throws -> R {
        try impl.withObject { impl in try read(impl, requireValueIndex(key, name, of: type, impl)) }
    }

    /// `read` of the key's value, or nil for a missing key or `null`.
    @inline(__always)
    func ifPresent<R>(_ key: some CodingKey, _ name: StaticString, _ read: (DecoderImpl, Int) throws -> R) throws -> R? {
        try impl.withObject { impl in
            guard let index = presentValueIndex(key, name, impl) else { return nil }
            return try read(impl, index)
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

    /// The coding path of the key's value, for an error about it.
    func codingPath(of key: some CodingKey) -> [any CodingKey] {
        impl.withObject { $0.codingPath(at: path, key) }
    }

    /// The object's own coding path.
    var codingPath: [any CodingKey] {
        impl.withObject { $0.codingPath(at: path) }
    }

    /// The value for `key`; for a missing key, the tape's null when `Leniency.nullAndMissingAsDefault`
    /// gives `type` an empty value, else Foundation's `keyNotFound`, as the keyed container does.
    @inline(__always)
    private func requireValueIndex(
        _ key: some CodingKey, _ name: StaticString, of type: (any Decodable.Type)?, _ impl: DecoderImpl
    ) throws -> Int {
        try require(valueIndex(key, name, impl), key, of: type, impl)
    }

    /// `index`, the value found for `key`, or for a missing key what `requireValueIndex` gives.
    @inline(__always)
    private func require(_ index: Int?, _ key: some CodingKey, of type: (any Decodable.Type)?, _ impl: DecoderImpl) throws -> Int {
        guard let index else {
            if let type, impl.hasEmptyValue(type) { return impl.tape.nullIndex }
            throw DecodingErrors.keyNotFound(key, in: impl.codingPath(at: path), presentKeys: keyNames(impl))
        }
        return index
    }

    /// The object's keys, in document order, each once: what `allKeys` gives.
    private func keyNames(_ impl: DecoderImpl) -> [String] {
        impl.distinctKeyNames(ofObjectAt: objectIndex, names: JSONKeyNames(), namesMayRepeat: false)
    }

    /// The object's values, in the order of their keys, as a keyed container reads them: each key
    /// of `allKeys`, sorted, read with `decode(_:forKey:)`.
    func valuesInKeyOrder<Element: Decodable>() throws -> [Element] {
        try impl.withObject { impl in
            try keyNames(impl).sorted().map { name in
                let key = JSONKey(stringValue: name)
                let found = impl.valueIndex(
                    kept: nil, stringValue: { name }, inObject: objectIndex, names: JSONKeyNames(), namesMayRepeat: false)
                return try impl.unwrap(valueAt: require(found, key, of: Element.self, impl), as: Element.self, parent: path, key: key)
            }
        }
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
