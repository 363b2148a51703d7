/// The unkeyed container over one JSON array: a cursor that steps from element to element along
/// the tape. As in Foundation, `currentIndex` advances only when a decode succeeds.
struct JSONUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let impl: DecoderImpl
    let decodingPath: CodingPath
    let count: Int?
    private(set) var currentIndex = 0
    /// The tape index of the element at `currentIndex`.
    private var cursor: Int
    private let end: Int

    init(impl: DecoderImpl, arrayIndex: Int, decodingPath: CodingPath) {
        self.impl = impl
        self.decodingPath = decodingPath
        let array = impl.tape[arrayIndex]
        count = Int(array.count)
        cursor = arrayIndex &+ 1
        end = Int(array.end)
    }

    var codingPath: [any CodingKey] { impl.codingPath(at: decodingPath) }

    var isAtEnd: Bool { cursor >= end }

    private var currentKey: JSONKey { JSONKey(index: currentIndex) }

    @inline(__always)
    private mutating func advance() {
        if cursor < end {
            cursor = Int(impl.tape[cursor].end)
        }
        currentIndex &+= 1
    }

    /// The current element, or Foundation's error for a container at its end.
    @inline(__always)
    private func requireElement(_ type: Any.Type, message: String = "Unkeyed container is at end.") throws -> Int {
        guard cursor < end else {
            throw DecodingErrors.containerAtEnd(type, at: impl.codingPath(at: decodingPath, nil, currentIndex), message)
        }
        return cursor
    }

    /// Decodes the current element with `body` and advances; at the end, or for null, yields `nil`
    /// and still advances, as Foundation does.
    @inline(__always)
    private mutating func decodeIfPresent<T>(_ body: (Int) throws -> T) throws -> T? {
        guard cursor < end, impl.tape[cursor].kind != .null else {
            advance()
            return nil
        }
        let value = try body(cursor)
        advance()
        return value
    }

    @inline(__always)
    private mutating func decodeElement<T>(_ type: T.Type, _ body: (Int) throws -> T) throws -> T {
        let value = try body(requireElement(type))
        advance()
        return value
    }

    /// Steps over the current element without decoding it: one look at its tape entry.
    mutating func skipElement() throws {
        _ = try requireElement(Any.self)
        advance()
    }

    mutating func decodeNil() throws -> Bool {
        let index = try requireElement(Never.self)
        guard impl.tape[index].kind == .null else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        try decodeElement(type) { [impl, decodingPath, key = currentKey] in try impl.unwrapBool(valueAt: $0, parent: decodingPath, key: key) }
    }

    mutating func decode(_ type: String.Type) throws -> String {
        try decodeElement(type) { [impl, decodingPath, key = currentKey] in try impl.unwrapString(valueAt: $0, parent: decodingPath, key: key) }
    }

    mutating func decode(_ type: Double.Type) throws -> Double { try decodeFloatingPoint() }
    mutating func decode(_ type: Float.Type) throws -> Float { try decodeFloatingPoint() }
    mutating func decode(_ type: Int.Type) throws -> Int { try decodeInteger() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger() }
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try decodeInteger() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger() }
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try decodeInteger() }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeElement(type) { [impl, decodingPath, key = currentKey] in try impl.unwrap(valueAt: $0, as: type, parent: decodingPath, key: key) }
    }

    @inline(__always)
    private mutating func decodeInteger<T: FixedWidthInteger>() throws -> T {
        try decodeElement(T.self) { [impl, decodingPath, key = currentKey] in try impl.unwrapInteger(valueAt: $0, as: T.self, parent: decodingPath, key: key) }
    }

    @inline(__always)
    private mutating func decodeFloatingPoint<T: JSONFloatingPoint>() throws -> T {
        try decodeElement(T.self) { [impl, decodingPath, key = currentKey] in try impl.unwrapFloatingPoint(valueAt: $0, as: T.self, parent: decodingPath, key: key) }
    }

    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? {
        try decodeIfPresent { [impl, decodingPath, key = currentKey] in try impl.unwrapBool(valueAt: $0, parent: decodingPath, key: key) }
    }

    mutating func decodeIfPresent(_ type: String.Type) throws -> String? {
        try decodeIfPresent { [impl, decodingPath, key = currentKey] in try impl.unwrapString(valueAt: $0, parent: decodingPath, key: key) }
    }

    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try decodeFloatingPointIfPresent() }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try decodeFloatingPointIfPresent() }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try decodeIntegerIfPresent() }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try decodeIntegerIfPresent() }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try decodeIntegerIfPresent() }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try decodeIntegerIfPresent() }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try decodeIntegerIfPresent() }
    mutating func decodeIfPresent(_ type: Int128.Type) throws -> Int128? { try decodeIntegerIfPresent() }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try decodeIntegerIfPresent() }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try decodeIntegerIfPresent() }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try decodeIntegerIfPresent() }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try decodeIntegerIfPresent() }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try decodeIntegerIfPresent() }
    mutating func decodeIfPresent(_ type: UInt128.Type) throws -> UInt128? { try decodeIntegerIfPresent() }

    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        try decodeIfPresent { [impl, decodingPath, key = currentKey] in try impl.unwrap(valueAt: $0, as: type, parent: decodingPath, key: key) }
    }

    @inline(__always)
    private mutating func decodeIntegerIfPresent<T: FixedWidthInteger>() throws -> T? {
        try decodeIfPresent { [impl, decodingPath, key = currentKey] in try impl.unwrapInteger(valueAt: $0, as: T.self, parent: decodingPath, key: key) }
    }

    @inline(__always)
    private mutating func decodeFloatingPointIfPresent<T: JSONFloatingPoint>() throws -> T? {
        try decodeIfPresent { [impl, decodingPath, key = currentKey] in try impl.unwrapFloatingPoint(valueAt: $0, as: T.self, parent: decodingPath, key: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try requireElement(KeyedDecodingContainer<NestedKey>.self)
        let container = try impl.with(valueAt: index, path: impl.shared.paths.appending(index: currentIndex, to: decodingPath)) {
            try impl.container(keyedBy: type)
        }
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let index = try requireElement((any UnkeyedDecodingContainer).self)
        let container = try impl.with(valueAt: index, path: impl.shared.paths.appending(index: currentIndex, to: decodingPath)) {
            try impl.unkeyedContainer()
        }
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let index = try requireElement((any Decoder).self, message: "Cannot get superDecoder() -- unkeyed container is at end.")
        let decoder = impl.makeSubdecoder(valueAt: index, path: impl.shared.paths.appending(index: currentIndex, to: decodingPath))
        advance()
        return decoder
    }
}
