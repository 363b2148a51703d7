// Replace JSONDecoder and JSONEncoder by FastJSONDecoder and FastJSONEncoder; the models, the
// strategies and the code around them stay as they are.

// snippet.hide
import Foundation
// snippet.show
import FastJSON

struct User: Codable, Equatable {
    var userId: Int
    var name: String
    var joined: Date
}

let data = Data(#"{"user_id": 42, "name": "Ada", "joined": "2026-11-23T20:00:00Z"}"#.utf8)

let decoder = FastJSONDecoder()          // was: JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
decoder.dateDecodingStrategy = .iso8601
let user = try decoder.decode(User.self, from: data)

let encoder = FastJSONEncoder()          // was: JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.dateEncodingStrategy = .iso8601
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
let json = try encoder.encode(user)

// snippet.hide
// Foundation, configured the same way, must agree on the value and on every byte.
let foundationDecoder = JSONDecoder()
foundationDecoder.keyDecodingStrategy = .convertFromSnakeCase
foundationDecoder.dateDecodingStrategy = .iso8601
let foundationEncoder = JSONEncoder()
foundationEncoder.keyEncodingStrategy = .convertToSnakeCase
foundationEncoder.dateEncodingStrategy = .iso8601
foundationEncoder.outputFormatting = [.sortedKeys, .prettyPrinted]
let foundationUser = try foundationDecoder.decode(User.self, from: data)
let foundationJSON = try foundationEncoder.encode(user)
precondition(foundationUser == user && foundationJSON == json)
print(String(decoding: json, as: UTF8.self))
