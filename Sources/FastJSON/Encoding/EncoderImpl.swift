/// The `Encoder` given to one value's `encode(to:)`, which is also its single-value container.
/// Instances are recycled for the next value once nobody else holds one. Stored properties skip
/// the runtime exclusivity check for the reason given on `JSONWriter`.
final class EncoderImpl: Encoder {
    /// What this encoder's value has become so far.
    enum Slot {
        case empty
        /// Written through the single-value container, at `start..<end`.
        case single(start: Int, end: Int)
        /// Written by FastJSON itself (arrays, dictionaries, special types).
        case direct
        case container(FrameHandle)
        /// A `superEncoder()`: an empty object already written in the parent container, which the
        /// encoder's container or value fills or replaces.
        case placeholder(FrameHandle)
    }

    let writer: JSONWriter
    /// Where this encoder's value is, in the writer's `paths`.
    @exclusivity(unchecked) var path = CodingPath.root
    /// For a `superEncoder()`, the encoder whose container made it: held so that while someone
    /// keeps this one, that encoder is not uniquely referenced and its path records stay (see
    /// `CodingPathArena`).
    @exclusivity(unchecked) var owner: EncoderImpl?
    /// The number of containers around this encoder's value.
    @exclusivity(unchecked) var depth = 0
    /// The writer scope this encoder's value is written in.
    @exclusivity(unchecked) var scope = 0
    @exclusivity(unchecked) var slot = Slot.empty

    init(writer: JSONWriter) {
        self.writer = writer
    }

    var codingPath: [any CodingKey] {
        writer.paths.codingPath(path)
    }

    var userInfo: [CodingUserInfoKey: Any] {
        writer.options.userInfo
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let frame = rootFrame(isObject: true)
        // A `superEncoder()` is held by its caller alone, so its containers must retain it.
        guard owner == nil else {
            return KeyedEncodingContainerPool.makeContainer(encoder: self, frame: frame, path: path, writer: writer)
        }
        return writer.keyedContainers.container(keyedBy: type, encoder: self, frame: frame, path: path, writer: writer)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        JSONUnkeyedEncodingContainer(encoder: self, frame: rootFrame(isObject: false), path: path, writer: writer)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    /// The frame of this encoder's container: opened on first use, the same one afterwards (as in
    /// Foundation, asking twice gives one container), or a value of the same kind written earlier.
    func rootFrame(isObject: Bool) -> FrameHandle {
        switch slot {
        case .empty:
            guard writer.currentScope == scope else { return .dropped }
            let frame = writer.openContainer(isObject: isObject, depth: depth + 1, parent: -1)
            slot = .container(frame)
            return frame
        case .container(let frame), .placeholder(let frame):
            guard writer.isLive(frame) else { return .dropped }
            if writer.frames[frame.index].isObject == isObject { return frame }
            if case .placeholder = slot, !isObject, writer.frames[frame.index].count == 0, writer.activate(frame) {
                writer.turnEmptyObjectIntoArray(frame.index)
                return frame
            }
        case .single(let start, let end):
            let bracket = isObject ? UInt8(ascii: "{") : UInt8(ascii: "[")
            if writer.currentScope == scope, start < end, writer.out.base[start] == bracket,
               let count = writer.writtenMemberCount(start: start, end: end, depth: depth + 1) {
                let frame = writer.adoptWrittenContainer(start: start, end: end, count: count, depth: depth + 1, parent: -1)
                slot = .container(frame)
                return frame
            }
        case .direct:
            break
        }
        let kind = isObject ? "keyed" : "unkeyed"
        writer.recordMisuse(EncodingErrors.misuse(
            "Attempt to push new \(kind) encoding container when already previously encoded at this path.",
            path: codingPath))
        return .dropped
    }
}

extension EncoderImpl {
    /// Has `value` write itself through this encoder, as its `encode(to:)` does: by the fast path
    /// `@JSONCodable` generated, when it has one and keys are written as they are, else by
    /// `encode(to:)` itself.
    @inline(__always)
    func encodeOwn<T: Encodable>(_ value: T) throws {
        #if MacroRuntime
        if case .useDefaultKeys = writer.keyNaming, let fastType = writer.directTypes.fastConformance(of: T.self) {
            return try fastType.writeFast(value, into: self)
        }
        #endif
        try value.encode(to: self)
    }
}
