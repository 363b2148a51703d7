import CYajl

extension TapeBuilder {
    /// yajl's callbacks for a tokenizer that builds a tape: every whole document a decode reads.
    static let yajlCallbacks = YajlCallbacks(yajl_callbacks(
        yajl_null: { YajlCallbacks.null($0, TapeBuilder.self) },
        yajl_boolean: { YajlCallbacks.boolean($0, $1, TapeBuilder.self) },
        yajl_integer: nil,
        yajl_double: nil,
        yajl_number: { YajlCallbacks.number($0, $1, $2, TapeBuilder.self) },
        yajl_string: { YajlCallbacks.string($0, $1, $2, TapeBuilder.self) },
        yajl_start_map: { YajlCallbacks.beginContainer($0, isObject: true, TapeBuilder.self) },
        yajl_map_key: { YajlCallbacks.key($0, $1, $2, TapeBuilder.self) },
        yajl_end_map: { YajlCallbacks.endContainer($0, isObject: true, TapeBuilder.self) },
        yajl_start_array: { YajlCallbacks.beginContainer($0, isObject: false, TapeBuilder.self) },
        yajl_end_array: { YajlCallbacks.endContainer($0, isObject: false, TapeBuilder.self) }
    ))
}
