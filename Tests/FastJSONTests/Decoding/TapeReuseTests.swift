import CorpusModels
import Foundation
import Testing
@testable import FastJSON

/// A decode nobody kept anything of leaves its decoder and tape to the next decode on the thread,
/// which fills the tape again or moves its own document into it: never a tape someone else holds.
@Suite struct TapeReuseTests {
    /// `TapeBuilder.buildTape` hands out the thread's spare tape: later decodes on the thread must
    /// leave the document it holds as it was.
    @Test func aTapeBuiltAloneKeepsItsDocumentThroughLaterDecodes() throws {
        let decoder = FastJSONDecoder()
        _ = try decoder.decode(ProbedJSONValue.self, from: Data(#"{"warm": [1, "up"]}"#.utf8))
        let document = Array(#"{"kept": "value", "list": [1, 2.5, true, null], "nested": {"k": "v"}}"#.utf8)
        let tape = try document.withUnsafeBytes { bytes in
            let tape = try TapeBuilder.buildTape(borrowing: bytes)
            tape.keepInput()
            return tape
        }
        let built = Self.entries(of: tape)
        for json in [#"{"a": "x"}"#, "[1, 2, 3, 4, 5, 6, 7, 8]", #"{"b": {"c": "d", "e": [[], {}]}}"#, "{}"] {
            #expect(try decoder.decode(ProbedJSONValue.self, from: Data(json.utf8))
                == JSONDecoder().decode(ProbedJSONValue.self, from: Data(json.utf8)))
        }
        #expect(Self.entries(of: tape) == built)
        #expect(built.contains("string value") && built.contains("key nested"))
    }

    /// Each entry's kind, and its text for strings, keys and numbers.
    private static func entries(of tape: Tape) -> [String] {
        (0..<tape.count).map { index in
            let entry = tape[index]
            switch entry.kind {
            case .string, .key, .number: return "\(entry.kind) \(tape.string(of: entry))"
            default: return "\(entry.kind)"
            }
        }
    }
}
