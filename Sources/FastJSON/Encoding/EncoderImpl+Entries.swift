/// The writes of one entry of an object, a key and its value, for the keyed container and the fast
/// path of `@JSONCodable` types alike. They differ in how they write the key: the container
/// converts its coding key by the key strategy, the fast path writes a literal; either returns an
/// earlier entry with the same key, or -1 (see `JSONWriter.beginKey`). `writer` is this encoder's,
/// passed by callers that hold it unretained.
extension EncoderImpl {
    /// Writes a value that cannot fail as an entry of the object `frame`.
    @inline(__always)
    func writeEntry(in frame: FrameHandle, of writer: JSONWriter, key writeKey: (JSONWriter) -> Int, _ writeValue: (JSONWriter) -> Void) {
        assert(writer === self.writer, "an entry written through another encode's writer")
        guard writer.activate(frame) else { return }
        let earlier = writeKey(writer)
        writeValue(writer)
        writer.replaceEntry(earlier, in: frame.index)
    }

    /// Writes a float as an entry of the object `frame`, or throws before writing its key.
    @inline(__always)
    func writeFloatEntry<F: BinaryFloatingPoint & JSONFloat>(
        _ value: F, in frame: FrameHandle, of writer: JSONWriter, codingKey: some CodingKey, key writeKey: (JSONWriter) -> Int
    ) throws {
        assert(writer === self.writer, "an entry written through another encode's writer")
        // Foundation's path for this error is the encoder's plus the key, without nested containers.
        try checkFloat(value, path: codingPath(appending: .key(codingKey)))
        guard writer.activate(frame) else { return }
        let earlier = writeKey(writer)
        try writeFloat(value, path: [])
        writer.replaceEntry(earlier, in: frame.index)
    }

    // An entry of any value comes in two halves around the key, which the caller writes between
    // them: a closure for the key would not be inlined into these generic calls.

    /// Readies the object `frame` for an entry of any value: nil when the frame is gone (the value
    /// is then written to no output, `writeDroppedEntry`), else where its value goes.
    @inline(__always)
    func beginEntry(in frame: FrameHandle, of writer: JSONWriter) -> BegunEntry? {
        assert(writer === self.writer, "an entry written through another encode's writer")
        guard writer.activate(frame) else { return nil }
        return BegunEntry(depth: writer.frames[frame.index].depth, checkpoint: writer.checkpoint(frame: frame.index))
    }

    /// Writes the value of an entry begun by `beginEntry` whose key was written since (`earlier`
    /// is what writing it returned); a value that throws leaves nothing of the entry.
    @inline(__always)
    func finishEntry<T: Encodable>(
        _ value: T, codingKey: some CodingKey, _ entry: BegunEntry, earlier: Int, in frame: FrameHandle, of writer: JSONWriter
    ) throws {
        do {
            try writeValue(value, key: .key(codingKey), depth: entry.depth)
        } catch {
            writer.rollback(to: entry.checkpoint)
            throw error
        }
        writer.replaceEntry(earlier, in: frame.index)
    }

    /// The frame for a container as the value of an entry begun by `beginEntry` whose key was
    /// written since (`earlier` is what writing it returned): a new one, or the container or written
    /// value of the same kind already under that key, which Foundation merges into. `path` is the
    /// object's, for the error of a key that holds another kind.
    func nestedFrame(
        _ entry: BegunEntry, earlier: Int, in frame: FrameHandle, of writer: JSONWriter, isObject: Bool,
        codingKey: some CodingKey, path: CodingPath
    ) -> FrameHandle {
        assert(writer === self.writer, "a container opened through another encode's writer")
        if earlier >= 0 {
            if let existing = writer.existingContainer(
                forEntry: earlier, isObject: isObject, in: frame.index, undoing: entry.checkpoint) {
                return existing
            }
            // Foundation stops the program here. Keeping the last silently would hide the bug, so
            // the new container replaces the old one and `encode` throws this when it ends.
            let kind = isObject ? "KeyedEncodingContainer" : "UnkeyedEncodingContainer"
            let other = isObject ? "an array or a single value" : "an object or a single value"
            writer.recordMisuse(EncodingErrors.misuse(
                "Attempt to re-encode into nested \(kind) for key \"\(codingKey.stringValue)\" is invalid: "
                    + "\(other) is already encoded for this key.",
                path: writer.paths.codingPath(path) + [codingKey]))
        }
        let nested = writer.openContainer(isObject: isObject, depth: entry.depth + 1, parent: frame.index)
        writer.recordValueFrame(nested)
        writer.replaceEntry(earlier, in: frame.index)
        return nested
    }

    /// Foundation still encodes a value written to a container it no longer keeps, for its errors.
    func writeDroppedEntry<T: Encodable>(_ value: T, codingKey: some CodingKey, in frame: FrameHandle) throws {
        let depth = (0..<writer.frames.count).contains(frame.index) ? writer.frames[frame.index].depth : 0
        try withDroppedOutput { try writeValue(value, key: .key(codingKey), depth: depth) }
    }
}

/// An entry `beginEntry` readied: the depth of its value's slot, and where to roll back to if the
/// value throws.
struct BegunEntry {
    let depth: Int
    let checkpoint: WriterCheckpoint
}
