/// The limits and sizes every tokenizer works with, whatever its consumer.
enum TokenizerLimits {
    /// Foundation's limit: 512 levels of arrays and objects decode, 513 do not.
    static let maximumDepth = 512

    /// Documents larger than this are refused: yajl's buffers overflow near 2 GiB (CVE-2022-24795),
    /// and the tape stores offsets in 32 bits.
    static let maximumTokenLength = Int(Int32.max) - 4096

    /// Whole documents go to yajl 64 KiB at a time, which adds only a few calls. Between two
    /// slices the tokenizer sees whether yajl is inside a string, and reads the rest of it itself
    /// (`JSONTokenizer.finishOpenString`), faster than yajl reads a long string.
    static let sliceLength = 1 << 16
}
