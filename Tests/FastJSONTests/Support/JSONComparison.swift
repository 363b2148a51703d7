import Foundation

/// Compares JSON values as `JSONSerialization` returns them, to check that a round trip through
/// Codable models kept a document's content.
enum JSONComparison {
    /// Finds the first place, in document order with object keys sorted, where two values differ.
    ///
    /// A key missing from an object counts as `null`, because synthesized `Codable` leaves out `nil`
    /// optionals instead of writing `null`. Numbers compare by value, so `5` equals `5.0`, but a
    /// boolean never equals a number.
    ///
    /// - Returns: The JSON path of the difference, such as `$.statuses[3].user.url`, followed by
    ///   both values; or `nil` when the values are equal.
    static func firstDifference(between expected: Any, and actual: Any) -> String? {
        firstDifference(between: expected, and: actual, path: "$")
    }

    private static func firstDifference(between expected: Any, and actual: Any, path: String) -> String? {
        switch (expected, actual) {
        case (is NSNull, is NSNull):
            return nil
        case let (expected as [String: Any], actual as [String: Any]):
            for key in Set(expected.keys).union(actual.keys).sorted() {
                if let difference = firstDifference(
                    between: expected[key] ?? NSNull(),
                    and: actual[key] ?? NSNull(),
                    path: "\(path).\(key)"
                ) {
                    return difference
                }
            }
            return nil
        case let (expected as [Any], actual as [Any]):
            guard expected.count == actual.count else {
                return "\(path): expected \(expected.count) elements, found \(actual.count)"
            }
            for (index, (expectedElement, actualElement)) in zip(expected, actual).enumerated() {
                if let difference = firstDifference(
                    between: expectedElement,
                    and: actualElement,
                    path: "\(path)[\(index)]"
                ) {
                    return difference
                }
            }
            return nil
        case let (expected as String, actual as String):
            return expected == actual ? nil : mismatch(at: path, expected, actual)
        case let (expected as NSNumber, actual as NSNumber):
            return numbersAreEqual(expected, actual) ? nil : mismatch(at: path, expected, actual)
        default:
            return mismatch(at: path, expected, actual)
        }
    }

    private static func numbersAreEqual(_ expected: NSNumber, _ actual: NSNumber) -> Bool {
        switch (kind(of: expected), kind(of: actual)) {
        case (.boolean, .boolean):
            return expected.boolValue == actual.boolValue
        case (.boolean, _), (_, .boolean):
            return false
        case (.integer, .integer):
            return expected.int64Value == actual.int64Value
        default:
            return exactDoubleValue(of: expected) == exactDoubleValue(of: actual)
        }
    }

    private enum NumberKind {
        case boolean, integer, floatingPoint
    }

    /// `JSONSerialization` returns `true` and `false` as `NSNumber`s whose Objective-C type is
    /// `char`, on Linux as on Darwin, and no other `char` numbers. On Linux, numbers with a fraction
    /// or an exponent are `NSDecimalNumber`s, whose type is `d` like a `Double`'s.
    private static func kind(of number: NSNumber) -> NumberKind {
        switch String(cString: number.objCType) {
        case "c": .boolean
        case "d", "f": .floatingPoint
        default: number is NSDecimalNumber ? .floatingPoint : .integer
        }
    }

    /// The `Double` nearest to the number's text. `NSDecimalNumber.doubleValue` can be one unit in
    /// the last place off (on Linux it reads `-65.613616999999977` as `-65.61361699999996`), but the
    /// decimal keeps the digits exactly, so those are parsed instead.
    private static func exactDoubleValue(of number: NSNumber) -> Double {
        if number is NSDecimalNumber, let value = Double(number.description) {
            return value
        }
        return number.doubleValue
    }

    private static func mismatch(at path: String, _ expected: Any, _ actual: Any) -> String {
        "\(path): expected \(expected), found \(actual)"
    }
}
