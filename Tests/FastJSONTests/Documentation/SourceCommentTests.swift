import Foundation
import Testing

/// Comments say why in a sentence; measurements and history belong in commit messages and
/// `docs/design-measurements.md`, where they do not go stale beside the code they describe.
@Suite struct SourceCommentTests {
    /// A measured figure: instruction counts, times, percentages, millions, or a before -> after.
    static var figure: Regex<(Substring, Substring?, Substring?, Substring?)> { /\d[\d,.]*\s?[MK]?\s?instructions|\d(\.\d+)?\s?(ms|µs|ns)\b|\d(\.\d+)?\s?%|\d\.\d+\s?M\b|\d\s?->\s?\d/ }

    @Test func fewCommentsQuoteAFigure() throws {
        let sources = TestResources.repositoryRoot.appendingPathComponent("Sources")
        var quoting: [String] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let trimmed = line.drop { $0 == " " }
                if trimmed.hasPrefix("//"), trimmed.contains(Self.figure) {
                    quoting.append("\(file.path.dropFirst(sources.path.count + 1)):\(index + 1): \(trimmed)")
                }
            }
        }
        #expect(quoting.count <= 5, "Comments quoting a measured figure (at most 5, each where the figure is the reason):\n\(quoting.joined(separator: "\n"))")
    }

    @Test func theFigurePatternFindsMeasurements() {
        for comment in ["// took 35.76M instructions", "// 14,364 instructions", "// about 1 ns of 17", "// 4% of a stream", "// canada 71.50M -> 70.78M", "// 400 µs"] {
            #expect(comment.contains(Self.figure), "\(comment)")
        }
        for comment in ["// 64 KiB at a time", "// blocks of 32 bytes to 1 MiB", "// a few instructions more on every token", "// UTF-8 -> UTF-16"] {
            #expect(!comment.contains(Self.figure), "\(comment)")
        }
    }
}
