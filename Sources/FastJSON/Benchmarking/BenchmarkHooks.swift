import CYajl

/// Entry points into FastJSON's internal stages, for the benchmarks' floor rows (how far the
/// tokenizer and the tape are from a bare yajl parse) and `fastjson-bench floor`. Not API: spelled
/// with `@_spi(Benchmarking)`.
@_spi(Benchmarking)
public enum BenchmarkHooks {
    /// Runs the tokenizer, with all its checks, over a whole document as a decode does (from its
    /// skeleton, when that gains) and discards the tokens.
    public static func tokenize(_ bytes: UnsafeRawBufferPointer) throws {
        try skeletons.withCached(make: DocumentSkeleton.init, keep: { _ in true }) { skeleton in
            defer { skeleton.releaseIfLarge() }
            let tokenizer = JSONTokenizer(consumer: DiscardingConsumer())
            if let parts = skeleton.parts(of: bytes) {
                try tokenizer.tokenize(skeleton: parts.skeleton, strings: parts.strings)
            } else {
                try tokenizer.tokenize(wholeDocument: bytes)
            }
        }
    }

    /// Builds the tape of a whole document as a decode does; returns its number of entries.
    public static func buildTape(_ bytes: UnsafeRawBufferPointer) throws -> Int {
        try WholeDocumentParser.withThreadCached { parser in
            defer { parser.releaseCopyIfLarge() }
            return try parser.buildDocumentTape(borrowing: bytes, checksRepeatedKeys: true).count
        }
    }

    /// Converts each number of a document to a `Double` as a decode does: `numbers` are the byte
    /// ranges of their text in `bytes`. Returns their sum, so that no conversion can be left out.
    public static func parseDoubles(_ bytes: UnsafeRawBufferPointer, numbers: [Range<Int>]) -> Double {
        var sum = 0.0
        for range in numbers {
            sum += FloatParser.parseDouble(UnsafeRawBufferPointer(rebasing: bytes[range]))
        }
        return sum
    }

    /// The skeletons that `tokenize` makes, one buffer per thread.
    private static let skeletons = ThreadCache<DocumentSkeleton>()

    /// Unmaps the output memory kept for the next large encode, so that a memory measurement
    /// starts from a process that holds none.
    public static func releaseSpareOutputPages() {
        OutputPages.releaseSpare()
    }
}

/// A token consumer that keeps nothing.
private final class DiscardingConsumer: JSONTokenConsumer {
    func beginObject() {}
    func endObject() {}
    func beginArray() {}
    func endArray() {}
    func key(_ token: JSONTextToken) {}
    func string(_ token: JSONTextToken) {}
    func number(_ token: JSONTextToken) {}
    func bool(_ value: Bool) {}
    func null() {}

    /// yajl's callbacks for a tokenizer whose tokens are discarded.
    static let yajlCallbacks = YajlCallbacks(yajl_callbacks(
        yajl_null: { YajlCallbacks.null($0, DiscardingConsumer.self) },
        yajl_boolean: { YajlCallbacks.boolean($0, $1, DiscardingConsumer.self) },
        yajl_integer: nil,
        yajl_double: nil,
        yajl_number: { YajlCallbacks.number($0, $1, $2, DiscardingConsumer.self) },
        yajl_string: { YajlCallbacks.string($0, $1, $2, DiscardingConsumer.self) },
        yajl_start_map: { YajlCallbacks.beginContainer($0, isObject: true, DiscardingConsumer.self) },
        yajl_map_key: { YajlCallbacks.key($0, $1, $2, DiscardingConsumer.self) },
        yajl_end_map: { YajlCallbacks.endContainer($0, isObject: true, DiscardingConsumer.self) },
        yajl_start_array: { YajlCallbacks.beginContainer($0, isObject: false, DiscardingConsumer.self) },
        yajl_end_array: { YajlCallbacks.endContainer($0, isObject: false, DiscardingConsumer.self) }
    ))
}
