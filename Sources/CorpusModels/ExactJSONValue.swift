/// A `ProbedJSONValue` whose equality tells `-0.0` from `0.0` and takes two NaNs of the same sign as
/// equal: for comparing decoders on JSON5, where `NaN`, `-NaN` and `-0x0` are values.
public struct ExactJSONValue: Decodable, Equatable, Sendable, CustomStringConvertible {
    /// The decoded value.
    public let value: ProbedJSONValue

    /// Decodes the value as `ProbedJSONValue` does.
    public init(from decoder: any Decoder) throws {
        value = try ProbedJSONValue(from: decoder)
    }

    /// The value's own description.
    public var description: String { "\(value)" }

    /// Equal structure, equal scalars, doubles bit for bit (any NaN payload).
    public static func == (lhs: ExactJSONValue, rhs: ExactJSONValue) -> Bool {
        identical(lhs.value, rhs.value)
    }

    private static func identical(_ lhs: ProbedJSONValue, _ rhs: ProbedJSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.double(let left), .double(let right)):
            return left.isNaN && right.isNaN ? left.sign == right.sign : left.bitPattern == right.bitPattern
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { identical($0, $1) }
        case (.object(let left), .object(let right)):
            return left.count == right.count && left.allSatisfy { key, value in right[key].map { identical(value, $0) } ?? false }
        default:
            return lhs == rhs
        }
    }
}
