import Foundation
import Testing
@testable import FastJSON

/// The standard JSON parsing suite (test_parsing): `y_` files must parse, `n_` files must be
/// rejected, `i_` files may go either way but must not crash.
@Suite struct JSONTestSuiteTests {
    static let files: [URL] = (try? FileManager.default.contentsOfDirectory(
        at: TestResources.jsonTestSuite, includingPropertiesForKeys: nil))?
        .filter { $0.pathExtension == "json" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent } ?? []

    static func accepts(_ url: URL) throws -> Bool {
        let data = try Data(contentsOf: url)
        do {
            _ = try data.withUnsafeBytes { try TapeBuilder.buildTape(borrowing: $0) }
            return true
        } catch is JSONError {
            return false
        }
    }

    @Test func suiteIsShipped() {
        #expect(Self.files.count == 318)
    }

    @Test func everyFileHasTheExpectedOutcome() throws {
        var accepted = 0, rejected = 0, handled = 0
        var failures: [String] = []
        for url in Self.files {
            let name = url.lastPathComponent
            let ok = try Self.accepts(url)
            switch name.first {
            case "y": if ok { accepted += 1 } else { failures.append(name) }
            case "n": if !ok { rejected += 1 } else { failures.append(name) }
            default: handled += 1
            }
        }
        print("JSONTestSuite: \(accepted)/95 y_ accepted, \(rejected)/188 n_ rejected, \(handled)/35 i_ handled without a crash")
        #expect(failures == [])
        #expect(accepted == 95)
        #expect(rejected == 188)
        #expect(handled == 35)
    }
}
