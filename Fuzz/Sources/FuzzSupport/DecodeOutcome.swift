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

    /// A `dataCorrupted` with no coding path: invalid JSON, or a number that does not fit its type
    /// (Foundation's "not valid JSON", which FastJSON matches).
    public var isPathlessDataCorrupted: Bool {
        if case .failure(kind: "dataCorrupted", path: let path) = self { return path.isEmpty }
        return false
    }

    /// Whether two failures could be the same document's failures met in another order: their paths
    /// part at an object key. Foundation decodes `[String: T]` in a `Dictionary`'s order, which is
    /// random per process, so with two bad members it reports either; FastJSON takes document order.
    /// With `pathlessFailureMayBeAMember` (valid JSON into models that read every number without
    /// `try?`, where a path-less failure is a member's number that does not fit), such a failure
    /// parts from any other at the first key of that one's path.
    public func isFailureInAnotherMemberOrder(than other: Self, pathlessFailureMayBeAMember: Bool = false) -> Bool {
        guard case .failure(_, let mine) = self, case .failure(_, let theirs) = other else { return false }
        if pathlessFailureMayBeAMember && isPathlessDataCorrupted != other.isPathlessDataCorrupted {
            return (isPathlessDataCorrupted ? theirs : mine).contains { !$0.hasPrefix("#") }
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
