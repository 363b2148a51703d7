import Foundation

/// The `Decoder` FastJSON hands to `init(from:)`: a cursor on the tape (the value being decoded and
/// its coding path). Like Foundation's, one instance is reused for nested values: `with(valueAt:)`
/// points it at a child and restores it afterwards, so decoding a nested struct allocates no decoder.
final class DecoderImpl {
    let tape: Tape
    let options: DecodingOptions
    private(set) var valueIndex: Int
    private(set) var codingPathNode: CodingPathNode

    init(tape: Tape, options: DecodingOptions, valueIndex: Int = 0, codingPathNode: CodingPathNode = .root) {
        self.tape = tape
        self.options = options
        self.valueIndex = valueIndex
        self.codingPathNode = codingPathNode
    }

    /// Runs `body` with this decoder pointed at the value at `index`, whose path is `path`.
    @inline(__always)
    func with<R>(valueAt index: Int, path: CodingPathNode, _ body: () throws -> R) rethrows -> R {
        let savedIndex = valueIndex
        let savedPath = codingPathNode
        valueIndex = index
        codingPathNode = path
        defer {
            valueIndex = savedIndex
            codingPathNode = savedPath
        }
        return try body()
    }

    /// A separate decoder for `superDecoder()`, which the caller may keep.
    func makeSubdecoder(valueAt index: Int, path: CodingPathNode) -> DecoderImpl {
        DecoderImpl(tape: tape, options: options, valueIndex: index, codingPathNode: path)
    }

    /// Whether keyed containers match the converted (camelCase) names of keys.
    var matchesConvertedKeys: Bool {
        if case .convertFromSnakeCase = options.keyDecodingStrategy { return true }
        return false
    }
}

extension DecoderImpl: Decoder {
    var codingPath: [any CodingKey] { codingPathNode.path }

    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let entry = tape[valueIndex]
        switch entry.kind {
        case .object:
            return KeyedDecodingContainer(try KeyedContainer<Key>(impl: self, objectIndex: valueIndex, codingPathNode: codingPathNode))
        case .null:
            throw DecodingError.valueNotFound([String: Any].self, .init(
                codingPath: codingPath,
                debugDescription: "Cannot get keyed decoding container -- found null value instead"))
        default:
            throw DecodingErrors.typeMismatch([String: Any].self, found: entry.kind, at: codingPathNode)
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let entry = tape[valueIndex]
        switch entry.kind {
        case .array:
            return UnkeyedContainer(impl: self, arrayIndex: valueIndex, codingPathNode: codingPathNode)
        case .null:
            throw DecodingError.valueNotFound([Any].self, .init(
                codingPath: codingPath,
                debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        default:
            throw DecodingErrors.typeMismatch([Any].self, found: entry.kind, at: codingPathNode)
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }
}
