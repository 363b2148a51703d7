import CYajl

/// The one callbacks table every tokenizer hands to yajl. yajl keeps the pointer, so the table lives
/// for the whole process; it is never written after it is made.
nonisolated(unsafe) let yajlCallbacks: UnsafeMutablePointer<yajl_callbacks> = {
    let table = UnsafeMutablePointer<yajl_callbacks>.allocate(capacity: 1)
    table.initialize(to: yajl_callbacks(
        yajl_null: { context in
            withTokenizer(context) { target in target.report(completesValue: true) { try target.consumer.null() } }
        },
        yajl_boolean: { context, value in
            withTokenizer(context) { target in target.report(completesValue: true) { try target.consumer.bool(value != 0) } }
        },
        yajl_integer: nil,
        yajl_double: nil,
        yajl_number: { context, text, length in
            let bytes = UnsafeRawPointer(text)?.assumingMemoryBound(to: UInt8.self)
            return withTokenizer(context) { $0.handleText(bytes, length, kind: .number) }
        },
        yajl_string: { context, text, length in withTokenizer(context) { $0.handleText(text, length, kind: .string) } },
        yajl_start_map: { withTokenizer($0) { $0.handleBeginContainer(isObject: true) } },
        yajl_map_key: { context, text, length in withTokenizer(context) { $0.handleText(text, length, kind: .key) } },
        yajl_end_map: { withTokenizer($0) { $0.handleEndContainer(isObject: true) } },
        yajl_start_array: { withTokenizer($0) { $0.handleBeginContainer(isObject: false) } },
        yajl_end_array: { withTokenizer($0) { $0.handleEndContainer(isObject: false) } }
    ))
    return table
}()

/// Calls `body` with the tokenizer behind a callback's context pointer. yajl passes back the
/// pointer given to `yajl_alloc`, and the tokenizer owning the handle outlives every callback, so
/// the reference is used without retaining it (a retain and release per token otherwise).
@inline(__always)
private func withTokenizer(_ context: UnsafeMutableRawPointer?, _ body: (JSONTokenizer) -> Int32) -> Int32 {
    Unmanaged<JSONTokenizer>.fromOpaque(UnsafeRawPointer(context.unsafelyUnwrapped))._withUnsafeGuaranteedRef(body)
}
