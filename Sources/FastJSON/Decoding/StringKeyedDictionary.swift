/// `[String: T]` dictionaries, which keep their JSON keys under every key decoding strategy (as in
/// Foundation, which decodes them this way only when the strategy is not the default).
protocol StringKeyedDictionary {
    static func decode(from impl: DecoderImpl, objectAt index: Int, parent: CodingPathNode, key: (any CodingKey)?) throws -> Self
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Decodable {
    static func decode(from impl: DecoderImpl, objectAt index: Int, parent: CodingPathNode, key: (any CodingKey)?) throws -> Self {
        let tape = impl.tape
        let object = tape[index]
        try impl.checkNotNull(object, [String: Any].self, parent, key)
        guard object.kind == .object else {
            throw DecodingErrors.typeMismatch([String: Any].self, found: object.kind, at: impl.path(parent, key))
        }
        let dictionaryPath = impl.path(parent, key)
        var result: [String: Value] = [:]
        result.reserveCapacity(Int(object.count))
        var keyIndex = index &+ 1
        let end = Int(object.end)
        while keyIndex < end {
            let valueIndex = keyIndex &+ 1
            let name = tape.string(of: tape[keyIndex])
            // Every value is decoded, repeated keys too; the first one stays, as in Foundation.
            let value = try impl.unwrap(valueAt: valueIndex, as: Value.self, parent: dictionaryPath, key: JSONKey(stringValue: name))
            if result[name] == nil {
                result[name] = value
            }
            keyIndex = Int(tape[valueIndex].end)
        }
        return result
    }
}
