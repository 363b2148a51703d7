import CorpusModels
import Foundation
import Testing
@testable import FastJSON

/// Encoding the elements of a stream one at a time: the bytes of the whole array, in chunks.
@Suite struct StreamingEncodeTests {
    struct Record: Codable, Equatable {
        var id: Int
        var name: String
        var score: Double
        var tags: [String]
        var nested: Nested?

        struct Nested: Codable, Equatable {
            var flag: Bool
            var values: [Int]
        }
    }

    static func records(_ count: Int, failingAt failing: Set<Int> = []) -> [Record] {
        (0..<count).map { index in
            Record(id: index, name: "n/\(index) \"é\"", score: failing.contains(index) ? .nan : Double(index) / 4,
                   tags: Array(repeating: "t", count: index % 3),
                   nested: index % 2 == 0 ? nil : Record.Nested(flag: index % 4 == 1, values: Array(0..<(index % 5))))
        }
    }

    /// What a stream writes, gathered from its sink.
    static func streamed<S: Sequence>(
        _ elements: S, with encoder: FastJSONEncoder, layout: FastJSONEncoder.StreamLayout = .array, chunkSize: Int = 64 * 1024,
        onElementError: StreamElementErrorPolicy = .stop
    ) -> (bytes: String, error: (any Error)?) where S.Element: Encodable {
        var bytes: [UInt8] = []
        do {
            try encoder.encodeElements(elements, layout: layout, chunkSize: chunkSize, onElementError: onElementError) {
                bytes.append(contentsOf: $0)
            }
            return (String(decoding: bytes, as: UTF8.self), nil)
        } catch {
            return (String(decoding: bytes, as: UTF8.self), error)
        }
    }

