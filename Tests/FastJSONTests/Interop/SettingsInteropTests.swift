import FastJSON
import Foundation
import Testing

/// Settings carried between Foundation's coders and FastJSON's in one call, and strategy values
/// converted case by case: every case round trips, and a converted coder gives the original's
/// answers on the same input.
struct SettingsInteropTests {
    // MARK: - Strategy cases, there and back

    /// A strategy's case name and payload, for comparing cases (a closure shows as `(Function)`;
    /// the tests of whole coders below call them).
    static func name(_ strategy: Any) -> String {
        let mirror = Mirror(reflecting: strategy)
        guard let child = mirror.children.first else { return "\(strategy)" }
        return "\(child.label ?? "?")(\(child.value is DateFormatter ? "formatter" : "\(child.value)"))"
    }

    /// Checks that each of FastJSON's `values` converts to Foundation's case and back to its own.
    static func checkRoundTrip<Fast, Foundation>(
        _ values: [Fast], _ there: (Fast) -> Foundation, _ back: (Foundation) -> Fast,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for value in values {
            let converted = there(value)
            #expect(name(converted) == name(value), sourceLocation: sourceLocation)
            #expect(name(back(converted)) == name(value), sourceLocation: sourceLocation)
        }
    }

    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy/MM/dd"
        return formatter
    }()

    @Test func decodingStrategiesRoundTrip() throws {
        let dates: [FastJSONDecoder.DateDecodingStrategy] = [
            .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601,
            .custom { _ in Date(timeIntervalSince1970: 42) },
        ]
        Self.checkRoundTrip(dates, { JSONDecoder.DateDecodingStrategy($0) }, { FastJSONDecoder.DateDecodingStrategy($0) })
        let datas: [FastJSONDecoder.DataDecodingStrategy] = [.deferredToData, .base64, .custom { _ in Data([1]) }]
        Self.checkRoundTrip(datas, { JSONDecoder.DataDecodingStrategy($0) }, { FastJSONDecoder.DataDecodingStrategy($0) })
        let floats: [FastJSONDecoder.NonConformingFloatDecodingStrategy] = [
            .throw, .convertFromString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan"),
        ]
        Self.checkRoundTrip(floats, { JSONDecoder.NonConformingFloatDecodingStrategy($0) }, { FastJSONDecoder.NonConformingFloatDecodingStrategy($0) })
        let keys: [FastJSONDecoder.KeyDecodingStrategy] = [
            .useDefaultKeys, .convertFromSnakeCase, .custom { path in path.last! },
        ]
        Self.checkRoundTrip(keys, { JSONDecoder.KeyDecodingStrategy($0) }, { FastJSONDecoder.KeyDecodingStrategy($0) })
    }

    @Test func encodingStrategiesRoundTrip() throws {
        for raw in EncodingOracle.allFormattings {
            let formatting = FastJSONEncoder.OutputFormatting(rawValue: raw)
            let there = JSONEncoder.OutputFormatting(formatting)
            #expect(there.rawValue == raw)
            #expect(FastJSONEncoder.OutputFormatting(there) == formatting)
        }
        #expect(JSONEncoder.OutputFormatting(FastJSONEncoder.OutputFormatting.prettyPrinted) == .prettyPrinted)
        #expect(JSONEncoder.OutputFormatting(FastJSONEncoder.OutputFormatting.sortedKeys) == .sortedKeys)
        #expect(JSONEncoder.OutputFormatting(FastJSONEncoder.OutputFormatting.withoutEscapingSlashes) == .withoutEscapingSlashes)
        let dates: [FastJSONEncoder.DateEncodingStrategy] = [
            .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601, .custom { _, _ in },
        ]
        Self.checkRoundTrip(dates, { JSONEncoder.DateEncodingStrategy($0) }, { FastJSONEncoder.DateEncodingStrategy($0) })
        let datas: [FastJSONEncoder.DataEncodingStrategy] = [.deferredToData, .base64, .custom { _, _ in }]
        Self.checkRoundTrip(datas, { JSONEncoder.DataEncodingStrategy($0) }, { FastJSONEncoder.DataEncodingStrategy($0) })
        let floats: [FastJSONEncoder.NonConformingFloatEncodingStrategy] = [
            .throw, .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan"),
        ]
        Self.checkRoundTrip(floats, { JSONEncoder.NonConformingFloatEncodingStrategy($0) }, { FastJSONEncoder.NonConformingFloatEncodingStrategy($0) })
        let keys: [FastJSONEncoder.KeyEncodingStrategy] = [
            .useDefaultKeys, .convertToSnakeCase, .custom { path in path.last! },
        ]
        Self.checkRoundTrip(keys, { JSONEncoder.KeyEncodingStrategy($0) }, { FastJSONEncoder.KeyEncodingStrategy($0) })
    }

    /// Foundation on Linux has no `formatted` case: `.formatted` becomes Foundation's `custom`
    /// closure around the formatter, which then decodes and fails as FastJSON's `formatted` does,
    /// in both directions.
    @Test func formattedDates() throws {
        let decoding = FastJSONDecoder.DateDecodingStrategy.formatted(Self.formatter)
        let foundationDecoder = JSONDecoder()
        foundationDecoder.dateDecodingStrategy = .init(decoding)
        let fastDecoder = FastJSONDecoder()
        fastDecoder.dateDecodingStrategy = .init(foundationDecoder.dateDecodingStrategy)
        for json in [#"["2024/02/29"]"#, #"["29.02.2024"]"#, "[1]"] {
            let data = Data(json.utf8)
            let expected = DecodeOutcome.capture { try foundationDecoder.decode([Date].self, from: data) }
            #expect(DecodeOutcome.capture { try fastDecoder.decode([Date].self, from: data) } == expected, "\(json)")
            let direct = FastJSONDecoder()
            direct.dateDecodingStrategy = decoding
            #expect(DecodeOutcome.capture { try direct.decode([Date].self, from: data) } == expected, "\(json)")
        }
        let foundationEncoder = JSONEncoder()
        foundationEncoder.dateEncodingStrategy = .init(FastJSONEncoder.DateEncodingStrategy.formatted(Self.formatter))
        let fastEncoder = FastJSONEncoder(foundationEncoder)
        let dates = [Date(timeIntervalSince1970: 1_709_164_800)]
        #expect(try fastEncoder.encode(dates) == foundationEncoder.encode(dates))
        #expect(String(decoding: try fastEncoder.encode(dates), as: UTF8.self) == #"["2024\/02\/29"]"#)
    }

    // MARK: - Whole coders, there and back

    struct Record: Codable, Equatable {
        var userName: String
        var createdAt: Date
        var payload: Data
        var ratio: Double
        var seen: String?
        enum CodingKeys: CodingKey { case userName, createdAt, payload, ratio, seen }
        init(userName: String, createdAt: Date, payload: Data, ratio: Double, seen: String? = nil) {
            (self.userName, self.createdAt, self.payload, self.ratio, self.seen) = (userName, createdAt, payload, ratio, seen)
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            userName = try container.decode(String.self, forKey: .userName)
            createdAt = try container.decode(Date.self, forKey: .createdAt)
            payload = try container.decode(Data.self, forKey: .payload)
            ratio = try container.decode(Double.self, forKey: .ratio)
            seen = decoder.userInfo[SettingsInteropTests.userInfoKey] as? String
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(userName, forKey: .userName)
            try container.encode(createdAt, forKey: .createdAt)
            try container.encode(payload, forKey: .payload)
            try container.encode(ratio, forKey: .ratio)
            try container.encodeIfPresent(encoder.userInfo[SettingsInteropTests.userInfoKey] as? String, forKey: .seen)
        }
    }

    static let userInfoKey = CodingUserInfoKey(rawValue: "interop")!

    /// A Foundation decoder with every setting away from its default.
    static func configuredFoundationDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let days = Double(text.dropFirst(4)) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a day"))
            }
            return Date(timeIntervalSince1970: days * 86_400)
        }
        decoder.dataDecodingStrategy = .custom { decoder in Data(try decoder.singleValueContainer().decode(String.self).utf8) }
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "up", negativeInfinity: "down", nan: "nan")
        decoder.userInfo[userInfoKey] = "seen"
        decoder.allowsJSON5 = true
        decoder.assumesTopLevelDictionary = true
        return decoder
    }

    static let documents = [
        #"user_name: "ada", created_at: "day 3", payload: "xyz", ratio: "up""#,
        #"user_name: 'ada', created_at: "day 3", payload: "", ratio: "down", // JSON5 and no braces"#,
        #"user_name: "ada", created_at: "day x", payload: "xyz", ratio: 1"#,
        #"user_name: "ada", created_at: "day 3", payload: "xyz", ratio: "inf""#,
        #"userName: "ada", created_at: "day 3", payload: "xyz", ratio: 1"#,
        #"user_name: "ada", created_at: "day 3", payload: 1, ratio: 1"#,
    ]

    @Test func aConvertedDecoderDecodesAsTheOriginal() throws {
        let foundation = Self.configuredFoundationDecoder()
        let fast = FastJSONDecoder(foundation)
        #expect(fast.allowsJSON5 && fast.assumesTopLevelDictionary)
        #expect(fast.userInfo[Self.userInfoKey] as? String == "seen")
        let back = JSONDecoder(fast)
        #expect(back.allowsJSON5 && back.assumesTopLevelDictionary)
        for json in Self.documents {
            let data = Data(json.utf8)
            let expected = DecodeOutcome.capture { try foundation.decode(Record.self, from: data) }
            #expect(DecodeOutcome.capture { try fast.decode(Record.self, from: data) } == expected, "\(json)")
            #expect(DecodeOutcome.capture { try back.decode(Record.self, from: data) } == expected, "\(json)")
        }
        if case .value(let record) = DecodeOutcome.capture({ try fast.decode(Record.self, from: Data(Self.documents[0].utf8)) }) {
            #expect(record == Record(userName: "ada", createdAt: Date(timeIntervalSince1970: 3 * 86_400),
                                     payload: Data("xyz".utf8), ratio: .infinity, seen: "seen"))
        } else {
            Issue.record("the first document should decode")
        }
    }

    /// The defaults carry as defaults: a converted default decoder is a default decoder.
    @Test func defaultsStayDefaults() {
        let fast = FastJSONDecoder(JSONDecoder())
        #expect(Self.name(fast.dateDecodingStrategy) == Self.name(FastJSONDecoder().dateDecodingStrategy))
        #expect(Self.name(fast.keyDecodingStrategy) == "useDefaultKeys")
        #expect(!fast.allowsJSON5 && !fast.assumesTopLevelDictionary && fast.userInfo.isEmpty)
        let back = JSONDecoder(FastJSONDecoder())
        #expect(!back.allowsJSON5 && !back.assumesTopLevelDictionary && back.userInfo.isEmpty)
        let encoder = FastJSONEncoder(JSONEncoder())
        #expect(encoder.outputFormatting == [] && encoder.userInfo.isEmpty)
        #expect(Self.name(encoder.dataEncodingStrategy) == "base64")
    }

    /// A FastJSON decoder set up in FastJSON's terms carries to Foundation and decodes the same.
    @Test func aFastJSONDecoderCarriesToFoundation() {
        let fast = FastJSONDecoder()
        fast.keyDecodingStrategy = .custom { path in
            let key = path.last!
            return ContainerModels.Key(key.stringValue.replacingOccurrences(of: "-", with: ""))
        }
        fast.dateDecodingStrategy = .millisecondsSince1970
        fast.dataDecodingStrategy = .deferredToData
        let foundation = JSONDecoder(fast)
        for json in [
            #"{"user-Name": "ada", "createdAt": 1500, "payload": [1, 2], "ratio": 0.5}"#,
            #"{"user-Name": "ada", "createdAt": "1500", "payload": [1, 2], "ratio": 0.5}"#,
            #"{"userName": "ada", "createdAt": 1500, "payload": [1, 256], "ratio": 0.5}"#,
        ] {
            let data = Data(json.utf8)
            let expected = DecodeOutcome.capture { try foundation.decode(Record.self, from: data) }
            #expect(DecodeOutcome.capture { try fast.decode(Record.self, from: data) } == expected, "\(json)")
        }
    }

    @Test func aConvertedEncoderWritesAsTheOriginal() throws {
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        foundation.keyEncodingStrategy = .convertToSnakeCase
        foundation.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode("day/\(Int(date.timeIntervalSince1970 / 86_400))")
        }
        foundation.dataEncodingStrategy = .custom { data, encoder in
            var container = encoder.unkeyedContainer()
            try container.encode(data.count)
        }
        foundation.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "up", negativeInfinity: "down", nan: "nan")
        foundation.userInfo[Self.userInfoKey] = "seen"
        let fast = FastJSONEncoder(foundation)
        let back = JSONEncoder(fast)
        #expect(back.outputFormatting == foundation.outputFormatting)
        let records = [
            Record(userName: "a/b", createdAt: Date(timeIntervalSince1970: 3 * 86_400), payload: Data([1, 2]), ratio: -.infinity),
            Record(userName: "c", createdAt: Date(timeIntervalSince1970: 0), payload: Data(), ratio: .nan),
        ]
        let expected = try foundation.encode(records)
        #expect(String(decoding: try fast.encode(records), as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(try back.encode(records) == expected)

        foundation.nonConformingFloatEncodingStrategy = .throw
        let strict = FastJSONEncoder(foundation)
        #expect(EncodingOracle.outcome { try strict.encode(records) } == EncodingOracle.outcome { try foundation.encode(records) })
    }

    /// A converted coder is a copy: changing the original afterwards does not reach it.
    @Test func conversionsAreCopies() {
        let foundation = JSONDecoder()
        let fast = FastJSONDecoder(foundation)
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        #expect(Self.name(fast.keyDecodingStrategy) == "useDefaultKeys")
        let encoder = FastJSONEncoder()
        let foundationEncoder = JSONEncoder(encoder)
        encoder.outputFormatting = .prettyPrinted
        #expect(foundationEncoder.outputFormatting == [])
    }

}
