import CYajl

/// The one callbacks table every tokenizer hands to yajl. yajl keeps the pointer, so the table lives
/// for the whole process; it is never written after it is made.
nonisolated(unsafe) let yajlCallbacks: UnsafeMutablePointer<yajl_callbacks> = {
    let table = UnsafeMutablePointer<yajl_callbacks>.allocate(capacity: 1)
    table.initialize(to: yajl_callbacks(
        yajl_null: fastjson_yajl_null,
        yajl_boolean: fastjson_yajl_boolean,
        yajl_integer: nil,
        yajl_double: nil,
        yajl_number: fastjson_yajl_number,
        yajl_string: fastjson_yajl_string,
        yajl_start_map: fastjson_yajl_start_map,
        yajl_map_key: fastjson_yajl_map_key,
        yajl_end_map: fastjson_yajl_end_map,
        yajl_start_array: fastjson_yajl_start_array,
        yajl_end_array: fastjson_yajl_end_array
    ))
    return table
}()

// The callbacks are C functions of their own (`@_cdecl`), each with its handler inlined: a closure
// literal passed as a C function pointer is reached through a thunk, a few instructions more on
// every token.

@_cdecl("fastjson_yajl_null") @inline(__always)
func fastjson_yajl_null(_ context: UnsafeMutableRawPointer?) -> Int32 {
    withTokenizer(context) { target in target.report(completesValue: true) { try target.deliver(.null) } }
}

@_cdecl("fastjson_yajl_boolean") @inline(__always)
func fastjson_yajl_boolean(_ context: UnsafeMutableRawPointer?, _ value: Int32) -> Int32 {
    withTokenizer(context) { target in target.report(completesValue: true) { try target.deliver(.bool(value != 0)) } }
}

@_cdecl("fastjson_yajl_number") @inline(__always)
func fastjson_yajl_number(_ context: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?, _ length: Int) -> Int32 {
    let bytes = UnsafeRawPointer(text)?.assumingMemoryBound(to: UInt8.self)
    return withTokenizer(context) { $0.handleText(bytes, length, kind: .number) }
}

@_cdecl("fastjson_yajl_string") @inline(__always)
func fastjson_yajl_string(_ context: UnsafeMutableRawPointer?, _ text: UnsafePointer<UInt8>?, _ length: Int) -> Int32 {
    withTokenizer(context) { $0.handleText(text, length, kind: .string) }
}

@_cdecl("fastjson_yajl_map_key") @inline(__always)
func fastjson_yajl_map_key(_ context: UnsafeMutableRawPointer?, _ text: UnsafePointer<UInt8>?, _ length: Int) -> Int32 {
    withTokenizer(context) { $0.handleText(text, length, kind: .key) }
}

@_cdecl("fastjson_yajl_start_map") @inline(__always)
func fastjson_yajl_start_map(_ context: UnsafeMutableRawPointer?) -> Int32 {
    withTokenizer(context) { $0.handleBeginContainer(isObject: true) }
}

@_cdecl("fastjson_yajl_end_map") @inline(__always)
func fastjson_yajl_end_map(_ context: UnsafeMutableRawPointer?) -> Int32 {
    withTokenizer(context) { $0.handleEndContainer(isObject: true) }
}

@_cdecl("fastjson_yajl_start_array") @inline(__always)
func fastjson_yajl_start_array(_ context: UnsafeMutableRawPointer?) -> Int32 {
    withTokenizer(context) { $0.handleBeginContainer(isObject: false) }
}

@_cdecl("fastjson_yajl_end_array") @inline(__always)
func fastjson_yajl_end_array(_ context: UnsafeMutableRawPointer?) -> Int32 {
    withTokenizer(context) { $0.handleEndContainer(isObject: false) }
}

/// Calls `body` with the tokenizer behind a callback's context pointer. yajl passes back the
/// pointer given to `yajl_alloc`, and the tokenizer owning the handle outlives every callback, so
/// the reference is used without retaining it (a retain and release per token otherwise).
@inline(__always)
private func withTokenizer(_ context: UnsafeMutableRawPointer?, _ body: (JSONTokenizer) -> Int32) -> Int32 {
    Unmanaged<JSONTokenizer>.fromOpaque(UnsafeRawPointer(context.unsafelyUnwrapped))._withUnsafeGuaranteedRef(body)
}
