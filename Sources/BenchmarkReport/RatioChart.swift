import Foundation

/// Draws FastJSON's time as a fraction of Foundation's, one bar per file and operation, as an SVG
/// the README embeds.
public enum RatioChart {
    public static func svg(for results: [BenchmarkResult]) -> String {
        let bars = results.compactMap { result in result.ratioToFoundation.map { (label: "\(result.file): \(result.operation.rawValue)", ratio: $0) } }
        let rowHeight = 26, labelWidth = 470, barWidth = 420, top = 40
        let height = top + bars.count * rowHeight + 30
        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(labelWidth + barWidth + 80)" height="\(height)" font-family="sans-serif" font-size="13">
        <rect width="100%" height="100%" fill="white"/>
        <text x="10" y="22" font-size="15" font-weight="bold">FastJSON time as a fraction of Foundation's (shorter is faster; the line is Foundation)</text>

        """
        for (index, bar) in bars.enumerated() {
            let y = top + index * rowHeight
            let width = Int((min(bar.ratio, 1.2) / 1.2 * Double(barWidth)).rounded())
            svg += "<text x=\"\(labelWidth - 8)\" y=\"\(y + 17)\" text-anchor=\"end\">\(escape(bar.label))</text>\n"
            svg += "<rect x=\"\(labelWidth)\" y=\"\(y + 4)\" width=\"\(width)\" height=\"18\" fill=\"#3b7dd8\"/>\n"
            svg += "<text x=\"\(labelWidth + width + 6)\" y=\"\(y + 17)\">\(String(format: "%.2f", bar.ratio))</text>\n"
        }
        let foundationLine = labelWidth + Int(Double(barWidth) / 1.2)
        svg += "<line x1=\"\(foundationLine)\" y1=\"\(top)\" x2=\"\(foundationLine)\" y2=\"\(top + bars.count * rowHeight)\" stroke=\"#c33\" stroke-dasharray=\"4 3\"/>\n"
        svg += "</svg>\n"
        return svg
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
