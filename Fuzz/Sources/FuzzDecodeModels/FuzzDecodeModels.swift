import FastJSON
import Foundation
import FuzzCorpusModels
import FuzzSupport

/// Raw bytes into `FastJSONDecoder` for the corpus models (twitter, citm_catalog, canada). Every
/// failure must be a `DecodingError`; invalid UTF-8 JSON never decodes; on strictly valid UTF-8 JSON
/// the outcome (value, or error case and coding path) must be Foundation's; UTF-16/32 inputs that
/// both decode must give equal values.
@main enum FuzzDecodeModels {
    nonisolated(unsafe) static let fast = FastJSONDecoder()
    nonisolated(unsafe) static let foundation = JSONDecoder()
    nonisolated(unsafe) static let fastSnake: FastJSONDecoder = {
        let decoder = FastJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
    nonisolated(unsafe) static let foundationSnake: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    static func main() {
        FuzzDriver.run { FuzzDecodeModels.testOneInput($0, $1) }
    }

    static func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = FuzzDriver.buffer(data, count)
        // nil: UTF-16 or UTF-32, which StrictJSON does not read, or valid JSON with a zero written
        // with an exponent, which Foundation may refuse; compared with Foundation where both decode.
        let isValid = InputEncodingProbe.utf8MarkLength(bytes).flatMap { mark -> Bool? in
            let check = StrictJSON.check(UnsafeRawBufferPointer(rebasing: bytes[mark...]))
            return check.isValid && check.hasZeroWithExponent ? nil : check.isValid
        }
        check(Twitter.Status.self, bytes, compare: isValid)
        check([Twitter.Status].self, bytes, compare: isValid)
        check(Twitter.SearchResponse.self, bytes, compare: isValid)
        check(TwitterCamelCase.Status.self, bytes, compare: isValid, snakeCase: true)
        check(CitmCatalog.self, bytes, compare: isValid)
        check(CitmCatalog.Event.self, bytes, compare: isValid)
        check(FeatureCollection.self, bytes, compare: isValid)
        check(FeatureCollection.Feature.self, bytes, compare: isValid)
        return 0
    }

    static func check<T: Decodable & Equatable>(_ type: T.Type, _ bytes: UnsafeRawBufferPointer, compare: Bool?, snakeCase: Bool = false) {
        let outcome = DecodeOutcome.capture { try (snakeCase ? fastSnake : fast).decode(type, from: bytes) }
        if outcome.isNotADecodingError {
            FuzzDriver.fail("decoding \(type) threw \(outcome)", input: bytes)
        }
        if compare == false {
            if outcome.value != nil { FuzzDriver.fail("decoded \(type) from invalid JSON", input: bytes) }
            return
        }
        let data = Data(bytes)
        let expected = DecodeOutcome.capture { try (snakeCase ? foundationSnake : foundation).decode(type, from: data) }
        if compare == nil {
            if let value = outcome.value, let other = expected.value, value != other {
                FuzzDriver.fail("UTF-16/32 input or a zero with an exponent, \(type): FastJSON gave \(value), Foundation \(other)", input: bytes)
            }
            return
        }
        if outcome != expected {
            FuzzDriver.fail("decoding \(type): FastJSON gave \(outcome), Foundation \(expected)", input: bytes)
        }
    }
}