    static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    /// Foundation writes an object's keys in its dictionary's order unless they are sorted, so
    /// only sorted output can be compared byte for byte; FastJSON's whole-array encode, which
    /// writes them in the order they come, always can.
    static func expectFoundationsOutput<T: Encodable>(
        _ streamed: String, _ value: T, _ foundation: JSONEncoder, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = try foundation.encode(value)
        if foundation.outputFormatting.contains(.sortedKeys) {
            #expect(streamed == text(expected), sourceLocation: sourceLocation)
        } else {
            #expect(EncodingOracle.sameJSON(Data(streamed.utf8), expected), "\(streamed) vs \(text(expected))",
                    sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: EncodingOracle.allFormattings)
    func randomArraysAreTheWholeArraysBytes(formatting: UInt) throws {
        var generator = SplitMix64(seed: 14_000 + UInt64(formatting))
        let (foundation, fast) = EncodingOracle().encoders(formatting: formatting)
        for round in 0..<300 {
            let array = (0..<Int.random(in: 0...6, using: &generator)).map { _ in RandomValue.random(depth: 3, using: &generator) }
            let streamed = Self.streamed(array, with: fast, chunkSize: [1, 7, 64 * 1024][round % 3])
            switch Result(catching: { try fast.encode(array) }) {
            case .success(let whole):
                #expect(streamed.error == nil)
                #expect(streamed.bytes == Self.text(whole), "formatting \(formatting)")
                try Self.expectFoundationsOutput(streamed.bytes, array, foundation)
            case .failure(let error):
                // A float out of range: the stream stops where the whole array's encode did.
                #expect(streamed.error.map(EncodingOracle.describe) == EncodingOracle.describe(error))
                #expect(streamed.bytes.hasSuffix("]"))
            }
        }
    }

    @Test(arguments: EncodingOracle.allFormattings)
    func modelsAndEmptyStreamsAreFoundationsBytes(formatting: UInt) throws {
        let (foundation, fast) = EncodingOracle().encoders(formatting: formatting)
        for count in [0, 1, 2, 17, 300] {
            let records = Self.records(count)
            let streamed = Self.streamed(records, with: fast, chunkSize: 100).bytes
            #expect(streamed == Self.text(try fast.encode(records)))
            try Self.expectFoundationsOutput(streamed, records, foundation)
            let lines = Self.streamed(records, with: fast, layout: .concatenatedValues, chunkSize: 1).bytes
            #expect(lines == (try records.map { Self.text(try fast.encode($0)) + "\n" }.joined()))
            // Compact, each value is one line: JSON Lines.
            if formatting & FastJSONEncoder.OutputFormatting.prettyPrinted.rawValue == 0 {
                let split = lines.split(separator: "\n")
                #expect(split.count == count)
                for (line, record) in zip(split, records) { try Self.expectFoundationsOutput(String(line), record, foundation) }
            }
        }
        let scalars: [Int?] = [1, nil, -3]
        #expect(Self.streamed(scalars, with: fast).bytes == Self.text(try foundation.encode(scalars)))
        let nestedArrays = [[1.5, 2], [], [3]]
        #expect(Self.streamed(nestedArrays, with: fast).bytes == Self.text(try foundation.encode(nestedArrays)))
        let empty: [Int] = []
        #expect(Self.streamed(empty, with: fast).bytes == Self.text(try foundation.encode(empty)))
    }

    @Test func strategiesApplyToEveryElement() throws {
        var generator = SplitMix64(seed: 99)
        let oracle = EncodingOracle {
            $0.keyEncodingStrategy = .convertToSnakeCase; $1.keyEncodingStrategy = .convertToSnakeCase
            $0.dateEncodingStrategy = .iso8601; $1.dateEncodingStrategy = .iso8601
            $0.dataEncodingStrategy = .deferredToData; $1.dataEncodingStrategy = .deferredToData
            $0.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+", negativeInfinity: "-", nan: "n")
            $1.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+", negativeInfinity: "-", nan: "n")
        }
        for formatting: UInt in [2, 3, 10, 11] {
            let (foundation, fast) = oracle.encoders(formatting: formatting)
            for _ in 0..<100 {
                let array = (0..<Int.random(in: 0...5, using: &generator)).map { _ in RandomValue.random(depth: 3, using: &generator) }
                let streamed = Self.streamed(array, with: fast, chunkSize: 5).bytes
                #expect(streamed == Self.text(try fast.encode(array)))
                try Self.expectFoundationsOutput(streamed, array, foundation)
            }
            let records = Self.records(9, failingAt: [4])
            try Self.expectFoundationsOutput(Self.streamed(records, with: fast).bytes, records, foundation)
        }
    }

    @Test(arguments: [[0], [3], [6], [0, 3, 6], [0, 1, 2, 3, 4, 5, 6]])
    func aFailingElementStopsTheStreamOrIsSkipped(failing: [Int]) throws {
        let records = Self.records(7, failingAt: Set(failing))
        for formatting in EncodingOracle.allFormattings {
            let (foundation, fast) = EncodingOracle().encoders(formatting: formatting)
            let first = failing[0]
            // Stop: the elements before it, closed; the error of encoding the whole array.
            let stopped = Self.streamed(records, with: fast)
            try Self.expectFoundationsOutput(stopped.bytes, Array(records[..<first]), foundation)
            let wholeError = try #require(Result { try foundation.encode(records) }.failureValue)
            #expect(stopped.error.map(EncodingOracle.describe) == EncodingOracle.describe(wholeError))
            // Skip: the others, reported by index.
            var reported: [Int] = []
            let skipped = Self.streamed(records, with: fast, chunkSize: 3, onElementError: .skip { index, error in
                reported.append(index)
                #expect(EncodingOracle.describe(error).contains("[Index \(index)|\(index), score|nil]"))
            })
            let kept = records.indices.filter { !failing.contains($0) }.map { records[$0] }
            #expect(skipped.error == nil)
            try Self.expectFoundationsOutput(skipped.bytes, kept, foundation)
            #expect(reported == failing)
            // JSON Lines: the same, one document per line.
            let lines = Self.streamed(records, with: fast, layout: .concatenatedValues, onElementError: .skip { _, _ in })
            #expect(lines.bytes == (try kept.map { Self.text(try fast.encode($0)) + "\n" }.joined()))
        }
    }

    /// An element nested past the limit fails alone: the writer's depth flag does not leak into
    /// the next element.
    @Test func anElementNestedTooDeepIsSkippedAlone() throws {
        indirect enum Nested: Encodable {
            case leaf(Int), array([Nested])
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .leaf(let value): try container.encode(value)
                case .array(let values): try container.encode(values)
                }
            }
        }
        let deep = (0..<600).reduce(Nested.leaf(0)) { inner, _ in .array([inner]) }
        let elements: [Nested] = [.leaf(1), deep, .array([.leaf(2)])]
        let foundationError = try #require(Result { try JSONEncoder().encode([deep]) }.failureValue)
        var reported: [(Int, any Error)] = []
        let streamed = Self.streamed(elements, with: FastJSONEncoder(), onElementError: .skip { reported.append(($0, $1)) })
        #expect(streamed.error == nil)
        #expect(streamed.bytes == "[1,[2]]")
        #expect(reported.map(\.0) == [1])
        #expect(reported.first.map { EncodingOracle.describe($0.1) } == EncodingOracle.describe(foundationError))
    }

    @Test func jsonLinesRefuseAValueThatEncodesNothing() throws {
        struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
        let foundationError = try #require(Result { try JSONEncoder().encode(Nothing()) }.failureValue)
        let lines = Self.streamed([Nothing()], with: FastJSONEncoder(), layout: .concatenatedValues)
        #expect(lines.bytes == "")
        guard case EncodingError.invalidValue(_, let context)? = lines.error,
              case EncodingError.invalidValue(_, let expected) = foundationError else {
            Issue.record("expected invalidValue, got \(String(describing: lines.error))")
            return
        }
        #expect(context.debugDescription == expected.debugDescription)
        // In an array it is `{}`, as Foundation writes it.
        #expect(Self.streamed([Nothing()], with: FastJSONEncoder()).bytes == Self.text(try JSONEncoder().encode([Nothing()])))
    }

    @Test func asyncSequencesAndPulledChunks() async throws {
        let records = Self.records(500)
        let expected = try FastJSONEncoder().encode(records)
        let (stream, continuation) = AsyncStream.makeStream(of: Record.self)
        for record in records { continuation.yield(record) }
        continuation.finish()
        var bytes = Data()
        try await FastJSONEncoder().encodeElements(stream, chunkSize: 1000) { bytes.append(contentsOf: $0) }
        #expect(bytes == expected)

        var pulled = Data()
        var chunkCount = 0
        for try await chunk in FastJSONEncoder().encodedChunks(of: records, chunkSize: 4096) {
            pulled.append(chunk)
            chunkCount += 1
        }
        #expect(pulled == expected)
        #expect(chunkCount == (expected.count + 4095) / 4096 || chunkCount > 1)
    }

    struct SourceFailed: Error {}

    @Test func anAsyncSourceThatThrowsLeavesValidJSON() async throws {
        let records = Self.records(10)
        let source = AsyncThrowingStream<Record, any Error> { continuation in
            for record in records.prefix(4) { continuation.yield(record) }
            continuation.finish(throwing: SourceFailed())
        }
        var pulled = Data()
        await #expect(throws: SourceFailed.self) {
            for try await chunk in FastJSONEncoder().encodedChunks(of: source, layout: .array, chunkSize: 10) { pulled.append(chunk) }
        }
        #expect(pulled == (try FastJSONEncoder().encode(Array(records.prefix(4)))))
    }

    @Test func fileHandlesAndFileDescriptors() async throws {
        let records = Self.records(2000)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fastjson-stream-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let expected = try records.map { try FastJSONEncoder().encode($0) + Data("\n".utf8) }.reduce(Data(), +)

        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try FastJSONEncoder().encodeElements(records, layout: .concatenatedValues, to: handle, chunkSize: 4096)
        try handle.close()
        #expect(try Data(contentsOf: url) == expected)

        let descriptor = open(url.path, O_WRONLY | O_TRUNC)
        #expect(descriptor >= 0)
        let (stream, continuation) = AsyncStream.makeStream(of: Record.self)
        for record in records { continuation.yield(record) }
        continuation.finish()
        try await FastJSONEncoder().encodeElements(stream, layout: .concatenatedValues, toFileDescriptor: descriptor)
        close(descriptor)
        #expect(try Data(contentsOf: url) == expected)

        // And back: the decoder reads what the encoder streamed.
        let decoded = try FastJSONDecoder().decodeElements(of: Record.self, layout: .concatenatedValues, from: FileHandle(forReadingFrom: url))
            .map { try $0.get() }
        #expect(decoded == records)
    }

    @Test func aWriteErrorEndsTheStream() {
        struct Full: Error {}
        var calls = 0
        #expect(throws: Full.self) {
            try FastJSONEncoder().encodeElements(Self.records(100), chunkSize: 10) { _ in
                calls += 1
                throw Full()
            }
        }
        #expect(calls == 1)
        #expect(throws: POSIXError.self) {
            try FastJSONEncoder().encodeElements(Self.records(3), toFileDescriptor: -1)
        }
    }
}

