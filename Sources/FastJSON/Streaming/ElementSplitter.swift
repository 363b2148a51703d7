/// Splits a stream of tokens into its elements, each built into a tape of its own: the elements of
/// one top-level array, or a sequence of top-level values (JSON Lines, concatenated JSON). Only the
/// element being built is held, so memory is bounded by the largest element.
final class ElementSplitter: JSONTokenConsumer {
    private let layout: FastJSONDecoder.StreamLayout
    /// Builds each element's tape, and takes back the memory of those decoded.
    let builder: TapeBuilder
    /// Arrays and objects open in the stream, the top-level array included.
    private var depth = 0
    /// Tapes of finished elements not yet taken.
    private(set) var finished: [Tape] = []
    /// The bytes of text (keys, strings, numbers) the element being built holds, all copied into
    /// its tape's arena.
    private var elementTextBytes = 0
    /// How much text one element may hold: its tape addresses the arena with 32-bit offsets, which
    /// would wrap past 4 GiB.
    let elementTextLimit: Int

    static let defaultElementTextLimit = Int(UInt32.max)

    init(layout: FastJSONDecoder.StreamLayout, checksRepeatedKeys: Bool = true, maximumDepth: Int,
         elementTextLimit: Int = defaultElementTextLimit) {
        self.layout = layout
        self.elementTextLimit = elementTextLimit
        builder = .streaming(maximumDepth: maximumDepth, checksRepeatedKeys: checksRepeatedKeys)
    }

    /// Counts a token's text towards the element's, refusing it past the limit.
    private func addText(_ token: JSONTextToken) throws {
        elementTextBytes += token.bytes.count
        if elementTextBytes > elementTextLimit { throw ConsumerLimitReached(limit: elementTextLimit) }
    }

    /// The depth at which values are elements.
    private var elementDepth: Int { layout == .array ? 1 : 0 }

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
