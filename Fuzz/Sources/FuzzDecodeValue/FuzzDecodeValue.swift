import FastJSON
import Foundation
import FuzzCorpusModels
import FuzzSupport

/// Raw bytes into `FastJSONDecoder` as a generic JSON value and a few fixed types, with and without
/// key conversion and `assumesTopLevelDictionary`. Every failure must be a `DecodingError`; a value
/// that decodes must survive an encode and a second decode unchanged.
@main enum FuzzDecodeValue {
    static let plain = FastJSONDecoder()
    static let snakeCase: FastJSONDecoder = {
        let decoder = FastJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
    static let topLevelDictionary: FastJSONDecoder = {
        let decoder = FastJSONDecoder()
        decoder.assumesTopLevelDictionary = true
        return decoder
    }()
    static let encoder = FastJSONEncoder()

    static func main() {
        FuzzDriver.run { FuzzDecodeValue.testOneInput($0, $1) }
    }

    static func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = FuzzDriver.buffer(data, count)
        let value = check(ProbedJSONValue.self, plain, bytes)
        _ = check(ProbedJSONValue.self, snakeCase, bytes)
        _ = check(ProbedJSONValue.self, topLevelDictionary, bytes)
        _ = check([String: Int].self, plain, bytes)
        _ = check([Double].self, plain, bytes)
        _ = check([String?].self, plain, bytes)
        _ = check(Decimal.self, plain, bytes)
        _ = check(Int8.self, plain, bytes)
        // 512 levels decode but only 511 encode, in Foundation as in FastJSON.
        if let value, value.depth < 512 {
            let encoded: Data
            do {
                encoded = try encoder.encode(value)
            } catch {
                FuzzDriver.fail("a decoded value does not encode: \(error)", input: bytes)
            }
            let again = DecodeOutcome.capture { try plain.decode(ProbedJSONValue.self, from: encoded) }
            guard let again = again.value, again.isNumericallyEqual(to: value) else {
                FuzzDriver.fail("re-decoding \(String(decoding: encoded, as: UTF8.self)) gave \(again), not \(value)", input: bytes)
            }
        }
        return 0
    }

    static func check<T: Decodable & Equatable>(_ type: T.Type, _ decoder: FastJSONDecoder, _ bytes: UnsafeRawBufferPointer) -> T? {
        let outcome = DecodeOutcome.capture { try decoder.decode(type, from: bytes) }
        if outcome.isNotADecodingError {
            FuzzDriver.fail("decoding \(type) threw \(outcome)", input: bytes)
        }
        return outcome.value
    }
}
