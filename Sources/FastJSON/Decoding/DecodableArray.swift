/// Arrays decoded straight from the tape into storage of their final size: the same values,
/// errors and coding paths as `Array.init(from:)` over an unkeyed container, without the
/// container, its existential box and the regrowth of the array.
protocol DecodableArray {
    static func decodeArray<T>(from impl: DecoderImpl, arrayAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?, as type: T.Type) throws -> T
}

extension Array: DecodableArray where Element: Decodable {
    static func decodeArray<T>(from impl: DecoderImpl, arrayAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?, as type: T.Type) throws -> T {
        let arrayPath = impl.path(parent, key())
        // Arrays of the native arrays (GeoJSON's rings, matrices) are decoded by code specialized
        // for their element, not by the generic `unwrap` once per inner array, whose cast of each
        // inner array to its generic result costs a retain and a release.
        // Metatype comparisons, not the type-kind cache: arrays of structs alternate with their
        // elements' types, where its last-type shortcut misses.
        if Element.self == [Double].self {
            return try impl.decodeArray(at: index, path: arrayPath, parent: parent, key: key(), as: type) { element, position in
                try impl.unwrapDoubleArray(valueAt: element, parent: arrayPath, key: JSONKey(index: position))
            }
        }
        if Element.self == [Int].self {
            return try impl.decodeArray(at: index, path: arrayPath, parent: parent, key: key(), as: type) { element, position in
                try impl.unwrapIntArray(valueAt: element, parent: arrayPath, key: JSONKey(index: position))
            }
        }
        if Element.self == [String].self {
            return try impl.decodeArray(at: index, path: arrayPath, parent: parent, key: key(), as: type) { element, position in
                try impl.unwrapStringArray(valueAt: element, parent: arrayPath, key: JSONKey(index: position))
            }
        }
        return try impl.decodeArray(at: index, path: arrayPath, parent: parent, key: key(), as: type) { element, position in
            try impl.unwrap(elementAt: element, as: Element.self, parent: arrayPath, position: position)
        }
    }
}

extension DecoderImpl {
    /// The array at `index`, whose path is `path`, of `Element`s that `decodeElement` decodes
    /// (given each one's tape index and position), as `T`: the caller checked that `T` is
    /// `[Element]`.
    @inline(__always)
    fileprivate func decodeArray<Element, T>(
        at index: Int, path: CodingPath, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?,
        as _: T.Type, _ decodeElement: (Int, Int) throws -> Element
    ) throws -> T {
        // Pointed at the array, as `Array.init(from:)` would have it: what reads the decoder's
        // current path (ISO 8601 date errors, as in Foundation) sees the array's.
        assert([Element].self == T.self, "an array reinterpreted as another type")
        let result = try with(valueAt: index, path: path) {
            try unwrapArray(valueAt: index, parent: parent, key: key(), decodeElement)
        }
        return unsafeBitCast(result, to: T.self)
    }
}

extension DecoderImpl {
    /// Decodes the elements of the array at `index` as `Array.init(from:)` would, each by its
    /// type's reader, with this decoder pointed at the array, and hands them to `append` (after
    /// `reserve`): for a caller that makes the array in code specialized for `Element`.
    func decodeElements<Element: Decodable>(
        ofArrayAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?,
        reserve: (Int) -> Void, append: (consuming Element) -> Void
    ) throws {
        let arrayPath = path(parent, key())
        try with(valueAt: index, path: arrayPath) {
            try forEachElement(ofArrayAt: index, parent: parent, key: key()) { count in
                reserve(ReservedCapacity.forDecoding(count, of: Element.self))
            } body: { element, position in
                append(try unwrap(elementAt: element, as: Element.self, parent: arrayPath, position: position))
            }
        }
    }

    /// Decodes the array at `index` element by element with `decodeElement`, which gets each
    /// element's tape index and position.
    @inline(__always)
    func unwrapArray<Element>(
        valueAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?,
        _ decodeElement: (Int, Int) throws -> Element
    ) throws -> [Element] {
        // Reserved, then appended to: `init(unsafeUninitializedCapacity:)` allocates through the
        // standard library's unspecialized code, which looks the storage's generic metadata up in
        // the runtime for every array, a cost a document of many small arrays pays each time.
        var elements = [Element]()
        try forEachElement(ofArrayAt: index, parent: parent, key: key()) { count in
            elements.reserveCapacity(ReservedCapacity.forDecoding(count, of: Element.self))
        } body: { element, position in
            elements.append(try decodeElement(element, position))
        }
        return elements
    }

    /// Calls `body` with the tape index and position of each element of the array at `index`,
    /// after `reserve` with their count (not for an empty array); an element that fails is
    /// skipped when the settings say so.
    @inline(__always)
    private func forEachElement(
        ofArrayAt index: Int, parent: CodingPath, key: @autoclosure () -> (any CodingKey)?,
        reserve: (Int) -> Void, body: (Int, Int) throws -> Void
    ) throws {
        let array = tape[index]
        guard array.kind == .array else {
            if nullGivesEmptyValue(array) {
                return
            }
            let path = codingPath(at: parent, key())
            if array.kind == .null {
                throw DecodingErrors.containerNotFound(keyed: false, at: path)
            }
            throw DecodingErrors.typeMismatch([Any].self, found: array.kind, at: path)
        }
        // With no capacity the standard library writes the count (0 over 0) into the shared
        // empty-array singleton: harmless, but ThreadSanitizer reports threads decoding at once.
        guard array.count > 0 else { return }
        let tape = tape
        // Read from the settings only for an element that fails: copying the handler out of them
        // for each array would retain and release them, and a document may hold many small arrays.
        let skipsInvalidElements = skipsInvalidArrayElements
        reserve(Int(array.count))
        var cursor = index &+ 1
        var position = 0
        let end = Int(array.end)
        while cursor < end {
            do {
                try body(cursor, position)
            } catch let error where skipsInvalidElements {
                options.invalidArrayElementHandler?(error)
            }
            position &+= 1
            cursor = Int(tape[cursor].end)
        }
    }
}
