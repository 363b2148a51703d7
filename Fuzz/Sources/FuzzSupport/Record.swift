import Foundation
import FuzzCorpusModels

/// A value for the structure-aware round trip: every scalar type, Foundation types, optionals,
/// collections, recursion, and an arbitrary JSON tree (in an array: a top-level `null` tree
/// in an optional would read back as `nil`). Its fields are made from the fuzzer's bytes.
public struct Record: Codable, Equatable {
    public var int: Int
    public var int8: Int8
    public var uint64: UInt64
    public var int128: Int128
    public var double: Double
    public var float: Float
    public var bool: Bool
    public var string: String
    public var optionalInt: Int?
    public var date: Date
    public var data: Data
    public var decimal: Decimal?
    public var url: URL?
    public var doubles: [Double]
    public var strings: [String]
    public var optionals: [Int?]
    public var children: [Record]
    public var dictionary: [String: Record]
    public var intKeyed: [Int: String]
    public var trees: [LooseJSON]

    public static func make(_ input: inout FuzzInput, depth: Int) -> Record {
        func count(_ limit: Int) -> Int { input.choice(limit + 1) }
        var record = Record(
            int: Int(input.interestingInt64()),
            int8: Int8(bitPattern: input.byte()),
            uint64: input.bool() ? UInt64.max - UInt64(input.byte()) : input.uint64(),
            int128: Int128(input.int64()) * Int128(input.int64() | 1),
            double: input.finiteDouble(),
            float: 0,
            bool: input.bool(),
            string: input.string(),
            optionalInt: input.bool() ? nil : Int(input.interestingInt64()),
            date: Date(timeIntervalSinceReferenceDate: Double(Int32(truncatingIfNeeded: input.int64()))),
            data: Data((0..<count(8)).map { _ in input.byte() }),
            decimal: input.bool() ? nil : Decimal(input.interestingInt64()) / Decimal([1, 10, 1000, 7][input.choice(4)]),
            url: input.bool() ? nil : URL(string: "https://example.com/\(input.byte())/a?b=\(input.byte())"),
            doubles: (0..<count(4)).map { _ in input.finiteDouble() },
            strings: (0..<count(4)).map { _ in input.string(maxLength: 4) },
            optionals: (0..<count(4)).map { _ in input.bool() ? nil : Int(input.interestingInt64()) },
            children: [], dictionary: [:], intKeyed: [:], trees: [])
        let float = Float(input.finiteDouble())
        record.float = float.isFinite ? float : 1.5
        for _ in 0..<count(4) { record.intKeyed[Int(input.interestingInt64())] = input.string(maxLength: 3) }
        if input.bool() { record.trees = [LooseJSON(ProbedJSONValue.make(&input, depth: 3))] }
        if depth > 0 && !input.isExhausted {
            record.children = (0..<count(2)).map { _ in make(&input, depth: depth - 1) }
            for _ in 0..<count(2) { record.dictionary[input.string(maxLength: 4)] = make(&input, depth: depth - 1) }
        }
        return record
    }
}

/// A JSON tree compared as JSON (numbers by value), since a double written as `1` reads back as
/// an integer.
public struct LooseJSON: Codable, Equatable {
    public var value: ProbedJSONValue
    public init(_ value: ProbedJSONValue) { self.value = value }
    public init(from decoder: any Decoder) throws { value = try ProbedJSONValue(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    public static func == (lhs: LooseJSON, rhs: LooseJSON) -> Bool { lhs.value.isNumericallyEqual(to: rhs.value) }
}

extension ProbedJSONValue {
    public static func make(_ input: inout FuzzInput, depth: Int) -> ProbedJSONValue {
        switch input.choice(depth > 0 && !input.isExhausted ? 9 : 7) {
        case 0: return .null
        case 1: return .bool(input.bool())
        case 2: return .integer(input.interestingInt64())
        case 3: return .unsignedInteger(input.uint64())
        case 4: return .double(input.finiteDouble())
        case 5, 6: return .string(input.string())
        case 7: return .array((0..<input.choice(5)).map { _ in make(&input, depth: depth - 1) })
        default:
            var object: [String: ProbedJSONValue] = [:]
            for _ in 0..<input.choice(5) { object[input.string(maxLength: 5)] = make(&input, depth: depth - 1) }
            return .object(object)
        }
    }
}
