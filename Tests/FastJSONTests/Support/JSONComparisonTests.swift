import Foundation
import Testing

@Suite struct JSONComparisonTests {
    private func difference(_ expected: String, _ actual: String) throws -> String? {
        JSONComparison.firstDifference(
            between: try JSONSerialization.jsonObject(with: Data(expected.utf8), options: .fragmentsAllowed),
            and: try JSONSerialization.jsonObject(with: Data(actual.utf8), options: .fragmentsAllowed)
        )
    }

    @Test func equalDocumentsHaveNoDifference() throws {
        #expect(try difference(#"{"a":[1,2.5,"x",true,{"b":null}]}"#, #"{"a":[1,2.5,"x",true,{"b":null}]}"#) == nil)
    }

    @Test func missingKeyEqualsNull() throws {
        #expect(try difference(#"{"a":null,"b":1}"#, #"{"b":1}"#) == nil)
    }

    @Test func numbersCompareByValue() throws {
        #expect(try difference("[5, 0.5]", "[5.0, 5e-1]") == nil)
        #expect(try difference("[-65.613616999999977]", "[-65.61361699999998]") == nil)
        #expect(try difference("[505874847260352512]", "[505874847260352512.0]") == nil)
        #expect(try difference("[0.1]", "[0.10000000000000002]") != nil)
        #expect(try difference("[505874847260352512]", "[505874847260352513]") != nil)
    }

    @Test func reportsPathOfFirstDifference() throws {
        #expect(try difference(#"{"a":[{"b":1},{"b":2}]}"#, #"{"a":[{"b":1},{"b":3}]}"#) == "$.a[1].b: expected 2, found 3")
        #expect(try difference(#"{"a":1}"#, #"{}"#) == "$.a: expected 1, found <null>")
        #expect(try difference(#"{}"#, #"{"a":"x"}"#) == "$.a: expected <null>, found x")
        #expect(try difference("[[1]]", "[[1, 2]]") == "$[0]: expected 1 elements, found 2")
    }

    @Test func booleanDiffersFromNumber() throws {
        #expect(try difference("[true]", "[1]") != nil)
        #expect(try difference("[0]", "[false]") != nil)
        #expect(try difference("[\"1\"]", "[1]") != nil)
    }
}
