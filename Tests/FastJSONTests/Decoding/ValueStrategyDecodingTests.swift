import FastJSON
import Foundation
import Testing

/// Date, Data and non-conforming float strategies, Foundation's own types under the defaults,
/// userInfo and assumesTopLevelDictionary, each against Foundation at the top level and inside
/// keyed, unkeyed and dictionary containers (the error paths differ between them).
@Suite struct ValueStrategyDecodingTests {
    /// `value` at the top level, as a struct field, an optional field, an array element and a
    /// dictionary value, and in a nested struct.
    static func checkPlaces<T: Decodable & Equatable>(_ type: T.Type, _ json: String, _ options: DecodeOptions,
                                                     sourceLocation: SourceLocation = #_sourceLocation) {
        DecodingOracle.check(T.self, json, options, sourceLocation: sourceLocation)
        DecodingOracle.check(KeyedGeneric<T>.self, "{\"v\":\(json)}", options, sourceLocation: sourceLocation)
        DecodingOracle.check(KeyedGeneric<T?>.self, "{\"v\":\(json)}", options, sourceLocation: sourceLocation)
        DecodingOracle.check([T].self, "[\(json)]", options, sourceLocation: sourceLocation)
        DecodingOracle.check([T?].self, "[null,\(json)]", options, sourceLocation: sourceLocation)
        DecodingOracle.check([String: T].self, "{\"k\":\(json)}", options, sourceLocation: sourceLocation)
        DecodingOracle.check([KeyedGeneric<[T]>].self, "[{\"v\":[\(json)]}]", options, sourceLocation: sourceLocation)
        DecodingOracle.check(KeyedGeneric<[T]>.self, "{\"v\":[\(json)]}", options, sourceLocation: sourceLocation)
        var snake = options
        snake.keys = .convertFromSnakeCase
        DecodingOracle.check(KeyedGeneric<[String: T]>.self, "{\"v\":{\"k_k\":\(json)}}", snake, sourceLocation: sourceLocation)
        DecodingOracle.check(Wrapper<T>.self, json, options, sourceLocation: sourceLocation)
    }

    static let dateValues = [
        "0", "-1", "1.5", "978307200", "1e400", "-1e400", "1e-400", "123456789012", "\"2024-02-29T12:34:56Z\"",
        "\"2024-02-29T12:34:56+01:00\"", "\"2024-02-29T12:34:56.789Z\"", "\"2024-02-29\"", "\"2024-02-30T00:00:00Z\"",
        "\"not a date\"", "\"\"", "null", "true", "[]", "{}", "\"1970-01-01T00:00:00Z\"", "\"2024-02-29 12:34:56\"",
        "\"20240229T123456Z\"", "\"2024-02-29T12:34:56z\"",
    ]

