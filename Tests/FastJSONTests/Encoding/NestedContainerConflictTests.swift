import FastJSON
import Foundation
import Testing

/// A keyed container asked for a nested container under a key that already holds a container of
/// the other kind, or a single value. Foundation stops the program (a precondition in its keyed
/// container); FastJSON throws `EncodingError.invalidValue` at the end of `encode`, at the key's
/// coding path. What Foundation allows (merging into a container of the same kind, a value
/// replacing a container) still gives Foundation's bytes.
struct NestedContainerConflictTests {
    typealias Key = ContainerModels.Key
    typealias Custom = ContainerModels.Custom

    static let conflicts: [(name: String, value: Custom, path: [String])] = [
        ("keyed, then unkeyed", Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            var keyed = container.nestedContainer(keyedBy: Key.self, forKey: Key("a"))
            try keyed.encode(1, forKey: Key("x"))
            var unkeyed = container.nestedUnkeyedContainer(forKey: Key("a"))
            try unkeyed.encode(2)
        }, ["a"]),
        ("unkeyed, then keyed", Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            _ = container.nestedUnkeyedContainer(forKey: Key("a"))
            _ = container.nestedContainer(keyedBy: Key.self, forKey: Key("a"))
        }, ["a"]),
        ("a value, then keyed", Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key("a"))
            _ = container.nestedContainer(keyedBy: Key.self, forKey: Key("a"))
        }, ["a"]),
        ("null, then unkeyed", Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encodeNil(forKey: Key("a"))
            _ = container.nestedUnkeyedContainer(forKey: Key("a"))
        }, ["a"]),
        ("an encoded array, then keyed", Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode([1, 2], forKey: Key("a"))
            _ = container.nestedContainer(keyedBy: Key.self, forKey: Key("a"))
        }, ["a"]),
        ("deeper, with a key strategy", Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            var outer = container.nestedContainer(keyedBy: Key.self, forKey: Key("outerKey"))
            try outer.encode("text", forKey: Key("innerKey"))
            var inner = outer.nestedUnkeyedContainer(forKey: Key("innerKey"))
            try inner.encode(1)
            try container.encode(2, forKey: Key("after"))
        }, ["outerKey", "innerKey"]),
    ]

    @Test(arguments: 0..<conflicts.count)
    func conflictThrowsAtTheKeysPath(_ index: Int) {
        let conflict = Self.conflicts[index]
        for nested in [false, true] {
            let encoder = FastJSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            do {
                let data = nested ? try encoder.encode(["v": [conflict.value]]) : try encoder.encode(conflict.value)
                Issue.record("\(conflict.name): wrote \(String(decoding: data, as: UTF8.self))")
            } catch EncodingError.invalidValue(_, let context) {
                let prefix = nested ? ["v", "Index 0"] : []
                #expect(context.codingPath.map(\.stringValue) == prefix + conflict.path, "\(conflict.name)")
                #expect(context.debugDescription.contains("already encoded for this key"), "\(conflict.name)")
            } catch {
                Issue.record("\(conflict.name): \(error)")
            }
        }
    }

    /// The first misuse is reported even when the value goes on to write more, and an error the
    /// value throws itself comes first.
    @Test func theValuesOwnErrorComesFirst() {
        struct Failure: Error {}
        let value = Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key("a"))
            _ = container.nestedUnkeyedContainer(forKey: Key("a"))
            throw Failure()
        }
        #expect(throws: Failure.self) { try FastJSONEncoder().encode(value) }
    }

    /// A misuse fails its own value only: the next encode on the thread, and the next element of
    /// a stream that skips failing elements, write what they would have written without it.
    @Test func aMisuseFailsOnlyItsOwnValue() throws {
        let misuse = Self.conflicts[0].value
        let valid = Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key("a"))
        }
        let encoder = FastJSONEncoder()
        #expect(throws: EncodingError.self) { try encoder.encode(misuse) }
        #expect(try encoder.encode(valid) == JSONEncoder().encode(valid))

        var skipped: [Int] = []
        var output: [UInt8] = []
        try encoder.encodeElements([misuse, valid, misuse, valid], onElementError: .skip { index, error in
            #expect(error is EncodingError)
            skipped.append(index)
        }) { output += $0 }
        #expect(skipped == [0, 2])
        #expect(String(decoding: output, as: UTF8.self) == #"[{"a":1},{"a":1}]"#)
    }

    /// What Foundation allows under a repeated key keeps Foundation's bytes.
    @Test func allowedRepeatsMatchFoundation() {
        let oracle = EncodingOracle()
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            var first = container.nestedContainer(keyedBy: Key.self, forKey: Key("a"))
            try first.encode(1, forKey: Key("x"))
            var second = container.nestedContainer(keyedBy: Key.self, forKey: Key("a"))
            try second.encode(2, forKey: Key("y"))
            var list = container.nestedUnkeyedContainer(forKey: Key("b"))
            try list.encode(1)
            var again = container.nestedUnkeyedContainer(forKey: Key("b"))
            try again.encode(2)
        })
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(ContainerModels.Address(), forKey: Key("a"))
            var merged = container.nestedContainer(keyedBy: Key.self, forKey: Key("a"))
            try merged.encode(1, forKey: Key("x"))
            _ = container.nestedUnkeyedContainer(forKey: Key("b"))
            try container.encode("replaced", forKey: Key("b"))
        })
    }

    /// A super encoder and a nested container under the same key. Foundation writes a super
    /// encoder's value into its parent only when the super encoder is released, over whatever the
    /// key holds by then, so it never traps here and writes `{"a":"super"}` in both orders, the
    /// nested container's elements lost. FastJSON writes the super encoder's value in place: the
    /// nested container then meets a single value under its key, or the value a second one in its
    /// super encoder, and `encode` throws either way.
    @Test(arguments: [false, true])
    func aSuperEncoderUnderTheSameKeyThrows(valueFirst: Bool) throws {
        let value = Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            let superEncoder = container.superEncoder(forKey: Key("a"))
            if valueFirst {
                var single = superEncoder.singleValueContainer()
                try single.encode("super")
            }
            var list = container.nestedUnkeyedContainer(forKey: Key("a"))
            try list.encode(1)
            if !valueFirst {
                var single = superEncoder.singleValueContainer()
                try single.encode("super")
            }
        }
        #expect(try String(decoding: JSONEncoder().encode(value), as: UTF8.self) == #"{"a":"super"}"#)
        #expect(throws: EncodingError.self) { try FastJSONEncoder().encode(value) }
    }
}
