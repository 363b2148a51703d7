/// The keyed container over one JSON object: keys are matched against the tape's bytes, and
/// values are decoded straight from it. Under a key strategy that converts keys, the object's
/// converted keys are computed when the container is made, as Foundation does
/// (`DecoderImpl.container(keyedBy:)`).
///
/// It copies as plain bits (see `KeyedContainerState`), as the standard library's
/// `KeyedDecodingContainer` box copies it for every call: its decoder is kept alive by its decode,
/// then by `DecodersOfKeptContainers` for a pooled one, or by a `RetainingKeyedDecodingContainer`
/// around it.
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// A `var`, written in place by `KeyedContainerPool` through the box.
    var state: KeyedContainerState

    private var objectIndex: Int { state.objectIndex }
    private var decodingPath: CodingPath { state.decodingPath }

    /// Runs `body` with the decoder, unretained: reading it as a reference would retain and
    /// release it around every call.
    @inline(__always)
    private func withImpl<R>(_ body: (DecoderImpl) throws -> R) rethrows -> R {
        try state.unretainedImpl.withObject(body)
    }

    var codingPath: [any CodingKey] { withImpl { $0.codingPath(at: decodingPath) } }

    /// The object's keys as a custom key strategy converted them, or `nil` under the others.
    private func customKeys(_ impl: DecoderImpl) -> CustomKeyMap? {
        impl.keyMatching == .customKeys ? impl.customKeyMaps[objectIndex] : nil
    }

    var allKeys: [Key] {
        withImpl { keyNames($0).compactMap { Key(stringValue: $0) } }
    }

    /// The object's key names as the strategy presents them, in document order, each once.
    private func keyNames(_ impl: DecoderImpl) -> [String] {
        if let customKeys = customKeys(impl) { return customKeys.names }
        if impl.keyMatching == .convertedKeys, let converted = impl.shared.convertedKeyNames {
            return impl.distinctKeyNames(
                ofObjectAt: objectIndex, names: converted, namesMayRepeat: converted.namesMayRepeat(inObjectAt: objectIndex))
        }
        return impl.distinctKeyNames(ofObjectAt: objectIndex, names: JSONKeyNames(), namesMayRepeat: false)
    }

    func contains(_ key: Key) -> Bool {
        withImpl { valueIndex(forKey: key, $0) != nil }
    }

    @inline(__always)
    private func valueIndex(forKey key: Key, _ impl: DecoderImpl) -> Int? {
        valueIndex(forKey: key, keyStrings: state.keyStrings, impl)
    }

    /// The value for `key`, whose bytes `keyStrings` has when it is not nil: only for a `Key`.
    @inline(__always)
    private func valueIndex(forKey key: some CodingKey, keyStrings: UnretainedReference<KeyStringValueCache>?, _ impl: DecoderImpl) -> Int? {
        switch impl.keyMatching {
        case .jsonKeys:
            return KeyStringValueCache.withUTF8(in: keyStrings, of: key) { kept in
                impl.valueIndex(
                    kept: kept, stringValue: { key.stringValue },
                    inObject: objectIndex, names: JSONKeyNames(), namesMayRepeat: false)
            }
        case .convertedKeys:
            guard let names = impl.convertedKeyNames else { return nil }
            return KeyStringValueCache.withUTF8(in: keyStrings, of: key) { kept in
                impl.valueIndex(
                    kept: kept, stringValue: { key.stringValue },
                    inObject: objectIndex, names: names, namesMayRepeat: names.namesMayRepeat(inObjectAt: objectIndex))
            }
        case .customKeys:
            return impl.customKeyMaps[objectIndex]?.valueIndexes[key.stringValue]
        }
    }

    /// The value for `key`; for a missing key, the tape's null when `Leniency.nullAndMissingAsDefault`
    /// lets `type` have an empty value, else Foundation's `keyNotFound`.
    @inline(__always)
    private func requireValueIndex(forKey key: Key, of type: (any Decodable.Type)? = nil, _ impl: DecoderImpl) throws -> Int {
        guard let index = valueIndex(forKey: key, impl) else {
            if let type, impl.hasEmptyValue(type) { return impl.tape.nullIndex }
            throw DecodingErrors.keyNotFound(key, in: impl.codingPath(at: decodingPath), presentKeys: keyNames(impl))
        }
        return index
    }

    /// The value for `key`, or `nil` when the key is missing or its value is null.
    @inline(__always)
    private func presentValueIndex(forKey key: Key, _ impl: DecoderImpl) -> Int? {
        guard let index = valueIndex(forKey: key, impl), impl.tape[index].kind != .null else { return nil }
        return index
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try withImpl { impl in
            impl.tape[try requireValueIndex(forKey: key, impl)].kind == .null
        }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try withImpl { impl in
            try impl.unwrapBool(valueAt: requireValueIndex(forKey: key, of: type, impl), parent: decodingPath, key: key)
        }
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try withImpl { impl in
            try impl.unwrapString(valueAt: requireValueIndex(forKey: key, of: type, impl), parent: decodingPath, key: key)
        }
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decodeFloatingPoint(key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decodeFloatingPoint(key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decodeInteger(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeInteger(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeInteger(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeInteger(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeInteger(key) }
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try decodeInteger(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeInteger(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeInteger(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeInteger(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeInteger(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeInteger(key) }
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try decodeInteger(key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try withImpl { impl in
            try impl.unwrap(valueAt: requireValueIndex(forKey: key, of: type, impl), as: type, parent: decodingPath, key: key)
        }
    }

    @inline(__always)
    private func decodeInteger<T: FixedWidthInteger & Decodable>(_ key: Key) throws -> T {
        try withImpl { impl in
            try impl.unwrapInteger(valueAt: requireValueIndex(forKey: key, of: T.self, impl), as: T.self, parent: decodingPath, key: key)
        }
    }

    @inline(__always)
    private func decodeFloatingPoint<T: JSONFloatingPoint & Decodable>(_ key: Key) throws -> T {
        try withImpl { impl in
            try impl.unwrapFloatingPoint(valueAt: requireValueIndex(forKey: key, of: T.self, impl), as: T.self, parent: decodingPath, key: key)
        }
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try withImpl { impl in
            try presentValueIndex(forKey: key, impl).map { try impl.unwrapBool(valueAt: $0, parent: decodingPath, key: key) }
        }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try withImpl { impl in
            try presentValueIndex(forKey: key, impl).map { try impl.unwrapString(valueAt: $0, parent: decodingPath, key: key) }
        }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeFloatingPointIfPresent(key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decodeFloatingPointIfPresent(key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeIntegerIfPresent(key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decodeIntegerIfPresent(key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decodeIntegerIfPresent(key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decodeIntegerIfPresent(key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decodeIntegerIfPresent(key) }
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? { try decodeIntegerIfPresent(key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decodeIntegerIfPresent(key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decodeIntegerIfPresent(key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try decodeIntegerIfPresent(key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try decodeIntegerIfPresent(key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try decodeIntegerIfPresent(key) }
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? { try decodeIntegerIfPresent(key) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try withImpl { impl in
            try presentValueIndex(forKey: key, impl).map { try impl.unwrap(valueAt: $0, as: type, parent: decodingPath, key: key) }
        }
    }

    @inline(__always)
    private func decodeIntegerIfPresent<T: FixedWidthInteger>(_ key: Key) throws -> T? {
        try withImpl { impl in
            try presentValueIndex(forKey: key, impl).map { try impl.unwrapInteger(valueAt: $0, as: T.self, parent: decodingPath, key: key) }
        }
    }

    @inline(__always)
    private func decodeFloatingPointIfPresent<T: JSONFloatingPoint>(_ key: Key) throws -> T? {
        try withImpl { impl in
            try presentValueIndex(forKey: key, impl).map { try impl.unwrapFloatingPoint(valueAt: $0, as: T.self, parent: decodingPath, key: key) }
        }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try withImpl { impl in
            let index = try requireValueIndex(forKey: key, impl)
            return try impl.with(valueAt: index, path: impl.shared.paths.appending(key, to: decodingPath)) {
                try impl.container(keyedBy: type)
            }
        }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try withImpl { impl in
            let index = try requireValueIndex(forKey: key, impl)
            return try impl.with(valueAt: index, path: impl.shared.paths.appending(key, to: decodingPath)) {
                try impl.unkeyedContainer()
            }
        }
    }

    func superDecoder() throws -> any Decoder {
        withImpl { impl in
            subdecoder(valueAt: valueIndex(forKey: JSONKey.super, keyStrings: nil, impl), forKey: JSONKey.super, impl)
        }
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        withImpl { impl in subdecoder(valueAt: valueIndex(forKey: key, impl), forKey: key, impl) }
    }

    /// A decoder for the value at `index`, under `key`; over null when the key is missing, as in
    /// Foundation.
    private func subdecoder(valueAt index: Int?, forKey key: some CodingKey, _ impl: DecoderImpl) -> DecoderImpl {
        impl.makeSubdecoder(valueAt: index ?? impl.tape.nullIndex, path: impl.shared.paths.appending(key, to: decodingPath))
    }
}
