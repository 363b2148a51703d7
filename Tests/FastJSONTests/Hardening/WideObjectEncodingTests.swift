import CorpusModels
import FastJSON
import Foundation
import Testing

extension Hardening {
    /// A wide object encodes every member along every path of the `Encoder` protocol (dynamic
    /// keys, nested containers, super encoders, repeated keys, dictionaries, arrays), under every
    /// output formatting and key strategy. That the time grows linearly with the members, so that
    /// a server echoing user data is not slowed quadratically, is timed against Foundation in a
    /// release build by `fastjson-bench linearity --check`, which `scripts/test --full` runs.
    @Suite struct WideObjectEncodingTests {
        enum Setting: String, CaseIterable {
            case compact, sortedPretty, snakeCase, custom

            var encoder: FastJSONEncoder {
                let encoder = FastJSONEncoder()
                switch self {
                case .compact: break
                case .sortedPretty: encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
                case .snakeCase: encoder.keyEncodingStrategy = .convertToSnakeCase
                case .custom: encoder.keyEncodingStrategy = .custom { WideValue.Key(($0.last?.stringValue ?? "").uppercased()) }
                }
                return encoder
            }

            func convert(_ key: String) -> String {
                switch self {
                case .compact, .sortedPretty: key
                case .snakeCase: key.replacing(/([a-z0-9])([A-Z])/) { "\($0.1)_\($0.2)" }.lowercased()
                case .custom: key.uppercased()
                }
            }
        }

        @Test(arguments: Setting.allCases, WideValue.Shape.allCases)
        func everyMemberIsWritten(setting: Setting, shape: WideValue.Shape) throws {
            let value = WideValue(shape, count: 2_000)
            let decoded = try JSONDecoder().decode(ProbedJSONValue.self, from: try setting.encoder.encode(value))
            #expect(decoded == value.expectedValue(key: setting.convert), "\(setting) \(shape)")
        }
    }
}
