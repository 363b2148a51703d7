extension UnsafePointer {
    /// Runs `body` on the value here, in place. In generic code, a call on `pointee` (or on an
    /// element of a buffer) works on a copy, a retain and a release of each reference the value
    /// holds; an `inout` argument is passed by its address. `body` must not change the value.
    @inline(__always)
    func withPointeeInPlace<R>(_ body: (inout Pointee) throws -> R) rethrows -> R {
        try body(&UnsafeMutablePointer(mutating: self).pointee)
    }
}
