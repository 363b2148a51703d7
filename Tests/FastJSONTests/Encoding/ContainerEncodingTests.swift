import Foundation
import Testing
@testable import FastJSON

@Suite("Encoding containers")
struct ContainerEncodingTests {
    typealias Key = ContainerModels.Key
    typealias Custom = ContainerModels.Custom
    let oracle = EncodingOracle()

    @Test func synthesizedModels() {
        oracle.check(ContainerModels.Person())
        oracle.check([ContainerModels.Person(), ContainerModels.Person(nickname: "Countess")])
        oracle.check(ContainerModels.Dog())
        oracle.check([ContainerModels.Shape.circle(radius: 2), .rectangle(width: 1, height: 2), .point])
        oracle.check(["people": [ContainerModels.Person()]])
    }

    @Test func emptyValuesAreEmptyObjectsWhenNested() {
        oracle.check([ContainerModels.Empty()])
        oracle.check(["a": ContainerModels.Empty()])
        oracle.check(ContainerModels.Empty())
        oracle.check(Optional(ContainerModels.Empty()))
        oracle.check([[ContainerModels.Empty()]])
    }

    @Test func nestedContainersInOrder() {
        oracle.check(Custom { encoder in
            var outer = encoder.container(keyedBy: Key.self)
            try outer.encode(1, forKey: Key("z"))
            var inner = outer.nestedContainer(keyedBy: Key.self, forKey: Key("m"))
            try inner.encode("x", forKey: Key("b"))
            var list = inner.nestedUnkeyedContainer(forKey: Key("a"))
            try list.encode(true)
            var deeper = list.nestedContainer(keyedBy: Key.self)
            try deeper.encodeNil(forKey: Key("n"))
            var innerList = list.nestedUnkeyedContainer()
            try innerList.encode(2.5)
            try outer.encode([3], forKey: Key("a"))
        })
    }

    @Test func nestedContainersOutOfOrder() {
        oracle.check(Custom { encoder in
            var outer = encoder.container(keyedBy: Key.self)
            var first = outer.nestedContainer(keyedBy: Key.self, forKey: Key("first"))
            var second = outer.nestedUnkeyedContainer(forKey: Key("second"))
            try outer.encode("top", forKey: Key("c"))
            try first.encode(1, forKey: Key("y"))
            try second.encode(1)
            try first.encode(2, forKey: Key("x"))
            var grandchild = first.nestedContainer(keyedBy: Key.self, forKey: Key("g"))
            try outer.encode("again", forKey: Key("d"))
            try second.encode(2)
            try grandchild.encode(ContainerModels.Person(), forKey: Key("p"))
            try first.encode(3, forKey: Key("w"))
            try grandchild.encode([1, 2], forKey: Key("q"))
            try outer.encode("last", forKey: Key("b"))
        })
        oracle.check(Custom { encoder in
            var root = encoder.unkeyedContainer()
            var a = root.nestedUnkeyedContainer()
            var b = root.nestedContainer(keyedBy: Key.self)
            try root.encode(0)
            try a.encode(1)
            try b.encode(2, forKey: Key("k"))
            try a.encode(3)
            try root.encode(4)
        })
    }

