import Foundation

/// The `Decoder` FastJSON hands to `init(from:)`: a cursor on the tape (the value being decoded and
/// its coding path). Like Foundation's, one instance is reused for nested values: `with(valueAt:)`
/// points it at a child and restores it afterwards, so decoding a nested struct allocates no decoder.
final class DecoderImpl {
    /// The same tape for every decode of this decoder, which its builder fills again, or into
    /// which a stream's element moves its buffers (`DecodeLeftovers`): a `var` would be retained
    /// around every call that reads it (a key lookup, a string).
    let tape: Tape
    /// The coding paths and key lookup hints of this decode, shared with the decoders made for
    /// `superDecoder()`.
    let shared: SharedDecodeState
    // Unchecked, as no access overlaps another (one decode, on one thread, at a time) and the
    // runtime check would cost one per nested value. The settings and what is read from them
    // change between decodes (`restart`), the position for every nested value.
    /// The settings of this decode, unowned: its caller holds them until the decode returns, and
    /// an idle decoder holds none of the caller's. Read only during a decode, or through
    /// `retainedSettings`.
    @exclusivity(unchecked) private unowned(unsafe) var settings: Snapshot<DecodingOptions>
    /// `settings`, retained, for a decoder that may be used after its decode returns: a
    /// `superDecoder()`, or one someone kept (`keepPastDecode`). A reused decoder retains none:
    /// a retain and a release per decode are a sizeable share of decoding a document as small as
    /// `{}`.
    private var retainedSettings: Snapshot<DecodingOptions>?
    #if DEBUG
    /// `settings`, weakly, so that debug builds find a read of settings that are gone.
    private weak var settingsWhileAlive: Snapshot<DecodingOptions>?
    /// Whether the decoder's decode `end()`ed, so that it holds no settings until `restart`.
    private var isIdle = false
    #endif
    /// How keyed containers match coding keys, from the key decoding strategy.
    @exclusivity(unchecked) private(set) var keyMatching: KeyMatching
    /// Whether arrays leave out the elements that fail, as an `invalidArrayElementHandler` asks.
    @exclusivity(unchecked) private(set) var skipsInvalidArrayElements: Bool
    /// `shared.convertedKeyNames`, under `.convertFromSnakeCase`, unretained: `shared` holds it for
    /// as long as this decoder.
    @exclusivity(unchecked) private(set) var convertedKeyNames: UnretainedConvertedKeyNames?
    /// The tape index of the value this decoder points at.
    @exclusivity(unchecked) private(set) var valueIndex: Int
    @exclusivity(unchecked) private(set) var decodingPath: CodingPath
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

    /// The keyed containers this decoder hands out again.
    @exclusivity(unchecked) private var keyedContainerPool: KeyedContainerPool
    /// The decodes this decoder ended since it last let go of the decoders of kept containers
    /// that are gone: it does so every `decodesBetweenReleases`, so that a container kept for long
    /// does not make every decode on every thread take the registry's lock.
    @exclusivity(unchecked) private var decodesSinceRelease = 0
    private static let decodesBetweenReleases = 64

    /// Borrowed, not copied: a copy would retain each strategy and `userInfo`.
    var options: DecodingOptions {
        _read {
            checkSettings()
            yield settings.value
        }
    }

    /// Checks, in debug builds, what makes reading the unowned `settings` safe: a decode is running
    /// (its caller holds them), or the decoder retains them.
    @inline(__always)
    private func checkSettings() {
        #if DEBUG
        assert(settingsWhileAlive != nil, "a decoder read settings that nobody holds any more")
        assert(!isIdle || retainedSettings === settings, "an idle decoder read settings it does not retain")
        #endif
    }

    /// A decoder at `valueIndex` of `tape`, for a decode with `options` whose `shared` state has
    /// started; `retainsSettings` for a decoder that may be used after the decode returns.
    init(tape: Tape, options: Snapshot<DecodingOptions>, shared: SharedDecodeState,
         valueIndex: Int = 0, decodingPath: CodingPath = .root, typeKinds: TypeKindCache = TypeKindCache(),
         poolsKeyedContainers: Bool = false, retainsSettings: Bool) {
        self.tape = tape
        keyedContainerPool = KeyedContainerPool(isOpen: poolsKeyedContainers)
        self.shared = shared
        self.valueIndex = valueIndex
        self.decodingPath = decodingPath
        self.typeKinds = typeKinds
        settings = options
        retainedSettings = retainsSettings ? options : nil
        #if DEBUG
        settingsWhileAlive = options
        #endif
        keyMatching = options.value.keyMatching
        skipsInvalidArrayElements = options.value.invalidArrayElementHandler != nil
        convertedKeyNames = shared.convertedKeyNames.map(UnretainedConvertedKeyNames.init)
    }

