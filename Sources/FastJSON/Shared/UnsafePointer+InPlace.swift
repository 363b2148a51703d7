extension UnsafePointer {
    /// Runs `body` on the value here, in place. In generic code, a call on `pointee` (or on an
    /// element of a buffer), or a `borrowing` argument, works on a copy: a retain and a release of
    /// each reference the value holds, and a metadata lookup; an `inout` argument is passed by its
    /// address. `body` must not change the value, which may be shared (an array's storage): debug
    /// builds compare its bytes before and after.
    @inline(__always)
    func withPointeeInPlace<R>(_ body: (inout Pointee) throws -> R) rethrows -> R {
        #if DEBUG
        let size = MemoryLayout<Pointee>.size
        return try withUnsafeTemporaryAllocation(byteCount: size, alignment: MemoryLayout<Pointee>.alignment) { before in
            before.copyMemory(from: UnsafeRawBufferPointer(start: self, count: size))
            defer {
                assert(before.elementsEqual(UnsafeRawBufferPointer(start: self, count: size)), "a value changed through a read-only pointer")
            }
            return try body(&UnsafeMutablePointer(mutating: self).pointee)
        }
        #else
        return try body(&UnsafeMutablePointer(mutating: self).pointee)
        #endif
    }
}
