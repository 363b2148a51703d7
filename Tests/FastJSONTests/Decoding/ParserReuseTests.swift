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

    private static func outcome(of document: String, _ decoder: FastJSONDecoder) -> String {
        do {
            return "\(try decoder.decode(JSONValue.self, from: Data(document.utf8)))"
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
