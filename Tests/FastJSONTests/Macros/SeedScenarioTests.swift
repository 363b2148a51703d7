#if Macros
import FastJSON
import Foundation
import Testing

/// The seed articles' hand-written `init(from:)` scenarios, each as an annotated model beside a
/// hand-written one, on JSON of the seeds' shapes: both decode to the same values through both
/// coders, and encode to the same bytes.
@Suite struct SeedScenarioTests {
    // MARK: Members keyed by name

    @JSONCodable
    struct Team: Equatable {
        var id: String
        @JSONKeyedValues var members: [Member]

        @JSONCodable
        struct Member: Equatable {
            @JSONParentKey var name: String
            var id: String
            var age: Int
        }
    }

    struct HandWrittenTeam: Codable, Equatable {
        var id: String
        var members: [Member]

        struct Member: Equatable {
            var name: String
            var id: String
            var age: Int
        }

        enum CodingKeys: String, CodingKey { case id, members }
        enum MemberKeys: String, CodingKey { case id, age }

        struct NameKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            let byName = try container.nestedContainer(keyedBy: NameKey.self, forKey: .members)
            members = try byName.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
                let member = try byName.nestedContainer(keyedBy: MemberKeys.self, forKey: key)
                return Member(name: key.stringValue, id: try member.decode(String.self, forKey: .id),
                              age: try member.decode(Int.self, forKey: .age))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            var byName = container.nestedContainer(keyedBy: NameKey.self, forKey: .members)
            for member in members {
                var object = byName.nestedContainer(keyedBy: MemberKeys.self, forKey: NameKey(stringValue: member.name))
                try object.encode(member.id, forKey: .id)
                try object.encode(member.age, forKey: .age)
            }
        }
    }

    @Test func membersKeyedByName() throws {
        let json = #"{"id": "t1", "members": {"Lyy": {"id": "456", "age": 18}, "Jason": {"id": "123", "age": 20}}}"#
        try expectSame(Team.self, HandWrittenTeam.self, json) {
            $0.id == $1.id && $0.members.map { [$0.name, $0.id, "\($0.age)"] } == $1.members.map { [$0.name, $0.id, "\($0.age)"] }
        }
        let team = try FastJSONDecoder().decode(Team.self, from: Data(json.utf8))
        #expect(team.members.map(\.name) == ["Jason", "Lyy"])
        // A member outside an object has no name; two members with one name cannot be written.
        let inArray = Data(#"[{"id":"1","age":2}]"#.utf8), alone = Data(#"{"id":"1","age":2}"#.utf8)
        #expect(DecodeOutcome.fastJSON([Team.Member].self, inArray).error?.kind == "dataCorrupted")
        #expect(DecodeOutcome.fastJSON([Team.Member].self, inArray) == DecodeOutcome.foundation([Team.Member].self, inArray))
        #expect(DecodeOutcome.fastJSON(Team.Member.self, alone) == DecodeOutcome.foundation(Team.Member.self, alone))
        var twice = team
        twice.members.append(team.members[0])
        #expect(throws: EncodingError.self) { try FastJSONEncoder().encode(twice) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(twice) }
    }

    // MARK: Keys that start with a digit or are reserved words

    @JSONCodable
    struct Halo: Equatable {
        var name: String
        @JSONKey("12AB_CD") var abCd: Int
        @JSONKey("default") var isDefault: Bool
    }

    struct HandWrittenHalo: Codable, Equatable {
        var name: String
        var abCd: Int
        var isDefault: Bool

        enum CodingKeys: String, CodingKey {
            case name
            case abCd = "12AB_CD"
            case isDefault = "default"
        }
    }

    @Test func keysThatAreNotSwiftNames() throws {
        try expectSame(Halo.self, HandWrittenHalo.self, #"{"name": "halo", "12AB_CD": 0, "default": true}"#) {
            ($0.name, $0.abCd, $0.isDefault) == ($1.name, $1.abCd, $1.isDefault)
        }
    }

    // MARK: 0 and 1 as Bool

    @JSONCodable
    struct Member: Equatable {
        var id: Int
        @JSONKey("is_vip") @JSONLenient var isVIP: Bool
        @JSONKey("is_banned") @JSONLenient var isBanned: Bool
    }

    struct HandWrittenMember: Codable, Equatable {
        var id: Int
        var isVIP: Bool
        var isBanned: Bool

        enum CodingKeys: String, CodingKey {
            case id
            case isVIP = "is_vip"
            case isBanned = "is_banned"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            isVIP = try Self.flag(container, .isVIP)
            isBanned = try Self.flag(container, .isBanned)
        }

        private static func flag(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Bool {
            if let bool = try? container.decode(Bool.self, forKey: key) { return bool }
            if let number = try? container.decode(Int.self, forKey: key), number == 0 || number == 1 { return number == 1 }
            let string = try container.decode(String.self, forKey: key)
            guard string == "true" || string == "false" else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a flag")
            }
            return string == "true"
        }
    }

    @Test func zeroAndOneAsBool() throws {
        for json in [#"{"id": 1, "is_vip": 1, "is_banned": 0}"#, #"{"id": 2, "is_vip": true, "is_banned": "false"}"#] {
            try expectSame(Member.self, HandWrittenMember.self, json) {
                ($0.id, $0.isVIP, $0.isBanned) == ($1.id, $1.isVIP, $1.isBanned)
            }
        }
    }

    // MARK: Defaults for null

    @JSONCodable
    struct Profile: Equatable {
        var id: Int
        @JSONDefault("") var nickname: String
        @JSONDefault([String]()) var tags: [String]
        @JSONDefault(0, when: .null) var score: Int
    }

    struct HandWrittenProfile: Codable, Equatable {
        var id: Int
        var nickname: String
        var tags: [String]
        var score: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            nickname = try container.decodeIfPresent(String.self, forKey: .nickname) ?? ""
            tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
            score = try container.decodeNil(forKey: .score) ? 0 : container.decode(Int.self, forKey: .score)
        }
    }

    @Test func defaultsForNull() throws {
        for json in [#"{"id": 1, "nickname": null, "tags": null, "score": null}"#, #"{"id": 2, "score": 5}"#,
                     #"{"id": 3, "nickname": "z", "tags": ["a"], "score": 1}"#] {
            try expectSame(Profile.self, HandWrittenProfile.self, json) {
                ($0.id, $0.nickname, $0.tags, $0.score) == ($1.id, $1.nickname, $1.tags, $1.score)
            }
        }
    }

    // MARK: Skipping the elements that fail

    struct Song: Codable, Equatable {
        var id: Int
        var name: String
    }

    @JSONCodable
    struct Playlist: Equatable {
        var title: String
        @JSONLossy(skippedInto: "skipped") var songs: [Song]
        var skipped: [LossyArray<Song>.Failure] = []

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.title == rhs.title && lhs.songs == rhs.songs && lhs.skipped.map(\.index) == rhs.skipped.map(\.index)
        }
    }

    struct HandWrittenPlaylist: Codable, Equatable {
        var title: String
        var songs: [Song]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decode(String.self, forKey: .title)
            var elements = try container.nestedUnkeyedContainer(forKey: .songs)
            songs = []
            while !elements.isAtEnd {
                if let song = try? elements.decode(Song.self) {
                    songs.append(song)
                } else {
                    _ = try? elements.decode(Discarded.self)
                }
            }
        }

        /// Any value: what a hand-written loop decodes to step past an element that failed.
        private struct Discarded: Decodable {}
    }

    @Test func skippingBadElements() throws {
        let json = #"{"title": "mix", "songs": [{"id": 1, "name": "a"}, {"id": "bad", "name": "b"}, {"id": 3, "name": "c"}, {"id": 4}]}"#
        try expectSame(Playlist.self, HandWrittenPlaylist.self, json) { ($0.title, $0.songs) == ($1.title, $1.songs) }
        let playlist = try FastJSONDecoder().decode(Playlist.self, from: Data(json.utf8))
        #expect(playlist.skipped.map(\.index) == [1, 3])
    }

    // MARK: Wrapper keys and flattening

    @JSONCodable
    struct Beer: Equatable {
        var name: String
        @JSONKey("info", "style") var style: String
        @JSONKey("info", "abv") var abv: Double
        @JSONKey("meta", "brewery", "name") var brewery: String?
    }

    struct HandWrittenBeer: Codable, Equatable {
        var name: String
        var style: String
        var abv: Double
        var brewery: String?

        enum CodingKeys: String, CodingKey { case name, info, meta }
        enum InfoKeys: String, CodingKey { case style, abv }
        enum MetaKeys: String, CodingKey { case brewery }
        enum BreweryKeys: String, CodingKey { case name }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            let info = try container.nestedContainer(keyedBy: InfoKeys.self, forKey: .info)
            style = try info.decode(String.self, forKey: .style)
            abv = try info.decode(Double.self, forKey: .abv)
            if container.contains(.meta), try !container.decodeNil(forKey: .meta) {
                let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
                if meta.contains(.brewery), try !meta.decodeNil(forKey: .brewery) {
                    let brewery = try meta.nestedContainer(keyedBy: BreweryKeys.self, forKey: .brewery)
                    self.brewery = try brewery.decodeIfPresent(String.self, forKey: .name)
                }
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            var info = container.nestedContainer(keyedBy: InfoKeys.self, forKey: .info)
            try info.encode(style, forKey: .style)
            try info.encode(abv, forKey: .abv)
            var meta = container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
            var brewery = meta.nestedContainer(keyedBy: BreweryKeys.self, forKey: .brewery)
            try brewery.encodeIfPresent(self.brewery, forKey: .name)
        }
    }

    @Test func wrapperKeysAndFlattening() throws {
        for json in [
            #"{"name": "Lawnmower", "info": {"style": "kolsch", "abv": 4.9}, "meta": {"brewery": {"name": "Saint Arnold"}}}"#,
            #"{"name": "Lawnmower", "info": {"style": "kolsch", "abv": 4.9}}"#,
            #"{"name": "Lawnmower", "info": {"style": "kolsch", "abv": 4.9}, "meta": {"brewery": null}}"#,
        ] {
            try expectSame(Beer.self, HandWrittenBeer.self, json) {
                ($0.name, $0.style, $0.abv, $0.brewery) == ($1.name, $1.style, $1.abv, $1.brewery)
            }
        }
        // A missing required wrapper is the same error both ways.
        let missing = Data(#"{"name": "Lawnmower"}"#.utf8)
        let annotated = DecodeOutcome.fastJSON(Beer.self, missing).error
        #expect(annotated != nil)
        #expect(annotated?.description == DecodeOutcome.foundation(HandWrittenBeer.self, missing).error?.description)
    }

    /// Decodes `json` into both models through both coders, expects the same values, and, where
    /// both models encode, the same bytes.
    private func expectSame<Annotated: Codable & Equatable, HandWritten: Codable & Equatable>(
        _ annotated: Annotated.Type, _ handWritten: HandWritten.Type, _ json: String,
        sameValue: (Annotated, HandWritten) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let data = Data(json.utf8)
        let value = try FastJSONDecoder().decode(Annotated.self, from: data)
        let reference = try JSONDecoder().decode(HandWritten.self, from: data)
        #expect(sameValue(value, reference), "\(value) vs \(reference)", sourceLocation: sourceLocation)
        #expect(try JSONDecoder().decode(Annotated.self, from: data) == value, sourceLocation: sourceLocation)
        #expect(try FastJSONDecoder().decode(HandWritten.self, from: data) == reference, sourceLocation: sourceLocation)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let fastEncoder = FastJSONEncoder()
        fastEncoder.outputFormatting = .sortedKeys
        #expect(try fastEncoder.encode(value) == encoder.encode(value), sourceLocation: sourceLocation)
        #expect(try String(decoding: encoder.encode(value), as: UTF8.self)
                    == String(decoding: encoder.encode(reference), as: UTF8.self), sourceLocation: sourceLocation)
    }
}
#endif
