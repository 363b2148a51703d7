import Foundation

/// A leaf, written through the typed overloads of each container kind (`encode(_: Int, forKey:)`
/// and so on) or, for the Foundation types, through the generic `encode`.
enum Scalar: Encodable {
    case int(Int)
    case int8(Int8)
    case uint64(UInt64)
    case double(Double)
    case float(Float)
    case bool(Bool)
    case string(String)
    case null
    case date(Date)
    case data(Data)
    case url(URL)
    case decimal(Decimal)

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int(let value): try container.encode(value)
        case .int8(let value): try container.encode(value)
        case .uint64(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .float(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .null: try container.encodeNil()
        case .date(let value): try container.encode(value)
        case .data(let value): try container.encode(value)
        case .url(let value): try container.encode(value)
        case .decimal(let value): try container.encode(value)
        }
    }

    func encode(into container: inout KeyedEncodingContainer<DynamicKey>, forKey key: DynamicKey) throws {
        switch self {
        case .int(let value): try container.encode(value, forKey: key)
        case .int8(let value): try container.encode(value, forKey: key)
        case .uint64(let value): try container.encode(value, forKey: key)
        case .double(let value): try container.encode(value, forKey: key)
        case .float(let value): try container.encode(value, forKey: key)
        case .bool(let value): try container.encode(value, forKey: key)
        case .string(let value): try container.encode(value, forKey: key)
        case .null: try container.encodeNil(forKey: key)
        case .date(let value): try container.encode(value, forKey: key)
        case .data(let value): try container.encode(value, forKey: key)
        case .url(let value): try container.encode(value, forKey: key)
        case .decimal(let value): try container.encode(value, forKey: key)
        }
    }

    func encode(into container: inout any UnkeyedEncodingContainer) throws {
        switch self {
        case .int(let value): try container.encode(value)
        case .int8(let value): try container.encode(value)
        case .uint64(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .float(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .null: try container.encodeNil()
        case .date(let value): try container.encode(value)
        case .data(let value): try container.encode(value)
        case .url(let value): try container.encode(value)
        case .decimal(let value): try container.encode(value)
        }
    }
}
