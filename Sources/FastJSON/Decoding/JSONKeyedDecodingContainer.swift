/// The keyed container over one JSON object: keys are matched against the tape's bytes, and
/// values are decoded straight from it. Under a key strategy that converts keys, the object's
/// converted keys are computed when the container is made, as Foundation does.
///
/// Small on purpose (its path is an index into the decode's arena): the standard library's
/// `KeyedDecodingContainer` box copies it for every call.
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let impl: DecoderImpl
    let objectIndex: Int
    let decodingPath: CodingPath

    init(impl: DecoderImpl, objectIndex: Int, decodingPath: CodingPath) throws {
        self.impl = impl
        self.objectIndex = objectIndex
        self.decodingPath = decodingPath
        switch impl.keyMatching {
        case .jsonKeys:
            break
        case .convertedKeys:
            impl.shared.convertedKeyNames?.convertKeys(ofObjectAt: objectIndex, in: impl.tape)
        case .customKeys:
            if case .custom(let converter) = impl.options.keyDecodingStrategy {
                impl.customKeyMaps[objectIndex] = CustomKeyMap(
                    tape: impl.tape, objectIndex: objectIndex, path: impl.codingPath(at: decodingPath), converter: converter)
            }
        }
    }

    var codingPath: [any CodingKey] { impl.codingPath(at: decodingPath) }

    /// The object's keys as a custom key strategy converted them, or `nil` under the others.
    private var customKeys: CustomKeyMap? {
        impl.keyMatching == .customKeys ? impl.customKeyMaps[objectIndex] : nil
    }

    var allKeys: [Key] {
        keyNames.compactMap { Key(stringValue: $0) }
    }

    /// The object's key names as the strategy presents them, in document order, each once.
    private var keyNames: [String] {
        if let customKeys { return customKeys.names }
        var names: [String]
        var namesMayRepeat = false
        if impl.keyMatching == .convertedKeys, let converted = impl.shared.convertedKeyNames {
            names = impl.keyNames(ofObjectAt: objectIndex, names: converted)
            namesMayRepeat = converted.namesMayRepeat(inObjectAt: objectIndex)
        } else {
            names = impl.keyNames(ofObjectAt: objectIndex, names: JSONKeyNames())
        }
        let object = impl.tape[objectIndex]
        if namesMayRepeat || object.flags.contains(.mayRepeatKeys) || object.flags.contains(.hasNonASCIIKeys) {
            var seen = Set<String>()
            names = names.filter { seen.insert($0).inserted }
        }
        return names
    }

    func contains(_ key: Key) -> Bool {
        valueIndex(forKey: key) != nil
    }

    @inline(__always)
    private func valueIndex(forKey key: some CodingKey) -> Int? {
        switch impl.keyMatching {
        case .jsonKeys:
            return impl.valueIndex(forKey: key.stringValue, inObject: objectIndex, names: JSONKeyNames(), namesMayRepeat: false)
        case .convertedKeys:
            // Unretained: the decode's shared state holds the names, and a retain and release on
            // every lookup cost citm_catalog.json 0.5 M instructions.
            return impl.convertedKeyNames.flatMap { unretained in
                unretained._withUnsafeGuaranteedRef { names in
                    impl.valueIndex(forKey: key.stringValue, inObject: objectIndex, names: names,
                                    namesMayRepeat: names.namesMayRepeat(inObjectAt: objectIndex))
                }
            }
        case .customKeys:
            return impl.customKeyMaps[objectIndex]?.valueIndexes[key.stringValue]
        }
    }

    /// The value for `key`; for a missing key, the tape's null when `Leniency.nullAndMissingAsDefault`
    /// lets `type` have an empty value, else Foundation's `keyNotFound`.
    @inline(__always)
    private func requireValueIndex(forKey key: some CodingKey, of type: (any Decodable.Type)? = nil) throws -> Int {
        guard let index = valueIndex(forKey: key) else {
            if let type, impl.hasEmptyValue(type) { return impl.tape.nullIndex }
            throw DecodingErrors.keyNotFound(key, in: impl.codingPath(at: decodingPath), presentKeys: keyNames)
        }
        return index
    }

    /// The value for `key`, or `nil` when the key is missing or its value is null.
    @inline(__always)
    private func presentValueIndex(forKey key: some CodingKey) -> Int? {
        guard let index = valueIndex(forKey: key), impl.tape[index].kind != .null else { return nil }
        return index
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        impl.tape[try requireValueIndex(forKey: key)].kind == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try impl.unwrapBool(valueAt: requireValueIndex(forKey: key, of: type), parent: decodingPath, key: key)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try impl.unwrapString(valueAt: requireValueIndex(forKey: key, of: type), parent: decodingPath, key: key)
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
        try impl.unwrap(valueAt: requireValueIndex(forKey: key, of: type), as: type, parent: decodingPath, key: key)
    }

    @inline(__always)
    private func decodeInteger<T: FixedWidthInteger & Decodable>(_ key: Key) throws -> T {
        try impl.unwrapInteger(valueAt: requireValueIndex(forKey: key, of: T.self), as: T.self, parent: decodingPath, key: key)
    }

    @inline(__always)
    private func decodeFloatingPoint<T: JSONFloatingPoint & Decodable>(_ key: Key) throws -> T {
        try impl.unwrapFloatingPoint(valueAt: requireValueIndex(forKey: key, of: T.self), as: T.self, parent: decodingPath, key: key)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try presentValueIndex(forKey: key).map { try impl.unwrapBool(valueAt: $0, parent: decodingPath, key: key) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try presentValueIndex(forKey: key).map { try impl.unwrapString(valueAt: $0, parent: decodingPath, key: key) }
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
        try presentValueIndex(forKey: key).map { try impl.unwrap(valueAt: $0, as: type, parent: decodingPath, key: key) }
    }

    @inline(__always)
    private func decodeIntegerIfPresent<T: FixedWidthInteger>(_ key: Key) throws -> T? {
        try presentValueIndex(forKey: key).map { try impl.unwrapInteger(valueAt: $0, as: T.self, parent: decodingPath, key: key) }
    }

    @inline(__always)
    private func decodeFloatingPointIfPresent<T: JSONFloatingPoint>(_ key: Key) throws -> T? {
        try presentValueIndex(forKey: key).map { try impl.unwrapFloatingPoint(valueAt: $0, as: T.self, parent: decodingPath, key: key) }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try requireValueIndex(forKey: key)
        return try impl.with(valueAt: index, path: impl.shared.paths.appending(key, to: decodingPath)) {
            try impl.container(keyedBy: type)
        }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let index = try requireValueIndex(forKey: key)
        return try impl.with(valueAt: index, path: impl.shared.paths.appending(key, to: decodingPath)) {
            try impl.unkeyedContainer()
        }
    }

    func superDecoder() throws -> any Decoder {
        subdecoder(forKey: JSONKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        subdecoder(forKey: key)
    }

    /// A decoder for the value at `key`; over null when the key is missing, as in Foundation.
    private func subdecoder(forKey key: some CodingKey) -> DecoderImpl {
        impl.makeSubdecoder(valueAt: valueIndex(forKey: key) ?? impl.tape.nullIndex, path: impl.shared.paths.appending(key, to: decodingPath))
    }
}
