import Foundation

/// The figures that the README and the Performance article show, written from a
/// ``BenchmarkRecord`` between two marker lines, so that no figure is copied by hand.
public enum GeneratedFigures {
    public static let beginMarker = "<!-- generated from docs/benchmark.json by scripts/bench --record: begin -->"
    public static let endMarker = "<!-- generated from docs/benchmark.json by scripts/bench --record: end -->"

    /// A page that shows figures, by its path from the repository's root.
    public struct Page: Sendable {
        public let path: String
        let render: @Sendable (BenchmarkRecord) throws -> String
    }

    public static let pages: [Page] = [
        Page(path: "README.md", render: readmeTable),
        Page(path: "Sources/FastJSON/FastJSON.docc/Performance.md", render: performanceTables),
    ]

    /// `text` with what lies between its markers replaced by `generated`.
    public static func splice(_ generated: String, into text: String, page: String) throws -> String {
        guard let begin = text.range(of: beginMarker + "\n"),
              let end = text.range(of: endMarker, range: begin.upperBound..<text.endIndex)
        else { throw BenchmarkRecordError.missingMarkers(page: page) }
        return String(text[..<begin.upperBound]) + generated + String(text[end.lowerBound...])
    }

    /// Rewrites every page from `record`, under `root`; returns the paths that changed.
    @discardableResult
    public static func write(_ record: BenchmarkRecord, root: URL) throws -> [String] {
        var changed: [String] = []
        for (path, expected) in try expectedFiles(record, root: root) {
            let url = root.appendingPathComponent(path)
            if (try? String(contentsOf: url, encoding: .utf8)) != expected {
                try expected.write(to: url, atomically: true, encoding: .utf8)
                changed.append(path)
            }
        }
        return changed
    }

    /// Each generated file's path and the whole text it must have.
    public static func expectedFiles(_ record: BenchmarkRecord, root: URL) throws -> [(path: String, text: String)] {
        try pages.map { page in
            let text = try String(contentsOf: root.appendingPathComponent(page.path), encoding: .utf8)
            return (page.path, try splice(page.render(record), into: text, page: page.path))
        }
    }

    /// The README's one table: the time of each operation as a fraction of Foundation's. A cell
    /// names no operation, one, or two shown as "a / b" (the `@JSONCodable` decode and encode).
    static func readmeTable(_ record: BenchmarkRecord) throws -> String {
        let titles = ["decode", "decode, snake_case keys", "encode", "`@JSONCodable` decode / encode"]
        let annotated: [OperationKind] = [.decodeAnnotated, .encodeAnnotated]
        let documents: [(title: String, file: String, cells: [[OperationKind]])] = try ["twitter.json", "citm_catalog.json", "canada.json"].map { file in
            let size = try record.result(file: file, operation: .decode).bytes
            return ("\(file) (\(String(format: "%.1f", Double(size) / 1_000_000)) MB)", file,
                    [[.decode], [.decodeSnakeCase], [.encode], annotated])
        } + [
            ("one ~100-byte record", "users.json", [[.decodeRecord], [], [.encodeRecord], []]),
            ("a ~100-byte order", "request-bodies.json", [[.decodeOrder], [], [.encodeOrder], [.decodeOrderAnnotated, .encodeOrderAnnotated]]),
            ("a ~1 KB ticket, .iso8601 dates", "request-bodies.json", [[.decodeRequestBody], [], [.encodeRequestBody], []]),
            ("the same ticket, ByteBuffer", "request-bodies.json", [[.decodeRequestBodyByteBuffer], [], [.encodeRequestBodyByteBuffer], []]),
            ("`{}`, an empty struct", "users.json", [[.decodeEmpty], [], [.encodeEmpty], []]),
            ("JSON Lines of records", "users.json", [[.streamRecords], [], [], []]),
            ("JSON Lines of tickets", "request-bodies.json", [[.streamRecords], [], [], []]),
        ]
        var text = "| FastJSON's time ÷ Foundation's | " + titles.joined(separator: " | ") + " |\n"
        text += "|---|" + String(repeating: "---:|", count: titles.count) + "\n"
        for document in documents {
            let cells = try document.cells.map { kinds in
                try kinds.map { try ratio(record.result(file: document.file, operation: $0)) }.joined(separator: " / ")
            }
            text += "| \(document.title) | " + cells.joined(separator: " | ") + " |\n"
        }
        return text + "\n" + record.run.sentence + "\n"
    }

    /// The Performance article's tables: every row of every file, as `scripts/bench` prints them.
    static func performanceTables(_ record: BenchmarkRecord) throws -> String {
        var files: [String] = []
        for result in record.results where !files.contains(result.file) { files.append(result.file) }
        let tables = files.map { file in ResultTable.render(record.results.filter { $0.file == file }) }
        return record.run.sentence + "\n\n```\n" + (tables.joined() + ResultTable.render(record.idleThreads)).drop { $0 == "\n" }
            + "```\n"
    }

    private static func ratio(_ result: BenchmarkResult) throws -> String {
        guard let ratio = result.ratioToFoundation else {
            throw BenchmarkRecordError.missingRow(file: result.file, operation: result.operation)
        }
        return String(format: "%.2f", ratio)
    }
}
