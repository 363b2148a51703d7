@testable import FastJSON
import Foundation
import Synchronization
import Testing

/// A thread keeps the settings of its last decode or encode when they hold nothing of the caller's,
/// and takes them back without the coder's lock while they are still its coder's current ones
/// (`LockedSnapshot.current(reusing:)`): a change made since, on any thread, is seen by the next
/// call, and two coders on one thread never share settings.
@Suite struct KeptSettingsTests {
    private struct Person: Codable, Equatable {
        var firstName: String?
        var lastName: String?
    }

    // Computed: a static `Data` is reported by LeakSanitizer, which does not follow its storage.
    private static var snakeCaseJSON: Data { Data(#"{"first_name":"Ada","last_name":"Lovelace"}"#.utf8) }

    private static func firstName(_ decoder: FastJSONDecoder) throws -> String? {
        try decoder.decode(Person.self, from: snakeCaseJSON).firstName
    }

    @Test func aDecoderChangedBetweenDecodesUsesItsNewSettings() throws {
        let decoder = FastJSONDecoder()
        #expect(try Self.firstName(decoder) == nil)
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try Self.firstName(decoder) == "Ada")
        decoder.keyDecodingStrategy = .useDefaultKeys
        #expect(try Self.firstName(decoder) == nil)
    }

    @Test func twoDecodersTakenInTurnOnOneThreadKeepTheirOwnSettings() throws {
        let plain = FastJSONDecoder()
        let snakeCase = FastJSONDecoder()
        snakeCase.keyDecodingStrategy = .convertFromSnakeCase
        for _ in 0..<3 {
            #expect(try Self.firstName(plain) == nil)
            #expect(try Self.firstName(snakeCase) == "Ada")
        }
    }

    @Test func aChangeMadeOnAnotherThreadIsSeen() throws {
        let decoder = FastJSONDecoder()
        let encoder = FastJSONEncoder()
        let person = Person(firstName: "Ada", lastName: nil)
        #expect(try Self.firstName(decoder) == nil)
        #expect(try encoder.encode(person) == Data(#"{"firstName":"Ada"}"#.utf8))
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            encoder.keyEncodingStrategy = .convertToSnakeCase
            done.signal()
        }
        done.wait()
        #expect(try Self.firstName(decoder) == "Ada")
        #expect(try encoder.encode(person) == Data(#"{"first_name":"Ada"}"#.utf8))
    }

