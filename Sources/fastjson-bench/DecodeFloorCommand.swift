import ArgumentParser
import CorpusModels
@_spi(Benchmarking) import FastJSON
import Foundation
#if Macros
import AnnotatedCorpusModels
#endif

/// The plain model, as Foundation's users have it.
private typealias Canada = CorpusModels.FeatureCollection

/// What no decode of canada.json into its model can avoid while yajl reads the text: yajl's own
/// parse, each number's conversion to a `Double`, and the model's arrays made and freed. Each is
/// timed alone, in one interleaved run with Foundation's decode and FastJSON's, so that their sum
/// is a floor under FastJSON's ratio to Foundation on this document.
struct DecodeFloorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "floor",
        abstract: "Time what decoding canada.json cannot avoid (yajl, the numbers, the arrays) against Foundation's decode.")

    @Argument(help: "A GeoJSON feature collection of polygons, as canada.json is.")
    var path = "\(BenchmarkFiles.corpusFolder)/canada.json"

    @Option(help: "Samples of each operation; the median is reported.")
    var samples = 21

    func run() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let bytes = [UInt8](data)
        let foundationDecoder = JSONDecoder()
        let model = try foundationDecoder.decode(Canada.self, from: data)
        let numbers = numberRanges(in: bytes)
        let shape = ArrayShape(of: model)
        guard numbers.count == shape.valueCount else {
            throw ValidationError("\(path): \(numbers.count) numbers in the text, \(shape.valueCount) in the model.")
        }
        let fastDecoder = FastJSONDecoder()
        guard try fastDecoder.decode(Canada.self, from: data) == model else {
            throw ValidationError("\(path): FastJSON's value is not Foundation's; not timing it.")
        }
        var decodes: [(String, () throws -> Void)] = [
            ("Foundation's decode", { _ = try foundationDecoder.decode(Canada.self, from: data) }),
            ("FastJSON's decode", { _ = try fastDecoder.decode(Canada.self, from: data) }),
        ]
        #if Macros
        decodes.append(("FastJSON's decode, @JSONCodable model", {
            _ = try fastDecoder.decode(AnnotatedCorpusModels.FeatureCollection.self, from: data)
        }))
        #endif
        let floor: [(String, () throws -> Void)] = [
            ("yajl_parse alone", { try bytes.withUnsafeBytes { try YajlFloor.parse($0) } }),
            ("each number to a Double", {
                floorSink = bytes.withUnsafeBytes { BenchmarkHooks.parseDoubles($0, numbers: numbers) }
            }),
            ("the model's arrays made and freed", { floorSink = shape.makeAndFree() }),
        ]
        let operations = decodes + floor
        let medians = try Stopwatch(samples: samples).medians(of: operations.map(\.1))
        let foundation = medians[0]
        print("\(URL(fileURLWithPath: path).lastPathComponent): \(numbers.count) numbers, \(shape.arrayCount) arrays; medians of \(samples) interleaved samples")
        print("operation".padding(toLength: 40, withPad: " ", startingAt: 0) + "        ms   ÷ Foundation")
        for ((name, _), seconds) in zip(operations, medians) {
            Self.printRow(name, seconds, foundation)
        }
        Self.printRow("floor: the last three together", medians.suffix(floor.count).reduce(0, +), foundation)
    }

    private static func printRow(_ name: String, _ seconds: Double, _ foundation: Double) {
        print(name.padding(toLength: 40, withPad: " ", startingAt: 0) + String(format: "%10.3f %10.3f", seconds * 1000, seconds / foundation))
    }
}

/// Read by no one: the timed closures store their results here, so that the optimizer cannot
/// leave out the work that makes them.
nonisolated(unsafe) private var floorSink: Double = 0

/// The sizes of a feature collection's coordinate arrays, flat, so that making arrays of that
/// shape reads no array of arrays (whose elements would be retained in turn).
private struct ArrayShape {
    var ringsPerFeature: [Int] = []
    var positionsPerRing: [Int] = []
    var valuesPerPosition: [Int] = []

    init(of model: Canada) {
        for feature in model.features {
            ringsPerFeature.append(feature.geometry.coordinates.count)
            for ring in feature.geometry.coordinates {
                positionsPerRing.append(ring.count)
                valuesPerPosition += ring.map(\.count)
            }
        }
    }

    var valueCount: Int { valuesPerPosition.reduce(0, +) }
    var arrayCount: Int { ringsPerFeature.count + positionsPerRing.count + valuesPerPosition.count }

    /// Makes each feature's `[[[Double]]]` as a decode does, each array reserved to its count and
    /// appended to, and frees it; returns a value read from every feature's arrays.
    func makeAndFree() -> Double {
        var checksum = 0.0
        var value = 0.0
        var ringIndex = 0
        var positionIndex = 0
        for ringCount in ringsPerFeature {
            var rings: [[[Double]]] = []
            rings.reserveCapacity(ringCount)
            for _ in 0..<ringCount {
                let positionCount = positionsPerRing[ringIndex]
                ringIndex += 1
                var positions: [[Double]] = []
                positions.reserveCapacity(positionCount)
                for _ in 0..<positionCount {
                    let count = valuesPerPosition[positionIndex]
                    positionIndex += 1
                    var position: [Double] = []
                    position.reserveCapacity(count)
                    for _ in 0..<count {
                        position.append(value)
                        value += 1
                    }
                    positions.append(position)
                }
                rings.append(positions)
            }
            checksum += rings.last?.last?.last ?? 0
        }
        return checksum
    }
}
