import CYajl

/// The one callbacks table every tokenizer hands to yajl. yajl keeps the pointer, so the table lives
/// for the whole process; it is never written after it is made.
nonisolated(unsafe) let yajlCallbacks: UnsafeMutablePointer<yajl_callbacks> = {
    let table = UnsafeMutablePointer<yajl_callbacks>.allocate(capacity: 1)
    table.initialize(to: yajl_callbacks(
        yajl_null: { context in
            let target = tokenizer(context)
            return target.report { try target.consumer.null() }
        },
        yajl_boolean: { context, value in
            let target = tokenizer(context)
            return target.report { try target.consumer.bool(value != 0) }
        },
        yajl_integer: nil,
        yajl_double: nil,
        yajl_number: { context, text, length in
            let bytes = UnsafeRawPointer(text)?.assumingMemoryBound(to: UInt8.self)
            return tokenizer(context).handleText(bytes, length, kind: .number)
        },
        yajl_string: { tokenizer($0).handleText($1, $2, kind: .string) },
        yajl_start_map: { tokenizer($0).handleBeginContainer(isObject: true) },
        yajl_map_key: { tokenizer($0).handleText($1, $2, kind: .key) },
        yajl_end_map: { tokenizer($0).handleEndContainer(isObject: true) },
        yajl_start_array: { tokenizer($0).handleBeginContainer(isObject: false) },
        yajl_end_array: { tokenizer($0).handleEndContainer(isObject: false) }
    ))
    return table
}()

/// The tokenizer behind a callback's context pointer; yajl passes back the pointer given to
/// `yajl_alloc`, which the tokenizer owning the handle outlives.
@inline(__always)
private func tokenizer(_ context: UnsafeMutableRawPointer?) -> JSONTokenizer {
    Unmanaged<JSONTokenizer>.fromOpaque(UnsafeRawPointer(context.unsafelyUnwrapped)).takeUnretainedValue()
}
