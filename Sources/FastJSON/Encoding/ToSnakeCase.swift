/// `convertToSnakeCase` with Foundation's exact rules: a word ends before an uppercase letter
/// (Unicode Lu or Lt); a run of uppercase letters followed by a lowercase one (Ll) is a word up to
/// the last capital; the words are lowercased and joined with `_`. Keys are split the same way
/// whether they are ASCII, converted byte by byte into a reused buffer, or any other text.
enum ToSnakeCase {
    /// Writes the converted key into `output` (cleared first) if the key is plain ASCII; returns
    /// false, writing nothing useful, if it is not and `convert(_:)` must be used.
    static func convertASCII(_ key: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Bool {
        output.removeAll(keepingCapacity: true)
        // "\r\n" is one Character, which the byte-wise split would treat as two.
        for byte in key where byte >= 0x80 || byte == UInt8(ascii: "\r") { return false }
        var isFirstWord = true
        forEachWord(of: ASCIIText(bytes: key)) { word in
            if !isFirstWord { output.append(UInt8(ascii: "_")) }
            isFirstWord = false
            for byte in key[word] {
                output.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            }
        }
        return true
    }

    /// The converted key for any text.
    static func convert(_ key: String) -> String {
        var words: [String] = []
        forEachWord(of: UnicodeText(string: key)) { words.append(key[$0].lowercased()) }
        return words.joined(separator: "_")
    }

    /// Calls `body` with the range of each word, in order; words may be empty.
    private static func forEachWord<Text: SnakeCaseText>(of text: Text, _ body: (Range<Text.Index>) -> Void) {
        guard text.startIndex < text.endIndex else { return }
        var wordStart = text.startIndex
        var searchStart = text.index(after: wordStart)
        while let capital = text.firstScalar(in: searchStart..<text.endIndex, uppercase: true) {
            body(wordStart..<capital.lowerBound)
            guard let lower = text.firstScalar(in: capital.lowerBound..<text.endIndex, uppercase: false) else {
                wordStart = capital.lowerBound
                break
            }
            if lower.lowerBound == text.index(after: capital.lowerBound) {
                wordStart = capital.lowerBound
            } else {
                // A run of capitals: all but the last one form a word of their own.
                let lastCapital = text.index(before: lower.lowerBound)
                body(capital.lowerBound..<lastCapital)
                wordStart = lastCapital
            }
            searchStart = lower.upperBound
        }
        body(wordStart..<text.endIndex)
    }
}

/// What the word split needs from a key: Character steps and a search for the next scalar that is
/// an uppercase or a lowercase letter.
private protocol SnakeCaseText {
    associatedtype Index: Comparable
    var startIndex: Index { get }
    var endIndex: Index { get }
    func index(after index: Index) -> Index
    func index(before index: Index) -> Index
    func firstScalar(in range: Range<Index>, uppercase: Bool) -> Range<Index>?
}

private struct ASCIIText: SnakeCaseText {
    let bytes: UnsafeBufferPointer<UInt8>
    var startIndex: Int { 0 }
    var endIndex: Int { bytes.count }
    func index(after index: Int) -> Int { index + 1 }
    func index(before index: Int) -> Int { index - 1 }

    func firstScalar(in range: Range<Int>, uppercase: Bool) -> Range<Int>? {
        let first: UInt8 = uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")
        for index in range where bytes[index] >= first && bytes[index] <= first + 25 {
            return index..<(index + 1)
        }
        return nil
    }
}

private struct UnicodeText: SnakeCaseText {
    let string: String
    var startIndex: String.Index { string.startIndex }
    var endIndex: String.Index { string.endIndex }
    func index(after index: String.Index) -> String.Index { string.index(after: index) }
    func index(before index: String.Index) -> String.Index { string.index(before: index) }

    func firstScalar(in range: Range<String.Index>, uppercase: Bool) -> Range<String.Index>? {
        guard !range.isEmpty else { return nil }
        let scalars = string.unicodeScalars[range]
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let category = scalars[index].properties.generalCategory
            let matches = uppercase
                ? category == .uppercaseLetter || category == .titlecaseLetter
                : category == .lowercaseLetter
            let next = scalars.index(after: index)
            if matches { return index..<next }
            index = next
        }
        return nil
    }
}
