extension Array: JSONDirectEncodable where Element: Encodable {
    /// What `Array.encode(to:)` writes through an unkeyed container, written in one loop by the
    /// element type's `writeArray` when FastJSON writes the elements itself.
    func writeJSON(into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        let writer = encoder.writer
        if depth + 1 >= JSONWriter.maximumDepth { writer.exceededDepth = true }
        if Element.self == [Double].self {
            return try withUnsafeBufferPointer { elements in
                try elements.withMemoryRebound(to: [Double].self) { try encoder.writeArrayOfFloatArrays($0, key: key, depth: depth) }
            }
        }
        if let elementType = writer.directTypes.conformance(of: Element.self) {
            return try elementType.writeArray(self, into: encoder, key: key, depth: depth)
        }
        try withUnsafeBufferPointer { elements in
            try encoder.writeArrayElements(count: elements.count, key: key, depth: depth) { arrayEncoder, index in
                // In place (`withPointeeInPlace`). An element exists, so the address does.
                guard let element = elements.baseAddress?.advanced(by: index) else { return }
                try arrayEncoder.withChildEncoder(key: .index(index), depth: depth + 1) { elementEncoder in
                    try element.withPointeeInPlace { try elementEncoder.encodeOwn($0) }
                }
            }
        }
    }
}

extension Dictionary: JSONDirectEncodable where Key: CodingKeyRepresentable & Encodable, Value: Encodable {
    /// What `Dictionary.encode(to:)` writes, without a keyed container or a duplicate-key check
    /// (its keys are distinct). Like Foundation, `String` keys are written as they are whatever the
    /// key strategy, and other keys are converted as coding keys: an `Int`'s text by a `custom`
    /// closure only (`convertToSnakeCase` leaves digits and `-` as they are).
    func writeJSON(into encoder: EncoderImpl, key: CodingPathStep, depth: Int) throws {
        let writer = encoder.writer
        let naming = writer.keyNaming
        let keysAreStrings = Key.self == String.self
        guard keysAreStrings || (Key.self == Int.self && !naming.isCustom) else {
            // Other key types, and Int keys under a custom strategy, go through their coding keys and
            // the key strategy, as in Foundation; those coding keys may repeat.
            return try encoder.writeThroughEncodable(self, key: key, depth: depth)
        }
        try encoder.withChildEncoder(key: key, depth: depth) { dictionaryEncoder in
            dictionaryEncoder.slot = .direct
            let frame = writer.openContainer(isObject: true, depth: depth + 1, parent: -1)
            writer.frames[frame.index].keysAreUnique = keysAreStrings || Key.self == Int.self
            for (entryKey, value) in self {
                let step: CodingPathStep
                if keysAreStrings {
                    // A cast per key would cost a runtime call; the key type is known to be String.
                    let string = withUnsafePointer(to: entryKey) { $0.withMemoryRebound(to: String.self, capacity: 1) { $0.pointee } }
                    _ = writer.beginKey(string, in: frame.index)
                    step = .dictionaryString(string)
                } else if case .useDefaultKeys = naming, let int = entryKey as? Int {
                    _ = writer.beginKey(int.description, in: frame.index)
                    step = .dictionaryInt(int)
                } else {
                    let string = entryKey.codingKey.stringValue
                    let earlier = writer.beginKey(string, in: frame.index)
                    writer.replaceEntry(earlier, in: frame.index)
                    step = .dictionaryString(string)
                }
                try dictionaryEncoder.writeValue(value, key: step, depth: depth + 1)
            }
            writer.closeTop()
        }
    }
}
