/// Any JSON value, decoded through the `Decodable` protocol alone, so that two decoders can be
/// compared on files for which no model exists.
enum JSONValue: Codable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsignedInteger(UInt64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int64.self) {
            self = .integer(integer)
        } else if let unsigned = try? container.decode(UInt64.self) {
            self = .unsignedInteger(unsigned)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .unsignedInteger(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Every place where `other` differs from this value, as JSON paths with both values.
    func differences(from other: JSONValue, at path: String = "$") -> [String] {
        switch (self, other) {
        case (.array(let mine), .array(let theirs)):
            var found: [String] = []
            if mine.count != theirs.count {
                found.append("\(path): \(mine.count) elements vs \(theirs.count)")
            }
            for (index, (left, right)) in zip(mine, theirs).enumerated() {
                found += left.differences(from: right, at: "\(path)[\(index)]")
            }
            return found
        case (.object(let mine), .object(let theirs)):
            var found: [String] = []
            for key in Set(mine.keys).union(theirs.keys).sorted() {
                switch (mine[key], theirs[key]) {
                case let (left?, right?): found += left.differences(from: right, at: "\(path).\(key)")
                case (nil, _): found.append("\(path).\(key): missing vs present")
                case (_, nil): found.append("\(path).\(key): present vs missing")
                }
            }
            return found
        default:
            return self == other ? [] : ["\(path): \(self) vs \(other)"]
        }
    }
}
