// Encode records one at a time, as JSON Lines or as one array, in memory bounded by one record:
// the bytes are those of encoding the whole array, and a record that fails is left out whole.

// snippet.hide
import Foundation
// snippet.show
import FastJSON

struct Reading: Encodable {
    var sensor: String
    var value: Double
}

let readings = [Reading(sensor: "a", value: 1.5), Reading(sensor: "b", value: .nan), Reading(sensor: "c", value: 3)]
let encoder = FastJSONEncoder()

// To a closure taking chunks (64 KiB by default); also to a FileHandle or a file descriptor.
var lines = Data()
var skipped: [Int] = []
try encoder.encodeElements(readings, layout: .concatenatedValues, onElementError: .skip { index, error in
    skipped.append(index)  // NaN cannot be written in JSON: this reading is left out, the rest go on
}) { chunk in
    lines.append(contentsOf: chunk)
}

// Or as an AsyncSequence of chunks that encodes as it is read, for a response body:
//     for try await chunk in encoder.encodedChunks(of: records) { try await body.write(chunk) }

// snippet.hide
precondition(String(decoding: lines, as: UTF8.self) == "{\"sensor\":\"a\",\"value\":1.5}\n{\"sensor\":\"c\",\"value\":3}\n" && skipped == [1])
