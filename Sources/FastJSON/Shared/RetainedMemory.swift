/// What a thread keeps of FastJSON's between calls, at most, in bytes of capacity: the one place
/// that sets each kept buffer's share. When a call ends, each buffer larger than its share is
/// freed or replaced by a small one, so that a thread that goes idle after a large document keeps
/// no more than `perThread`, whatever it decoded or encoded last; the objects that own the
/// buffers, and their per-type caches, stay. The shares are large enough that documents of tens
/// of kilobytes reuse every buffer from one call to the next; a larger document makes its large
/// buffers again on each call, which costs little beside the work of reading or writing it.
enum RetainedMemory {
    // Decoding: each thread's `WholeDocumentParser`.

    /// `DocumentSkeleton`'s buffer (the skeleton and the strings' text) and the strings' lengths.
    static let skeleton = 192 << 10
    /// `JSONTokenizer`'s text of escaped strings that cross a slice of a document.
    static let escapedStringText = 32 << 10
    /// yajl's buffers: no token is cut in a document of one slice, so its lexer holds none, and
    /// its buffer for strings with escapes holds at most a slice's. The tokenizer replaces the
    /// handle after any other document (`JSONTokenizer.renewHandle()`).
    static let yajl = TokenizerLimits.sliceLength + (4 << 10)
    /// Tape entries that the builder gets back for the next document.
    static let tapeEntries = 96 << 10
    /// The builder's arena, and the one spare arena it keeps (each at most this).
    static let tapeArena = 32 << 10
    /// `KeyLookupHints`: one hint per tape entry.
    static let lookupHints = 32 << 10
    /// `ConvertedKeyNames`' name per tape entry, under `.convertFromSnakeCase`.
    static let convertedKeyNames = 32 << 10
    /// The snake-case key cache's slots and bytes, kept across decodes for a service's key set.
    static let snakeCaseKeys = 48 << 10
    /// The records behind coding paths, for decoding and for encoding each.
    static let codingPaths = 16 << 10
    /// What a parser holds whatever it read: the open-container stack and the repeated-key
    /// tables, sized for `TokenizerLimits.maximumDepth`, and yajl's and the objects' own.
    static let parserFixed = 80 << 10

    // Encoding: each thread's `JSONWriter`.

    /// The output buffer; larger outputs go to pages that `OutputPages` manages.
    static let output = 64 << 10
    /// The buffer in which an object's members are reordered.
    static let reorderScratch = 32 << 10
    /// `KeyEntry`s of the open objects.
    static let keyEntries = 32 << 10
    /// Container frames, their links and the stack of open ones.
    static let containerFrames = 32 << 10
    /// `SortedOrderCache`'s positions.
    static let sortedKeyOrders = 32 << 10
    /// The last converted key, and the splices of moved containers.
    static let keyScratchAndSplices = 8 << 10
    /// What a writer holds whatever it wrote: the sorted-order slots and its objects.
    static let writerFixed = 24 << 10

    static let decoding = skeleton + escapedStringText + yajl + tapeEntries + 2 * tapeArena + lookupHints
        + convertedKeyNames + snakeCaseKeys + codingPaths + parserFixed
    static let encoding = output + reorderScratch + keyEntries + containerFrames + sortedKeyOrders
        + keyScratchAndSplices + codingPaths + writerFixed
    /// The most an idle thread keeps; per-type caches and container pools come on top, bounded by
    /// the program's types rather than by its input.
    static let perThread = decoding + encoding
}
