/// The decoder is its own single-value container, over the value it points at.
extension DecoderImpl: SingleValueDecodingContainer {
    func decodeNil() -> Bool {
        tape[valueIndex].kind == .null
    }

    func decode(_ type: Bool.Type) throws -> Bool { try unwrapBool(valueAt: valueIndex, parent: decodingPath, key: nil) }
    func decode(_ type: String.Type) throws -> String { try unwrapString(valueAt: valueIndex, parent: decodingPath, key: nil) }
    func decode(_ type: Double.Type) throws -> Double { try decodeFloatingPoint() }
    func decode(_ type: Float.Type) throws -> Float { try decodeFloatingPoint() }
    func decode(_ type: Int.Type) throws -> Int { try decodeInteger() }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger() }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger() }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger() }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger() }
    func decode(_ type: Int128.Type) throws -> Int128 { try decodeInteger() }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger() }
    func decode(_ type: UInt128.Type) throws -> UInt128 { try decodeInteger() }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try unwrap(valueAt: valueIndex, as: type, parent: decodingPath)
    }

    @inline(__always)
    private func decodeInteger<T: FixedWidthInteger>() throws -> T {
        try unwrapInteger(valueAt: valueIndex, as: T.self, parent: decodingPath, key: nil)
    }

    @inline(__always)
    private func decodeFloatingPoint<T: JSONFloatingPoint>() throws -> T {
        try unwrapFloatingPoint(valueAt: valueIndex, as: T.self, parent: decodingPath, key: nil)
    }
}