    /// Points a decoder whose last decode `end()`ed at the root of its tape, filled again with the
    /// next document, for a decode with `options`: reusing it costs less than a new decoder (an
    /// allocation, and a release of each property).
    func restart(options: Snapshot<DecodingOptions>) {
        valueIndex = 0
        decodingPath = .root
        settings = options
        #if DEBUG
        assert(retainedSettings == nil, "a kept decoder restarted for another decode")
        settingsWhileAlive = options
        isIdle = false
        #endif
        keyMatching = options.value.keyMatching
        skipsInvalidArrayElements = options.value.invalidArrayElementHandler != nil
        shared.start(decoding: tape, keyMatching: keyMatching)
        convertedKeyNames = shared.convertedKeyNames.map(UnretainedConvertedKeyNames.init)
    }

    /// Ends a decode nobody kept this decoder or a container of: what the next decode does not
    /// need is let go now, so that a thread's idle decoder holds neither the caller's settings
    /// (closures, `userInfo`) nor the document's tables.
    func end() {
        #if DEBUG
        isIdle = true
        #endif
        shared.end()
        if !objectKeyIndexes.isEmpty { objectKeyIndexes = [:] }
        if !customKeyMaps.isEmpty { customKeyMaps = [:] }
    }

    /// Lets the pooled containers that someone kept outlive this decode: `DecodersOfKeptContainers`
    /// holds this decoder while they live (which makes it kept too). Else, every
    /// `decodesBetweenReleases` decodes, lets go of the decoders of earlier kept containers that
    /// are gone.
    @inline(__always)
    func holdForKeptContainers() {
        let kept = keyedContainerPool.endDecode()
        if !kept.isEmpty {
            DecodersOfKeptContainers.shared.hold(self, whileAnyLives: kept)
            return
        }
        decodesSinceRelease &+= 1
        if decodesSinceRelease >= Self.decodesBetweenReleases {
            decodesSinceRelease = 0
            DecodersOfKeptContainers.shared.releaseUnused()
        }
    }

    /// Gets a decoder that someone kept ready to be used after its decode: its settings are
    /// retained, and it stops pooling keyed containers (a pooled container does not retain its
    /// decoder).
    func keepPastDecode() {
        checkSettings()
        retainedSettings = settings
        keyedContainerPool.close(decoder: self)
    }

    /// Converts the keys of the object at `index` when its keyed container is made, under a key
    /// strategy that converts them.
    private func prepareKeys(ofObjectAt index: Int) {
        switch keyMatching {
        case .jsonKeys:
            break
        case .convertedKeys:
            shared.convertedKeyNames?.convertKeys(ofObjectAt: index, in: tape)
        case .customKeys:
            if case .custom(let converter) = options.keyDecodingStrategy {
                customKeyMaps[index] = CustomKeyMap(tape: tape, objectIndex: index, path: codingPath, converter: converter)
            }
        }
    }

    /// Runs `body` with this decoder pointed at the value at `index`, whose path is `path`.
    @inline(__always)
    func with<R>(valueAt index: Int, path: CodingPath, _ body: () throws -> R) rethrows -> R {
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
        if kind(of: type).isArray { return true }
        return type == String.self || type == Bool.self
            || type is any FixedWidthInteger.Type || type is any BinaryFloatingPoint.Type
    }

    /// A separate decoder for `superDecoder()`, which the caller may keep.
    func makeSubdecoder(valueAt index: Int, path: CodingPath) -> DecoderImpl {
        checkSettings()
        tape.mayOutliveDecode = true
        return DecoderImpl(
            tape: tape, options: settings, shared: shared, valueIndex: index, decodingPath: path, retainsSettings: true)
    }
}

extension DecoderImpl: Decoder {
    var codingPath: [any CodingKey] { codingPath(at: decodingPath) }

    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let entry = tape[valueIndex]
        switch entry.kind {
        case .object:
            prepareKeys(ofObjectAt: valueIndex)
            return keyedContainerPool.container(keyedBy: type, impl: self, objectIndex: valueIndex, decodingPath: decodingPath)
        default:
            throw DecodingErrors.keyedContainerNotFound(found: entry.kind, at: codingPath)
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
