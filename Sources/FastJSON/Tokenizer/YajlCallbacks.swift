import CYajl

/// The table of C functions yajl calls back for the tokenizers of one consumer type
/// (`JSONTokenConsumer.yajlCallbacks`).
///
/// C functions cannot be generic, nor formed from a closure that captures a generic parameter, so
/// each consumer type makes its own table, from one closure per callback that names the type and
/// calls the handler below for it (`{ YajlCallbacks.null($0, TapeBuilder.self) }`). The handler,
/// the tokenizer's code and the consumer's method are then specialized and inlined into the
/// callback: no token pays for a call through a witness table.
///
/// Unchecked `Sendable`: threads share a table only to read it, as its pointer is read-only.
struct YajlCallbacks: @unchecked Sendable {
    /// yajl keeps the pointer, so the table lives for the whole process (one per consumer type).
    let table: UnsafePointer<yajl_callbacks>

    init(_ callbacks: yajl_callbacks) {
        let table = UnsafeMutablePointer<yajl_callbacks>.allocate(capacity: 1)
        table.initialize(to: callbacks)
        self.table = UnsafePointer(table)
    }

    @inline(__always)
    static func null<Consumer: JSONTokenConsumer>(_ context: UnsafeMutableRawPointer?, _: Consumer.Type) -> Int32 {
        withTokenizer(context, of: Consumer.self) { target in
            target.report(completesValue: true) { try target.deliver(.null) }
        }
    }

    @inline(__always)
    static func boolean<Consumer: JSONTokenConsumer>(_ context: UnsafeMutableRawPointer?, _ value: Int32, _: Consumer.Type) -> Int32 {
        withTokenizer(context, of: Consumer.self) { target in
            target.report(completesValue: true) { try target.deliver(.bool(value != 0)) }
        }
    }

    @inline(__always)
    static func number<Consumer: JSONTokenConsumer>(_ context: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?, _ length: Int,
                                 _: Consumer.Type) -> Int32 {
        let bytes = UnsafeRawPointer(text)?.assumingMemoryBound(to: UInt8.self)
        return withTokenizer(context, of: Consumer.self) { $0.handleText(bytes, length, kind: .number) }
    }

    @inline(__always)
    static func string<Consumer: JSONTokenConsumer>(_ context: UnsafeMutableRawPointer?, _ text: UnsafePointer<UInt8>?, _ length: Int,
                                 _: Consumer.Type) -> Int32 {
        withTokenizer(context, of: Consumer.self) { $0.handleText(text, length, kind: .string) }
    }

    @inline(__always)
    static func key<Consumer: JSONTokenConsumer>(_ context: UnsafeMutableRawPointer?, _ text: UnsafePointer<UInt8>?, _ length: Int,
                              _: Consumer.Type) -> Int32 {
        withTokenizer(context, of: Consumer.self) { $0.handleText(text, length, kind: .key) }
    }

    @inline(__always)
    static func beginContainer<Consumer: JSONTokenConsumer>(_ context: UnsafeMutableRawPointer?, isObject: Bool, _: Consumer.Type) -> Int32 {
        withTokenizer(context, of: Consumer.self) { $0.handleBeginContainer(isObject: isObject) }
    }

    @inline(__always)
    static func endContainer<Consumer: JSONTokenConsumer>(_ context: UnsafeMutableRawPointer?, isObject: Bool, _: Consumer.Type) -> Int32 {
        withTokenizer(context, of: Consumer.self) { $0.handleEndContainer(isObject: isObject) }
    }

    /// Calls `body` with the tokenizer behind a callback's context pointer. yajl passes back the
    /// pointer given to `yajl_alloc`, and the tokenizer owning the handle outlives every callback, so
    /// the reference is used without retaining it (a retain and release per token otherwise). The
    /// tokenizer chose the table from its own consumer type; debug builds check that the table's
    /// closures name that type.
    @inline(__always)
    private static func withTokenizer<Consumer: JSONTokenConsumer>(_ context: UnsafeMutableRawPointer?, of _: Consumer.Type,
                                                _ body: (JSONTokenizer<Consumer>) -> Int32) -> Int32 {
        let pointer = UnsafeRawPointer(context.unsafelyUnwrapped)
        assert(Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() is JSONTokenizer<Consumer>,
               "a yajl callbacks table names another consumer type than its tokenizer's")
        return Unmanaged<JSONTokenizer<Consumer>>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }
}
