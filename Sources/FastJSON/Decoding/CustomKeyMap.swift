/// An object's keys converted by a custom key decoding strategy: the closure sees the coding path
/// ending in each JSON key, once per key, when the container is made; the first key to convert to
/// a given name wins.
final class CustomKeyMap {
    let names: [String]
    let valueIndexes: [String: Int]

    init(tape: Tape, objectIndex: Int, path basePath: [any CodingKey], converter: ([any CodingKey]) -> any CodingKey) {
        var names: [String] = []
        var indexes: [String: Int] = [:]
        var keyIndex = objectIndex &+ 1
        let end = Int(tape[objectIndex].end)
        while keyIndex < end {
            let valueIndex = keyIndex &+ 1
            let converted = converter(basePath + [JSONKey(stringValue: tape.string(of: tape[keyIndex]))]).stringValue
            if indexes[converted] == nil {
                indexes[converted] = valueIndex
                names.append(converted)
            }
            keyIndex = Int(tape[valueIndex].end)
        }
        self.names = names
        self.valueIndexes = indexes
    }
}
