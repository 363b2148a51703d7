import Foundation

/// Splits a stream of tokens into its elements, each built into a tape of its own: the elements of
/// one top-level array, or a sequence of top-level values (JSON Lines, concatenated JSON). Only the
/// element being built and the chunk being parsed are held, so memory is bounded by the largest
/// element and chunk.
///
/// The tapes of the elements finished in a chunk point into a copy of it that the splitter keeps
/// until the next chunk (`parse(_:with:)`), rather than each copying its text: their decoder
/// takes and decodes all of them first, and a tape kept past its decode copies its input then
/// (`Tape.keepInput()`).
final class ElementSplitter: JSONTokenConsumer {
    private let layout: FastJSONDecoder.StreamLayout
    /// Builds each element's tape, and takes back the memory of those decoded.
    let builder: TapeBuilder
    /// Arrays and objects open in the stream, the top-level array included.
    private var depth = 0
    /// Tapes of finished elements not yet taken.
    private(set) var finished: [Tape] = []
    /// The bytes of text (keys, strings, numbers) the element being built holds, which its tape's
    /// arena may hold all of (text with escapes, or left from an earlier chunk).
    private var elementTextBytes = 0
    /// How much text one element may hold: its tape addresses the arena with 32-bit offsets, which
    /// would wrap past 4 GiB.
    let elementTextLimit: Int

    static let defaultElementTextLimit = Int(UInt32.max)
    /// How many entries one element may reach before it ends: its tape's entries point to each
    /// other with 32-bit indices, and values with no text (`null`, `[]`) are not counted as text.
    let elementEntryLimit: Int

    static let defaultElementEntryLimit = Int(UInt32.max) - 1
    /// The copy of the chunk being parsed, which the tapes of the elements finished in it borrow.
    private var chunk = GrowableBuffer<UInt8>()
    /// The most bytes handed to the tokenizer at once: a tape addresses its input with 32-bit
    /// offsets, and one kept past its decode copies all of it.
    let pieceLength: Int

    static let defaultPieceLength = 1 << 20

    init(layout: FastJSONDecoder.StreamLayout, checksRepeatedKeys: Bool = true, maximumDepth: Int,
         elementTextLimit: Int = defaultElementTextLimit, elementEntryLimit: Int = defaultElementEntryLimit,
         pieceLength: Int = defaultPieceLength) {
        self.layout = layout
        self.elementTextLimit = elementTextLimit
        self.elementEntryLimit = elementEntryLimit
        self.pieceLength = max(1, min(pieceLength, Int(UInt32.max)))
        builder = .streaming(maximumDepth: maximumDepth, checksRepeatedKeys: checksRepeatedKeys)
    }

    /// Tokenizes the next chunk of the stream, `heldBack` then `bytes`, with `tokenizer`, from a
    /// copy that replaces the last chunk's: every tape finished from that one must have been taken
    /// and decoded (or kept with a copy of its input) by now, which the decoder does before it asks
    /// for more input. The chunk is copied once, from where its source keeps it.
    func parse(_ bytes: some DataProtocol, after heldBack: ArraySlice<UInt8> = [], with tokenizer: JSONTokenizer<ElementSplitter>) throws {
        assert(finished.isEmpty, "a chunk parsed over one whose elements were not taken")
        chunk.removeAll(keepingRoomFor: heldBack.count &+ bytes.count)
        heldBack.withUnsafeBufferPointer { chunk.append(contentsOf: $0) }
        chunk.append(bytesOf: bytes)
        let copy = UnsafeRawBufferPointer(start: chunk.base, count: chunk.count)
        var start = 0
        repeat {
            // A byte adds at most one entry, so a piece no longer than the entries left keeps the
            // element within its limit; one that reached it with input left is refused here.
            let entriesLeft = elementEntryLimit - builder.entryCount
            let rest = UnsafeRawBufferPointer(rebasing: copy[start...])
            guard entriesLeft > 0 else {
                throw tokenizer.error(.inputTooLarge(limit: elementEntryLimit), atStartOf: rest)
            }
            let piece = UnsafeRawBufferPointer(rebasing: rest.prefix(min(pieceLength, entriesLeft)))
            builder.borrow(piece)
            defer { builder.stopBorrowing() }
            try tokenizer.feed(piece)
            start &+= piece.count
        } while start < copy.count
    }

    /// Counts a token's text towards the element's, refusing it past the limit.
    private func addText(_ token: JSONTextToken) throws {
        elementTextBytes += token.bytes.count
        if elementTextBytes > elementTextLimit { throw ConsumerLimitReached(limit: elementTextLimit) }
    }

    /// The depth at which values are elements.
    private var elementDepth: Int { layout == .array ? 1 : 0 }

    /// The tapes of the elements finished so far, which borrow the last chunk parsed.
    func takeFinished() -> [Tape] {
        defer { finished.removeAll(keepingCapacity: true) }
        return finished
    }

    /// Called after each value: a scalar, or a container that closed. Inlined, as it runs for every
    /// scalar and finishes an element only for a few.
    @inline(__always)
    private func finishElementIfComplete() {
        if depth == elementDepth { finishElement() }
    }

    private func finishElement() {
        finished.append(builder.finish())
        elementTextBytes = 0
    }

    /// With the array layout, anything but `[` at the top level is Foundation's type mismatch.
    private func requireArrayStart(found kind: TapeEntry.Kind) throws {
        if layout == .array && depth == 0 {
            throw DecodingErrors.typeMismatch([Any].self, found: kind, at: [])
        }
    }

    func beginObject() throws {
        try requireArrayStart(found: .object)
        depth += 1
        builder.beginObject()
    }

    func beginArray() throws {
        depth += 1
        if layout == .array && depth == 1 { return }
        builder.beginArray()
    }

    func endObject() throws {
        depth -= 1
        builder.endObject()
        finishElementIfComplete()
    }

    func endArray() throws {
        depth -= 1
        if layout == .array && depth == 0 { return }
        builder.endArray()
        finishElementIfComplete()
    }

    func key(_ token: JSONTextToken) throws {
        try addText(token)
        builder.key(token)
    }

    func string(_ token: JSONTextToken) throws {
        try requireArrayStart(found: .string)
        try addText(token)
        builder.string(token)
        finishElementIfComplete()
    }

    func number(_ token: JSONTextToken) throws {
        try requireArrayStart(found: .number)
        try addText(token)
        builder.number(token)
        finishElementIfComplete()
    }

    func bool(_ value: Bool) throws {
        try requireArrayStart(found: value ? .true : .false)
        builder.bool(value)
        finishElementIfComplete()
    }

    func null() throws {
        try requireArrayStart(found: .null)
        builder.null()
        finishElementIfComplete()
    }
}
