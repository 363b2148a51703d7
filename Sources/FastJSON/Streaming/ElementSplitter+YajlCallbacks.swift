import CYajl

extension ElementSplitter {
    /// yajl's callbacks for a tokenizer that splits a stream into its elements.
    static let yajlCallbacks = YajlCallbacks(yajl_callbacks(
        yajl_null: { YajlCallbacks.null($0, ElementSplitter.self) },
        yajl_boolean: { YajlCallbacks.boolean($0, $1, ElementSplitter.self) },
        yajl_integer: nil,
        yajl_double: nil,
        yajl_number: { YajlCallbacks.number($0, $1, $2, ElementSplitter.self) },
        yajl_string: { YajlCallbacks.string($0, $1, $2, ElementSplitter.self) },
        yajl_start_map: { YajlCallbacks.beginContainer($0, isObject: true, ElementSplitter.self) },
        yajl_map_key: { YajlCallbacks.key($0, $1, $2, ElementSplitter.self) },
        yajl_end_map: { YajlCallbacks.endContainer($0, isObject: true, ElementSplitter.self) },
        yajl_start_array: { YajlCallbacks.beginContainer($0, isObject: false, ElementSplitter.self) },
        yajl_end_array: { YajlCallbacks.endContainer($0, isObject: false, ElementSplitter.self) }
    ))
}
