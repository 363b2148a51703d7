import CorpusModels
import Foundation
import Testing
@testable import FastJSON

/// The standard JSON parsing suite (test_parsing): `y_` files must parse, `n_` files must be
/// rejected, `i_` files may go either way but must not crash.
@Suite struct JSONTestSuiteTests {
    static let files: [URL] = (try? FileManager.default.contentsOfDirectory(
        at: TestResources.jsonTestSuite, includingPropertiesForKeys: nil))?
        .filter { $0.pathExtension == "json" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent } ?? []

    static func accepts(_ url: URL) throws -> Bool {
        let data = try Data(contentsOf: url)
        do {
            _ = try data.withUnsafeBytes { try TapeBuilder.buildTape(borrowing: $0) }
            return true
        } catch is JSONError {
            return false
        }
    }

    @Test func suiteIsShipped() {
        #expect(Self.files.count == 318)
    }

    @Test func everyFileHasTheExpectedOutcome() throws {
        var accepted = 0, rejected = 0, handled = 0
        var failures: [String] = []
        for url in Self.files {
            let name = url.lastPathComponent
            let ok = try Self.accepts(url)
            switch name.first {
            case "y": if ok { accepted += 1 } else { failures.append(name) }
            case "n": if !ok { rejected += 1 } else { failures.append(name) }
            default: handled += 1
            }
        }
        print("JSONTestSuite: \(accepted)/95 y_ accepted, \(rejected)/188 n_ rejected, \(handled)/35 i_ handled without a crash")
        #expect(failures == [])
        #expect(accepted == 95)
        #expect(rejected == 188)
        #expect(handled == 35)
    }

    /// The same files through the public `FastJSONDecoder`, as a generic JSON value, beside
    /// Foundation: this covers what the tokenizer alone does not (UTF-16 and UTF-32 input, byte-order
    /// marks, reading every number and string). A `y_` file gives Foundation's value, or Foundation's
    /// error where a value does not fit; an `n_` file is refused as corrupted data, whatever
    /// Foundation does (it accepts some, see `WhereFastJSONDiffers`); an `i_` file gives Foundation's
    /// value whenever both accept it.
    @Test func publicDecoderAgreesWithFoundation() throws {
        var failures: [String] = []
        var valuesCompared = 0
        for url in Self.files {
            let name = url.lastPathComponent
            let data = try Data(contentsOf: url)
            let fast = Result { try FastJSONDecoder().decode(ExactJSONValue.self, from: data) }
            let foundation = Result { try JSONDecoder().decode(ExactJSONValue.self, from: data) }
            switch (name.first, fast, foundation) {
            case ("y", .success(let value), .success(let expected)), ("i", .success(let value), .success(let expected)):
                valuesCompared += 1
                if value != expected { failures.append("\(name): \(value) != Foundation's \(expected)") }
            case ("y", .failure(let error), .success):
                failures.append("\(name): refused (\(error)), Foundation accepts it")
            case ("y", .failure(let error), .failure(let expected)):
                if Self.errorCase(error) != Self.errorCase(expected) {
                    failures.append("\(name): \(error), Foundation: \(expected)")
                }
            case ("n", .success(let value), _):
                failures.append("\(name): accepted as \(value)")
            case ("n", .failure(let error), _):
                guard case DecodingError.dataCorrupted = error else {
                    failures.append("\(name): \(error), not dataCorrupted")
                    continue
                }
            default:
                break
            }
        }
        #expect(failures == [])
        print("JSONTestSuite through FastJSONDecoder: \(valuesCompared) values equal to Foundation's")
        #expect(valuesCompared >= 95)
    }

    /// The name of a `DecodingError`'s case and its coding path.
    private static func errorCase(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(type(of: error))" }
        switch error {
        case .dataCorrupted(let context): return "dataCorrupted \(context.codingPath.map(\.stringValue))"
        case .keyNotFound(_, let context): return "keyNotFound \(context.codingPath.map(\.stringValue))"
        case .typeMismatch(_, let context): return "typeMismatch \(context.codingPath.map(\.stringValue))"
        case .valueNotFound(_, let context): return "valueNotFound \(context.codingPath.map(\.stringValue))"
        @unknown default: return "\(error)"
        }
    }
}
