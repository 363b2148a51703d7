/// Skips a UTF-8 byte-order mark at the very start of a stream, as whole-document decoding (and
/// Foundation) does. The mark may arrive split across chunks, so bytes that could still begin it are
/// held back until the next chunk tells.
struct LeadingByteOrderMark {
    private static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    /// How many of the mark's bytes have arrived and been held back; `nil` once the start of the
    /// stream is behind.
    private var matched: Int? = 0

    /// What to parse of `chunk`, which is read where it is rather than copied: `heldBack`, the
    /// bytes held back from earlier chunks that turned out not to begin a mark, then the chunk from
    /// its `skipped`th byte on (past a mark, or all of a chunk that may still begin one).
    mutating func cut(_ chunk: some Collection<UInt8>) -> (heldBack: ArraySlice<UInt8>, skipped: Int) {
        guard let heldBack = matched else { return ([], 0) }
        var count = heldBack
        var index = chunk.startIndex
        var skipped = 0
        while count < Self.mark.count, index != chunk.endIndex, chunk[index] == Self.mark[count] {
            count += 1
            skipped += 1
            chunk.formIndex(after: &index)
        }
        if count < Self.mark.count && index == chunk.endIndex {
            matched = count
            return ([], skipped)
        }
        matched = nil
        return (count == Self.mark.count ? [] : Self.mark[..<count], skipped)
    }

    /// At the end of the stream, the bytes held back: the beginning of a mark cut short.
    mutating func bytesHeldBack() -> ArraySlice<UInt8> {
        defer { matched = nil }
        return matched.map { Self.mark[..<$0] } ?? []
    }
}
