import CorpusModels
import FastJSON
import Foundation
import Testing

extension Hardening {
    /// Encoding an object of n members takes time linear in n along every path of the `Encoder`
    /// protocol (dynamic keys, nested containers, super encoders, repeated keys, dictionaries,
    /// arrays), under every output formatting and key strategy: a server that echoes user data
    /// must not be slowed down quadratically by a large object. The outputs are checked too.
    /// `fastjson-bench linearity --check` (run by `scripts/test`) compares the same paths with
    /// Foundation in a release build.
    @Suite struct EncodeLinearityTests {
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
        func encodingIsLinear(setting: Setting, shape: WideValue.Shape) throws {
            let encoder = setting.encoder
            let size = 20_000
            let value = WideValue(shape, count: 2 * size)
            let decoded = try JSONDecoder().decode(JSONValue.self, from: try encoder.encode(value))
            #expect(decoded == value.expectedValue(key: setting.convert), "\(setting) \(shape)")
            try Hostile.expectLinear("\(setting) \(shape)", size: size, limit: 2.6, make: { WideValue(shape, count: $0) }) { value in
                _ = try encoder.encode(value)
            }
        }
    }
}
