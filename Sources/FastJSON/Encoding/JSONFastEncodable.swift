#if MacroRuntime
/// A type that `@JSONCodable` also taught to write itself straight into FastJSON's output.
/// FastJSON's encoder calls `encode(_jsonFastObject:)` in place of `encode(to:)` under the default
/// key strategy: no keyed container, no `CodingKey` existential, and key bytes the compiler wrote
/// into the binary. Public for the generated code, not for use by hand.
public protocol _JSONFastEncodable: Encodable {
    /// Makes the writes that `encode(to:)` makes, in its order and with its calls, so that an
    /// encode gives the same bytes or the same error on either path.
    func encode(_jsonFastObject object: borrowing _JSONFastObjectWriter) throws
}

/// The JSON object a `_JSONFastEncodable` type writes itself into, with the calls of a keyed
/// container that generated code makes. Each call takes the coding key, for errors, and its string
/// value, as a literal the compiler stores, for the bytes.
///
/// It does not retain its encoder: it is non-copyable and only lent to the type's method, so it
/// cannot outlive the call, during which the encode holds the encoder. The nested objects it opens
/// are the method's own, which the generated code keeps in locals of the call.
public struct _JSONFastObjectWriter: ~Copyable {
    private let unretainedEncoder: UnretainedReference<EncoderImpl>
    private let frame: FrameHandle
    /// The object's coding path, for the error of a misused key.
    private let path: CodingPath

    init(encoder: EncoderImpl, frame: FrameHandle) {
        self.init(encoder: UnretainedReference(encoder), frame: frame, path: encoder.path)
    }

    private init(encoder: UnretainedReference<EncoderImpl>, frame: FrameHandle, path: CodingPath) {
        unretainedEncoder = encoder
        self.frame = frame
        self.path = path
    }

    /// The object at the key, opened here, as `KeyedEncodingContainer.nestedContainer(keyedBy:forKey:)`:
    /// a nested key path's wrapper. Its key is written from the coding key's string value, as the
    /// container writes it: one more caller of the literal key write keeps the compiler from
    /// inlining that write into the entries'.
    public func nestedObject(_ key: some CodingKey) -> _JSONFastObjectWriter {
        let (nested, nestedPath) = unretainedEncoder.withObject { encoder in
            let writer = encoder.writer
            let nestedPath = writer.paths.appending(key, to: path)
            guard let entry = encoder.beginEntry(in: frame, of: writer) else { return (FrameHandle.dropped, nestedPath) }
            let earlier = writer.beginKey(key.stringValue, in: frame.index)
            return (encoder.nestedFrame(entry, earlier: earlier, in: frame, of: writer, isObject: true, codingKey: key, path: path), nestedPath)
        }
        return _JSONFastObjectWriter(encoder: unretainedEncoder, frame: nested, path: nestedPath)
    }

    /// Writes the key and its value, as `KeyedEncodingContainer.encode(_:forKey:)`. Inlined into
    /// the generated code, where `Value` is known, so that JSON's own types go straight to their
    /// writers.
    @inlinable
    public func encode<Value: Encodable>(_ value: Value, _ key: some CodingKey, _ name: StaticString) throws {
        if Value.self == String.self { return encodeString(sameTypeValue(value, as: String.self), key, name) }
        if Value.self == Int.self { return encodeInt(sameTypeValue(value, as: Int.self), key, name) }
        if Value.self == Int64.self { return encodeInt64(sameTypeValue(value, as: Int64.self), key, name) }
        if Value.self == Double.self { return try encodeDouble(sameTypeValue(value, as: Double.self), key, name) }
        if Value.self == Bool.self { return encodeBool(sameTypeValue(value, as: Bool.self), key, name) }
        try encodeValue(value, key, name)
    }

    /// Writes the key and its value unless the value is nil, as
    /// `KeyedEncodingContainer.encodeIfPresent(_:forKey:)`; inlined as `encode` is.
    @inlinable
    public func encodeIfPresent<Value: Encodable>(_ value: Value?, _ key: some CodingKey, _ name: StaticString) throws {
        guard let value else { return }
        try encode(value, key, name)
    }

