import Foundation

/// The types every decoding container has a dedicated overload for. Each conformance calls the
/// concrete overload (`decode(Int8.self, forKey:)`), which a generic `decode<T>` would not reach:
/// FastJSON implements the two separately, so both need testing.
protocol PrimitiveValue: Decodable, Equatable, Sendable {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Self
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Self?
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> Self
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> Self?
    static func decode(from container: any SingleValueDecodingContainer) throws -> Self
}

extension Bool: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Bool { try container.decode(Bool.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Bool? { try container.decodeIfPresent(Bool.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> Bool { try container.decode(Bool.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> Bool? { try container.decodeIfPresent(Bool.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> Bool { try container.decode(Bool.self) }
}

extension String: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> String { try container.decode(String.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> String? { try container.decodeIfPresent(String.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> String { try container.decode(String.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> String? { try container.decodeIfPresent(String.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> String { try container.decode(String.self) }
}

extension Double: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Double { try container.decode(Double.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Double? { try container.decodeIfPresent(Double.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> Double { try container.decode(Double.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> Double? { try container.decodeIfPresent(Double.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> Double { try container.decode(Double.self) }
}

extension Float: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Float { try container.decode(Float.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Float? { try container.decodeIfPresent(Float.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> Float { try container.decode(Float.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> Float? { try container.decodeIfPresent(Float.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> Float { try container.decode(Float.self) }
}

extension Int: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Int { try container.decode(Int.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Int? { try container.decodeIfPresent(Int.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> Int { try container.decode(Int.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> Int? { try container.decodeIfPresent(Int.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> Int { try container.decode(Int.self) }
}

extension Int8: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Int8 { try container.decode(Int8.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Int8? { try container.decodeIfPresent(Int8.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> Int8 { try container.decode(Int8.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> Int8? { try container.decodeIfPresent(Int8.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> Int8 { try container.decode(Int8.self) }
}

extension Int16: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Int16 { try container.decode(Int16.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Int16? { try container.decodeIfPresent(Int16.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> Int16 { try container.decode(Int16.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> Int16? { try container.decodeIfPresent(Int16.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> Int16 { try container.decode(Int16.self) }
}

extension Int32: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Int32 { try container.decode(Int32.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Int32? { try container.decodeIfPresent(Int32.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> Int32 { try container.decode(Int32.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> Int32? { try container.decodeIfPresent(Int32.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> Int32 { try container.decode(Int32.self) }
}

extension Int64: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Int64 { try container.decode(Int64.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Int64? { try container.decodeIfPresent(Int64.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> Int64 { try container.decode(Int64.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> Int64? { try container.decodeIfPresent(Int64.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> Int64 { try container.decode(Int64.self) }
}

extension Int128: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Int128 { try container.decode(Int128.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Int128? { try container.decodeIfPresent(Int128.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> Int128 { try container.decode(Int128.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> Int128? { try container.decodeIfPresent(Int128.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> Int128 { try container.decode(Int128.self) }
}

extension UInt: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> UInt { try container.decode(UInt.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> UInt? { try container.decodeIfPresent(UInt.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> UInt { try container.decode(UInt.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> UInt? { try container.decodeIfPresent(UInt.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> UInt { try container.decode(UInt.self) }
}

extension UInt8: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> UInt8 { try container.decode(UInt8.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> UInt8? { try container.decodeIfPresent(UInt8.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> UInt8 { try container.decode(UInt8.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> UInt8? { try container.decodeIfPresent(UInt8.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> UInt8 { try container.decode(UInt8.self) }
}

extension UInt16: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> UInt16 { try container.decode(UInt16.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> UInt16? { try container.decodeIfPresent(UInt16.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> UInt16 { try container.decode(UInt16.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> UInt16? { try container.decodeIfPresent(UInt16.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> UInt16 { try container.decode(UInt16.self) }
}

extension UInt32: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> UInt32 { try container.decode(UInt32.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> UInt32? { try container.decodeIfPresent(UInt32.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> UInt32 { try container.decode(UInt32.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> UInt32? { try container.decodeIfPresent(UInt32.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> UInt32 { try container.decode(UInt32.self) }
}

extension UInt64: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> UInt64 { try container.decode(UInt64.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> UInt64? { try container.decodeIfPresent(UInt64.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> UInt64 { try container.decode(UInt64.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> UInt64? { try container.decodeIfPresent(UInt64.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> UInt64 { try container.decode(UInt64.self) }
}

extension UInt128: PrimitiveValue {
    static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> UInt128 { try container.decode(UInt128.self, forKey: key) }
    static func decodeIfPresent<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> UInt128? { try container.decodeIfPresent(UInt128.self, forKey: key) }
    static func decode(from container: inout any UnkeyedDecodingContainer) throws -> UInt128 { try container.decode(UInt128.self) }
    static func decodeIfPresent(from container: inout any UnkeyedDecodingContainer) throws -> UInt128? { try container.decodeIfPresent(UInt128.self) }
    static func decode(from container: any SingleValueDecodingContainer) throws -> UInt128 { try container.decode(UInt128.self) }
}

/// One key's coding key, `"v"`.
enum ValueKey: String, CodingKey { case v }

/// `{"v": value}` through the keyed container's concrete `decode(_:forKey:)`.
struct KeyedConcrete<T: PrimitiveValue>: Decodable, Equatable {
    var value: T
    init(from decoder: any Decoder) throws {
        value = try T.decode(from: decoder.container(keyedBy: ValueKey.self), forKey: .v)
    }
}

/// `{"v": value}` through the keyed container's concrete `decodeIfPresent(_:forKey:)`.
struct KeyedConcreteIfPresent<T: PrimitiveValue>: Decodable, Equatable {
    var value: T?
    init(from decoder: any Decoder) throws {
        value = try T.decodeIfPresent(from: decoder.container(keyedBy: ValueKey.self), forKey: .v)
    }
}

/// `{"v": value}` through the keyed container's generic `decode(_:forKey:)`.
struct KeyedGeneric<T: Decodable & Equatable>: Decodable, Equatable {
    var value: T
    init(from decoder: any Decoder) throws {
        value = try decoder.container(keyedBy: ValueKey.self).decode(T.self, forKey: .v)
    }
}

/// An array read element by element through the unkeyed container's concrete overloads, with
/// `decodeIfPresent` when `optional`; records where the container stood after each step.
struct UnkeyedConcrete<T: PrimitiveValue>: Decodable, Equatable {
    var values: [T?] = []
    var indexes: [Int] = []
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        indexes.append(container.count ?? -1)
        while !container.isAtEnd {
            if decoder.userInfo[.useDecodeIfPresent] != nil {
                values.append(try T.decodeIfPresent(from: &container))
            } else {
                values.append(try T.decode(from: &container))
            }
            indexes.append(container.currentIndex)
        }
    }
}

/// A top-level value through the single-value container's concrete overload.
struct SingleConcrete<T: PrimitiveValue>: Decodable, Equatable {
    var value: T
    init(from decoder: any Decoder) throws {
        value = try T.decode(from: decoder.singleValueContainer())
    }
}

extension CodingUserInfoKey {
    static let useDecodeIfPresent = CodingUserInfoKey(rawValue: "test.useDecodeIfPresent")!
}
