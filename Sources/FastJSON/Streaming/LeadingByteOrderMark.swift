/// Skips a UTF-8 byte-order mark at the very start of a stream, as whole-document decoding (and
/// Foundation) does. The mark may arrive split across chunks, so bytes that could still begin it are
/// held back until the next chunk tells.
struct LeadingByteOrderMark {
    private static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    /// How many of the mark's bytes have arrived and been held back; `nil` once the start of the
    /// stream is behind.
    private var matched: Int? = 0

    /// The bytes of `chunk` to parse: without the mark, after any bytes held back that turned out
    /// not to be one.
    mutating func bytesToParse(_ chunk: [UInt8]) -> [UInt8] {
        guard let heldBack = matched else { return chunk }
        var count = heldBack
        var index = 0
        while count < Self.mark.count, index < chunk.count, chunk[index] == Self.mark[count] {
            count += 1
            index += 1
        }
        if count < Self.mark.count && index == chunk.count {
            matched = count
            return []
        }
        matched = nil
        if count == Self.mark.count { return Array(chunk[index...]) }
        return count == 0 ? chunk : Array(Self.mark[..<count]) + chunk[index...]
    }

    /// At the end of the stream, the bytes held back: the beginning of a mark cut short.
    mutating func bytesHeldBack() -> [UInt8] {
        defer { matched = nil }
        return matched.map { Array(Self.mark[..<$0]) } ?? []
    }
}
