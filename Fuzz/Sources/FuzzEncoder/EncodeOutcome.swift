import Foundation

/// What an encode gave, comparable between two encoders: the bytes, or the error's case, the type
/// of its value and its coding path.
enum EncodeOutcome: Equatable, CustomStringConvertible {
    case bytes(Data)
    case failure(kind: String, path: [String])

    /// Foundation's message for a value nested past 512 levels, which FastJSON gives too.
    static let nestingMessage = "Unable to encode the given top-level value to JSON."

    /// Whether this is the error for a value nested past the limit.
    var isNestingError: Bool {
        if case .failure(let kind, _) = self { return kind.hasSuffix(", nested too deep") }
        return false
    }

    static func capture(_ body: () throws -> Data) -> Self {
        do {
            return .bytes(try body())
        } catch EncodingError.invalidValue(let value, let context) {
            let nesting = context.debugDescription == nestingMessage ? ", nested too deep" : ""
            return .failure(kind: "invalidValue(\(type(of: value)))\(nesting)", path: context.codingPath.map(\.stringValue))
        } catch is TreeError {
            return .failure(kind: "TreeError", path: [])
        } catch {
            return .failure(kind: "\(type(of: error)): \(error)", path: [])
        }
    }

    var value: Data? {
        if case .bytes(let data) = self { return data }
        return nil
    }

    var description: String {
        switch self {
        case .bytes(let data): String(decoding: data, as: UTF8.self)
        case .failure(let kind, let path): "\(kind) at \(path)"
        }
    }
}
