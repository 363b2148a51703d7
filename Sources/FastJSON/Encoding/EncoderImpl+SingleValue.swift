extension EncoderImpl: SingleValueEncodingContainer {
    func encodeNil() throws { try writeSingle { $0.out.append("null") } }
    func encode(_ value: Bool) throws { try writeSingle { $0.out.append(value ? "true" : "false") } }
    func encode(_ value: String) throws {
        try writeSingle { $0.out.appendQuoted(value, escapingSlashes: $0.escapingSlashes) }
    }
    func encode(_ value: Double) throws { try writeSingleFloat(value) }
    func encode(_ value: Float) throws { try writeSingleFloat(value) }
    func encode(_ value: Int) throws { try writeSingle { $0.out.appendInteger(value) } }
    func encode(_ value: Int8) throws { try writeSingle { $0.out.appendInteger(value) } }
    func encode(_ value: Int16) throws { try writeSingle { $0.out.appendInteger(value) } }
    func encode(_ value: Int32) throws { try writeSingle { $0.out.appendInteger(value) } }
    func encode(_ value: Int64) throws { try writeSingle { $0.out.appendInteger(value) } }
    func encode(_ value: Int128) throws { try writeSingle { $0.out.appendInteger(value) } }
    func encode(_ value: UInt) throws { try writeSingle { $0.out.appendInteger(value) } }
    func encode(_ value: UInt8) throws { try writeSingle { $0.out.appendInteger(value) } }
    func encode(_ value: UInt16) throws { try writeSingle { $0.out.appendInteger(value) } }
    func encode(_ value: UInt32) throws { try writeSingle { $0.out.appendInteger(value) } }
    func encode(_ value: UInt64) throws { try writeSingle { $0.out.appendInteger(value) } }
    func encode(_ value: UInt128) throws { try writeSingle { $0.out.appendInteger(value) } }

    func encode<T: Encodable>(_ value: T) throws {
        // Foundation encodes the value with this same encoder, so it sees the same coding path.
        try writeSingle { _ in try writeValue(value, key: .none, depth: depth) }
    }

    private func writeSingleFloat<F: BinaryFloatingPoint & JSONFloat>(_ value: F) throws {
        try checkFloat(value, path: codingPath)
        try writeSingle { _ in try writeFloat(value, path: codingPath) }
    }

    /// Writes the encoder's one value where it belongs: at the end of the buffer, or in place of a
    /// `superEncoder()` placeholder. A second value is a misuse Foundation traps on.
    @inline(__always)
    private func writeSingle(_ body: (JSONWriter) throws -> Void) throws {
        switch slot {
        case .placeholder(let frame) where writer.isLive(frame) && writer.frames[frame.index].count == 0:
            guard writer.activate(frame) else { return }
            slot = try writer.replacePlaceholder(frame.index) { try body(writer) } ? .container(frame) : .direct
        case _ where writer.currentScope != scope:
            // The value's `encode(to:)` has returned: Foundation drops what is written now.
            return
        case .empty:
            let start = writer.out.count
            let checkpoint = writer.checkpoint(frame: -1)
            // `self` is the path parent of a generic value below, and sees the slot as taken.
            slot = .direct
            do {
                try body(writer)
            } catch {
                writer.rollback(to: checkpoint)
                slot = .empty
                throw error
            }
            slot = .single(start: start, end: writer.out.count)
        default:
            throw EncodingErrors.misuse(
                "Attempt to encode value through single value container when previously value already encoded.",
                path: codingPath)
        }
    }
}
