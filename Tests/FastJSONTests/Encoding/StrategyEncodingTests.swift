import Foundation
import Testing
@testable import FastJSON

@Suite("Encoding strategies")
struct StrategyEncodingTests {
    struct Stamped: Codable {
        var created = Date(timeIntervalSince1970: 1_000_000_000.123)
        var payload = Data([0, 1, 2, 250, 255])
        var link = URL(string: "https://example.com/a/b?c=d&e=%20")!
        var amount = Decimal(string: "-1234.5678")!
        var dates = [Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSinceReferenceDate: -1.5)]
        var blobs: [String: Data] = ["empty": Data(), "one": Data([7])]
    }

    static let dates: [(JSONEncoder.DateEncodingStrategy, FastJSONEncoder.DateEncodingStrategy)] = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS"
        let custom: @Sendable (Date, any Encoder) throws -> Void = { date, encoder in
            var container = encoder.unkeyedContainer()
            try container.encode(date.timeIntervalSince1970)
            try container.encode("custom")
        }
        let nothing: @Sendable (Date, any Encoder) throws -> Void = { _, _ in }
        return [
            (.deferredToDate, .deferredToDate), (.secondsSince1970, .secondsSince1970),
            (.millisecondsSince1970, .millisecondsSince1970), (.iso8601, .iso8601),
            (.formatted(formatter), .formatted(formatter)), (.custom(custom), .custom(custom)),
            (.custom(nothing), .custom(nothing)),
        ]
    }()

    static let datas: [(JSONEncoder.DataEncodingStrategy, FastJSONEncoder.DataEncodingStrategy)] = {
        let custom: @Sendable (Data, any Encoder) throws -> Void = { data, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(data.count)
        }
        let nothing: @Sendable (Data, any Encoder) throws -> Void = { _, _ in }
        return [(.deferredToData, .deferredToData), (.base64, .base64), (.custom(custom), .custom(custom)),
                (.custom(nothing), .custom(nothing))]
    }()

    @Test(arguments: 0..<7)
    func everyDateStrategy(_ index: Int) {
        let (foundation, fast) = Self.dates[index]
        let oracle = EncodingOracle { $0.dateEncodingStrategy = foundation; $1.dateEncodingStrategy = fast }
        oracle.check(Stamped())
        oracle.check(Date(timeIntervalSince1970: 0))
        oracle.check([Date.distantPast, Date.distantFuture])
        oracle.check(["d": Date(timeIntervalSinceReferenceDate: .infinity)])
    }

    @Test(arguments: 0..<4)
    func everyDataStrategy(_ index: Int) {
        let (foundation, fast) = Self.datas[index]
        let oracle = EncodingOracle { $0.dataEncodingStrategy = foundation; $1.dataEncodingStrategy = fast }
        oracle.check(Stamped())
        oracle.check(Data())
        oracle.check([Data(repeating: 0xAB, count: 100)])
    }

    @Test func urlsAndDecimals() {
        let oracle = EncodingOracle()
        oracle.check([URL(string: "file:///tmp/x y")!, URL(string: "rel/path", relativeTo: URL(string: "https://h.org/base/"))!])
        oracle.check([Decimal(0), Decimal(string: "1e100")!, Decimal(string: "-0.000001")!, Decimal.nan, Decimal.greatestFiniteMagnitude])
    }

    @Test func nonConformingFloatsAsStrings() {
        let oracle = EncodingOracle {
            $0.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf/", nan: "NaN\"")
            $1.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf/", nan: "NaN\"")
        }
        oracle.check([Double.infinity, -.infinity, .nan, 1.5])
        oracle.check([Float.infinity, -.infinity, .nan])
        oracle.check(["x": Double.nan])
        oracle.check(ContainerModels.Person(height: .infinity))
        oracle.check(Float.nan)
        oracle.check(["d": Date(timeIntervalSinceReferenceDate: .infinity)])
    }

    @Test func snakeCaseKeys() {
        let oracle = EncodingOracle { $0.keyEncodingStrategy = .convertToSnakeCase; $1.keyEncodingStrategy = .convertToSnakeCase }
        oracle.check(ContainerModels.Person())
        oracle.check(["camelCase": ["innerKey": 1]])
        oracle.check([1: ContainerModels.Address()])
        oracle.check(ContainerModels.Custom { encoder in
            var container = encoder.container(keyedBy: ContainerModels.Key.self)
            try container.encode(1, forKey: .init("aB"))
            try container.encode(2, forKey: .init("a_b"))
            try container.encode(3, forKey: .init("myURLValue"))
            var nested = container.nestedContainer(keyedBy: ContainerModels.Key.self, forKey: .init("nestedKey"))
            try nested.encode(4, forKey: .init("innerValue"))
            _ = container.superEncoder()
        })
    }

    @Test func customKeys() {
        let convert: @Sendable ([any CodingKey]) -> any CodingKey = { path in
            let last = path.last?.stringValue ?? ""
            return ContainerModels.Key("\(path.count)-\(last.uppercased())")
        }
        let oracle = EncodingOracle { $0.keyEncodingStrategy = .custom(convert); $1.keyEncodingStrategy = .custom(convert) }
        oracle.check(ContainerModels.Person())
        oracle.check(["dictKey": ContainerModels.Address()])
        let colliding: @Sendable ([any CodingKey]) -> any CodingKey = { _ in ContainerModels.Key("same") }
        let collide = EncodingOracle { $0.keyEncodingStrategy = .custom(colliding); $1.keyEncodingStrategy = .custom(colliding) }
        collide.check(ContainerModels.Address())
    }

    /// Only `[String: T]` keys escape the key strategy: Foundation converts `Int` keys and other
    /// `CodingKeyRepresentable` keys like any coding key (found by the encoder fuzz target, where
    /// FastJSON wrote `{"0":0}` for Foundation's `{"0!2":0}`).
    enum Shade: String, Codable, CodingKeyRepresentable { case darkRed, lightBlue }

    @Test func dictionaryKeysOtherThanStringsAreConverted() {
        let convert: @Sendable ([any CodingKey]) -> any CodingKey = { path in
            ContainerModels.Key("\(path.last?.stringValue.prefix(2) ?? "")!\(path.count)")
        }
        let custom = EncodingOracle { $0.keyEncodingStrategy = .custom(convert); $1.keyEncodingStrategy = .custom(convert) }
        custom.check([0: 0, 77: 1, -8: 2])
        custom.check(["s": [7718906258017541346: [Int]()]])
        custom.check([Shade.darkRed: 1, .lightBlue: 2])
        let snake = EncodingOracle { $0.keyEncodingStrategy = .convertToSnakeCase; $1.keyEncodingStrategy = .convertToSnakeCase }
        snake.check([Shade.darkRed: 1, .lightBlue: 2])
        snake.check([-1: 1, 20: 2])
    }

    @Test func userInfoReachesValues() throws {
        let key = try #require(CodingUserInfoKey(rawValue: "flag"))
        let encoder = FastJSONEncoder()
        encoder.userInfo = [key: "on"]
        let value = ContainerModels.Custom { encoder in
            var single = encoder.singleValueContainer()
            try single.encode(encoder.userInfo[key] as? String ?? "missing")
        }
        #expect(String(decoding: try encoder.encode([value]), as: UTF8.self) == "[\"on\"]")
    }

    /// Each encode takes the settings as they are when it starts, and a thread's idle writer lets
    /// go of them: a `userInfo` value is freed once the caller drops the encoder.
    @Test func eachEncodeTakesTheSettingsOfItsStartAndLetsGoOfThem() throws {
        let key = try #require(CodingUserInfoKey(rawValue: "flag"))
        weak var watched: WatchedValue?
        do {
            let value = WatchedValue()
            watched = value
            let encoder = FastJSONEncoder()
            encoder.userInfo = [key: value]
            let readsUserInfo = ContainerModels.Custom { encoder in
                var single = encoder.singleValueContainer()
                try single.encode(encoder.userInfo[key] is WatchedValue ? "watched" : "missing")
            }
            #expect(String(decoding: try encoder.encode([readsUserInfo]), as: UTF8.self) == "[\"watched\"]")
            encoder.userInfo = [:]
            #expect(String(decoding: try encoder.encode([readsUserInfo]), as: UTF8.self) == "[\"missing\"]")
            encoder.userInfo = [key: value]
            encoder.outputFormatting = .prettyPrinted
            #expect(try encoder.encode([readsUserInfo]) == Data("[\n  \"watched\"\n]".utf8))
        }
        #expect(watched == nil)
    }

    @Test func encoderIsSafeToShare() async throws {
        let encoder = FastJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let expected = try JSONEncoder.sorted.encode(ContainerModels.Person())
        try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try encoder.encode(ContainerModels.Person()) } }
            for try await data in group { #expect(data == expected) }
        }
    }
}

private final class WatchedValue: Sendable {}

extension JSONEncoder {
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}
