import Foundation
import Testing
@testable import FastJSON

/// Foundation's `JSONEncoder` as the reference: FastJSON must write its bytes when keys are sorted,
/// the same JSON value otherwise, and throw the same errors.
struct EncodingOracle {
    /// Sets the same strategies on both encoders.
    var configure: (JSONEncoder, FastJSONEncoder) -> Void = { _, _ in }

    /// Every combination of the three output formatting options.
    static let allFormattings: [UInt] = Array(0..<8).map { UInt($0 & 3) | (UInt($0 & 4) << 1) }

    func encoders(formatting: UInt) -> (JSONEncoder, FastJSONEncoder) {
        let foundation = JSONEncoder()
        let fast = FastJSONEncoder()
        foundation.outputFormatting = JSONEncoder.OutputFormatting(rawValue: formatting)
        fast.outputFormatting = FastJSONEncoder.OutputFormatting(rawValue: formatting)
        configure(foundation, fast)
        return (foundation, fast)
    }

    /// Checks `value` under every output formatting.
    func check<T: Encodable>(_ value: T, formattings: [UInt] = allFormattings, sourceLocation: SourceLocation = #_sourceLocation) {
        for formatting in formattings {
            check(value, formatting: formatting, sourceLocation: sourceLocation)
        }
    }

    func check<T: Encodable>(_ value: T, formatting: UInt, sourceLocation: SourceLocation = #_sourceLocation) {
        let (foundation, fast) = encoders(formatting: formatting)
        let expected = Result { try foundation.encode(value) }
        let actual = Result { try fast.encode(value) }
        switch (expected, actual) {
        case (.success(let expectedData), .success(let actualData)):
            if formatting & FastJSONEncoder.OutputFormatting.sortedKeys.rawValue != 0 {
                #expect(
                    String(decoding: actualData, as: UTF8.self) == String(decoding: expectedData, as: UTF8.self),
                    "formatting \(formatting)", sourceLocation: sourceLocation)
            } else {
                #expect(Self.sameJSON(expectedData, actualData),
                        "formatting \(formatting): \(String(decoding: actualData, as: UTF8.self)) vs \(String(decoding: expectedData, as: UTF8.self))",
                        sourceLocation: sourceLocation)
            }
        case (.failure(let expectedError), .failure(let actualError)):
            #expect(Self.describe(actualError) == Self.describe(expectedError), sourceLocation: sourceLocation)
        case (.success(let expectedData), .failure(let actualError)):
            Issue.record("FastJSON threw \(actualError); Foundation wrote \(String(decoding: expectedData, as: UTF8.self))",
                         sourceLocation: sourceLocation)
        case (.failure(let expectedError), .success(let actualData)):
            Issue.record("FastJSON wrote \(String(decoding: actualData, as: UTF8.self)); Foundation threw \(expectedError)",
                         sourceLocation: sourceLocation)
        }
    }

    /// Whether two documents hold the same JSON value.
    static func sameJSON(_ lhs: Data, _ rhs: Data) -> Bool {
        guard let left = try? JSONSerialization.jsonObject(with: lhs, options: .fragmentsAllowed) as? NSObject,
              let right = try? JSONSerialization.jsonObject(with: rhs, options: .fragmentsAllowed) as? NSObject
        else { return lhs == rhs }
        return left.isEqual(right)
    }

    /// What an encode gave, for comparing two: its error as `describe` puts it, or the text written.
    static func outcome(_ encode: () throws -> Data) -> String {
        do {
            return "wrote " + String(decoding: try encode(), as: UTF8.self)
        } catch {
            return describe(error)
        }
    }

    /// An error's case, coding path and message, for comparing errors.
    static func describe(_ error: any Error) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { "\($0.stringValue)|\($0.intValue.map(String.init) ?? "nil")" }.joined(separator: ", ")
        }
        switch error {
        case EncodingError.invalidValue(_, let context):
            return "invalidValue [\(path(context.codingPath))] \(context.debugDescription)"
        default:
            return "\(type(of: error)): \(error)"
        }
    }
}
