extension Users {
    /// The records of `users.json`, each as one line of compact JSON, from a fixed seed: the same
    /// text on every run and platform.
    public static func generatedRecords(count: Int = 10_000) -> [String] {
        var random = SplitMix64(seed: 0x5EED_0017)
        var records: [String] = []
        records.reserveCapacity(count)
        var id = 100_000
        for _ in 0..<count {
            id += 1 + Int(random.next(below: 9))
            let login = random.word(length: 4 + Int(random.next(below: 7)))
            let email = random.next(below: 10) == 0 ? nil : "\(login)@\(domains[Int(random.next(below: UInt64(domains.count)))])"
            let isAdmin = random.next(below: 20) == 0
            let age = random.next(below: 5) == 0 ? nil : 18 + Int(random.next(below: 63))
            let teamID = random.next(below: 10) < 3 ? nil : 1 + Int(random.next(below: 400))
            let first = Int(random.next(below: UInt64(tagNames.count)))
            let second = (first + 1 + Int(random.next(below: UInt64(tagNames.count - 1)))) % tagNames.count
            records.append(
                #"{"id":\#(id),"login":"\#(login)","email":\#(email.map { "\"\($0)\"" } ?? "null"),"#
                    + #""is_admin":\#(isAdmin),"age":\#(age.map(String.init) ?? "null"),"#
                    + #""team_id":\#(teamID.map(String.init) ?? "null"),"tags":["\#(tagNames[first])","\#(tagNames[second])"]}"#)
        }
        return records
    }

    /// The whole of `users.json`: the records as an array, one per line.
    public static func generatedDocument(count: Int = 10_000) -> String {
        "[\n" + generatedRecords(count: count).joined(separator: ",\n") + "\n]\n"
    }

    private static let domains = ["example.com", "mail.io", "corp.net", "web.de"]
    private static let tagNames = ["beta", "ios", "android", "web", "pro", "free", "ops", "eu", "us", "trial"]
}
