/// `[String: T]` dictionaries, decoded straight from the tape. Two routes reach the same values,
/// and each keeps the coding paths and errors of the Foundation route it stands for:
/// - with a key strategy, Foundation decodes them itself, keeping their JSON keys;
/// - with default keys, Foundation leaves them to `Dictionary.init(from:)`, which reads a keyed
///   container (its `allKeys`, then each value once, the first of repeated keys).
protocol StringKeyedDictionary {
    static func decode(
        from impl: DecoderImpl, objectAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?,
        asDictionaryInit: Bool
    ) throws -> Self
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Decodable {
    static func decode(
        from impl: DecoderImpl, objectAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?,
        asDictionaryInit: Bool
    ) throws -> Self {
        let tape = impl.tape
        let object = tape[index]
        guard object.kind == .object else {
            let codingPath = impl.codingPath(at: parent, key())
            if object.kind == .null {
                throw asDictionaryInit
                    ? DecodingErrors.containerNotFound(keyed: true, at: codingPath)
                    : DecodingErrors.valueNotFound([String: Any].self, at: codingPath)
            }
            throw DecodingErrors.typeMismatch([String: Any].self, found: object.kind, at: codingPath)
        }
        let dictionaryPath = impl.path(parent, key())
        var result: [String: Value] = [:]
        result.reserveCapacity(ReservedCapacity.forDecoding(Int(object.count), of: (String, Value).self))
        let decodeMembers = {
            var keyIndex = index &+ 1
            let end = Int(object.end)
            while keyIndex < end {
                let valueIndex = keyIndex &+ 1
                let name = tape.string(of: tape[keyIndex])
                keyIndex = Int(tape[valueIndex].end)
                // Dictionary.init(from:) decodes each key once; Foundation's own route decodes
                // repeated keys too. The first value stays either way.
                if asDictionaryInit && result[name] != nil { continue }
                let memberKey = asDictionaryInit ? JSONKey.dictionaryKey(name) : JSONKey(stringValue: name)
                let value = try impl.unwrap(valueAt: valueIndex, as: Value.self, parent: dictionaryPath, key: memberKey)
                if result[name] == nil {
                    result[name] = value
                }
            }
        }
        if asDictionaryInit {
            // `Dictionary.init(from:)` runs with the decoder pointed at the dictionary.
            try impl.with(valueAt: index, path: dictionaryPath, decodeMembers)
        } else {
            try decodeMembers()
        }
        return result
    }
}
