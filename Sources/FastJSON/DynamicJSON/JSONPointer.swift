/// An RFC 6901 JSON Pointer (`/data/items/0`): the keys and indices from a document's root to one
/// of its values, with `~1` for `/` and `~0` for `~` in a token. The empty pointer is the root.
struct JSONPointer {
    /// The pointer as written, for errors.
    let text: String
    /// The reference tokens, unescaped.
    let tokens: [String]

    init(parsing text: String) throws {
        self.text = text
        guard !text.isEmpty else {
            tokens = []
            return
        }
        guard text.utf8.first == UInt8(ascii: "/") else {
            throw DecodingErrors.malformedPointer(text, "it does not start with \"/\"")
        }
        var tokens: [String] = []
        for escaped in text.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            var token: [UInt8] = []
            token.reserveCapacity(escaped.count)
            var bytes = escaped.makeIterator()
            while let byte = bytes.next() {
                guard byte == UInt8(ascii: "~") else {
                    token.append(byte)
                    continue
                }
                switch bytes.next() {
                case UInt8(ascii: "0"): token.append(UInt8(ascii: "~"))
                case UInt8(ascii: "1"): token.append(UInt8(ascii: "/"))
                default: throw DecodingErrors.malformedPointer(text, "\"~\" must be followed by \"0\" or \"1\"")
                }
            }
            // Whole UTF-8 sequences were split at ASCII bytes, so each token is valid UTF-8.
            tokens.append(String(decoding: token, as: UTF8.self))
        }
        self.tokens = tokens
    }

    /// The array index `token` spells (`0`, or digits without a leading zero), if it spells one
    /// that fits an `Int`.
    static func arrayIndex(_ token: String) -> Int? {
        let digits = token.utf8
        guard let first = digits.first, first != UInt8(ascii: "0") || digits.count == 1,
              digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(token)
    }
}

extension DecoderImpl {
    /// The tape index of the value `pointer` reaches from the root, and its coding path (one key
    /// per token: a member's key, or an array's `Index n`).
    func resolve(_ pointer: JSONPointer, decoding type: Any.Type) throws -> (index: Int, path: CodingPath) {
        var index = 0
        var path = CodingPath.root
        for token in pointer.tokens {
            let entry = tape[index]
            switch entry.kind {
            case .object:
                guard let member = memberValue(named: token, inObjectAt: index) else {
                    throw DecodingErrors.keyNotFound(
                        JSONKey(stringValue: token), in: codingPath(at: path), presentKeys: keys(ofObjectAt: index))
                }
                index = member
                path = self.path(path, JSONKey(stringValue: token))
            case .array:
                guard let position = JSONPointer.arrayIndex(token) else {
                    throw DecodingErrors.notAnArrayIndex(token, pointer: pointer.text, at: codingPath(at: path))
                }
                guard position < Int(entry.count) else {
                    throw DecodingErrors.containerAtEnd(
                        type, at: codingPath(at: path, nil, position),
                        "The JSON Pointer \"\(pointer.text)\" reaches past the end of an array of \(entry.count) elements.")
                }
                var element = index &+ 1
                for _ in 0..<position { element = Int(tape[element].end) }
                index = element
                path = self.path(path, nil, position)
            case .null:
                throw DecodingErrors.containerNotFound(keyed: JSONPointer.arrayIndex(token) == nil, at: codingPath(at: path))
            default:
                let expected: Any.Type = JSONPointer.arrayIndex(token) == nil ? [String: Any].self : [Any].self
                throw DecodingErrors.typeMismatch(expected, found: entry.kind, at: codingPath(at: path))
            }
        }
        return (index, path)
    }

    /// The first value whose key has the bytes of `name` in the object at `index`: JSON Pointer
    /// compares keys code point by code point, not by canonical equivalence as `String` does.
    private func memberValue(named name: String, inObjectAt index: Int) -> Int? {
        var name = name
        return name.withUTF8 { name in
            var child = index &+ 1
            let end = Int(tape[index].end)
            while child < end {
                if tape.text(of: tape[child]).elementsEqual(name) { return child &+ 1 }
                child = Int(tape[child &+ 1].end)
            }
            return nil
        }
    }

    private func keys(ofObjectAt index: Int) -> [String] {
        var keys: [String] = []
        var child = index &+ 1
        while child < Int(tape[index].end) {
            keys.append(tape.string(of: tape[child]))
            child = Int(tape[child &+ 1].end)
        }
        return keys
    }
}
