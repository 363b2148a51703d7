import Foundation

/// What an encode gave, comparable between two encoders: the bytes, or the error's case, the type
/// of its value and its coding path.
enum EncodeOutcome: Equatable, CustomStringConvertible {
    case bytes(Data)
    case failure(kind: String, path: [String])

    static func capture(_ body: () throws -> Data) -> Self {
        do {
            return .bytes(try body())
        } catch EncodingError.invalidValue(let value, let context) {
            return .failure(kind: "invalidValue(\(type(of: value)))", path: context.codingPath.map(\.stringValue))
        } catch is TreeError {
            return .failure(kind: "TreeError", path: [])
        } catch {
            return .failure(kind: "\(type(of: error)): \(error)", path: [])
        }
    }

    var description: String {
        switch self {
        case .bytes(let data): String(decoding: data, as: UTF8.self)
        case .failure(let kind, let path): "\(kind) at \(path)"
        }
    }
}
