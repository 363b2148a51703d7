import FastJSON
import Foundation
import Testing

/// A record of what a custom `init(from:)` saw: each container call and its result or error, in
/// order. Running the same script under both decoders and comparing the logs checks every step
/// (values, `currentIndex`, `isAtEnd`, errors and their paths), not just the final value.
struct ProbeLog: Equatable, CustomStringConvertible {
    var entries: [String] = []

    /// Runs `body`, logging its result or its error's case, path and type.
    mutating func record<R>(_ label: String, _ body: () throws -> R) {
        do {
            entries.append("\(label) = \(Self.render(try body()))")
        } catch let error as DecodingError {
            entries.append("\(label) ! \(DecodeOutcome<Int>.summary(of: error))")
        } catch where "\(error)".hasPrefix("numberIsNotRepresentableInSwift") {
            // Foundation throws its internal `JSONError` for a number out of range inside
            // `init(from:)` and turns it into `dataCorrupted` at the empty path only at the API
            // boundary; FastJSON throws that `DecodingError` at once (an intended difference,
            // checked in NumberRangeInsideInitTests). Log both the way the boundary reports them.
            entries.append("\(label) ! dataCorrupted() at []")
        } catch {
            entries.append("\(label) ! other \(error)")
        }
    }

    mutating func note(_ text: String) { entries.append(text) }

    /// A value as text, dictionaries with their keys sorted: two equal dictionaries built in a
    /// different order print their entries in a different order.
    static func render(_ value: Any) -> String {
        if let dictionary = value as? [String: Any] {
            return "[" + dictionary.sorted { $0.key < $1.key }.map { "\($0.key): \(render($0.value))" }.joined(separator: ", ") + "]"
        }
        if let dictionary = value as? [Int: Any] {
            return "[" + dictionary.sorted { $0.key < $1.key }.map { "\($0.key): \(render($0.value))" }.joined(separator: ", ") + "]"
        }
        return "\(value)"
    }

    /// A coding path as text, keys with their int values.
    static func path(_ keys: [any CodingKey]) -> String {
        "[" + keys.map { key in key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue }.joined(separator: ", ") + "]"
    }

    var description: String { "\(entries.count) entries" }
}

/// The script a `Probe` runs in its `init(from:)`, passed in `userInfo`.
struct ProbeScript: Sendable {
    let run: @Sendable (any Decoder, inout ProbeLog) throws -> Void
}

extension CodingUserInfoKey {
    static let probeScript = CodingUserInfoKey(rawValue: "test.probeScript")!
}

/// Decodes by running the script from `userInfo` and keeps its log as the value.
struct Probe: Decodable, Equatable {
    var log = ProbeLog()

    init(from decoder: any Decoder) throws {
        guard let script = decoder.userInfo[.probeScript] as? ProbeScript else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no probe script"))
        }
        log.note("codingPath \(ProbeLog.path(decoder.codingPath))")
        try script.run(decoder, &log)
    }

    /// Runs `script` over `json` under both decoders and expects the same log (or the same error).
    @discardableResult
    static func check(
        _ json: String, _ options: DecodeOptions = DecodeOptions(),
        sourceLocation: SourceLocation = #_sourceLocation,
        _ script: @escaping @Sendable (any Decoder, inout ProbeLog) throws -> Void
    ) -> (fast: DecodeOutcome<Probe>, foundation: DecodeOutcome<Probe>)? {
        var options = options
        options.userInfo[.probeScript] = ProbeScript(run: script)
        let result = DecodingOracle.outcomes(Probe.self, Data(json.utf8), options)
        #expect(result.fast == result.foundation, "\(json)\n\(diff(result.fast, result.foundation))",
                sourceLocation: sourceLocation)
        return result
    }

    /// The log lines where the two runs part, as `fast | foundation`.
    static func diff(_ fast: DecodeOutcome<Probe>, _ foundation: DecodeOutcome<Probe>) -> String {
        guard case .value(let left) = fast, case .value(let right) = foundation else { return "" }
        var lines: [String] = []
        for index in 0..<max(left.log.entries.count, right.log.entries.count) {
            let l = index < left.log.entries.count ? left.log.entries[index] : "<none>"
            let r = index < right.log.entries.count ? right.log.entries[index] : "<none>"
            if l != r { lines.append("FAST: \(l)\nFNDN: \(r)") }
        }
        return lines.prefix(6).joined(separator: "\n")
    }
}

/// A coding key for any name or index.
struct AnyKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }
    init(_ string: String) { self.stringValue = string }
}
