#if Macros
import FastJSON
import Foundation
import Testing

/// `@JSONCodable` on enums: synthesized `Codable`'s layout, a discriminator, raw values with a
/// fallback; through both coders, against synthesized or hand-written `Codable`.
@Suite struct EnumMacroTests {
    @JSONCodable
    enum Shape: Equatable {
        case circle(radius: Double)
        case rect(Double, Double)
        case point
        case tagged(name: String?, Int)
    }

    enum SynthesizedShape: Codable, Equatable {
        case circle(radius: Double)
        case rect(Double, Double)
        case point
        case tagged(name: String?, Int)
    }

    /// Every document shape synthesized `Codable` reads or rejects: the macro's enum gives the same
    /// value or error, through both coders, and writes the same bytes.
    @Test func foundationLayoutCodesAsSynthesized() throws {
        let documents = [
            #"{"circle":{"radius":2}}"#, #"{"rect":{"_0":1,"_1":2}}"#, #"{"point":{}}"#, #"{"point":1}"#,
            #"{"point":null}"#, #"{"tagged":{"name":"a","_1":3}}"#, #"{"tagged":{"_1":3}}"#, #"{"tagged":{"name":null,"_1":3}}"#,
            #"{}"#, #"{"circle":{"radius":1},"point":{}}"#, #"{"square":{}}"#, #"{"circle":{"radius":"x"}}"#,
            #"{"circle":{}}"#, #"{"circle":[]}"#, #"{"rect":{"_0":1}}"#, #"[]"#, #""point""#, #"null"#,
            #"{"circle":{"radius":1},"extra":{}}"#,
        ]
        var decoded = 0
        for json in documents {
            let data = Data(json.utf8)
            let synthesized = DecodeOutcome.foundation(SynthesizedShape.self, data)
            let foundation = DecodeOutcome.foundation(Shape.self, data)
            #expect(DecodeOutcome.fastJSON(Shape.self, data) == foundation, "\(json)")
            #expect(foundation.error?.description.replacing("Shape", with: "SynthesizedShape") == synthesized.error?.description, "\(json)")
            guard case .value(let value) = foundation, case .value(let reference) = synthesized else { continue }
            decoded += 1
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(try encoder.encode(value) == encoder.encode(reference), "\(json)")
            EncodingOracle().check(value)
        }
        #expect(decoded == 7)
    }

    // The seeds' polymorphic target and mixed array: a comment's target is a user or a song.

    struct User: Codable, Equatable {
        var id: Int
        var name: String
        var email: String?
    }

    @JSONCodable(discriminator: "type")
    enum Target: Equatable {
        case user(User)
        @JSONKey("song") case track(id: Int, name: String, artist: String?)
        case deleted
        @JSONUnknown case unsupported
    }

    enum HandWrittenTarget: Codable, Equatable {
        case user(User)
        case track(id: Int, name: String, artist: String?)
        case deleted
        case unsupported

