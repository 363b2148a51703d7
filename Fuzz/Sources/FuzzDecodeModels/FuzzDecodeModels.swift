import FastJSON
import Foundation
import FuzzCorpusModels
import FuzzSupport

/// Raw bytes into `FastJSONDecoder` for the corpus models (twitter, citm_catalog, canada). Every
/// failure must be a `DecodingError`; invalid UTF-8 JSON never decodes; on strictly valid UTF-8 JSON
/// the outcome (value, or error case and coding path) must be Foundation's; UTF-16/32 inputs that
/// both decode must give equal values.
@main enum FuzzDecodeModels {
    static let fast = FastJSONDecoder()
    static let foundation = JSONDecoder()
    static let fastSnake: FastJSONDecoder = {
        let decoder = FastJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
    static let foundationSnake: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    static func main() {
        FuzzDriver.run { FuzzDecodeModels.testOneInput($0, $1) }
    }

    static func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = FuzzDriver.buffer(data, count)
        // nil: UTF-16 or UTF-32, which StrictJSON does not read; compared with Foundation only.
        let strict = InputEncodingProbe.utf8MarkLength(bytes).map {
            StrictJSON.check(UnsafeRawBufferPointer(rebasing: bytes[$0...]))
        }
        let isValid = strict?.isValid
        let zero = strict?.hasZeroWithExponent ?? false
        check(Twitter.Status.self, bytes, compare: isValid, foundationMayRefuseAZero: zero)
        check([Twitter.Status].self, bytes, compare: isValid, foundationMayRefuseAZero: zero)
        check(Twitter.SearchResponse.self, bytes, compare: isValid, foundationMayRefuseAZero: zero)
        check(TwitterCamelCase.Status.self, bytes, compare: isValid, foundationMayRefuseAZero: zero, snakeCase: true)
        check(CitmCatalog.self, bytes, compare: isValid, foundationMayRefuseAZero: zero)
        check(CitmCatalog.Event.self, bytes, compare: isValid, foundationMayRefuseAZero: zero)
        check(FeatureCollection.self, bytes, compare: isValid, foundationMayRefuseAZero: zero)
        check(FeatureCollection.Feature.self, bytes, compare: isValid, foundationMayRefuseAZero: zero)
        return 0
    }

    /// `foundationMayRefuseAZero`: the document holds a zero written with an exponent, which
    /// Foundation refuses in some spellings, so its path-less `dataCorrupted` is not compared.
    static func check<T: Decodable & Equatable>(
        _ type: T.Type, _ bytes: UnsafeRawBufferPointer, compare: Bool?, foundationMayRefuseAZero: Bool, snakeCase: Bool = false
    ) {
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
                FuzzDriver.fail("UTF-16/32 input, \(type): FastJSON gave \(value), Foundation \(other)", input: bytes)
            }
            return
        }
        if outcome != expected && !(foundationMayRefuseAZero && expected.isPathlessDataCorrupted) {
            FuzzDriver.fail("decoding \(type): FastJSON gave \(outcome), Foundation \(expected)", input: bytes)
        }
    }
}
