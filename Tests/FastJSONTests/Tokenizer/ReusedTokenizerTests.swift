import FastJSON
import Foundation
import Testing

/// A thread's decodes share one tokenizer and one yajl handle, which yajl cannot reset: each
/// document must decode as it would first, whatever the one before it was, failures included.
/// A bracketed document skips yajl's end of input once its value has closed, so what that pass
/// would have caught (text after the value, a value left open) is checked after every kind of
/// document before it.
@Suite struct ReusedTokenizerTests {
    /// A document and the type it is decoded as.
    struct Document: CustomStringConvertible, Sendable {
        let text: String
        let decode: @Sendable (Data, Bool) throws -> String

        init<T: Decodable & Sendable>(_ text: String, as type: T.Type) {
            self.text = text
            decode = { data, usesFastJSON in
                let value = usesFastJSON
                    ? try FastJSONDecoder().decode(type, from: data)
                    : try JSONDecoder().decode(type, from: data)
                return String(describing: value)
            }
        }

        var description: String { text }

        /// The value decoded, or the failure's case, from FastJSON or Foundation.
        func outcome(usingFastJSON: Bool) -> String {
            do {
                return try "value " + decode(Data(text.utf8), usingFastJSON)
            } catch DecodingError.dataCorrupted {
                return "dataCorrupted"
            } catch {
                return "\(error)"
            }
        }
    }

    static let documents: [Document] = [
        Document(#"{"a": 1}"#, as: [String: Int].self),
        Document(" [1, 2] \n", as: [Int].self),
        Document("{}", as: [String: Int].self),
        Document("[]", as: [Int].self),
        Document("12", as: Int.self),
        Document(#""text""#, as: String.self),
        Document("true", as: Bool.self),
        Document(#"{"a": 1} x"#, as: [String: Int].self),
        Document(#"{"a": 1}""#, as: [String: Int].self),
        Document("[1] [2]", as: [Int].self),
        Document("[1] 2", as: [Int].self),
        Document(#"{"a": "#, as: [String: Int].self),
        Document("[1, 2", as: [Int].self),
        Document("[", as: [Int].self),
        Document("", as: [Int].self),
        Document("[1]]", as: [Int].self),
        Document("{}\u{0C}", as: [String: Int].self),
    ]

    @Test(arguments: documents)
    func everyDocumentDecodesAsFoundationAfterEveryOther(_ second: Document) async throws {
        let expected = second.outcome(usingFastJSON: false)
        // A new thread: it starts with no tokenizer, and the first document makes the one reused.
        let outcomes = try await onNewThread {
            Self.documents.map { first in
                _ = first.outcome(usingFastJSON: true)
                return (first.text, second.outcome(usingFastJSON: true))
            }
        }
        for (first, outcome) in outcomes {
            #expect(outcome == expected, "after \(first.debugDescription)")
        }
    }
}