        enum CodingKeys: String, CodingKey { case type, id, name, artist }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(String.self, forKey: .type) {
            case "user":
                self = .user(try User(from: decoder))
            case "song":
                self = .track(
                    id: try container.decode(Int.self, forKey: .id), name: try container.decode(String.self, forKey: .name),
                    artist: try container.decodeIfPresent(String.self, forKey: .artist))
            case "deleted":
                self = .deleted
            default:
                self = .unsupported
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .user(let user):
                try container.encode("user", forKey: .type)
                try user.encode(to: encoder)
            case .track(let id, let name, let artist):
                try container.encode("song", forKey: .type)
                try container.encode(id, forKey: .id)
                try container.encode(name, forKey: .name)
                try container.encodeIfPresent(artist, forKey: .artist)
            case .deleted:
                try container.encode("deleted", forKey: .type)
            case .unsupported:
                try container.encode("unsupported", forKey: .type)
            }
        }
    }

    @JSONCodable
    struct Comment: Equatable {
        var id: Int
        var comment: String
        @JSONKey("target_object") var target: Target
        var commenter: Target
    }

    struct HandWrittenComment: Codable, Equatable {
        var id: Int
        var comment: String
        var target: HandWrittenTarget
        var commenter: HandWrittenTarget

        enum CodingKeys: String, CodingKey {
            case id, comment, commenter
            case target = "target_object"
        }
    }

    @Test func polymorphicTargetAndMixedArray() throws {
        let comment = Data(#"""
            {"id": 123456, "comment": "the band's name", "target_object": {"type": "song", "id": 99, "name": "A song"},
             "commenter": {"type": "user", "id": 1, "name": "zhgchgli", "email": "z@example.com"}}
            """#.utf8)
        let mixed = Data(#"""
            [{"type": "user", "id": 1, "name": "Ada"}, {"type": "song", "id": 2, "name": "B", "artist": "C"},
             {"type": "deleted"}, {"type": "podcast", "id": 3}]
            """#.utf8)
        let value = try FastJSONDecoder().decode(Comment.self, from: comment)
        let reference = try JSONDecoder().decode(HandWrittenComment.self, from: comment)
        #expect(value.target == .track(id: 99, name: "A song", artist: nil))
        #expect(value.commenter == .user(User(id: 1, name: "zhgchgli", email: "z@example.com")))
        #expect(try JSONDecoder().decode(Comment.self, from: comment) == value)
        let elements = try FastJSONDecoder().decode([Target].self, from: mixed)
        #expect(elements == [.user(User(id: 1, name: "Ada")), .track(id: 2, name: "B", artist: "C"), .deleted, .unsupported])
        #expect(try JSONDecoder().decode([Target].self, from: mixed) == elements)
        let handWritten = try JSONDecoder().decode([HandWrittenTarget].self, from: mixed)
        #expect(handWritten.count == elements.count)

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(value) == encoder.encode(reference))
        #expect(try encoder.encode(elements) == encoder.encode(handWritten))
        EncodingOracle().check(value)
        EncodingOracle().check(elements)
    }

    /// A missing or mistyped discriminator, an unknown one without a fallback, and a case's
    /// missing value: the same error through both coders.
    @JSONCodable(discriminator: "kind")
    enum Strict: Equatable {
        case a(x: Int)
        case b(User)
    }

    @Test func discriminatorErrorsAgree() {
        for json in [
            #"{"x":1}"#, #"{"kind":1,"x":1}"#, #"{"kind":null}"#, #"{"kind":"c"}"#, #"{"kind":"a"}"#, #"{"kind":"a","x":"1"}"#,
            #"{"kind":"b","id":1}"#, #"{"kind":"b","id":1,"name":"n"}"#, #"[]"#, #"{"kind":"a","x":1}"#,
        ] {
            let data = Data(json.utf8)
            #expect(DecodeOutcome.fastJSON(Strict.self, data) == DecodeOutcome.foundation(Strict.self, data), "\(json)")
        }
        let unknown = DecodeOutcome.fastJSON(Strict.self, Data(#"{"kind":"c"}"#.utf8)).error
        #expect(unknown?.kind == "dataCorrupted" && unknown?.path == ["kind"])
    }

    @JSONCodable
    enum Status: String, Equatable {
        case active
        case suspended = "SUSPENDED"
        @JSONUnknown case unknown
    }

    @JSONCodable
    enum PlainStatus: String, Equatable {
        case active
        case suspended = "SUSPENDED"
    }

    @Test func rawValuesWithAndWithoutAFallback() throws {
        let data = Data(#"["active","SUSPENDED","deleted"]"#.utf8)
        #expect(try FastJSONDecoder().decode([Status].self, from: data) == [.active, .suspended, .unknown])
        #expect(try JSONDecoder().decode([Status].self, from: data) == [.active, .suspended, .unknown])
        #expect(try FastJSONEncoder().encode([Status.suspended, .unknown]) == Data(#"["SUSPENDED","unknown"]"#.utf8))
        // Without a fallback, the raw value's own `Codable`: an unknown value is an error.
        #expect(DecodeOutcome.fastJSON([PlainStatus].self, data) == DecodeOutcome.foundation([PlainStatus].self, data))
        #expect(DecodeOutcome.fastJSON([PlainStatus].self, data).error != nil)
    }
}
#endif
