import BenchmarkReport
import Foundation
import Testing

/// Each benchmark figure has one home, `docs/benchmark.json`: the README's table, the Performance
/// article's tables and the chart must be what `fastjson-bench figures` writes from it.
@Suite struct GeneratedFiguresTests {
    @Test func pagesAgreeWithTheRecord() throws {
        let root = TestResources.repositoryRoot
        let record = try BenchmarkRecord.read(from: root.appendingPathComponent("docs/benchmark.json"))
        for (path, expected) in try GeneratedFigures.expectedFiles(record, root: root) {
            let actual = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let firstDifference = zip(actual.split(separator: "\n"), expected.split(separator: "\n")).enumerated()
                .first { $0.element.0 != $0.element.1 }
                .map { "line \($0.offset + 1): \($0.element.0)\ninstead of:   \($0.element.1)" } ?? "the lengths differ"
            #expect(actual == expected, "\(path) disagrees with docs/benchmark.json (\(firstDifference)): run `scripts/bench --record`, or `.build/release/fastjson-bench figures` after editing its prose")
        }
    }

    @Test func spliceReplacesOnlyWhatLiesBetweenTheMarkers() throws {
        let page = "before\n\(GeneratedFigures.beginMarker)\nold table\n\(GeneratedFigures.endMarker)\nafter\n"
        let spliced = try GeneratedFigures.splice("new table\n", into: page, page: "page")
        #expect(spliced == "before\n\(GeneratedFigures.beginMarker)\nnew table\n\(GeneratedFigures.endMarker)\nafter\n")
        #expect(try GeneratedFigures.splice("new table\n", into: spliced, page: "page") == spliced)
    }

    @Test func aPageWithoutMarkersIsAnError() {
        #expect(throws: BenchmarkRecordError.self) {
            try GeneratedFigures.splice("table\n", into: "no markers\n", page: "page")
        }
        #expect(throws: BenchmarkRecordError.self) {
            try GeneratedFigures.splice("table\n", into: "\(GeneratedFigures.endMarker)\n\(GeneratedFigures.beginMarker)\n", page: "page")
        }
    }
}
