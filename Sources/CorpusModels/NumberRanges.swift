/// The byte ranges of a JSON document's numbers: each run of number characters that starts outside
/// a string. The document must be valid JSON (the corpus is); shared by the float-parsing tests and
/// `fastjson-bench floor`.
public func numberRanges(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
            index += 1
            while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 1
        } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            let start = index
            while index < bytes.count, "0123456789+-.eE".utf8.contains(bytes[index]) {
                index += 1
            }
            ranges.append(start..<index)
        } else {
            index += 1
        }
    }
    return ranges
}
