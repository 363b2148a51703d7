extension Array: JSONDirectEncodable where Element: Encodable {
    /// What `Array.encode(to:)` writes through an unkeyed container, written in one loop.
    func writeJSON(into encoder: EncoderImpl, key: PathKey, depth: Int) throws {
        let writer = encoder.writer
        if depth + 1 >= JSONWriter.maximumDepth { writer.exceededDepth = true }
        // Scalars need no coding path: no encoder is made for the array.
        if let scalarType = Element.self as? any JSONScalar.Type {
            return writeScalars(as: scalarType, to: writer, depth: depth)
        }
        if Element.self == Double.self {
            return try writeFloats(as: Double.self, encoder: encoder, key: key, depth: depth)
        }
        if Element.self == Float.self {
            return try writeFloats(as: Float.self, encoder: encoder, key: key, depth: depth)
        }
        try encoder.withChildEncoder(parent: encoder, key: key, depth: depth) { arrayEncoder in
            arrayEncoder.slot = .direct
            writer.out.append(UInt8(ascii: "["))
            let elementsAreDirect = Element.self is any JSONDirectEncodable.Type
            for (index, element) in enumerated() {
                writer.writeSeparator(isFirst: index == 0, depth: depth + 1)
                if elementsAreDirect {
                    try arrayEncoder.writeValue(element, key: .index(index), depth: depth + 1)
                } else {
                    try arrayEncoder.writeThroughEncodable(element, key: .index(index), depth: depth + 1)
                }
            }
            writer.writeClosing(isObject: false, isEmpty: isEmpty, depth: depth + 1)
        }
    }
}

extension Array {
    /// The elements viewed as `S`, which callers have checked is `Element`: rebinding memory to the
    /// same type is always valid.
    private func withElements<S, R>(as type: S.Type, _ body: (UnsafeBufferPointer<S>) throws -> R) rethrows -> R {
        try withUnsafeBufferPointer { try $0.withMemoryRebound(to: S.self, body) }
    }

    private func writeScalars<S: JSONScalar>(as type: S.Type, to writer: JSONWriter, depth: Int) {
        writer.out.append(UInt8(ascii: "["))
        withElements(as: S.self) { elements in
            for index in elements.indices {
                writer.writeSeparator(isFirst: index == 0, depth: depth + 1)
                elements[index].write(to: writer)
            }
        }
        writer.writeClosing(isObject: false, isEmpty: isEmpty, depth: depth + 1)
    }

    private func writeFloats<F: BinaryFloatingPoint & JSONFloat>(
        as type: F.Type, encoder: EncoderImpl, key: PathKey, depth: Int
    ) throws {
        let writer = encoder.writer
        let start = writer.out.count
        writer.out.append(UInt8(ascii: "["))
        do {
            try withElements(as: F.self) { elements in
                for index in elements.indices {
                    writer.writeSeparator(isFirst: index == 0, depth: depth + 1)
                    try encoder.writeFloat(elements[index], path: encoder.path(appending: key) + [JSONKey(index: index)])
                }
            }
        } catch {
            writer.out.count = start
            throw error
        }
        writer.writeClosing(isObject: false, isEmpty: isEmpty, depth: depth + 1)
    }
}

extension Dictionary: JSONDirectEncodable where Key: CodingKeyRepresentable & Encodable, Value: Encodable {
    /// What `Dictionary.encode(to:)` writes, without a keyed container or a duplicate-key check
    /// (its keys are distinct). Like Foundation, keys are written as they are whatever the key
    /// strategy.
    func writeJSON(into encoder: EncoderImpl, key: PathKey, depth: Int) throws {
        let writer = encoder.writer
        let usesDefaultKeys = !writer.convertsKeysToSnakeCase && writer.keyConverter == nil
        let keysAreStrings = Key.self == String.self
        guard !usesDefaultKeys || keysAreStrings || Key.self == Int.self else {
            // Other key types go through their coding keys, which may repeat.
            return try encoder.writeThroughEncodable(self, key: key, depth: depth)
        }
        try encoder.withChildEncoder(parent: encoder, key: key, depth: depth) { dictionaryEncoder in
            dictionaryEncoder.slot = .direct
            let frame = writer.openContainer(isObject: true, depth: depth + 1, parent: -1)
            writer.frames[frame.index].keysAreUnique = keysAreStrings || Key.self == Int.self
            for (entryKey, value) in self {
                let pathKey: PathKey
                if let string = entryKey as? String {
                    _ = writer.beginKey(string, in: frame.index)
                    pathKey = .dictionaryString(string)
                } else if usesDefaultKeys, let int = entryKey as? Int {
                    _ = writer.beginKey(int.description, in: frame.index)
                    pathKey = .dictionaryInt(int)
                } else {
                    let string = entryKey.codingKey.stringValue
                    let earlier = writer.beginKey(string, in: frame.index)
                    writer.replaceEntry(earlier, in: frame.index)
                    pathKey = .dictionaryString(string)
                }
                try dictionaryEncoder.writeValue(value, key: pathKey, depth: depth + 1)
            }
            writer.closeTop()
        }
    }
}
