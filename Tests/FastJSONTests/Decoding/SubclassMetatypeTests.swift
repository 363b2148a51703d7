import FastJSON
import Foundation
import Testing

/// A subclass's metatype passed as its superclass's (`Employee.self as Person.Type`): Foundation
/// calls `init(from:)` on the metatype it is given, so the subclass is built at the top level and
/// through unkeyed and single-value containers. A keyed container builds the superclass, for any
/// decoder: the standard library's `KeyedDecodingContainer` passes `T.self` on, not the metatype.
struct SubclassMetatypeTests {
    class Person: Decodable, CustomStringConvertible {
        let name: String
        enum CodingKeys: CodingKey { case name }
        required init(from decoder: any Decoder) throws {
            name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
        }
        var description: String { "\(type(of: self))(\(name))" }
    }

    final class Employee: Person {
        let id: Int
        enum EmployeeKeys: CodingKey { case id }
        required init(from decoder: any Decoder) throws {
            id = try decoder.container(keyedBy: EmployeeKeys.self).decode(Int.self, forKey: .id)
            try super.init(from: decoder)
        }
        override var description: String { "\(super.description)#\(id)" }
    }

    /// The same people reached through each container's `decode` and `decodeIfPresent`.
    struct Team: Decodable, CustomStringConvertible {
        var people: [Person?] = []
        static let member: Person.Type = Employee.self
        enum CodingKeys: CodingKey { case lead, deputy, members, solo }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            people.append(try container.decode(Self.member, forKey: .lead))
            people.append(try container.decodeIfPresent(Self.member, forKey: .deputy))
            var members = try container.nestedUnkeyedContainer(forKey: .members)
            people.append(try members.decode(Self.member))
            people.append(try members.decodeIfPresent(Self.member))
            people.append(try Solo(from: container.superDecoder(forKey: .solo)).person)
        }

        var description: String { people.map { $0.map(String.init(describing:)) ?? "nil" }.joined(separator: ", ") }
    }

    struct Solo {
        let person: Person
        init(from decoder: any Decoder) throws {
            person = try decoder.singleValueContainer().decode(Team.member)
        }
    }

    static let employee = #"{"name": "Ada", "id": 7}"#

    @Test func topLevel() throws {
        let data = Data(Self.employee.utf8)
        let expected = try JSONDecoder().decode(Employee.self as Person.Type, from: data)
        let actual = try FastJSONDecoder().decode(Employee.self as Person.Type, from: data)
        #expect(expected is Employee)
        #expect(actual.description == expected.description)
        let bytes = try FastJSONDecoder().decode(Employee.self as Person.Type, from: Array(data))
        #expect(bytes.description == expected.description)
    }

    @Test func nested() throws {
        let json = #"{"lead": \#(Self.employee), "deputy": \#(Self.employee), "members": [\#(Self.employee), \#(Self.employee)], "solo": \#(Self.employee)}"#
        let expected = try JSONDecoder().decode(Team.self, from: Data(json.utf8))
        #expect(expected.people.map { $0 is Employee } == [false, false, true, true, true], "\(expected)")
        let actual = try FastJSONDecoder().decode(Team.self, from: Data(json.utf8))
        #expect(actual.description == expected.description)
    }

    /// The subclass's errors: its own key is missing, at the top level and nested.
    @Test func errorsComeFromTheSubclass() {
        for json in [#"{"name": "Ada"}"#, #"{"lead": {"name": "Ada"}}"#] {
            let data = Data(json.utf8)
            let expected = Self.outcome { try JSONDecoder().decode(Employee.self as Person.Type, from: data) }
            let actual = Self.outcome { try FastJSONDecoder().decode(Employee.self as Person.Type, from: data) }
            #expect(actual == expected)
            let expectedTeam = Self.outcome { try JSONDecoder().decode(Team.self, from: data) }
            let actualTeam = Self.outcome { try FastJSONDecoder().decode(Team.self, from: data) }
            #expect(actualTeam == expectedTeam)
        }
    }

    private static func outcome(_ body: () throws -> some CustomStringConvertible) -> DecodeOutcome<String> {
        DecodeOutcome.capture { try body().description }
    }
}
