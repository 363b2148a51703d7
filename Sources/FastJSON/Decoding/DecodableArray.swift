/// Arrays decoded straight from the tape, with their final capacity reserved up front: the same
/// values, errors and coding paths as `Array.init(from:)` over an unkeyed container, without the
/// container, its existential box and the regrowth of the array.
protocol DecodableArray {
    static func decodeArray<T>(from impl: DecoderImpl, arrayAt index: Int, parent: CodingPathNode, key: (any CodingKey)?, as type: T.Type) throws -> T
}

extension Array: DecodableArray where Element: Decodable {
    static func decodeArray<T>(from impl: DecoderImpl, arrayAt index: Int, parent: CodingPathNode, key: (any CodingKey)?, as type: T.Type) throws -> T {
        let tape = impl.tape
        let array = tape[index]
        guard array.kind == .array else {
            let path = impl.path(parent, key)
            if array.kind == .null {
                throw DecodingError.valueNotFound([Any].self, .init(
                    codingPath: path.path, debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
            }
            throw DecodingErrors.typeMismatch([Any].self, found: array.kind, at: path)
        }
        let arrayPath = impl.path(parent, key)
        var result: [Element] = []
        result.reserveCapacity(Int(array.count))
        var cursor = index &+ 1
        let end = Int(array.end)
        // The commonest element types skip the per-element type dispatch of `unwrap`.
        if Element.self == Double.self {
            while cursor < end {
                let element = try impl.unwrapFloatingPoint(valueAt: cursor, as: Double.self, parent: arrayPath, key: JSONKey(index: result.count))
                result.append(unsafeBitCast(element, to: Element.self))
                cursor &+= 1
            }
        } else {
            while cursor < end {
                result.append(try impl.unwrap(valueAt: cursor, as: Element.self, parent: arrayPath, key: JSONKey(index: result.count)))
                cursor = Int(tape[cursor].end)
            }
        }
        // The caller checked that `T` is this array type.
        return unsafeBitCast(result, to: T.self)
    }
}
