import Foundation

/// The errors the encoder throws, with Foundation's cases and messages. Built out of line: they
/// are cold and their string interpolation should not weigh on the callers.
enum EncodingErrors {
    @inline(never)
    static func nonConformingFloat<F: BinaryFloatingPoint>(_ value: F, path: [any CodingKey]) -> EncodingError {
        .invalidValue(value, .init(codingPath: path, debugDescription: "Unable to encode \(F.self).\(value) directly in JSON."))
    }

    @inline(never)
    static func topLevelEncodedNothing<T>(_ value: T) -> EncodingError {
        .invalidValue(value, .init(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
    }

    @inline(never)
    static func nestedTooDeep<T>(_ value: T) -> EncodingError {
        .invalidValue(value, .init(codingPath: [], debugDescription: "Unable to encode the given top-level value to JSON."))
    }

    /// A use of the Encoder API that Foundation stops the process for; FastJSON throws instead.
    @inline(never)
    static func misuse(_ message: String, path: [any CodingKey]) -> EncodingError {
        .invalidValue(message, .init(codingPath: path, debugDescription: message))
    }
}
