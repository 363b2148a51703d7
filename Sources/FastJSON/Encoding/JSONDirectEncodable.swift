/// A type FastJSON writes itself instead of calling its `encode(to:)`: scalars without a
/// container, collections without boxing one container per value, and the Foundation types whose
/// JSON form the encoder's strategies decide, as Foundation special-cases them.
protocol JSONDirectEncodable {
    /// Writes the value at the end of the buffer, as the value at `key` below `encoder`, in a slot
    /// nested in `depth` containers.
    func writeJSON(into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws

    /// Writes a JSON array of the values of this type in `elements` (an array's storage), as the
    /// value at `key` below `encoder`, in a slot nested in `depth` containers.
    static func writeArray(of elements: UnsafeRawBufferPointer, into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws
}

extension JSONDirectEncodable {
    /// Writes `value`, which is of this type (a cached conformance said so), in place; see
    /// `writeJSON(into:key:depth:)`.
    static func writeJSON<T>(_ value: T, into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        assert(T.self == Self.self, "a value written as another type")
        // In place: a copy as `Self` would retain each of the value's references.
        try withUnsafePointer(to: value) { pointer in
            try UnsafeRawPointer(pointer).assumingMemoryBound(to: Self.self).withPointeeInPlace {
                try $0.writeJSON(into: encoder, key: key, depth: depth)
            }
        }
    }

    /// Writes `elements`, which are of this type (a cached conformance said so), through
    /// `writeArray(of:into:key:depth:)`, which reads their storage as this type.
    static func writeArray<Element>(_ elements: [Element], into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        assert(Element.self == Self.self, "array elements written as another type")
        try elements.withUnsafeBytes { try writeArray(of: $0, into: encoder, key: key, depth: depth) }
    }

    /// What `Array.encode(to:)` writes through an unkeyed container, written in one loop; the
    /// elements see an encoder for the array in their coding path.
    static func writeArray(of elements: UnsafeRawBufferPointer, into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        let values = elements.assumingMemoryBound(to: Self.self)
        try encoder.writeArrayElements(count: values.count, key: key, depth: depth) { arrayEncoder, index in
            try (values.baseAddress.unsafelyUnwrapped + index).withPointeeInPlace {
                try $0.writeJSON(into: arrayEncoder, key: .index(index), depth: depth + 1)
            }
        }
    }
}

/// A value with a fixed JSON form that needs no containers or coding path.
protocol JSONScalar: JSONDirectEncodable {
    func write(to writer: JSONWriter)
}

extension JSONScalar {
    func writeJSON(into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        write(to: encoder.writer)
    }

    /// Scalars need no coding path: no encoder is made for the array.
    static func writeArray(of elements: UnsafeRawBufferPointer, into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        let writer = encoder.writer
        let values = elements.assumingMemoryBound(to: Self.self)
        writer.out.append(UInt8(ascii: "["))
        for index in values.indices {
            writer.writeSeparator(isFirst: index == 0, depth: depth + 1)
            (values.baseAddress.unsafelyUnwrapped + index).withPointeeInPlace { $0.write(to: writer) }
        }
        writer.writeClosing(isObject: false, isEmpty: values.isEmpty, depth: depth + 1)
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
    func writeJSON(into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        try encoder.writeFloat(self, path: encoder.codingPath(appending: key))
    }

    static func writeArray(of elements: UnsafeRawBufferPointer, into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        try encoder.writeFloatArray(elements.assumingMemoryBound(to: Double.self), key: key, depth: depth)
    }
}

extension Float: JSONDirectEncodable {
    func writeJSON(into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        try encoder.writeFloat(self, path: encoder.codingPath(appending: key))
    }

    static func writeArray(of elements: UnsafeRawBufferPointer, into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        try encoder.writeFloatArray(elements.assumingMemoryBound(to: Float.self), key: key, depth: depth)
    }
}

extension Optional: JSONDirectEncodable where Wrapped: Encodable {
    func writeJSON(into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        if let wrapped = self {
            try encoder.writeValue(wrapped, key: key, depth: depth)
        } else {
            encoder.writer.out.append("null")
        }
    }
}
