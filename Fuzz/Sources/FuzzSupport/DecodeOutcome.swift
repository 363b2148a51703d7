import Foundation

/// What a decode gave, comparable between two decoders: the value, or the error case with its
/// coding path.
public enum DecodeOutcome<Value: Equatable>: Equatable, CustomStringConvertible {
    case value(Value)
    case failure(kind: String, path: [String])

    public static func capture(_ body: () throws -> Value) -> Self {
        do {
            return .value(try body())
        } catch let error as DecodingError {
            return summary(of: error)
        } catch {
            return .failure(kind: "not a DecodingError: \(type(of: error)) \(error)", path: [])
        }
    }

    public var isDataCorrupted: Bool {
        if case .failure(kind: "dataCorrupted", _) = self { return true }
        return false
    }

    public var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// Whether two failures could be the same document's failures met in another order: their paths
    /// part at an object key. Foundation decodes `[String: T]` in a `Dictionary`'s order, which is
    /// random per process, so with two bad members it reports either; FastJSON takes document order.
    /// A number that does not fit its type fails with no path at all (Foundation's "not valid JSON",
    /// which FastJSON matches), so that failure parts from any other at the first key of its path.
    public func isFailureInAnotherMemberOrder(than other: Self) -> Bool {
        guard case .failure(let myKind, let mine) = self, case .failure(let theirKind, let theirs) = other else { return false }
        let mineIsPathless = myKind == "dataCorrupted" && mine.isEmpty
        if mineIsPathless != (theirKind == "dataCorrupted" && theirs.isEmpty) {
            return (mineIsPathless ? theirs : mine).contains { !$0.hasPrefix("#") }
        }
        guard let split = zip(mine, theirs).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
            return false
        }
        return !mine[split].hasPrefix("#") && !theirs[split].hasPrefix("#")
    }

    public var isNotADecodingError: Bool {
        if case .failure(let kind, _) = self { return kind.hasPrefix("not a DecodingError") }
        return false
    }

    private static func summary(of error: DecodingError) -> Self {
        func path(_ context: DecodingError.Context) -> [String] {
            context.codingPath.map { key in key.intValue.map { "#\($0)" } ?? key.stringValue }
        }
        switch error {
        case .typeMismatch(let type, let context): return .failure(kind: "typeMismatch(\(type))", path: path(context))
        case .valueNotFound(let type, let context): return .failure(kind: "valueNotFound(\(type))", path: path(context))
        case .keyNotFound(let key, let context): return .failure(kind: "keyNotFound(\(key.stringValue))", path: path(context))
        case .dataCorrupted(let context): return .failure(kind: "dataCorrupted", path: path(context))
        @unknown default: return .failure(kind: "unknown", path: [])
        }
    }

    public var description: String {
        switch self {
        case .value(let value): "value(\(value))"
        case .failure(let kind, let path): "\(kind) at \(path)"
        }
    }
}
