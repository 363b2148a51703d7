import Foundation

/// The `Decoder` FastJSON hands to `init(from:)`: a cursor on the tape (the value being decoded and
/// its coding path). Like Foundation's, one instance is reused for nested values: `with(valueAt:)`
/// points it at a child and restores it afterwards, so decoding a nested struct allocates no decoder.
final class DecoderImpl {
    let tape: Tape
    let options: DecodingOptions
    /// The coding paths of this decode, shared with the decoders made for `superDecoder()`.
    let paths: DecodingPathArena
    /// Whether keyed containers match the converted (camelCase) names of keys.
    let matchesConvertedKeys: Bool
    let usesDefaultKeys: Bool
    let usesCustomKeys: Bool

    /// The value and path this decoder points at, and the type cache, behind a pointer: they change
    /// for every nested value, and a class's stored `var`s would cost dynamic exclusivity checks.
    private struct State {
        var valueIndex: Int
        var decodingPath: DecodingPath
        var typeKinds: TypeKindCache
    }
    private let state: UnsafeMutablePointer<State>

    init(tape: Tape, options: DecodingOptions, paths: DecodingPathArena = DecodingPathArena(),
         valueIndex: Int = 0, decodingPath: DecodingPath = .root, typeKinds: TypeKindCache = TypeKindCache()) {
        self.tape = tape
        self.options = options
        self.paths = paths
        if case .convertFromSnakeCase = options.keyDecodingStrategy {
            matchesConvertedKeys = true
        } else {
            matchesConvertedKeys = false
        }
        usesDefaultKeys = options.usesDefaultKeys
        if case .custom = options.keyDecodingStrategy {
            usesCustomKeys = true
        } else {
            usesCustomKeys = false
        }
        state = .allocate(capacity: 1)
        state.initialize(to: State(valueIndex: valueIndex, decodingPath: decodingPath, typeKinds: typeKinds))
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The tape index of the value this decoder points at.
    var valueIndex: Int { state.pointee.valueIndex }

    var decodingPath: DecodingPath { state.pointee.decodingPath }

    /// The kinds of the types this decoder has met, for the next decode to start with.
    var typeKinds: TypeKindCache { state.pointee.typeKinds }

    /// Runs `body` with this decoder pointed at the value at `index`, whose path is `path`.
    @inline(__always)
    func with<R>(valueAt index: Int, path: DecodingPath, _ body: () throws -> R) rethrows -> R {
        let saved = (state.pointee.valueIndex, state.pointee.decodingPath)
        state.pointee.valueIndex = index
        state.pointee.decodingPath = path
        defer {
            state.pointee.valueIndex = saved.0
            state.pointee.decodingPath = saved.1
        }
        return try body()
    }

    /// How this decoder treats values of `type` (a conformance check costs more than decoding a
    /// small struct, so the answer is kept).
    @inline(__always)
    func kind(of type: any Decodable.Type) -> TypeKindCache.Kind {
        state.pointee.typeKinds.kind(of: type)
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
        return DecoderImpl(tape: tape, options: options, paths: paths, valueIndex: index, decodingPath: path)
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
            throw DecodingError.valueNotFound([String: Any].self, .init(
                codingPath: codingPath,
                debugDescription: "Cannot get keyed decoding container -- found null value instead"))
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
            throw DecodingError.valueNotFound([Any].self, .init(
                codingPath: codingPath,
                debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        default:
            throw DecodingErrors.typeMismatch([Any].self, found: entry.kind, at: codingPath)
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }
}
