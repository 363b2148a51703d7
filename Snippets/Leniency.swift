// Accept the loose data real services send, one conversion at a time; all are off by default.

// snippet.hide
import Foundation
// snippet.show
import FastJSON

struct Account: Decodable, Equatable {
    var id: Int64
    var active: Bool
    var nickname: String
}

// A quoted 64-bit id, a flag sent as 1, and a missing field the model does not mark optional.
let data = Data(#"{"id": "9007199254740993", "active": 1}"#.utf8)

let decoder = FastJSONDecoder()
decoder.leniency = [.numbersFromStrings, .boolsFromNumbersAndStrings, .nullAndMissingAsDefault]
let account = try decoder.decode(Account.self, from: data)   // nickname == ""

// snippet.hide
precondition(account == Account(id: 9_007_199_254_740_993, active: true, nickname: ""))
precondition((try? FastJSONDecoder().decode(Account.self, from: data)) == nil)
