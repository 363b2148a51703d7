// Decode JSON Lines, or the elements of one large array, a value at a time: memory is bounded by
// the largest value, not by the stream.

// snippet.hide
import Foundation
// snippet.show
import FastJSON

struct Event: Decodable, Equatable {
    var kind: String
    var at: Int
}

// Chunks of any size, as they arrive from a file or a socket; a token may span two chunks.
let chunks = [
    Data(#"{"kind": "login", "at": 1}"#.utf8) + Data("\n{\"kind\": \"log".utf8),
    Data(#"out", "at": 2}"#.utf8) + Data("\n{\"kind\": 3}\n".utf8),
]

let decoder = FastJSONDecoder()
var events: [Event] = []
var failures = 0
for result in decoder.decodeElements(of: Event.self, layout: .concatenatedValues, from: chunks) {
    switch result {
    case .success(let event): events.append(event)
    case .failure(let error): failures += 1; print("line left out: \(error)")  // the stream goes on
    }
}

// The same from a FileHandle, a file descriptor or an AsyncSequence of bytes:
//     for result in decoder.decodeElements(of: Event.self, from: fileHandle) { ... }
//     for try await event in decoder.decodeElements(of: Event.self, from: response.bytes) { ... }

// snippet.hide
precondition(events == [Event(kind: "login", at: 1), Event(kind: "logout", at: 2)] && failures == 1)
