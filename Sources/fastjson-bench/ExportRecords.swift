import CorpusModels
import FastJSON

/// The records of the streaming export benchmark, made as they are asked for: a few thousand
/// generated user rows cycled with fresh ids, so that a gigabyte of them costs no memory and little
/// time beside encoding them.
struct ExportRecords: Sequence {
    /// One row, as a web API exports it.
    struct Record: Codable, Equatable {
        var id: Int
        var login: String
        var email: String?
        var isAdmin: Bool
        var age: Int?
        var teamID: Int?
        var score: Double
        var tags: [String]
    }

    let count: Int

    private static let pool: [Record] = {
        var random = SplitMix64(seed: 0xE7_0A7)
        let tags = ["beta", "ios", "android", "web", "pro", "free", "ops", "eu", "us", "trial"]
        return (0..<4096).map { index in
            let login = String((0..<(4 + Int(random.next() % 8))).map { _ in Character(Unicode.Scalar(UInt8(97 + random.next() % 26))) })
            return Record(
                id: index, login: login, email: random.next() % 10 == 0 ? nil : "\(login)@example.com",
                isAdmin: random.next() % 20 == 0, age: random.next() % 5 == 0 ? nil : 18 + Int(random.next() % 63),
                teamID: random.next() % 10 < 3 ? nil : Int(random.next() % 400), score: Double(random.next() % 100_000) / 64,
                tags: [tags[Int(random.next() % 10)], tags[Int(random.next() % 10)]])
        }
    }()

    /// How many records make about `bytes` of JSON Lines.
    static func count(forBytes bytes: Int) throws -> Int {
        let encoder = FastJSONEncoder()
        let sample = ExportRecords(count: pool.count)
        let sampleBytes = try sample.reduce(0) { $0 + (try encoder.encode($1).count) + 1 }
        return Swift.max(1, Int(Double(bytes) / Double(sampleBytes) * Double(pool.count)))
    }

    func makeIterator() -> Iterator {
        Iterator(count: count)
    }

    /// Each record of the pool in turn, with the next id.
    struct Iterator: IteratorProtocol {
        let count: Int
        var index = 0

        mutating func next() -> Record? {
            guard index < count else { return nil }
            var record = ExportRecords.pool[index % ExportRecords.pool.count]
            // Seven digits for any export under ten million records, as the sample measured.
            record.id = 1_000_000 + index
            index += 1
            return record
        }
    }
}
