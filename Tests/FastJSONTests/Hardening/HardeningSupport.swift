import FastJSON
import Foundation
import Testing

/// Shared checks for the hostile-input tests: every bad input must end in a `DecodingError`
/// (never a crash, a hang or another error type), and invalid JSON in `.dataCorrupted` carrying the
/// `JSONError` that says where.
enum Hostile {
    /// Decodes and returns the error, recording an issue when there is none or it is not a
    /// `DecodingError`.
    @discardableResult
    static func expectDecodingError<T: Decodable>(
        _ type: T.Type, from bytes: [UInt8], decoder: FastJSONDecoder = FastJSONDecoder(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> DecodingError? {
        do {
            let value = try decoder.decode(type, from: bytes)
            Issue.record("decoded \(value) from \(preview(bytes))", sourceLocation: sourceLocation)
        } catch let error as DecodingError {
            return error
        } catch {
            Issue.record("not a DecodingError: \(error) from \(preview(bytes))", sourceLocation: sourceLocation)
        }
        return nil
    }

    /// Expects `.dataCorrupted` with an empty coding path and a `JSONError` underneath; returns it.
    @discardableResult
    static func expectCorrupted<T: Decodable>(
        _ type: T.Type, from bytes: [UInt8], decoder: FastJSONDecoder = FastJSONDecoder(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> JSONError? {
        guard let error = expectDecodingError(type, from: bytes, decoder: decoder, sourceLocation: sourceLocation) else {
            return nil
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error) from \(preview(bytes))", sourceLocation: sourceLocation)
            return nil
        }
        guard let jsonError = context.underlyingError as? JSONError else {
            Issue.record("dataCorrupted without a JSONError: \(context) from \(preview(bytes))", sourceLocation: sourceLocation)
            return nil
        }
        return jsonError
    }

    static func preview(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(120), as: UTF8.self).debugDescription
        return bytes.count > 120 ? "\(text)… (\(bytes.count) bytes)" : text
    }

    /// The fastest of `runs` timings of `body`: the least disturbed by other work on the machine.
    static func fastestTime(runs: Int = 3, _ body: () throws -> Void) rethrows -> Duration {
        var best = Duration.seconds(1_000_000)
        for _ in 0..<runs {
            let start = ContinuousClock.now
            try body()
            best = min(best, ContinuousClock.now - start)
        }
        return best
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Checks that doubling the input at most roughly doubles the time: the ratio of the fastest
    /// times for `size` and `2 * size` must stay under `limit` (quadratic work would give 4). A busy
    /// machine only inflates a ratio, so it passes when any of three attempts is under the limit.
    /// The inputs are made by `make` before the clock starts.
    ///
    /// A machine busy with memory-heavy work can inflate the ratio in every attempt: the larger
    /// input misses caches the smaller one fits in. Making the inputs, which touches the same
    /// memory in linear time, is timed beside the work as a reference: when it too grows faster
    /// than 2x, the limit grows in proportion, but never to `quadraticBound`.
    static func expectLinear<Input>(
        _ name: String, size: Int, limit: Double = 3, runs: Int = 3, sourceLocation: SourceLocation = #_sourceLocation,
        make: (Int) -> Input, _ work: (Input) throws -> Void
    ) rethrows {
        try work(make(size / 8))  // warm up caches, metadata and lazily built tables
        let smallInput = make(size)
        let largeInput = make(2 * size)
        var attempts: [String] = []
        for _ in 0..<3 {
            let small = try fastestTime(runs: runs) { try work(smallInput) }
            let large = try fastestTime(runs: runs) { try work(largeInput) }
            let ratio = seconds(large) / max(seconds(small), 1e-6)
            let referenceRatio = seconds(fastestTime(runs: runs) { _ = make(2 * size) })
                / max(seconds(fastestTime(runs: runs) { _ = make(size) }), 1e-6)
            let allowed = min(limit * max(1, referenceRatio / 2), quadraticBound)
            if ratio < allowed { return }
            attempts.append("\(size) took \(small), \(2 * size) took \(large) (ratio \(ratio), allowed \(allowed) with making the inputs \(referenceRatio)x)")
        }
        Issue.record("\(name) is not linear: \(attempts.joined(separator: "; "))", sourceLocation: sourceLocation)
    }

    /// Below 4, what quadratic work gives on doubling, with room for noise.
    static let quadraticBound = 3.6
}

extension Array where Element == UInt8 {
    init(_ text: String) { self = Array(text.utf8) }
}