    @Test func anEncoderChangedBetweenEncodesUsesItsNewSettings() throws {
        // Sorted throughout: Foundation writes an unsorted object in hash order.
        let encoder = FastJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let person = Person(firstName: "Ada", lastName: "Lovelace")
        let compact = try encoder.encode(person)
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let pretty = try encoder.encode(person)
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(person) == compact)
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        #expect(compact == (try foundation.encode(person)))
        foundation.outputFormatting = [.sortedKeys, .prettyPrinted]
        #expect(pretty == (try foundation.encode(person)))
    }

    @Test func twoEncodersTakenInTurnOnOneThreadKeepTheirOwnSettings() throws {
        let plain = FastJSONEncoder()
        let snakeCase = FastJSONEncoder()
        snakeCase.keyEncodingStrategy = .convertToSnakeCase
        let person = Person(firstName: "Ada", lastName: nil)
        for _ in 0..<3 {
            #expect(try plain.encode(person) == Data(#"{"firstName":"Ada"}"#.utf8))
            #expect(try snakeCase.encode(person) == Data(#"{"first_name":"Ada"}"#.utf8))
        }
    }

    @Test func aKeptSnapshotIsReusedOnlyWhileItIsTheCurrentOne() {
        let settings = LockedSnapshot(Snapshot(DecodingOptions()))
        let first = settings.current
        #expect(settings.current(reusing: first) === first)
        #expect(settings.current(reusing: nil) === first)
        settings.update { $0.allowsJSON5 = true }
        let second = settings.current(reusing: first)
        #expect(second !== first && second.value.allowsJSON5)
        // Equal values, yet another snapshot: numbers are never shared.
        let twin = Snapshot(DecodingOptions())
        #expect(twin.number != Snapshot(DecodingOptions()).number)
        #expect(settings.current(reusing: twin) === second)
    }

    @Test func onlySettingsHoldingNothingOfTheCallersMayOutliveACall() {
        let watched: @Sendable (any Decoder) throws -> Date = { _ in Date() }
        var decoding: [(DecodingOptions, Bool)] = [(DecodingOptions(), true)]
        func decodingCase(_ change: (inout DecodingOptions) -> Void, keeps: Bool) {
            var options = DecodingOptions()
            change(&options)
            decoding.append((options, keeps))
        }
        decodingCase({ $0.dateDecodingStrategy = .iso8601 }, keeps: true)
        decodingCase({ $0.keyDecodingStrategy = .convertFromSnakeCase }, keeps: true)
        decodingCase({ $0.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "+", negativeInfinity: "-", nan: "n") }, keeps: true)
        decodingCase({ $0.leniency = .trailingCommas; $0.allowsJSON5 = true }, keeps: true)
        decodingCase({ $0.userInfo = [CodingUserInfoKey(rawValue: "a")!: 1] }, keeps: false)
        decodingCase({ $0.invalidArrayElementHandler = { _ in } }, keeps: false)
        decodingCase({ $0.dateDecodingStrategy = .formatted(DateFormatter()) }, keeps: false)
        decodingCase({ $0.dateDecodingStrategy = .custom(watched) }, keeps: false)
        decodingCase({ $0.dataDecodingStrategy = .custom { _ in Data() } }, keeps: false)
        decodingCase({ $0.keyDecodingStrategy = .custom { $0.last! } }, keeps: false)
        for (index, (options, keeps)) in decoding.enumerated() {
            #expect(Snapshot(options).mayOutliveCall == keeps, "decoding case \(index)")
        }

        var encoding: [(EncoderOptions, Bool)] = [(EncoderOptions(), true)]
        func encodingCase(_ change: (inout EncoderOptions) -> Void, keeps: Bool) {
            var options = EncoderOptions()
            change(&options)
            encoding.append((options, keeps))
        }
        encodingCase({ $0.outputFormatting = [.sortedKeys, .prettyPrinted]; $0.dateEncodingStrategy = .millisecondsSince1970 }, keeps: true)
        encodingCase({ $0.keyEncodingStrategy = .convertToSnakeCase; $0.dataEncodingStrategy = .base64 }, keeps: true)
        encodingCase({ $0.userInfo = [CodingUserInfoKey(rawValue: "a")!: 1] }, keeps: false)
        encodingCase({ $0.dateEncodingStrategy = .formatted(DateFormatter()) }, keeps: false)
        encodingCase({ $0.dateEncodingStrategy = .custom { _, _ in } }, keeps: false)
        encodingCase({ $0.dataEncodingStrategy = .custom { _, _ in } }, keeps: false)
        encodingCase({ $0.keyEncodingStrategy = .custom { $0.last! } }, keeps: false)
        for (index, (options, keeps)) in encoding.enumerated() {
            #expect(Snapshot(options).mayOutliveCall == keeps, "encoding case \(index)")
        }
    }

    /// What a coder's settings hold of the caller's is freed once the caller drops the coder, after
    /// the thread's calls: a closure's captures, as `userInfo`'s values (`ParserReuseTests`).
    @Test func anIdleThreadKeepsNoClosureOfTheCallers() throws {
        final class Watched: Sendable {}
        weak var watchedByDecoder: Watched?
        weak var watchedByEncoder: Watched?
        do {
            let forDecoder = Watched()
            let forEncoder = Watched()
            watchedByDecoder = forDecoder
            watchedByEncoder = forEncoder
            let decoder = FastJSONDecoder()
            decoder.keyDecodingStrategy = .custom { path in _ = forDecoder; return path.last! }
            let encoder = FastJSONEncoder()
            encoder.keyEncodingStrategy = .custom { path in _ = forEncoder; return path.last! }
            _ = try encoder.encode(try decoder.decode(Person.self, from: Data(#"{"firstName":"Ada"}"#.utf8)))
        }
        #expect(watchedByDecoder == nil)
        #expect(watchedByEncoder == nil)
    }
}
