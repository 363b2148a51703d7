/// The names a key search compares coding keys with: the JSON keys' own bytes, or the names a key
/// strategy gave them (`ConvertedKeyNames`).
protocol KeyNames {
    /// Whether the key entry at `index` goes by exactly the bytes `key`.
    func keyMatches(_ key: UnsafeRawBufferPointer, keyAt index: Int, in tape: Tape) -> Bool
    /// The name of the key entry at `index`.
    func name(ofKeyAt index: Int, in tape: Tape) -> String
}

/// The JSON keys as they are, for `.useDefaultKeys`.
struct JSONKeyNames: KeyNames {
    @inline(__always)
    func keyMatches(_ key: UnsafeRawBufferPointer, keyAt index: Int, in tape: Tape) -> Bool {
        KeySearch.equalBytes(tape.text(of: tape[index]), key)
    }

    func name(ofKeyAt index: Int, in tape: Tape) -> String {
        tape.string(of: tape[index])
    }
}
