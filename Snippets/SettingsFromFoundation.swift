// Take every setting of a configured JSONDecoder or JSONEncoder in one call, custom closures
// included, and use Foundation's strategy values where FastJSON's are expected.

// snippet.hide
import Foundation
// snippet.show
import FastJSON

// Somewhere in the app, a Foundation decoder set up once.
let appDecoder = JSONDecoder()
appDecoder.keyDecodingStrategy = .convertFromSnakeCase
appDecoder.dateDecodingStrategy = .custom { decoder in
    Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self) / 1000)
}
appDecoder.allowsJSON5 = true

let decoder = FastJSONDecoder(appDecoder)       // every setting, the same closure
let back = JSONDecoder(decoder)                 // and back again

// A strategy value of Foundation's type, converted as it is assigned.
let stored: JSONEncoder.KeyEncodingStrategy = .convertToSnakeCase
let encoder = FastJSONEncoder()
encoder.keyEncodingStrategy = .init(stored)

struct Event: Codable, Equatable {
    var eventId: Int
    var at: Date
}
let data = Data("{event_id: 7, at: 1500, /* JSON5 */}".utf8)
let event = try decoder.decode(Event.self, from: data)

// snippet.hide
precondition(event == Event(eventId: 7, at: Date(timeIntervalSince1970: 1.5)))
let viaBack = try back.decode(Event.self, from: data)
let viaFoundation = try appDecoder.decode(Event.self, from: data)
precondition(viaBack == event && viaFoundation == event)
let json = String(decoding: try encoder.encode(event), as: UTF8.self)
precondition(json.contains("\"event_id\":7"))
print(json)
