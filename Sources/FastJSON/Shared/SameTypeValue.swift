/// `value` as `T`, for a caller that knows `Value.self == T.self` (a cached type kind, or the
/// metatypes compared just before, say so): a plain copy, where a dynamic cast would cost a
/// runtime call per value and would not fold away once the caller is specialized. Inlinable, as
/// the reads that the macros' generated code inlines use it too.
@inlinable @inline(__always)
func sameTypeValue<Value, T>(_ value: Value, as type: T.Type) -> T {
    assert(Value.self == T.self, "a value reinterpreted as another type")
    return unsafeBitCast(value, to: T.self)
}
