/// JSON's number grammar, for text that did not come through the tokenizer (numbers inside strings,
/// under `Leniency.numbersFromStrings`): `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
enum NumberGrammar {
    static func isJSONNumber(_ text: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        let count = text.count
        func isDigit(_ position: Int) -> Bool {
            position < count && text[position] >= UInt8(ascii: "0") && text[position] <= UInt8(ascii: "9")
        }
        func skipDigits() -> Bool {
            guard isDigit(index) else { return false }
            while isDigit(index) { index += 1 }
            return true
        }
        if index < count && text[index] == UInt8(ascii: "-") { index += 1 }
        if index < count && text[index] == UInt8(ascii: "0") {
            index += 1
        } else if !skipDigits() {
            return false
        }
        if index < count && text[index] == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() else { return false }
        }
        if index < count && (text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E")) {
            index += 1
            if index < count && (text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-")) { index += 1 }
            guard skipDigits() else { return false }
        }
        return index == count
    }
}
