import CorpusModels
import FastJSON
import Foundation
import Synchronization
import Testing

/// Each thread keeps its parser (yajl handle, tape builder) from one decode to the next: whatever
/// came before, successes or failures of any kind, a decode must give exactly what it gives on a
/// thread that never decoded before, error messages and positions included.
@Suite struct ParserReuseTests {
    static let documents = [
        "{}", "{} x", "", "  ", "[1", #"{"a":[1,2]}"#, "1 2", #""a" "b""#, "{}{}", "123", "12", " true ", "nul",
        #"{}""#, "[]]", #"{"a":"\u00e9"}"#, "\u{FEFF}{}", "{}\u{0B}", "[1,2,3] x\u{0B}", "[[[]]] ", "{\"a\":1}\n\n",
    ]

    @Test func everyDecodeIsAsOnAFreshThread() {
        let decoder = FastJSONDecoder()
        // Twice through, so that each document follows each kind of outcome.
        let sequence = Self.documents + Self.documents.reversed()
        let afterOthers = sequence.map { Self.outcome(of: $0, decoder) }
        let fresh = sequence.map { document in Self.onNewThread { Self.outcome(of: document, decoder) } }
        for (index, document) in sequence.enumerated() {
            #expect(afterOthers[index] == fresh[index], "\(document.debugDescription)")
        }
    }

    /// The thread's decoder is reused by the next decode when nobody kept it: each decode must see
    /// its own settings (key strategy, `userInfo`), never those of the decode before it, whether
    /// that one succeeded or threw.
    @Test func eachDecodeSeesItsOwnSettings() {
        let renames: @Sendable ([any CodingKey]) -> any CodingKey = { path in
            let key = path.last?.stringValue ?? ""
            return AnyKey(key == "ID" ? "userId" : key)
        }
        var snakeCase = DecodeOptions()
        snakeCase.keys = .convertFromSnakeCase
        var custom = DecodeOptions()
        custom.keys = .custom(renames)
        var tagged = DecodeOptions()
        tagged.userInfo = [Account.tagKey: "tagged"]
        let documents = [#"{"user_id": 1, "name": "a"}"#, #"{"userId": 2}"#, #"{"ID": 3, "name": 4}"#, "{}"]
        for _ in 0..<2 {
            for options in [snakeCase, DecodeOptions(), custom, tagged, snakeCase, tagged] {
                for document in documents {
                    DecodingOracle.check(Account.self, document, options)
                }
            }
        }
    }

    /// A thread's idle decoder lets go of the settings of the last decode: a `userInfo` value is
    /// freed once the caller drops it, not kept alive by the thread.
    @Test func anIdleThreadKeepsNoSettings() throws {
        weak var watched: Watched?
        do {
            let value = Watched()
            watched = value
            let decoder = FastJSONDecoder()
            decoder.userInfo = [Account.tagKey: value]
            _ = try decoder.decode(Account.self, from: Data(#"{"userId": 1}"#.utf8))
        }
        #expect(watched == nil)
    }

    private static func outcome(of document: String, _ decoder: FastJSONDecoder) -> String {
        do {
            return "\(try decoder.decode(ProbedJSONValue.self, from: Data(document.utf8)))"
        } catch {
            return "error: \(error)"
        }
    }

    private static func onNewThread(_ body: @escaping @Sendable () -> String) -> String {
        let result = Mutex<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return result.withLock { $0 } ?? ""
    }
}

/// A model that reads `userInfo`, so that a decode using another decode's settings shows.
private struct Account: Decodable, Equatable {
    static let tagKey = CodingUserInfoKey(rawValue: "tag")!
    let userId: Int
    let name: String?
    let tag: String?

    enum CodingKeys: String, CodingKey { case userId, name }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        userId = try container.decode(Int.self, forKey: .userId)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        tag = decoder.userInfo[Self.tagKey] as? String
    }
}

private final class Watched: Sendable {}
