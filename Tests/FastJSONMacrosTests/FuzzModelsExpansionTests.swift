#if Macros
import Foundation
import Testing

/// The fuzz package cannot build the macro (it would build swift-syntax with the sanitizers), so
/// its `fast-path` target's models are the macro's expansion, written out. This checks that they
/// are exactly what `@JSONCodable` expands these declarations to, so that the fuzzer runs the code
/// the macro generates today.
@Suite struct FuzzModelsExpansionTests {
    static let declarations = """
        @JSONCodable
        struct FuzzOrder: Equatable {
            var id: Int
            var customer: String
            var total: Double
            var paid: Bool
            var count: Int64
            var level: UInt8
            var ratio: Float
            var note: String?
            var lines: [FuzzLine]
            var first: FuzzLine?
            var scores: [String: Int]?
            var tags: [String]?
            @JSONKey("order-id") var orderID: String?
            @JSONKey("1st") var firstKey: Int?
            @JSONKey("data", "user", "name") var userName: String?
            @JSONDefault("basic") var tier: String
            @JSONDefault(1, when: .missing) var quantity: Int
            @JSONDefault(0.5, when: .null) var discount: Double
            @JSONLenient var flag: Bool?
            @JSONDate(.iso8601) var placed: Date?
        }

        @JSONCodable
        struct FuzzLine: Equatable {
            var sku: String
            var quantity: Int
        }
        """

    @Test func theFuzzModelsAreTheMacrosExpansion() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Sources/FuzzFastPath/ExpandedModels.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        // The file's header and imports come before the expansion.
        let expansion = try #require(text.components(separatedBy: "import Foundation\n").last)
        expectExpansion(Self.declarations, expansion.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
#endif
