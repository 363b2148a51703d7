/// A type FastJSON writes itself instead of calling its `encode(to:)`: scalars without a
/// container, collections without boxing one container per value, and the Foundation types whose
/// JSON form the encoder's strategies decide, as Foundation special-cases them.
protocol JSONDirectEncodable {
    /// Writes the value at the end of the buffer, as the value at `key` below `encoder`, in a slot
    /// nested in `depth` containers.
    func writeJSON(into encoder: EncoderImpl, key: PathKey, depth: Int) throws
}

/// A value with a fixed JSON form that needs no containers or coding path.
protocol JSONScalar: JSONDirectEncodable {
    func write(to writer: JSONWriter)
}

extension JSONScalar {
    func writeJSON(into encoder: EncoderImpl, key: PathKey, depth: Int) throws {
        write(to: encoder.writer)
    }
}

extension Int: JSONScalar { func write(to writer: JSONWriter) { writer.out.appendInteger(self) } }
extension Int8: JSONScalar { func write(to writer: JSONWriter) { writer.out.appendInteger(self) } }
extension Int16: JSONScalar { func write(to writer: JSONWriter) { writer.out.appendInteger(self) } }
extension Int32: JSONScalar { func write(to writer: JSONWriter) { writer.out.appendInteger(self) } }
extension Int64: JSONScalar { func write(to writer: JSONWriter) { writer.out.appendInteger(self) } }
extension Int128: JSONScalar { func write(to writer: JSONWriter) { writer.out.appendInteger(self) } }
extension UInt: JSONScalar { func write(to writer: JSONWriter) { writer.out.appendInteger(self) } }
extension UInt8: JSONScalar { func write(to writer: JSONWriter) { writer.out.appendInteger(self) } }
extension UInt16: JSONScalar { func write(to writer: JSONWriter) { writer.out.appendInteger(self) } }
extension UInt32: JSONScalar { func write(to writer: JSONWriter) { writer.out.appendInteger(self) } }
extension UInt64: JSONScalar { func write(to writer: JSONWriter) { writer.out.appendInteger(self) } }
extension UInt128: JSONScalar { func write(to writer: JSONWriter) { writer.out.appendInteger(self) } }

extension Bool: JSONScalar {
    func write(to writer: JSONWriter) { writer.out.append(self ? "true" : "false") }
}

extension String: JSONScalar {
    func write(to writer: JSONWriter) { writer.out.appendQuoted(self, escapingSlashes: writer.escapingSlashes) }
}

extension Double: JSONDirectEncodable {
    func writeJSON(into encoder: EncoderImpl, key: PathKey, depth: Int) throws {
        try encoder.writeFloat(self, path: encoder.path(appending: key))
    }
}

extension Float: JSONDirectEncodable {
    func writeJSON(into encoder: EncoderImpl, key: PathKey, depth: Int) throws {
        try encoder.writeFloat(self, path: encoder.path(appending: key))
    }
}

extension Optional: JSONDirectEncodable where Wrapped: Encodable {
    func writeJSON(into encoder: EncoderImpl, key: PathKey, depth: Int) throws {
        if let wrapped = self {
            try encoder.writeValue(wrapped, key: key, depth: depth)
        } else {
            encoder.writer.out.append("null")
        }
    }
}
