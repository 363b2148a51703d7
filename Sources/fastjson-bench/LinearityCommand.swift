import ArgumentParser
import CorpusModels
import FastJSON
import Foundation

/// Encodes an object of n and then 4n members along every path of the `Encoder` protocol, under
/// every output formatting and key strategy, with FastJSON and Foundation: the time must grow
/// linearly, FastJSON must not be slower than Foundation, and both outputs must hold the members
/// written. `scripts/test --full` runs it with `--check` in a release build.
///
/// Four times the members takes four times as long when linear, up to about seven with sorted keys
/// and caches outgrown (Foundation's too), and sixteen when quadratic: the limit between them
/// leaves room for a busy machine, which slows runs down by up to half again. The two encoders are
/// timed in turn, so that a slow spell falls on both.
struct LinearityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "linearity",
        abstract: "Check that encoding and decoding time grows linearly with the members of an object.")

    @Option(help: "Members of the smaller value (the larger has four times as many).")
    var members = 10_000

    @Option(help: "The largest time ratio between the two sizes that counts as linear (4 when exactly linear).")
    var growthLimit = 10.0

    @Option(help: "Attempts per row before it fails: a busy machine only slows a run down.")
    var attempts = 3

    @Option(help: "Only the shapes whose name starts with this.")
    var only: String?

    @Flag(help: "Exit with an error if a row is not linear, slower than Foundation, or wrong.")
    var check = false

    /// Paths that are linear but whose time is close to Foundation's and whose growth is close to
    /// `growthLimit`, so that a run lands on either side of both: reported, not failed, until the
    /// second write of a key costs less (issue 12).
    static let knownBorderline: Set<WideValue.Shape> = [.repeatedKeys]

    func run() throws {
        var failures: [String] = []
        print("members: \(members) -> \(4 * members); times are the fastest of \(Self.runs) runs")
        print("setting        shape                      growth FastJSON  growth Foundation  FastJSON ÷ Foundation")
        for setting in Setting.allCases {
            for shape in WideValue.Shape.allCases where only.map({ shape.rawValue.hasPrefix($0) }) ?? true {
                let row = try measure(shape, setting)
                print(row.line, terminator: "")
                if let failure = row.failure {
                    let known = Self.knownBorderline.contains(shape) && failure == Self.slowFailure
                    print(known ? "  (known: borderline)" : "", terminator: "")
                    if !known { failures.append("\(setting.rawValue) \(shape.rawValue): \(failure)") }
                }
                print()
            }
        }
        if failures.isEmpty {
            print("linearity: every row linear, no slower than Foundation, and correct")
        } else {
            print("linearity failures:\n  " + failures.joined(separator: "\n  "))
            if check { throw ExitCode.failure }
        }
    }

    /// The output formattings and key strategies every shape is encoded with.
    enum Setting: String, CaseIterable {
        case compact, sortedPretty = "sorted+pretty", snakeCase = "snake_case", custom

        func encoders() -> (FastJSONEncoder, JSONEncoder) {
            let fast = FastJSONEncoder(), foundation = JSONEncoder()
            switch self {
            case .compact:
                break
            case .sortedPretty:
                fast.outputFormatting = [.sortedKeys, .prettyPrinted]
                foundation.outputFormatting = [.sortedKeys, .prettyPrinted]
            case .snakeCase:
                fast.keyEncodingStrategy = .convertToSnakeCase
                foundation.keyEncodingStrategy = .convertToSnakeCase
            case .custom:
                let upper: @Sendable ([any CodingKey]) -> any CodingKey = { path in
                    WideValue.Key((path.last?.stringValue ?? "").uppercased())
                }
                fast.keyEncodingStrategy = .custom(upper)
                foundation.keyEncodingStrategy = .custom(upper)
            }
            return (fast, foundation)
        }

        /// What the setting makes of a written key.
        func convert(_ key: String) -> String {
            switch self {
            case .compact, .sortedPretty: key
            case .snakeCase: key.replacing(/([a-z0-9])([A-Z])/) { "\($0.1)_\($0.2)" }.lowercased()
            case .custom: key.uppercased()
            }
        }
    }

    private struct Row {
        var line: String
        var failure: String?
    }

    private func measure(_ shape: WideValue.Shape, _ setting: Setting) throws -> Row {
        let (fast, foundation) = setting.encoders()
        let small = WideValue(shape, count: members), large = WideValue(shape, count: 4 * members)
        let expected = large.expectedValue(key: setting.convert)
        let fastBytes = try fast.encode(large), foundationBytes = try foundation.encode(large)
        var failure: String?
        if !Self.holds(fastBytes, expected) { failure = "FastJSON's output is not the value written" }
        if !Self.holds(foundationBytes, expected) { failure = "Foundation's output is not the value written (the check is wrong)" }
        if setting == .sortedPretty, fastBytes != foundationBytes { failure = "bytes differ from Foundation's" }
        var line = ""
        for _ in 0..<attempts {
            let times = try Self.fastest([
                { _ = try fast.encode(small) }, { _ = try foundation.encode(small) },
                { _ = try fast.encode(large) }, { _ = try foundation.encode(large) },
            ])
            let (fastSmall, foundationSmall, fastLarge, foundationLarge) = (times[0], times[1], times[2], times[3])
            let growth = fastLarge / fastSmall, ratio = fastLarge / foundationLarge
            line = "\(setting.rawValue.padded(15))\(shape.rawValue.padded(27))"
                + "\(Self.format(growth).padded(16))\(Self.format(foundationLarge / foundationSmall).padded(19))\(Self.format(ratio))"
            if growth <= growthLimit && ratio <= 1 { return Row(line: line, failure: failure) }
        }
        return Row(line: line + "  <- " + Self.slowFailure, failure: failure ?? Self.slowFailure)
    }

    /// Whether `bytes` decode (with Foundation) to `expected`.
    static func holds(_ bytes: Data, _ expected: ProbedJSONValue) -> Bool {
        (try? JSONDecoder().decode(ProbedJSONValue.self, from: bytes)) == expected
    }

    static let runs = 4

    /// The fastest of `runs` runs of each body, in seconds, the bodies run in turn.
    static func fastest(_ bodies: [() throws -> Void]) throws -> [Double] {
        var best = [Double](repeating: .infinity, count: bodies.count)
        for _ in 0..<runs {
            for (index, body) in bodies.enumerated() {
                let start = ContinuousClock.now
                try body()
                let elapsed = ContinuousClock.now - start
                best[index] = min(best[index], Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            }
        }
        return best
    }

    static let slowFailure = "not linear or slower than Foundation"

    static func format(_ ratio: Double) -> String { String(format: "%.2fx", ratio) }
}

extension String {
    func padded(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
