/// An unkeyed container: an array in the buffer, named by its frame.
struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    /// The encoder of the value this container belongs to: its path, options and scope.
    let encoder: EncoderImpl
    let frame: FrameHandle
    /// This container's path in the writer's `paths`: the encoder's, or below it for a nested
    /// container.
    let path: CodingPath
    /// The encoder's writer, held here so that each write reaches it without a retain.
    let writer: JSONWriter

    var codingPath: [any CodingKey] {
        writer.paths.codingPath(path)
    }

    var count: Int {
        writer.isLive(frame) ? writer.frames[frame.index].count : 0
    }


    mutating func encodeNil() throws { writeElement { $0.out.append("null") } }
    mutating func encode(_ value: Bool) throws { writeElement { $0.out.append(value ? "true" : "false") } }
    mutating func encode(_ value: String) throws {
        writeElement { $0.out.appendQuoted(value, escapingSlashes: $0.escapingSlashes) }
    }
    mutating func encode(_ value: Double) throws { try writeFloatElement(value) }
    mutating func encode(_ value: Float) throws { try writeFloatElement(value) }
    mutating func encode(_ value: Int) throws { writeElement { $0.out.appendInteger(value) } }
    mutating func encode(_ value: Int8) throws { writeElement { $0.out.appendInteger(value) } }
    mutating func encode(_ value: Int16) throws { writeElement { $0.out.appendInteger(value) } }
    mutating func encode(_ value: Int32) throws { writeElement { $0.out.appendInteger(value) } }
    mutating func encode(_ value: Int64) throws { writeElement { $0.out.appendInteger(value) } }
    mutating func encode(_ value: Int128) throws { writeElement { $0.out.appendInteger(value) } }
    mutating func encode(_ value: UInt) throws { writeElement { $0.out.appendInteger(value) } }
    mutating func encode(_ value: UInt8) throws { writeElement { $0.out.appendInteger(value) } }
    mutating func encode(_ value: UInt16) throws { writeElement { $0.out.appendInteger(value) } }
    mutating func encode(_ value: UInt32) throws { writeElement { $0.out.appendInteger(value) } }
    mutating func encode(_ value: UInt64) throws { writeElement { $0.out.appendInteger(value) } }
    mutating func encode(_ value: UInt128) throws { writeElement { $0.out.appendInteger(value) } }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let index = count
        let depth = (0..<writer.frames.count).contains(frame.index) ? writer.frames[frame.index].depth : 0
        guard writer.activate(frame) else {
            // Foundation still encodes a value written to a container it no longer keeps.
            return try encoder.withDroppedOutput { try encoder.writeValue(value, key: .index(index), depth: depth) }
        }
        let checkpoint = writer.checkpoint(frame: frame.index)
        writer.beginElement(of: frame.index)
        do {
            try encoder.writeValue(value, key: .index(index), depth: depth)
        } catch {
            writer.rollback(to: checkpoint)
            throw error
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nestedPath = writer.paths.appending(index: count, to: path)
        return KeyedEncodingContainerPool.makeContainer(encoder: encoder, frame: nestedFrame(isObject: true), path: nestedPath, writer: writer)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nestedPath = writer.paths.appending(index: count, to: path)
        return JSONUnkeyedEncodingContainer(encoder: encoder, frame: nestedFrame(isObject: false), path: nestedPath, writer: writer)
    }

    mutating func superEncoder() -> any Encoder {
        let superEncoder = EncoderImpl(writer: writer)
        superEncoder.owner = encoder
        // Foundation's path for a super encoder is the encoder's plus the index, without nested
        // containers.
        superEncoder.path = writer.paths.appending(index: count, to: encoder.path)
        // A scope that never runs: everything written through a dropped super encoder is dropped.
        superEncoder.scope = -1
        guard writer.activate(frame) else { return superEncoder }
        let depth = writer.frames[frame.index].depth
        superEncoder.depth = depth
        superEncoder.scope = writer.currentScope
        writer.beginElement(of: frame.index)
        // The placeholder holds the element's place, as Foundation inserts the value at this index.
        superEncoder.slot = .placeholder(writer.writePlaceholder(depth: depth, parent: frame.index))
        return superEncoder
    }

    // MARK: - Writing

    @inline(__always)
    private func writeElement(_ body: (JSONWriter) -> Void) {
        guard writer.activate(frame) else { return }
        writer.beginElement(of: frame.index)
        body(writer)
    }

    @inline(__always)
    private func writeFloatElement<F: BinaryFloatingPoint & JSONFloat>(_ value: F) throws {
        // Foundation's path for this error is the encoder's plus the index, without nested containers.
        try encoder.checkFloat(value, path: encoder.codingPath(appending: .index(count)))
        guard writer.activate(frame) else { return }
        writer.beginElement(of: frame.index)
        try encoder.writeFloat(value, path: [])
    }

    private func nestedFrame(isObject: Bool) -> FrameHandle {
        guard writer.activate(frame) else { return .dropped }
        writer.beginElement(of: frame.index)
        return writer.openContainer(isObject: isObject, depth: writer.frames[frame.index].depth + 1, parent: frame.index)
    }
}