    @Test func repeatedKeysKeepTheLastValue() {
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key("a"))
            try container.encode(2, forKey: Key("b"))
            try container.encode("three", forKey: Key("a"))
            try container.encode(ContainerModels.Person(), forKey: Key("b"))
            try container.encode([4], forKey: Key("b"))
            try container.encodeNil(forKey: Key("c"))
        })
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key("n"))
            try nested.encode(1, forKey: Key("x"))
            try container.encode(5, forKey: Key("n"))
            try nested.encode(2, forKey: Key("y"))
        })
    }

    @Test func nestedContainersMergeIntoExistingObjects() {
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            var first = container.nestedContainer(keyedBy: Key.self, forKey: Key("n"))
            try first.encode(1, forKey: Key("x"))
            try container.encode(0, forKey: Key("other"))
            var again = container.nestedContainer(keyedBy: Key.self, forKey: Key("n"))
            try again.encode(2, forKey: Key("y"))
            try again.encode(3, forKey: Key("x"))
        })
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(["x": 1, "z": 2], forKey: Key("n"))
            var merged = container.nestedContainer(keyedBy: Key.self, forKey: Key("n"))
            try merged.encode(3, forKey: Key("y"))
            try merged.encode(4, forKey: Key("z"))
            try container.encode([1, 2], forKey: Key("list"))
            var list = container.nestedUnkeyedContainer(forKey: Key("list"))
            try list.encode(3)
        })
        oracle.check(Custom { encoder in
            var single = encoder.singleValueContainer()
            try single.encode(["a": 1])
            var keyed = encoder.container(keyedBy: Key.self)
            try keyed.encode(2, forKey: Key("b"))
        })
    }

    @Test func superEncoders() {
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key("a"))
            let unused = container.superEncoder(forKey: Key("s"))
            _ = unused.codingPath
            var single = container.superEncoder().singleValueContainer()
            try single.encode("super value")
            var keyed = container.superEncoder(forKey: Key("k")).container(keyedBy: Key.self)
            try keyed.encode(2, forKey: Key("inner"))
            var list = container.superEncoder(forKey: Key("l")).unkeyedContainer()
            try list.encode(3)
            try container.encode(4, forKey: Key("z"))
        })
        oracle.check(Custom { encoder in
            var container = encoder.unkeyedContainer()
            try container.encode(1)
            let reserved = container.superEncoder()
            try container.encode(2)
            var single = reserved.singleValueContainer()
            try single.encode(ContainerModels.Person())
            try container.encode(4)
            var list = container.superEncoder().unkeyedContainer()
            try list.encode(5)
            _ = container.superEncoder()
        })
    }

    /// A superclass encodes a value through a super encoder's single-value container, and a
    /// subclass then asks the same super encoder for a container: Foundation merges into the value
    /// when it is an object or an array, as for any encoder.
    @Test func superEncodersMergeAContainerIntoTheirSingleValue() {
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key("a"))
            do {
                let inherited = container.superEncoder()
                var single = inherited.singleValueContainer()
                try single.encode(ContainerModels.Person())
                var keyed = inherited.container(keyedBy: Key.self)
                try keyed.encode("Babbage", forKey: Key("name"))
                try keyed.encode(true, forKey: Key("merged"))
                var again = inherited.container(keyedBy: Key.self)
                try again.encode(2, forKey: Key("again"))
            }
            try container.encode(3, forKey: Key("z"))
        })
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            do {
                let inherited = container.superEncoder(forKey: Key("base"))
                var single = inherited.singleValueContainer()
                try single.encode([String: Int]())
                var keyed = inherited.container(keyedBy: Key.self)
                try keyed.encode(1, forKey: Key("x"))
                var nested = keyed.nestedUnkeyedContainer(forKey: Key("l"))
                try nested.encode(2)
            }
            do {
                let inherited = container.superEncoder(forKey: Key("list"))
                var single = inherited.singleValueContainer()
                try single.encode([1, 2])
                var list = inherited.unkeyedContainer()
                try list.encode(3)
                var nested = list.nestedContainer(keyedBy: Key.self)
                try nested.encode(4, forKey: Key("four"))
            }
        })
        oracle.check(Custom { encoder in
            var container = encoder.unkeyedContainer()
            try container.encode(0)
            do {
                let inherited = container.superEncoder()
                var single = inherited.singleValueContainer()
                try single.encode(["k": [1]])
                var keyed = inherited.container(keyedBy: Key.self)
                var list = keyed.nestedUnkeyedContainer(forKey: Key("k"))
                try list.encode(2)
            }
            try container.encode(5)
        })
        // One that is kept while its container writes on moves to the end of the buffer first.
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            let inherited = container.superEncoder(forKey: Key("base"))
            try container.encode(1, forKey: Key("a"))
            var single = inherited.singleValueContainer()
            try single.encode(["x": 1])
            var keyed = inherited.container(keyedBy: Key.self)
            try keyed.encode(2, forKey: Key("y"))
        })
    }

    @Test func codingPathsSeenByValues() throws {
        final class PathRecorder: @unchecked Sendable { var paths: [String] = [] }
        func record(_ recorder: PathRecorder) -> Custom {
            Custom { encoder in
                recorder.paths.append(encoder.codingPath.map(\.stringValue).joined(separator: "."))
                var container = encoder.container(keyedBy: Key.self)
                var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key("n"))
                recorder.paths.append(nested.codingPath.map(\.stringValue).joined(separator: "."))
                var list = nested.nestedUnkeyedContainer(forKey: Key("l"))
                recorder.paths.append(list.codingPath.map(\.stringValue).joined(separator: "."))
                try list.encode(Custom { recorder.paths.append($0.codingPath.map(\.stringValue).joined(separator: ".")) })
                try container.encode(Custom { recorder.paths.append($0.codingPath.map(\.stringValue).joined(separator: ".")) }, forKey: Key("v"))
                recorder.paths.append(container.superEncoder().codingPath.map(\.stringValue).joined(separator: "."))
            }
        }
        let foundationPaths = PathRecorder()
        let fastPaths = PathRecorder()
        _ = try JSONEncoder().encode(["root": [record(foundationPaths)]])
        _ = try FastJSONEncoder().encode(["root": [record(fastPaths)]])
        #expect(fastPaths.paths == foundationPaths.paths)
    }

    @Test func errorsCarryFoundationsPath() {
        oracle.check(["a": [Double.infinity]])
        oracle.check(["a": [[Float.nan]]])
        oracle.check([Double?.some(-.infinity)])
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key("n"))
            try nested.encode(Double.nan, forKey: Key("x"))
        })
        oracle.check(Custom { encoder in
            var container = encoder.unkeyedContainer()
            try container.encode(1)
            var nested = container.nestedUnkeyedContainer()
            try nested.encode(Float.infinity)
        })
        oracle.check(["k": [ContainerModels.Person(height: .nan)]])
        oracle.check(Custom { encoder in
            var single = encoder.singleValueContainer()
            try single.encode(-Double.infinity)
        })
    }

    @Test func failedWritesLeaveNoTrace() {
        struct Failing: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: ContainerModels.Key.self)
                try container.encode(1, forKey: .init("partial"))
                throw EncodingError.invalidValue(0, .init(codingPath: encoder.codingPath, debugDescription: "no"))
            }
        }
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key("a"))
            _ = try? container.encode(Failing(), forKey: Key("b"))
            _ = try? container.encode(Double.nan, forKey: Key("c"))
            try container.encode(2, forKey: Key("d"))
            var list = container.nestedUnkeyedContainer(forKey: Key("e"))
            _ = try? list.encode(Failing())
            try list.encode(3)
        })
        oracle.check(["x": Failing()])
    }

    /// A super encoder whose single value threw is empty again, as in Foundation, which stores the
    /// value only once it is complete: a later value or container fills its place. (The values
    /// are generic, as a float given alone is checked before anything is written, and write no
    /// container of the super encoder's, where Foundation would keep what they wrote.)
    @Test func superEncodersAreEmptyAfterAValueThrows() {
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key("a"))
            let inherited = container.superEncoder(forKey: Key("base"))
            var single = inherited.singleValueContainer()
            _ = try? single.encode(Optional(Double.nan))
            var keyed = inherited.container(keyedBy: Key.self)
            try keyed.encode(2, forKey: Key("after"))
            try container.encode(3, forKey: Key("z"))
        })
        oracle.check(Custom { encoder in
            var container = encoder.unkeyedContainer()
            try container.encode(0)
            let inherited = container.superEncoder()
            var single = inherited.singleValueContainer()
            _ = try? single.encode(Optional(-Double.infinity))
            var list = inherited.unkeyedContainer()
            try list.encode("after")
            try container.encode(4)
        })
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            var single = container.superEncoder(forKey: Key("base")).singleValueContainer()
            _ = try? single.encode(Optional(Float.nan))
            try single.encode("second try")
            try container.encode(5, forKey: Key("z"))
        })
        // Moved to the end of the buffer first, as its container wrote on: put back empty.
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            let inherited = container.superEncoder(forKey: Key("base"))
            try container.encode(5, forKey: Key("z"))
            var single = inherited.singleValueContainer()
            _ = try? single.encode(Optional(Float.nan))
            try container.encode(6, forKey: Key("y"))
        })
        // Made an array by an unkeyed container before the value threw, and added to after it.
        oracle.check(Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            let inherited = container.superEncoder(forKey: Key("base"))
            var list = inherited.unkeyedContainer()
            var single = inherited.singleValueContainer()
            _ = try? single.encode(Optional(Double.nan))
            try list.encode(1)
        })
    }

    /// A value that throws after writing through a container of its own leaves nothing, where
    /// Foundation keeps what it wrote when the value was given an encoder's single-value container
    /// (it encodes the value with the same encoder; see "Where FastJSON differs").
    @Test func aValueThatThrowsPartWayLeavesNothing() throws {
        struct Failing: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: ContainerModels.Key.self)
                try container.encode(1, forKey: .init("partial"))
                var list = container.nestedUnkeyedContainer(forKey: .init("open"))
                try list.encode(2)
                throw EncodingError.invalidValue(0, .init(codingPath: encoder.codingPath, debugDescription: "no"))
            }
        }
        let throughSuperEncoder = Custom { encoder in
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key("b"))
            let inherited = container.superEncoder(forKey: Key("base"))
            var single = inherited.singleValueContainer()
            _ = try? single.encode(Failing())
            try container.encode(3, forKey: Key("a"))
            var keyed = inherited.container(keyedBy: Key.self)
            try keyed.encode(2, forKey: Key("after"))
        }
        let throughOwnEncoder = Custom { encoder in
            var single = encoder.singleValueContainer()
            _ = try? single.encode(Failing())
            var keyed = encoder.container(keyedBy: Key.self)
            try keyed.encode(2, forKey: Key("after"))
        }
        for formatting in EncodingOracle.allFormattings {
            let (_, fast) = oracle.encoders(formatting: formatting)
            let sorted = formatting & FastJSONEncoder.OutputFormatting.sortedKeys.rawValue != 0
            let expected = sorted ? #"{"a":3,"b":1,"base":{"after":2}}"# : #"{"b":1,"base":{"after":2},"a":3}"#
            let written = String(decoding: try fast.encode(throughSuperEncoder), as: UTF8.self)
            #expect(written.filter { !$0.isWhitespace } == expected, "formatting \(formatting)")
            let own = String(decoding: try fast.encode(throughOwnEncoder), as: UTF8.self)
            #expect(own.filter { !$0.isWhitespace } == #"{"after":2}"#, "formatting \(formatting)")
        }
    }

    @Test func nestingLimit() {
        indirect enum Nest: Encodable {
            case leaf, node(Nest)
            func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                if case .node(let next) = self { try container.encode(next) }
            }
        }
        func nest(_ depth: Int) -> Nest { (0..<depth).reduce(Nest.leaf) { nest, _ in .node(nest) } }
        oracle.check(nest(510), formattings: [0])
        oracle.check(nest(511), formattings: [0])
        oracle.check(nest(600), formattings: [0, 3])
        let arrays = (0..<520).reduce([Int]() as any Encodable) { inner, _ in [inner].map(AnyEncodable.init) }
        oracle.check(AnyEncodable(arrays), formattings: [0])
    }

    /// Arrays of `[Double]` (GeoJSON's coordinates) are written row by row without the generic
    /// path: the same bytes, the same errors and paths, and the same nesting limit.
    @Test func arraysOfDoubleArrays() {
        oracle.check([[1.5, -2.25], [], [3e-7, 1e300, 0, -0.0]])
        oracle.check([[[Double]]]([[[0.1, 0.2]], [], [[], [5]]]))
        oracle.check(["coordinates": [[1.0, 2.0], [3.0, 4.5]], "empty": []])
        oracle.check([[1.0], [2.0, Double.nan]])
        oracle.check(["rings": [[[1.0, -Double.infinity]]]])
        let asStrings = EncodingOracle {
            $0.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            $1.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        }
        asStrings.check([[Double.nan, 1], [-.infinity], [.infinity]])

        indirect enum Nest: Encodable {
            case rows([[Double]]), node(Nest)
            func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                switch self {
                case .rows(let rows): try container.encode(rows)
                case .node(let next): try container.encode(next)
                }
            }
        }
        for depth in 506...510 {
            oracle.check((0..<depth).reduce(Nest.rows([[1, 2]])) { nest, _ in .node(nest) }, formattings: [0])
            oracle.check((0..<depth).reduce(Nest.rows([])) { nest, _ in .node(nest) }, formattings: [0])
        }
    }

    @Test func topLevelValues() {
        oracle.check(ContainerModels.Empty())
        oracle.check(Custom { _ = $0.container(keyedBy: Key.self) })
        oracle.check(Custom { _ = $0.unkeyedContainer() })
        oracle.check("top")
        oracle.check(Custom { encoder in
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        })
    }
}