extension Result {
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A caller isolated to an actor passes closures that touch its state: they run on its actor.
@MainActor final class MainActorExporter {
    var written = 0
    var skipped: [Int] = []
    var decoded: [Int] = []

    static func records() -> AsyncStream<StreamingEncodeTests.Record> {
        AsyncStream { continuation in
            for record in StreamingEncodeTests.records(6, failingAt: [2]) { continuation.yield(record) }
            continuation.finish()
        }
    }

    func run() async throws {
        try await FastJSONEncoder().encodeElements(Self.records(), onElementError: .skip { index, _ in
            MainActor.assertIsolated()
            self.skipped.append(index)
        }) { self.written += $0.count }
        for try await chunk in FastJSONEncoder().encodedChunks(of: Self.records(), onElementError: .skip { index, _ in
            MainActor.assertIsolated()
            self.skipped.append(index)
        }) { written += chunk.count }
        let chunks = AsyncStream { $0.yield(Array("[1, \"x\", 3]".utf8)); $0.finish() }
        for try await value in FastJSONDecoder().decodeElements(of: Int.self, fromChunks: chunks, onElementError: .skip { index, _ in
            MainActor.assertIsolated()
            self.skipped.append(index)
        }) { decoded.append(value) }
    }
}

extension StreamingEncodeTests {
    @Test @MainActor func callersOnAnActorGetTheirCallbacksThere() async throws {
        let exporter = MainActorExporter()
        try await exporter.run()
        #expect(exporter.skipped == [2, 2, 1])
        #expect(exporter.decoded == [1, 3])
        #expect(exporter.written == 2 * (try FastJSONEncoder().encode(StreamingEncodeTests.records(6).filter { $0.id != 2 })).count)
    }
}
