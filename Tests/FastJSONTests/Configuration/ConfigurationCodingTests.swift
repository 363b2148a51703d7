import FastJSON
import Foundation
import Testing

/// `decode(_:from:configuration:)` and `encode(_:configuration:)`, both overloads each, against
/// Foundation's on the same input: values, bytes, and errors with their coding paths.
struct ConfigurationCodingTests {
    /// A price stored in cents, written in the currency's units: it needs the number of cents per unit.
    struct Price: CodableWithConfiguration, Equatable {
        var cents: Int
        enum CodingKeys: CodingKey { case amount, currency }

        init(cents: Int) { self.cents = cents }

        init(from decoder: any Decoder, configuration centsPerUnit: Int) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            cents = try container.decode(Int.self, forKey: .amount) * centsPerUnit
            _ = try container.decode(String.self, forKey: .currency)
        }

        func encode(to encoder: any Encoder, configuration centsPerUnit: Int) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Double(cents) / Double(centsPerUnit), forKey: .amount)
            try container.encode("EUR", forKey: .currency)
        }
    }

    enum Euro: DecodingConfigurationProviding, EncodingConfigurationProviding {
        static var decodingConfiguration: Int { 100 }
        static var encodingConfiguration: Int { 100 }
    }

    /// An order whose prices decode through the containers' `configuration:` methods, which go
    /// through `superDecoder(forKey:)` and `superEncoder(forKey:)`.
    struct Order: CodableWithConfiguration, Equatable {
        var total: Price
        var lines: [Price]
        var discount: Price?
        enum CodingKeys: String, CodingKey { case total, lines, discountPrice }

        init(total: Price, lines: [Price], discount: Price?) {
            (self.total, self.lines, self.discount) = (total, lines, discount)
        }

        init(from decoder: any Decoder, configuration: Int) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            total = try container.decode(Price.self, forKey: .total, configuration: configuration)
            lines = try container.decode([Price].self, forKey: .lines, configuration: configuration)
            discount = try container.decodeIfPresent(Price.self, forKey: .discountPrice, configuration: configuration)
        }

        func encode(to encoder: any Encoder, configuration: Int) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(total, forKey: .total, configuration: configuration)
            try container.encode(lines, forKey: .lines, configuration: configuration)
            try container.encodeIfPresent(discount, forKey: .discountPrice, configuration: configuration)
        }
    }

    static let documents = [
        #"{"amount": 12, "currency": "EUR"}"#,
        #"{"amount": 12.5, "currency": "EUR"}"#,
        #"{"amount": 12}"#,
        #"{"amount": "12", "currency": "EUR"}"#,
        #"[1]"#,
        #"null"#,
        #"{"amount": 12, "currency": "EUR""#,
    ]

    static let orders = [
        #"{"total": {"amount": 3, "currency": "EUR"}, "lines": [{"amount": 1, "currency": "EUR"}, {"amount": 2, "currency": "EUR"}]}"#,
        #"{"total": {"amount": 3, "currency": "EUR"}, "lines": [], "discount_price": {"amount": 1, "currency": "EUR"}}"#,
        #"{"total": {"amount": 3, "currency": "EUR"}, "lines": [{"amount": 1, "currency": "EUR"}, {"amount": true, "currency": "EUR"}]}"#,
        #"{"total": {"amount": 3, "currency": "EUR"}, "lines": [{"amount": 1}], "discount_price": null}"#,
        #"{"total": null, "lines": []}"#,
        #"{"lines": []}"#,
    ]

    @Test(arguments: documents)
    func decodeWithAConfigurationValue(_ json: String) {
        let data = Data(json.utf8)
        let expected = DecodeOutcome.capture { try JSONDecoder().decode(Price.self, from: data, configuration: 100) }
        let actual = DecodeOutcome.capture { try FastJSONDecoder().decode(Price.self, from: data, configuration: 100) }
        #expect(actual == expected, "\(json)")
    }

    @Test(arguments: documents)
    func decodeWithAConfigurationProvider(_ json: String) {
        let data = Data(json.utf8)
        let expected = DecodeOutcome.capture { try JSONDecoder().decode(Price.self, from: data, configuration: Euro.self) }
        let actual = DecodeOutcome.capture { try FastJSONDecoder().decode(Price.self, from: data, configuration: Euro.self) }
        #expect(actual == expected, "\(json)")
    }

    /// Nested values decoded with a configuration, under a key strategy, in UTF-16 and as JSON5:
    /// the decoder's settings apply as to `decode(_:from:)`.
    @Test(arguments: orders)
    func nestedValuesAndSettings(_ json: String) throws {
        var options = DecodeOptions()
        options.keys = .convertFromSnakeCase
        for (data, json5) in [(Data(json.utf8), false), (try #require(json.data(using: .utf16BigEndian)), false), (Data(json.utf8), true)] {
            options.allowsJSON5 = json5
            let foundation = JSONDecoder()
            options.apply(to: foundation)
            let fast = FastJSONDecoder()
            options.apply(to: fast)
            let expected = DecodeOutcome.capture { try foundation.decode(Order.self, from: data, configuration: Euro.self) }
            let actual = DecodeOutcome.capture { try fast.decode(Order.self, from: data, configuration: Euro.self) }
            #expect(actual == expected, "\(json) json5: \(json5)")
            let expectedArray = DecodeOutcome.capture { try foundation.decode([Order].self, from: Data("[\(json)]".utf8), configuration: 100) }
            let actualArray = DecodeOutcome.capture { try fast.decode([Order].self, from: Data("[\(json)]".utf8), configuration: 100) }
            #expect(actualArray == expectedArray, "[\(json)] json5: \(json5)")
        }
    }

    /// The top-level decoder sees the root's value and path, and `userInfo`, as Foundation's.
    @Test func theRootDecoder() throws {
        struct Probe: DecodableWithConfiguration, Equatable {
            var path: [String]
            var userInfo: String?
            var single: Int
            init(from decoder: any Decoder, configuration: CodingUserInfoKey) throws {
                path = decoder.codingPath.map(\.stringValue)
                userInfo = decoder.userInfo[configuration] as? String
                single = try decoder.singleValueContainer().decode(Int.self)
            }
        }
        let key = try #require(CodingUserInfoKey(rawValue: "probe"))
        let foundation = JSONDecoder()
        foundation.userInfo[key] = "seen"
        let fast = FastJSONDecoder()
        fast.userInfo[key] = "seen"
        for json in ["42", "\"42\"", "4.5", "{}"] {
            let data = Data(json.utf8)
            let expected = DecodeOutcome.capture { try foundation.decode(Probe.self, from: data, configuration: key) }
            let actual = DecodeOutcome.capture { try fast.decode(Probe.self, from: data, configuration: key) }
            #expect(actual == expected, "\(json)")
        }
    }

    static let prices: [Price] = [Price(cents: 1250), Price(cents: 0), Price(cents: -1), Price(cents: 1)]

    @Test func encodeWithAConfigurationValueAndProvider() throws {
        for formatting in EncodingOracle.allFormattings {
            let foundation = JSONEncoder()
            foundation.outputFormatting = [.sortedKeys, JSONEncoder.OutputFormatting(rawValue: formatting)]
            let fast = FastJSONEncoder()
            fast.outputFormatting = [.sortedKeys, FastJSONEncoder.OutputFormatting(rawValue: formatting)]
            for price in Self.prices {
                #expect(try fast.encode(price, configuration: 100) == foundation.encode(price, configuration: 100))
                #expect(try fast.encode(price, configuration: Euro.self) == foundation.encode(price, configuration: Euro.self))
            }
            let order = Order(total: Price(cents: 300), lines: Self.prices, discount: nil)
            let discounted = Order(total: Price(cents: 300), lines: [], discount: Price(cents: 50))
            for value in [order, discounted] {
                #expect(try fast.encode(value, configuration: Euro.self) == foundation.encode(value, configuration: Euro.self))
                #expect(try fast.encode([value, value], configuration: 100) == foundation.encode([value, value], configuration: 100))
            }
        }
    }

    /// Errors: a non-finite number deep inside, and a top-level value that writes nothing, with
    /// Foundation's case, coding path and message.
    @Test func encodingErrors() {
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = .convertToSnakeCase
        let fast = FastJSONEncoder()
        fast.keyEncodingStrategy = .convertToSnakeCase
        let zeroCentsPerUnit = Order(total: Price(cents: 1), lines: [Price(cents: 0), Price(cents: 2)], discount: nil)
        let expected = EncodingOracle.outcome { try foundation.encode(zeroCentsPerUnit, configuration: 0) }
        let actual = EncodingOracle.outcome { try fast.encode(zeroCentsPerUnit, configuration: 0) }
        #expect(actual == expected)
        #expect(expected.hasPrefix("invalidValue [total|nil, amount|nil]"))

        struct Silent: EncodableWithConfiguration {
            func encode(to encoder: any Encoder, configuration: Void) throws {}
        }
        #expect(EncodingOracle.outcome { try fast.encode(Silent(), configuration: ()) }
            == EncodingOracle.outcome { try foundation.encode(Silent(), configuration: ()) })
    }

}
