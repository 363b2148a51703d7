import FastJSON
import Foundation
import Testing

/// What FastJSON's errors add to Foundation's, keeping Foundation's case and coding path.
@Suite struct ErrorMessageTests {
    static func context(of body: () throws -> Void) -> (DecodingError, DecodingError.Context)? {
        do {
            try body()
        } catch let error as DecodingError {
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
                return (error, context)
            @unknown default:
                return nil
            }
        } catch {}
        return nil
    }

    @Test func syntaxErrorsSayWhereAndShowTheLine() throws {
        let data = Data("{\n  \"name\": \"x\",\n  \"tags\": [1, 2,, 3]\n}".utf8)
        let (error, context) = try #require(Self.context { _ = try FastJSONDecoder().decode([String: String].self, from: data) })
        guard case .dataCorrupted = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.isEmpty)
        #expect(context.debugDescription.contains("line 3"))
        #expect(context.debugDescription.contains("column"))
        #expect(context.debugDescription.contains("byte offset"))
        #expect(context.debugDescription.contains("\"tags\": [1, 2,, 3]"))
        #expect(context.debugDescription.contains("^"))
        #expect(context.underlyingError is JSONError)
    }

    @Test func numberRangeErrorsNameThePathAndTheNumber() throws {
        struct Limits: Decodable { let values: [Int8] }
        let data = Data(#"{"values": [1, 2, 300]}"#.utf8)
        let (error, context) = try #require(Self.context { _ = try FastJSONDecoder().decode(Limits.self, from: data) })
        guard case .dataCorrupted = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.isEmpty, "Foundation's path, kept for parity")
        #expect(context.debugDescription.contains("300"))
        #expect(context.debugDescription.contains("values[2]"))
        #expect(context.debugDescription.contains("Int8"))
    }

    @Test func keyNotFoundListsThePresentKeysAndAHint() throws {
        struct User: Decodable { let userId: Int }
        let data = Data(#"{"user_id": 1, "name": "x"}"#.utf8)
        let (error, context) = try #require(Self.context { _ = try FastJSONDecoder().decode(User.self, from: data) })
        guard case .keyNotFound(let key, _) = error else { Issue.record("\(error)"); return }
        #expect(key.stringValue == "userId")
        #expect(context.debugDescription.hasPrefix(#"No value associated with key CodingKeys(stringValue: "userId", intValue: nil) ("userId")."#))
        #expect(context.debugDescription.contains(#""user_id""#))
        #expect(context.debugDescription.contains("key decoding strategy"))
        #expect(context.debugDescription.contains(#""name""#))
    }
}
