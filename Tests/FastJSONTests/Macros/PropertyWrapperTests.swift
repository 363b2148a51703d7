#if Macros
import FastJSON
import Foundation
import Testing

/// `@JSONCodable` codes a wrapped property as synthesized `Codable` does, through the wrapper's
/// storage and the container's overloads for its type; the models below are checked against
/// their synthesized twins through Foundation's coders and FastJSON's.
@Suite struct PropertyWrapperTests {
    @Test func wrappedPropertiesCodeAsSynthesizedCodable() throws {
        let documents = [
            #"{"name":"a","enabled":true,"display_name":"ada","scores":[1,"x",3]}"#,
            // A missing or null key the wrapper's overload reads as false.
            #"{"name":"a","display_name":"ada","scores":[]}"#,
            #"{"name":"a","enabled":null,"display_name":"ada","scores":[2]}"#,
            #"{"name":"a","enabled":"yes","display_name":"ada","scores":[]}"#,
            #"{"name":"a","enabled":false,"scores":[]}"#,
            #"{"name":"a","enabled":true,"display_name":null,"scores":[]}"#,
            #"{"name":"a","enabled":true,"display_name":1,"scores":[]}"#,
            #"{"name":"a","enabled":true,"display_name":"x","scores":{}}"#,
            #"{"name":"a","enabled":true,"display_name":"x"}"#,
            #"[]"#,
        ]
        let asSynthesized = { (settings: WrappedSettings) in
            SynthesizedSettings(name: settings.name, enabled: settings.enabled, displayName: settings.displayName, scores: settings.scores)
        }
        for json in documents.map({ Data($0.utf8) }) {
            let synthesized = DecodeOutcome.foundation(SynthesizedSettings.self, json)
            let text = String(decoding: json, as: UTF8.self)
            #expect(DecodeOutcome.capture { asSynthesized(try FastJSONDecoder().decode(WrappedSettings.self, from: json)) } == synthesized, "\(text)")
            #expect(DecodeOutcome.capture { asSynthesized(try JSONDecoder().decode(WrappedSettings.self, from: json)) } == synthesized, "\(text)")
            guard case .value(let reference) = synthesized else { continue }
            let value = try FastJSONDecoder().decode(WrappedSettings.self, from: json)
            #expect(value.cache == "kept", "an ignored wrapped property keeps its initial value")
            let (fast, foundation) = (FastJSONEncoder(), JSONEncoder())
            fast.outputFormatting = .sortedKeys
            foundation.outputFormatting = .sortedKeys
            #expect(try fast.encode(value) == foundation.encode(reference), "\(text)")
            #expect(try foundation.encode(value) == foundation.encode(reference), "\(text)")
            EncodingOracle().check(value)
        }
    }

    /// A final class and a generic struct, whose generated code names the storage's type through
    /// the class's name and through `Self`.
    @Test func classesAndGenericTypesCodeTheirWrappers() throws {
        for json in [#"{"id":1,"admin":true}"#, #"{"id":2}"#, #"{"admin":true}"#, #"{"id":3,"admin":1}"#].map({ Data($0.utf8) }) {
            let synthesized = DecodeOutcome.foundation(SynthesizedAccount.self, json)
            let asSynthesized = { (account: WrappedAccount) in SynthesizedAccount(id: account.id, admin: account.admin) }
            #expect(DecodeOutcome.capture { asSynthesized(try FastJSONDecoder().decode(WrappedAccount.self, from: json)) } == synthesized)
            #expect(DecodeOutcome.capture { asSynthesized(try JSONDecoder().decode(WrappedAccount.self, from: json)) } == synthesized)
            if case .value = synthesized { EncodingOracle().check(try FastJSONDecoder().decode(WrappedAccount.self, from: json)) }
        }
        for json in [#"{"value":[1,2]}"#, #"{"value":"x"}"#, #"{}"#].map({ Data($0.utf8) }) {
            let synthesized = DecodeOutcome.foundation(SynthesizedBox<[Int]>.self, json)
            let asSynthesized = { (box: WrappedBox<[Int]>) in SynthesizedBox(value: box.value) }
            #expect(DecodeOutcome.capture { asSynthesized(try FastJSONDecoder().decode(WrappedBox<[Int]>.self, from: json)) } == synthesized)
            #expect(DecodeOutcome.capture { asSynthesized(try JSONDecoder().decode(WrappedBox<[Int]>.self, from: json)) } == synthesized)
        }
        EncodingOracle().check(WrappedBox(value: [1, 2]))
    }

    /// A wrapped property keeps the type to `init(from:)`: FastJSON's fast path, which reads keys
    /// its own way, would skip the container's overloads.
    @Test func typesWithWrappersKeepToInitFromDecoder() {
        #expect(!(WrappedSettings.self is any _JSONFastDecodable.Type))
        #expect(!(WrappedSettings.self is any _JSONFastEncodable.Type))
        #expect(WrappedPlainNeighbour.self is any _JSONFastDecodable.Type)
    }
}

/// Reads `false` for a missing key or `null`, as BetterCodable's `@DefaultFalse` does: through an
/// overload of `KeyedDecodingContainer.decode`, which synthesized `Codable` calls for it.
@propertyWrapper struct FalseWhenAbsent: Codable, Equatable {
    var wrappedValue: Bool

    init(wrappedValue: Bool) { self.wrappedValue = wrappedValue }

    init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(Bool.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    func decode(_ type: FalseWhenAbsent.Type, forKey key: Key) throws -> FalseWhenAbsent {
        try decodeIfPresent(type, forKey: key) ?? FalseWhenAbsent(wrappedValue: false)
    }
}

/// Codes its value as the value itself, upper-cased on the way in.
@propertyWrapper struct UpperCased: Codable, Equatable {
    var wrappedValue: String

    init(wrappedValue: String) { self.wrappedValue = wrappedValue }

    init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(String.self).uppercased()
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

/// Codes any value as the value itself.
@propertyWrapper struct PassedThrough<Value: Codable & Equatable>: Codable, Equatable {
    var wrappedValue: Value

    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    init(from decoder: any Decoder) throws { wrappedValue = try Value(from: decoder) }

    func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

@JSONCodable struct WrappedSettings: Equatable {
    var name: String
    @FalseWhenAbsent var enabled: Bool
    @JSONKey("display_name") @UpperCased var displayName: String
    @LossyArray var scores: [Int]
    @JSONIgnored @UpperCased var cache = "kept"
}

struct SynthesizedSettings: Codable, Equatable {
    var name: String
    @FalseWhenAbsent var enabled: Bool
    @UpperCased var displayName: String
    @LossyArray var scores: [Int]

    enum CodingKeys: String, CodingKey {
        case name, enabled, displayName = "display_name", scores
    }
}

@JSONCodable final class WrappedAccount: Equatable {
    var id: Int
    @FalseWhenAbsent var admin: Bool

    init(id: Int, admin: Bool) {
        self.id = id
        self.admin = admin
    }

    static func == (lhs: WrappedAccount, rhs: WrappedAccount) -> Bool { lhs.id == rhs.id && lhs.admin == rhs.admin }
}

struct SynthesizedAccount: Codable, Equatable {
    var id: Int
    @FalseWhenAbsent var admin: Bool
}

@JSONCodable struct WrappedBox<Value: Codable & Equatable>: Equatable {
    @PassedThrough var value: Value
}

struct SynthesizedBox<Value: Codable & Equatable>: Codable, Equatable {
    @PassedThrough var value: Value
}

/// Beside the wrapped models, a model without a wrapper keeps the fast path.
@JSONCodable struct WrappedPlainNeighbour {
    var name: String
}
#endif
