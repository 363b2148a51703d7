import Foundation

/// Any JSON value, decoded through the `Decodable` protocol alone (type probes with `try?`, as
/// client code does), so that FastJSON and Foundation can be compared on any document: by the
/// benchmark's `compare`, the tests and the fuzz targets.
public enum ProbedJSONValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsignedInteger(UInt64)
    case double(Double)
    case string(String)
    case array([ProbedJSONValue])
    case object([String: ProbedJSONValue])

    public init(from decoder: any Decoder) throws {
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
        } else if let array = try? container.decode([ProbedJSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: ProbedJSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
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

    /// How deeply arrays and objects nest in this value (a scalar is 0).
    public var depth: Int {
        switch self {
        case .array(let values): 1 + (values.map(\.depth).max() ?? 0)
        case .object(let members): 1 + (members.values.map(\.depth).max() ?? 0)
        default: 0
        }
    }

    /// Equal as JSON: numbers by value (an encoded `1.0` reads back as the integer 1), `-0.0 == 0`.
    public func isNumericallyEqual(to other: ProbedJSONValue) -> Bool {
        switch (self, other) {
        case (.array(let mine), .array(let theirs)):
            return mine.count == theirs.count && zip(mine, theirs).allSatisfy { $0.isNumericallyEqual(to: $1) }
        case (.object(let mine), .object(let theirs)):
            return mine.count == theirs.count && mine.allSatisfy { key, value in
                theirs[key].map { value.isNumericallyEqual(to: $0) } ?? false
            }
        default:
            if let mine = numericValue, let theirs = other.numericValue { return mine == theirs }
            return self == other
        }
    }

    private var numericValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .unsignedInteger(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// Every place where `other` differs from this value, as JSON paths with both values.
    public func differences(from other: ProbedJSONValue, at path: String = "$") -> [String] {
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
