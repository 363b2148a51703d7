extension RequestBodies {
    /// The tickets of `request-bodies.json`, each as one line of compact JSON, from a fixed seed:
    /// the same text on every run and platform.
    public static func generatedRecords(count: Int = 1_000) -> [String] {
        var random = SplitMix64(seed: 0x5EED_0047)
        var records: [String] = []
        records.reserveCapacity(count)
        var number = 4_000
        var created = 1_767_225_600  // 2026-01-01T00:00:00Z
        for _ in 0..<count {
            number += 1 + Int(random.next(below: 5))
            created += 60 + Int(random.next(below: 7_200))
            let id = "1" + (0..<19).map { _ in String(random.next(below: 10)) }.joined()
            let title = sentence(words: 5 + Int(random.next(below: 6)), &random)
            let body = (0..<5).map { _ in sentence(words: 12 + Int(random.next(below: 8)), &random) }.joined(separator: " ")
            let state = random.next(below: 3) == 0 ? "closed" : "open"
            let updated = created + Int(random.next(below: 86_400))
            let closed = state == "closed" ? "\"\(iso8601(updated + Int(random.next(below: 3_600))))\"" : "null"
            let milestone = random.next(below: 2) == 0 ? "null" : "\"v\(1 + random.next(below: 4)).\(random.next(below: 10))\""
            let login = random.word(length: 4 + Int(random.next(below: 8)))
            let name = capitalized(random.word(length: 3 + Int(random.next(below: 6)))) + " "
                + capitalized(random.word(length: 4 + Int(random.next(below: 8))))
            let authorID = 10_000 + Int(random.next(below: 990_000))
            var labels: [String] = []
            while labels.count < 5 {
                let label = labelNames[Int(random.next(below: UInt64(labelNames.count)))]
                if !labels.contains(label) { labels.append(label) }
            }
            let score = Double(random.next(below: 10_000)) / 100
            records.append(
                #"{"id":"\#(id)","number":\#(number),"title":"\#(title)","body":"\#(body)","state":"\#(state)","#
                    + #""author":{"id":\#(authorID),"login":"\#(login)","name":"\#(name)","#
                    + #""avatar_url":"https://avatars.example.com/u/\#(authorID)?v=4","site_admin":\#(random.next(below: 50) == 0)},"#
                    + #""labels":[\#(labels.map { "\"\($0)\"" }.joined(separator: ","))],"#
                    + #""created_at":"\#(iso8601(created))","updated_at":"\#(iso8601(updated))","closed_at":\#(closed),"#
                    + #""milestone":\#(milestone),"comment_count":\#(random.next(below: 40)),"score":\#(score),"#
                    + #""locked":\#(random.next(below: 10) == 0)}"#)
        }
        return records
    }

    /// The whole of `request-bodies.json`: the tickets as an array, one per line.
    public static func generatedDocument(count: Int = 1_000) -> String {
        "[\n" + generatedRecords(count: count).joined(separator: ",\n") + "\n]\n"
    }

    private static func sentence(words: Int, _ random: inout SplitMix64) -> String {
        capitalized((0..<words).map { _ in random.word(length: 2 + Int(random.next(below: 8))) }.joined(separator: " ")) + "."
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// `seconds` since 1970 as ISO 8601 in UTC, computed here so that no formatter's version can
    /// change the file.
    private static func iso8601(_ seconds: Int) -> String {
        let days = seconds / 86_400, time = seconds % 86_400
        // Howard Hinnant's days-to-civil algorithm.
        let shifted = days + 719_468
        let era = shifted / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))T\(two(time / 3_600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
    }

    private static let labelNames = [
        "bug", "enhancement", "documentation", "performance", "regression", "needs-triage", "good-first-issue",
        "ios", "android", "web", "backend", "p1", "p2", "p3", "security", "wontfix",
    ]
}
