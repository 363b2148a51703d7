extension Double {
    /// The C library's correctly rounded answer, for the one input in millions whose truncated
    /// 19-digit significand leaves the rounding undecided. Swift's `Double(String)` is `strtod` in the
    /// C locale (exact for any number of digits, independent of the process locale).
    @inline(never)
    static func _slowpath_parse(_ text: UnsafeRawBufferPointer) -> Double {
        Double(String(decoding: text, as: UTF8.self)) ?? .nan
    }
}

extension Float {
    /// As for `Double`: `Float(String)` is `strtof` in the C locale, which rounds once, directly from
    /// the decimal, like the fast tiers.
    @inline(never)
    static func _slowpath_parse(_ text: UnsafeRawBufferPointer) -> Float {
        Float(String(decoding: text, as: UTF8.self)) ?? .nan
    }
}
