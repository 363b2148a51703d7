// Every error keeps Foundation's case and coding path; its message says where and why.

// snippet.hide
import Foundation
// snippet.show
import FastJSON

let data = Data("""
{
  "name": "sensor",
  "tags": [1, 2,, 3]
}
""".utf8)

do {
    _ = try FastJSONDecoder().decode([String: [Int]].self, from: data)
} catch DecodingError.dataCorrupted(let context) {
    print(context.debugDescription)                 // line 3, column 17, with an excerpt and a caret
    if let error = context.underlyingError as? JSONError {
        print(error.line, error.column, error.byteOffset)
    }
}

// snippet.hide
do {
    _ = try FastJSONDecoder().decode([String: [Int]].self, from: data)
    preconditionFailure("invalid JSON decoded")
} catch DecodingError.dataCorrupted(let context) {
    let error = context.underlyingError as? JSONError
    precondition(error?.line == 3 && error?.column == 17)
}
