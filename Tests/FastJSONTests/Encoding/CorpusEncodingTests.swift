import CorpusModels
import Foundation
import Testing
@testable import FastJSON

@Suite("Encoding the corpus")
struct CorpusEncodingTests {
    @Test(arguments: ["twitter.json", "citm_catalog.json", "canada.json", "users.json"])
    func corpusMatchesFoundationByteForByte(file: String) throws {
        let document = try JSONDecoder().decode(ProbedJSONValue.self, from: TestResources.corpusFile(file))
        for formatting: UInt in [2, 3, 10, 11] {
            let foundation = JSONEncoder()
            foundation.outputFormatting = .init(rawValue: formatting)
            let fast = FastJSONEncoder()
            fast.outputFormatting = .init(rawValue: formatting)
            #expect(try fast.encode(document) == foundation.encode(document), "\(file), formatting \(formatting)")
        }
    }
}
