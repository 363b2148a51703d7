/// The one-call way to build a tape, for code that wants a tape and no decode (benchmarks, the JSON
/// test suite): in Parsing/, beside `WholeDocumentParser`, whose per-thread tokenizer and builder
/// it borrows.
extension TapeBuilder {
    /// Builds the tape of `bytes` (UTF-8), or throws the first problem found in it. The tape
    /// borrows `bytes`: call its `keepInput()` if it is to outlive them.
    static func buildTape(
        borrowing bytes: UnsafeRawBufferPointer, maximumDepth: Int = TokenizerLimits.maximumDepth
    ) throws -> Tape {
        guard maximumDepth == TokenizerLimits.maximumDepth else {
            try checkLength(of: bytes)
            let builder = TapeBuilder(maximumDepth: maximumDepth)
            builder.start(input: bytes)
            try JSONTokenizer(consumer: builder, maximumDepth: maximumDepth).tokenize(wholeDocument: bytes)
            return builder.finish()
        }
        return try WholeDocumentParser.withThreadCached { try $0.buildTape(borrowing: bytes) }
    }
}
