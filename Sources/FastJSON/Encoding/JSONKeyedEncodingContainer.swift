/// A keyed container: an object in the buffer, named by its frame.
///
/// Its state holds no reference that counts (see `KeyedEncodingState`).
struct JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    /// Written in place by `KeyedEncodingContainerPool` through the box.
    var state: KeyedEncodingState

    private var frame: FrameHandle { state.frame }
    private var path: CodingPath { state.path }

    /// Runs `body` with the encoder of the value this container belongs to (its path, options and
    /// scope) and its writer, unretained: a pooled container's state does not retain them, and
    /// reading them as references would retain and release them around every write.
    @inline(__always)
    private func withParts<R>(_ body: (EncoderImpl, JSONWriter) throws -> R) rethrows -> R {
        try state.unretainedEncoder.withObject { encoder in
            try state.unretainedWriter.withObject { writer in try body(encoder, writer) }
        }
    }

    var codingPath: [any CodingKey] {
        withParts { _, writer in writer.paths.codingPath(path) }
    }

    func encodeNil(forKey key: Key) throws { writeEntry(key) { $0.out.append("null") } }
    func encode(_ value: Bool, forKey key: Key) throws {
        writeEntry(key) { $0.out.append(value ? "true" : "false") }
    }
    func encode(_ value: String, forKey key: Key) throws {
        writeEntry(key) { $0.out.appendQuoted(value, escapingSlashes: $0.escapingSlashes) }
    }
    func encode(_ value: Double, forKey key: Key) throws { try writeFloatEntry(value, key) }
    func encode(_ value: Float, forKey key: Key) throws { try writeFloatEntry(value, key) }
    func encode(_ value: Int, forKey key: Key) throws { writeEntry(key) { $0.out.appendInteger(value) } }
    func encode(_ value: Int8, forKey key: Key) throws { writeEntry(key) { $0.out.appendInteger(value) } }
    func encode(_ value: Int16, forKey key: Key) throws { writeEntry(key) { $0.out.appendInteger(value) } }
    func encode(_ value: Int32, forKey key: Key) throws { writeEntry(key) { $0.out.appendInteger(value) } }
    func encode(_ value: Int64, forKey key: Key) throws { writeEntry(key) { $0.out.appendInteger(value) } }
    func encode(_ value: Int128, forKey key: Key) throws { writeEntry(key) { $0.out.appendInteger(value) } }
    func encode(_ value: UInt, forKey key: Key) throws { writeEntry(key) { $0.out.appendInteger(value) } }
    func encode(_ value: UInt8, forKey key: Key) throws { writeEntry(key) { $0.out.appendInteger(value) } }
    func encode(_ value: UInt16, forKey key: Key) throws { writeEntry(key) { $0.out.appendInteger(value) } }
    func encode(_ value: UInt32, forKey key: Key) throws { writeEntry(key) { $0.out.appendInteger(value) } }
    func encode(_ value: UInt64, forKey key: Key) throws { writeEntry(key) { $0.out.appendInteger(value) } }
    func encode(_ value: UInt128, forKey key: Key) throws { writeEntry(key) { $0.out.appendInteger(value) } }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try withParts { encoder, writer in
            guard let entry = encoder.beginEntry(in: frame, of: writer) else {
                return try encoder.writeDroppedEntry(value, codingKey: key, in: frame)
            }
            let earlier = writeKey(key, writer)
            try encoder.finishEntry(value, codingKey: key, entry, earlier: earlier, in: frame, of: writer)
        }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        withParts { encoder, writer in
            let nested = nestedFrame(forKey: key, isObject: true, encoder, writer)
            return KeyedEncodingContainerPool.makeContainer(
                encoder: encoder, frame: nested, path: writer.paths.appending(key, to: path), writer: writer)
        }
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        withParts { encoder, writer in
            JSONUnkeyedEncodingContainer(
                encoder: encoder, frame: nestedFrame(forKey: key, isObject: false, encoder, writer), path: writer.paths.appending(key, to: path),
                writer: writer)
        }
    }

    func superEncoder() -> any Encoder {
        superEncoder(forCodingKey: JSONKey.super)
    }

    func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(forCodingKey: key)
    }

    // MARK: - Writing

    /// Writes a value that cannot fail under `key`.
    @inline(__always)
    private func writeEntry(_ key: Key, _ body: (JSONWriter) -> Void) {
        withParts { encoder, writer in encoder.writeEntry(in: frame, of: writer, key: { writeKey(key, $0) }, body) }
    }

    @inline(__always)
    private func writeFloatEntry<F: BinaryFloatingPoint & JSONFloat>(_ value: F, _ key: Key) throws {
        try withParts { encoder, writer in
            try encoder.writeFloatEntry(value, in: frame, of: writer, codingKey: key) { writeKey(key, $0) }
        }
    }

    /// Writes the key as the key strategy converts it; returns an earlier entry with the same key.
    @inline(__always)
    private func writeKey(_ key: some CodingKey, _ writer: JSONWriter) -> Int {
        switch writer.keyNaming {
        case .useDefaultKeys:
            return writer.beginKey(key.stringValue, in: frame.index)
        case .convertToSnakeCase:
            return writer.beginSnakeCaseKey(key.stringValue, in: frame.index)
        case .custom(let convert):
            return writer.beginKey(convert(writer.paths.codingPath(path) + [key]).stringValue, in: frame.index)
        }
    }

    /// The frame for a nested container under `key` (see `EncoderImpl.nestedFrame`).
    private func nestedFrame(forKey key: some CodingKey, isObject: Bool, _ encoder: EncoderImpl, _ writer: JSONWriter) -> FrameHandle {
        guard let entry = encoder.beginEntry(in: frame, of: writer) else { return .dropped }
        let earlier = writeKey(key, writer)
        return encoder.nestedFrame(entry, earlier: earlier, in: frame, of: writer, isObject: isObject, codingKey: key, path: path)
    }

    private func superEncoder(forCodingKey key: some CodingKey) -> any Encoder {
        withParts { encoder, writer in
            let depth = (0..<writer.frames.count).contains(frame.index) ? writer.frames[frame.index].depth : 0
            let superEncoder = EncoderImpl(writer: writer)
            superEncoder.owner = encoder
            // Foundation's path for a super encoder is the encoder's plus the key, without nested
            // containers.
            superEncoder.path = writer.paths.appending(key, to: encoder.path)
            superEncoder.depth = depth
            // A scope that never runs: everything written through a dropped super encoder is dropped.
            superEncoder.scope = -1
            guard writer.activate(frame) else { return superEncoder }
            superEncoder.scope = writer.currentScope
            let earlier = writeKey(key, writer)
            let placeholder = writer.writePlaceholder(depth: depth, parent: frame.index)
            writer.recordValueFrame(placeholder)
            superEncoder.slot = .placeholder(placeholder)
            writer.replaceEntry(earlier, in: frame.index)
            return superEncoder
        }
    }
}