    @Test(arguments: dateValues)
    func dateStrategies(json: String) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd"
        let custom: @Sendable (any Decoder) throws -> Date = { decoder in
            let single = try decoder.singleValueContainer()
            if let seconds = try? single.decode(Double.self) { return Date(timeIntervalSinceReferenceDate: seconds * 2) }
            let text = try single.decode(String.self)
            guard text.count > 3 else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "short \(decoder.codingPath.count)")
            }
            return Date(timeIntervalSinceReferenceDate: Double(text.count))
        }
        let keyedCustom: @Sendable (any Decoder) throws -> Date = { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            return Date(timeIntervalSince1970: try container.decode(Double.self, forKey: AnyKey("t")))
        }
        let strategies: [DecodeOptions.Dates] = [
            .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601, .formatted(formatter),
            .custom(custom), .custom(keyedCustom),
        ]
        for strategy in strategies {
            Self.checkPlaces(Date.self, json, DecodeOptions(dates: strategy))
        }
    }

    @Test func customDateSeesPathsAndObjects() {
        let keyedCustom: @Sendable (any Decoder) throws -> Date = { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            guard decoder.codingPath.count < 3 else {
                throw DecodingError.keyNotFound(AnyKey("deep"), .init(codingPath: decoder.codingPath, debugDescription: ""))
            }
            return Date(timeIntervalSince1970: try container.decode(Double.self, forKey: AnyKey("t")))
        }
        let options = DecodeOptions(dates: .custom(keyedCustom))
        for json in [#"{"t":5}"#, #"{"t":"5"}"#, #"{}"#, #"[]"#] {
            Self.checkPlaces(Date.self, json, options)
        }
        DecodingOracle.check([String: [[Date]]].self, #"{"a":[[{"t":1}]]}"#, options)
    }

    static let dataValues = [
        "\"\"", "\"AQID\"", "\"AQI=\"", "\"AQI\"", "\"AQ==\"", "\"A Q I D\"", "\"AQ\\nID\"", "\"!!!!\"", "\"aGVsbG8gd29ybGQ=\"",
        "[]", "[1,2,255]", "[256]", "[-1]", "[1.5]", "[\"1\"]", "[null]", "null", "1", "{}", "\"AQID\\u003d\"",
    ]

    @Test(arguments: dataValues)
    func dataStrategies(json: String) {
        let custom: @Sendable (any Decoder) throws -> Data = { decoder in
            var container = try decoder.unkeyedContainer()
            var bytes = Data()
            while !container.isAtEnd { bytes.append(try container.decode(UInt8.self) &+ 1) }
            return bytes
        }
        let strategies: [DecodeOptions.Datas] = [.deferredToData, .base64, .custom(custom)]
        for strategy in strategies {
            Self.checkPlaces(Data.self, json, DecodeOptions(datas: strategy))
        }
    }

    static let floatStrings = [
        "\"Infinity\"", "\"-Infinity\"", "\"NaN\"", "\"inf\"", "\"\\u0049nfinity\"", "\"Infinit\\u0079\"", "\"infinity\"",
        "\"Infinity \"", "1.5", "null", "\"1.5\"", "\"+Infinity\"", "true", "1e400", "\"π\"", "\"\\u03c0\"",
    ]

    /// convertFromString compares strings byte for byte; Foundation compares only strings without
    /// escapes, so an escaped spelling of "Infinity" is a type mismatch.
    @Test(arguments: floatStrings)
    func nonConformingFloats(json: String) {
        for strings in [("Infinity", "-Infinity", "NaN"), ("inf", "-inf", "nan"), ("π", "-π", "?")] {
            let options = DecodeOptions(nonConformingFloats: strings)
            Self.checkPlaces(FloatBits<Double>.self, json, options)
            Self.checkPlaces(FloatBits<Float>.self, json, options)
            if !(json == "\"NaN\"" && strings.2 == "NaN") {  // NaN != NaN: FloatBits covers it above
                DecodingOracle.check(KeyedConcrete<Double>.self, "{\"v\":\(json)}", options)
                DecodingOracle.check(KeyedConcreteIfPresent<Float>.self, "{\"v\":\(json)}", options)
            }
        }
        Self.checkPlaces(FloatBits<Double>.self, json, DecodeOptions())
    }

    static let foundationTypeValues = [
        "\"https://example.com/a?b=c#d\"", "\"relative/path\"", "\"\"", "\"a b\"", "\"http://[::1]:80\"",
        "\"%\"", "\"http://ex ample.com\"", "\"ünïcode\"", "\"file:///tmp/x\"", "1", "null", "[]",
        "1.5", "-0", "0.1", "1e400", "1e-400", "12345678901234567890123456789012345678901234567890", "1e127",
        "1e-128", "-1.2345e-10", "\"1.5\"", "true", "{}", "3.4028236e38", "1e200", "9007199254740993",
    ]

    /// URL, Decimal, Date and Data under the default strategies.
    @Test(arguments: foundationTypeValues)
    func foundationTypesUnderDefaults(json: String) {
        let options = DecodeOptions()
        Self.checkPlaces(URL.self, json, options)
        Self.checkPlaces(Decimal.self, json, options)
        Self.checkPlaces(Date.self, json, options)
        Self.checkPlaces(Data.self, json, options)
    }

    /// userInfo reaches every decoder: nested, in arrays, behind superDecoder.
    @Test func userInfoVisibleEverywhere() {
        var options = DecodeOptions()
        options.userInfo[CodingUserInfoKey(rawValue: "marker")!] = "m"
        Probe.check(#"{"a":[{"b":1}],"s":{}}"#, options) { decoder, log in
            let marker = CodingUserInfoKey(rawValue: "marker")!
            log.note("top \(decoder.userInfo[marker] as? String ?? "-")")
            let keyed = try decoder.container(keyedBy: AnyKey.self)
            log.record("super") { try keyed.superDecoder(forKey: AnyKey("s")).userInfo[marker] as? String ?? "-" }
            log.record("missing super") { try keyed.superDecoder(forKey: AnyKey("zz")).userInfo[marker] as? String ?? "-" }
            log.record("nested") { try keyed.decode([UserInfoReader].self, forKey: AnyKey("a")) }
        }
    }

    /// assumesTopLevelDictionary: a document written without its outer braces. (`"a":1,` with a
    /// trailing comma is an intended difference: see IntendedDifferenceDecodingTests.)
    @Test(arguments: [#""a":1,"b":2"#, #"{"a":1,"b":2}"#, "", " ", #""a":{"b":1}"#, "[1]", "1", #""a":1 "b":2"#])
    func assumesTopLevelDictionary(json: String) {
        for flag in [false, true] {
            let options = DecodeOptions(assumesTopLevelDictionary: flag)
            DecodingOracle.check([String: Int].self, json, options, "flag \(flag)")
            DecodingOracle.check([String: Loose].self, json, options, "flag \(flag)")
        }
    }
}

/// A float compared by its bits, so that NaN equals NaN and -0 differs from 0.
struct FloatBits<T: BinaryFloatingPoint & Decodable>: Decodable, Equatable, CustomStringConvertible {
    var value: T
    init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(T.self) }
    static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.value.isNaN && rhs.value.isNaN) || (lhs.value == rhs.value && lhs.value.sign == rhs.value.sign)
    }
    var description: String { "\(value)" }
}

struct UserInfoReader: Decodable, Equatable, CustomStringConvertible {
    var seen: String
    init(from decoder: any Decoder) throws {
        seen = decoder.userInfo[CodingUserInfoKey(rawValue: "marker")!] as? String ?? "-"
        seen += " \(ProbeLog.path(decoder.codingPath))"
    }
    var description: String { seen }
}
