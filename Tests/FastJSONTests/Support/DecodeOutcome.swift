import FastJSON
import Foundation

/// What a decode gave, in a form two decoders' results can be compared in: the value, or the error
/// case with its coding path (string and int values of each key) and the type it names.
enum DecodeOutcome<Value: Equatable>: Equatable, CustomStringConvertible {
    case value(Value)
    case failure(ErrorSummary)

    /// An error's case, path and type. The message is kept for tests that look at it, but is not
    /// part of equality: FastJSON's messages say more than Foundation's by design.
    struct ErrorSummary: Equatable, CustomStringConvertible {
        var kind: String
        var path: [String]
        var type: String
        var message: String = ""

        var description: String { "\(kind)(\(type)) at \(path)" }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.kind == rhs.kind && lhs.path == rhs.path && lhs.type == rhs.type
        }
    }

    static func foundation(_ type: Value.Type, _ data: Data, configure: (JSONDecoder) -> Void = { _ in }) -> Self where Value: Decodable {
        let decoder = JSONDecoder()
        configure(decoder)
        return capture { try decoder.decode(type, from: data) }
    }

    static func fastJSON(_ type: Value.Type, _ data: Data, configure: (FastJSONDecoder) -> Void = { _ in }) -> Self where Value: Decodable {
        let decoder = FastJSONDecoder()
        configure(decoder)
        return capture { try decoder.decode(type, from: data) }
    }

    static func capture(_ body: () throws -> Value) -> Self {
        do {
            return .value(try body())
        } catch let error as DecodingError {
            return .failure(summary(of: error))
        } catch {
            return .failure(ErrorSummary(kind: "other: \(error)", path: [], type: ""))
        }
    }

    static func summary(of error: DecodingError) -> ErrorSummary {
        func path(_ context: DecodingError.Context) -> [String] {
            context.codingPath.map { key in key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue }
        }
        switch error {
        case .typeMismatch(let type, let context):
            return ErrorSummary(kind: "typeMismatch", path: path(context), type: "\(type)", message: context.debugDescription)
        case .valueNotFound(let type, let context):
            return ErrorSummary(kind: "valueNotFound", path: path(context), type: "\(type)", message: context.debugDescription)
        case .keyNotFound(let key, let context):
            return ErrorSummary(kind: "keyNotFound", path: path(context), type: key.stringValue, message: context.debugDescription)
        case .dataCorrupted(let context):
            return ErrorSummary(kind: "dataCorrupted", path: path(context), type: "", message: context.debugDescription)
        @unknown default:
            return ErrorSummary(kind: "unknown", path: [], type: "")
        }
    }

    /// The error, when the decode failed.
    var error: ErrorSummary? {
        if case .failure(let summary) = self { return summary }
        return nil
    }

    var description: String {
        switch self {
        case .value(let value): return "value(\(value))"
        case .failure(let summary): return "failure(\(summary))"
        }
    }
}
