import FastJSON
import Foundation
import FuzzCorpusModels
import FuzzSupport

/// Structure-aware: the fuzzer's bytes choose encoder settings and a `Record`. FastJSONEncoder's
/// output must be Foundation's byte for byte (keys sorted, so the order is defined); FastJSON and
/// Foundation must decode it to the same outcome; and with lossless settings the decoded value must
/// be the original.
@main enum FuzzRoundTrip {
    static func main() {
        FuzzDriver.run { FuzzRoundTrip.testOneInput($0, $1) }
    }

    static func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = FuzzDriver.buffer(data, count)
        var input = FuzzInput(bytes)
        let flags = input.byte()
        var formatting: FastJSONEncoder.OutputFormatting = [.sortedKeys]
        var foundationFormatting: JSONEncoder.OutputFormatting = [.sortedKeys]
        if flags & 1 != 0 { formatting.insert(.prettyPrinted); foundationFormatting.insert(.prettyPrinted) }
        if flags & 2 != 0 { formatting.insert(.withoutEscapingSlashes); foundationFormatting.insert(.withoutEscapingSlashes) }
        let snakeKeys = flags & 4 != 0
        let dates = Int(flags >> 3) % 4  // deferred, seconds, milliseconds, ISO 8601

        let fastEncoder = FastJSONEncoder()
        fastEncoder.outputFormatting = formatting
        let foundationEncoder = JSONEncoder()
        foundationEncoder.outputFormatting = foundationFormatting
        let fastDecoder = FastJSONDecoder()
        let foundationDecoder = JSONDecoder()
        if snakeKeys {
            fastEncoder.keyEncodingStrategy = .convertToSnakeCase
            foundationEncoder.keyEncodingStrategy = .convertToSnakeCase
            fastDecoder.keyDecodingStrategy = .convertFromSnakeCase
            foundationDecoder.keyDecodingStrategy = .convertFromSnakeCase
        }
        switch dates {
        case 1:
            fastEncoder.dateEncodingStrategy = .secondsSince1970; foundationEncoder.dateEncodingStrategy = .secondsSince1970
            fastDecoder.dateDecodingStrategy = .secondsSince1970; foundationDecoder.dateDecodingStrategy = .secondsSince1970
        case 2:
            fastEncoder.dateEncodingStrategy = .millisecondsSince1970; foundationEncoder.dateEncodingStrategy = .millisecondsSince1970
            fastDecoder.dateDecodingStrategy = .millisecondsSince1970; foundationDecoder.dateDecodingStrategy = .millisecondsSince1970
        case 3:
            fastEncoder.dateEncodingStrategy = .iso8601; foundationEncoder.dateEncodingStrategy = .iso8601
            fastDecoder.dateDecodingStrategy = .iso8601; foundationDecoder.dateDecodingStrategy = .iso8601
        default: break
        }

        let record = Record.make(&input, depth: 2)
        check(record, bytes, fastEncoder, foundationEncoder, fastDecoder, foundationDecoder, lossless: !snakeKeys && dates == 0)
        let tree = LooseJSON(ProbedJSONValue.make(&input, depth: 4))
        check(tree, bytes, fastEncoder, foundationEncoder, fastDecoder, foundationDecoder, lossless: true)
        return 0
    }

    static func check<T: Codable & Equatable>(
        _ value: T, _ bytes: UnsafeRawBufferPointer,
        _ fastEncoder: FastJSONEncoder, _ foundationEncoder: JSONEncoder,
        _ fastDecoder: FastJSONDecoder, _ foundationDecoder: JSONDecoder, lossless: Bool
    ) {
        let encoded: Data
        do {
            encoded = try fastEncoder.encode(value)
        } catch {
            FuzzDriver.fail("FastJSONEncoder failed on \(value): \(error)", input: bytes)
        }
        if let expected = try? foundationEncoder.encode(value), expected != encoded {
            FuzzDriver.fail("""
                encodings differ for \(value)
                FastJSON:   \(String(decoding: encoded, as: UTF8.self))
                Foundation: \(String(decoding: expected, as: UTF8.self))
                """, input: bytes)
        }
        let decoded = DecodeOutcome.capture { try fastDecoder.decode(T.self, from: encoded) }
        let expected = DecodeOutcome.capture { try foundationDecoder.decode(T.self, from: encoded) }
        if decoded != expected {
            FuzzDriver.fail("decoding \(String(decoding: encoded, as: UTF8.self)): FastJSON gave \(decoded), Foundation \(expected)", input: bytes)
        }
        if lossless, decoded != .value(value) {
            FuzzDriver.fail("round trip of \(value) through \(String(decoding: encoded, as: UTF8.self)) gave \(decoded)", input: bytes)
        }
    }
}