/// Any value, encoded as itself.
struct AnyEncodable: Encodable {
    let value: any Encodable
    init(_ value: any Encodable) { self.value = value }
    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}

@Suite("Encoding misuse")
struct EncoderMisuseTests {
    typealias Key = ContainerModels.Key

    /// Foundation stops the process for these; FastJSON throws `EncodingError.invalidValue`.
    @Test func misuseThrowsInsteadOfTrapping() {
        let misuses: [ContainerModels.Custom] = [
            .init { encoder in
                var single = encoder.singleValueContainer()
                try single.encode(1)
                try single.encode(2)
            },
            .init { encoder in
                var single = encoder.singleValueContainer()
                try single.encode(1)
                var keyed = encoder.container(keyedBy: Key.self)
                try keyed.encode(2, forKey: Key("a"))
            },
            .init { encoder in
                _ = encoder.unkeyedContainer()
                var keyed = encoder.container(keyedBy: Key.self)
                try keyed.encode(2, forKey: Key("a"))
            },
        ]
        for value in misuses {
            #expect(throws: EncodingError.self) { try FastJSONEncoder().encode(["v": value]) }
        }
    }

    /// Containers and encoders kept past their value's `encode(to:)` take writes that go nowhere,
    /// as in Foundation.
    @Test func writesAfterReturnAreDropped() throws {
        final class Keeper: @unchecked Sendable {
            var container: KeyedEncodingContainer<Key>?
            var encoder: (any Encoder)?
        }
        let keeper = Keeper()
        let value = ContainerModels.Custom { encoder in
            keeper.encoder = encoder
            keeper.container = encoder.container(keyedBy: Key.self)
            try keeper.container?.encode(1, forKey: Key("kept"))
        }
        let later = ContainerModels.Custom { encoder in
            var mine = encoder.container(keyedBy: Key.self)
            try mine.encode(2, forKey: Key("mine"))
            try keeper.container?.encode(3, forKey: Key("late"))
            var single = keeper.encoder?.singleValueContainer()
            try single?.encode(4)
        }
        let oracle = EncodingOracle()
        oracle.check(["a": value, "b": later], formattings: [2, 3])
    }
}