    // The writes the inlined calls make, each as the keyed container makes it for its type.

    @usableFromInline
    func encodeValue<Value: Encodable>(_ value: Value, _ key: some CodingKey, _ name: StaticString) throws {
        try unretainedEncoder.withObject { encoder in
            let writer = encoder.writer
            guard let entry = encoder.beginEntry(in: frame, of: writer) else {
                return try encoder.writeDroppedEntry(value, codingKey: key, in: frame)
            }
            let earlier = writeKey(key, name, writer)
            try encoder.finishEntry(value, codingKey: key, entry, earlier: earlier, in: frame, of: writer)
        }
    }

    /// Writes `key`, which is no literal, and its value: the entries of keyed values.
    func encodeValue<Value: Encodable>(_ value: Value, forKey key: JSONKey) throws {
        try unretainedEncoder.withObject { encoder in
            let writer = encoder.writer
            guard let entry = encoder.beginEntry(in: frame, of: writer) else {
                return try encoder.writeDroppedEntry(value, codingKey: key, in: frame)
            }
            let earlier = writer.beginKey(key.stringValue, in: frame.index)
            try encoder.finishEntry(value, codingKey: key, entry, earlier: earlier, in: frame, of: writer)
        }
    }

    /// The coding path of the key's value, for an error about it.
    func codingPath(of key: some CodingKey) -> [any CodingKey] {
        unretainedEncoder.withObject { $0.writer.paths.codingPath(path) } + [key]
    }

    @usableFromInline
    func encodeString(_ value: String, _ key: some CodingKey, _ name: StaticString) {
        writeEntry(key, name) { $0.out.appendQuoted(value, escapingSlashes: $0.escapingSlashes) }
    }

    @usableFromInline
    func encodeInt(_ value: Int, _ key: some CodingKey, _ name: StaticString) {
        writeEntry(key, name) { $0.out.appendInteger(value) }
    }

    @usableFromInline
    func encodeInt64(_ value: Int64, _ key: some CodingKey, _ name: StaticString) {
        writeEntry(key, name) { $0.out.appendInteger(value) }
    }

    @usableFromInline
    func encodeBool(_ value: Bool, _ key: some CodingKey, _ name: StaticString) {
        writeEntry(key, name) { $0.out.append(value ? "true" : "false") }
    }

    @usableFromInline
    func encodeDouble(_ value: Double, _ key: some CodingKey, _ name: StaticString) throws {
        try unretainedEncoder.withObject { encoder in
            try encoder.writeFloatEntry(value, in: frame, of: encoder.writer, codingKey: key) { writeKey(key, name, $0) }
        }
    }

    @inline(__always)
    private func writeEntry(_ key: some CodingKey, _ name: StaticString, _ body: (JSONWriter) -> Void) {
        unretainedEncoder.withObject { encoder in
            encoder.writeEntry(in: frame, of: encoder.writer, key: { writeKey(key, name, $0) }, body)
        }
    }

    /// Writes the key's bytes from its literal; returns an earlier entry with the same key.
    @inline(__always)
    private func writeKey(_ key: some CodingKey, _ name: StaticString, _ writer: JSONWriter) -> Int {
        assert(name.description == key.stringValue, "a fast object's key name is not its coding key's string value")
        return name.withUTF8Buffer { writer.beginKey(utf8: $0, in: frame.index) }
    }
}

extension _JSONFastEncodable {
    /// Writes `value`, which is of this type (a cached conformance said so), through `encoder`,
    /// whose value it is, as an object: the frame `encoder.container(keyedBy:)` would open, which
    /// the generated code's own containers then write into too.
    static func writeFast<T>(_ value: T, into encoder: EncoderImpl) throws {
        assert(T.self == Self.self, "a value written as another type")
        let frame = encoder.rootFrame(isObject: true)
        // In place: a copy as `Self` would retain each of the value's references.
        try withUnsafePointer(to: value) { pointer in
            try UnsafeRawPointer(pointer).assumingMemoryBound(to: Self.self).withPointeeInPlace {
                try $0.encode(_jsonFastObject: _JSONFastObjectWriter(encoder: encoder, frame: frame))
            }
        }
    }
}
#endif
