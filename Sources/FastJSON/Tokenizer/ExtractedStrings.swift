/// The strings a `DocumentSkeleton` took out of a document, handed out in document order: the
/// tokenizer reports each in place of the empty string yajl finds where it was in the skeleton.
struct ExtractedStrings {
    /// The bit of a length that says the text is not ASCII.
    static let nonASCII: UInt32 = 1 << 31

    private let lengths: UnsafePointer<UInt32>
    private let count: Int
    private var nextIndex = 0
    /// Where the next string's text starts, from the start of the skeleton's buffer.
    private var nextOffset: Int

    /// - Parameters:
    ///   - lengths: each string's text length, its `nonASCII` bit set when the text is not ASCII.
    ///   - firstOffset: where the first string's text starts; each next one follows it.
    init(lengths: UnsafePointer<UInt32>, count: Int, firstOffset: Int) {
        self.lengths = lengths
        self.count = count
        nextOffset = firstOffset
    }

    /// The next string, as a token into the buffer at `base`; nil once every string was taken.
    @inline(__always)
    mutating func next(in base: UnsafeRawPointer?) -> JSONTextToken? {
        guard nextIndex < count, let base else { return nil }
        let length = lengths[nextIndex]
        let byteCount = Int(length & ~Self.nonASCII)
        let token = JSONTextToken(bytes: UnsafeRawBufferPointer(start: base + nextOffset, count: byteCount),
                                  offsetInChunk: nextOffset, isASCII: length & Self.nonASCII == 0)
        nextIndex &+= 1
        nextOffset &+= byteCount
        return token
    }
}
