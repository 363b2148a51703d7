/// A `String`-keyed index of one object's members, for objects where a key-by-key byte search does
/// not fit: many members (a linear search per lookup would be quadratic), or keys that are not
/// ASCII (Swift matches those by canonical equivalence, as Foundation's dictionary does).
/// The first occurrence of a key wins, as in Foundation.
final class ObjectKeyIndex {
    let valueIndexes: [String: Int]

    init(tape: Tape, objectIndex: Int, keyName: (_ keyIndex: Int) -> String) {
        var indexes: [String: Int] = [:]
        indexes.reserveCapacity(Int(tape[objectIndex].count))
        var keyIndex = objectIndex &+ 1
        let end = Int(tape[objectIndex].end)
        while keyIndex < end {
            let valueIndex = keyIndex &+ 1
            let name = keyName(keyIndex)
            if indexes[name] == nil {
                indexes[name] = valueIndex
            }
            keyIndex = Int(tape[valueIndex].end)
        }
        valueIndexes = indexes
    }
}
