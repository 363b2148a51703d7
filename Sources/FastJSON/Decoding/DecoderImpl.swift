import Foundation

/// The `Decoder` FastJSON hands to `init(from:)`: a cursor on the tape (the value being decoded and
/// its coding path). Like Foundation's, one instance is reused for nested values: `with(valueAt:)`
/// points it at a child and restores it afterwards, so decoding a nested struct allocates no decoder.
final class DecoderImpl {
    let tape: Tape
    /// The settings of this decode.
    let settings: Snapshot<DecodingOptions>
    /// The coding paths and key lookup hints of this decode, shared with the decoders made for
    /// `superDecoder()`.
    let shared: SharedDecodeState
    /// How keyed containers match coding keys, from the key decoding strategy.
    let keyMatching: KeyMatching
    /// `shared.convertedKeyNames`, under `.convertFromSnakeCase`, unretained: `shared` holds it for
    /// as long as this decoder.
    let convertedKeyNames: Unmanaged<ConvertedKeyNames>?
    // These change for every nested value: unchecked, as no access overlaps another (one decode,
    // on one thread, at a time) and the runtime check would cost one per nested value.
    /// The tape index of the value this decoder points at.
    @exclusivity(unchecked) private(set) var valueIndex: Int
    @exclusivity(unchecked) private(set) var decodingPath: DecodingPath
    /// The kinds of the types this decoder has met, for the next decode to start with.
    @exclusivity(unchecked) private(set) var typeKinds: TypeKindCache
    // Per-object tables of this decoder's lookups (a decoder made for `superDecoder()` makes its
    // own: each container looks keys up through the decoder that made it).
    /// The `ObjectKeyIndex` of each object too large to search key by key, or with non-ASCII keys,
    /// by object index, made on first lookup: most documents need none.
    @exclusivity(unchecked) var objectKeyIndexes: [Int: ObjectKeyIndex] = [:]
    /// Under a custom key strategy, each object's keys as its latest container converted them: kept
    /// here, not in the container, which the standard library's box copies for every call.
    @exclusivity(unchecked) var customKeyMaps: [Int: CustomKeyMap] = [:]

    /// Borrowed, not copied: a copy would retain each strategy and `userInfo`.
    var options: DecodingOptions {
        _read { yield settings.value }
    }

    init(tape: Tape, options: Snapshot<DecodingOptions>, shared: SharedDecodeState,
         valueIndex: Int = 0, decodingPath: DecodingPath = .root, typeKinds: TypeKindCache = TypeKindCache()) {
        self.tape = tape
        settings = options
        self.shared = shared
        self.valueIndex = valueIndex
        self.decodingPath = decodingPath
        self.typeKinds = typeKinds
        keyMatching = options.value.keyMatching
        convertedKeyNames = shared.convertedKeyNames.map(Unmanaged.passUnretained)
    }

    /// Runs `body` with this decoder pointed at the value at `index`, whose path is `path`.
    @inline(__always)
    func with<R>(valueAt index: Int, path: DecodingPath, _ body: () throws -> R) rethrows -> R {
        let saved = (valueIndex, decodingPath)
        valueIndex = index
        decodingPath = path
        defer { (valueIndex, decodingPath) = saved }
        return try body()
    }

    /// How this decoder treats values of `type` (a conformance check costs more than decoding a
    /// small struct, so the answer is kept).
    @inline(__always)
    func kind(of type: any Decodable.Type) -> TypeKindCache.Kind {
        typeKinds.kind(of: type)
    }

    /// Whether `Leniency.nullAndMissingAsDefault` gives `type` an empty value: strings, numbers,
    /// `Bool` and arrays.
    func hasEmptyValue(_ type: any Decodable.Type) -> Bool {
        guard options.leniency.contains(.nullAndMissingAsDefault) else { return false }
        if case .array = kind(of: type) { return true }
        return type == String.self || type == Bool.self
            || type is any FixedWidthInteger.Type || type is any BinaryFloatingPoint.Type
    }

    /// A separate decoder for `superDecoder()`, which the caller may keep.
    func makeSubdecoder(valueAt index: Int, path: DecodingPath) -> DecoderImpl {
        tape.mayOutliveDecode = true
        return DecoderImpl(tape: tape, options: settings, shared: shared, valueIndex: index, decodingPath: path)
    }
}

extension DecoderImpl: Decoder {
    var codingPath: [any CodingKey] { codingPath(at: decodingPath) }

    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let entry = tape[valueIndex]
        switch entry.kind {
        case .object:
            return KeyedDecodingContainer(try JSONKeyedDecodingContainer<Key>(impl: self, objectIndex: valueIndex, decodingPath: decodingPath))
        case .null:
            throw DecodingErrors.containerNotFound(keyed: true, at: codingPath)
        default:
            throw DecodingErrors.typeMismatch([String: Any].self, found: entry.kind, at: codingPath)
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let entry = tape[valueIndex]
        switch entry.kind {
        case .array:
            return JSONUnkeyedDecodingContainer(impl: self, arrayIndex: valueIndex, decodingPath: decodingPath)
        case .null:
            throw DecodingErrors.containerNotFound(keyed: false, at: codingPath)
        default:
            throw DecodingErrors.typeMismatch([Any].self, found: entry.kind, at: codingPath)
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }
}
