import CYajl

/// The floor every FastJSON parse is measured against: yajl alone, with callbacks that do nothing,
/// configured as FastJSON configures it (numbers as text, FastJSON's own UTF-8 checks instead of
/// yajl's).
enum YajlFloor {
    private nonisolated(unsafe) static let callbacks: UnsafeMutablePointer<yajl_callbacks> = {
        let table = UnsafeMutablePointer<yajl_callbacks>.allocate(capacity: 1)
        table.initialize(to: yajl_callbacks(
            yajl_null: { _ in 1 },
            yajl_boolean: { _, _ in 1 },
            yajl_integer: nil,
            yajl_double: nil,
            yajl_number: { _, _, _ in 1 },
            yajl_string: { _, _, _ in 1 },
            yajl_start_map: { _ in 1 },
            yajl_map_key: { _, _, _ in 1 },
            yajl_end_map: { _ in 1 },
            yajl_start_array: { _ in 1 },
            yajl_end_array: { _ in 1 }
        ))
        return table
    }()

    struct ParseFailed: Error {}

    static func parse(_ bytes: UnsafeRawBufferPointer) throws {
        guard let handle = yajl_alloc(callbacks, nil, nil) else { throw ParseFailed() }
        defer { yajl_free(handle) }
        _ = fastjson_yajl_set_option(handle, yajl_dont_validate_strings, 1)
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
              yajl_parse(handle, base, bytes.count) == yajl_status_ok,
              yajl_complete_parse(handle) == yajl_status_ok
        else { throw ParseFailed() }
    }
}
