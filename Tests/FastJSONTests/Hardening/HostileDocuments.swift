import Foundation

/// Real documents cut out of the benchmark corpus for the hostile-input tests.
enum HostileDocuments {
    /// The raw bytes of twitter.json.
    static let twitter: [UInt8] = (try? Array(TestResources.corpusFile("twitter.json"))) ?? []

    /// The raw bytes of twitter.json's first status object, exactly as written there.
    static let firstStatus: [UInt8] = {
        guard let marker = twitter.firstRange(of: Array("\"statuses\"".utf8)),
              let start = twitter[marker.upperBound...].firstIndex(of: UInt8(ascii: "{")),
              let end = endOfValue(twitter, from: start) else { return [] }
        return Array(twitter[start..<end])
    }()

    /// The index just past the object or array that starts at `start` (strings skipped).
    static func endOfValue(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return nil
    }
}
