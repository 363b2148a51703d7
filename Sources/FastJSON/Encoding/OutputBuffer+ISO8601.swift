import Foundation

extension OutputBuffer {
    /// Seconds from 2001-01-01 to the first and past the last day of `GregorianDay.supportedYears`.
    private static let iso8601Seconds: Range<Double> = {
        let first = GregorianDay.days(year: GregorianDay.supportedYears.lowerBound, month: 1, day: 1)
        let end = GregorianDay.days(year: GregorianDay.supportedYears.upperBound, month: 12, day: 31) + 1
        return Double(first * 86_400)..<Double(end * 86_400)
    }()

    /// Writes `date` as `Date.ISO8601FormatStyle()` formats it, `"yyyy-MM-ddTHH:mm:ssZ"` in GMT, in
    /// quotes, and returns true; returns false, writing nothing, when Foundation must format it.
    ///
    /// The fast path takes finite dates in the supported years whose fraction of a second is zero or
    /// clear of the second's edges, where flooring cannot disagree with Foundation's own arithmetic.
    @inline(__always)
    mutating func appendISO8601Quoted(_ date: Date) -> Bool {
        let interval = date.timeIntervalSinceReferenceDate
        guard Self.iso8601Seconds.contains(interval) else { return false }
        let whole = interval.rounded(.down)
        let fraction = interval - whole
        guard fraction == 0 || (fraction >= 0x1p-10 && fraction <= 1 - 0x1p-10) else { return false }
        // In range, so the conversion is exact and cannot trap.
        let seconds = Int(whole)
        var days = seconds / 86_400
        var secondOfDay = seconds - days &* 86_400
        if secondOfDay < 0 {
            days &-= 1
            secondOfDay &+= 86_400
        }
        let (year, month, day) = GregorianDay.date(days: days)
        let hour = secondOfDay / 3600
        let minute = secondOfDay / 60 % 60
        let second = secondOfDay % 60

        let target = reserve(22)
        target[0] = UInt8(ascii: "\"")
        Self.writeDigits(UInt64(year), count: 4, at: target + 1)
        target[5] = UInt8(ascii: "-")
        Self.writeTwoDigits(month, at: target + 6)
        target[8] = UInt8(ascii: "-")
        Self.writeTwoDigits(day, at: target + 9)
        target[11] = UInt8(ascii: "T")
        Self.writeTwoDigits(hour, at: target + 12)
        target[14] = UInt8(ascii: ":")
        Self.writeTwoDigits(minute, at: target + 15)
        target[17] = UInt8(ascii: ":")
        Self.writeTwoDigits(second, at: target + 18)
        target[20] = UInt8(ascii: "Z")
        target[21] = UInt8(ascii: "\"")
        count &+= 22
        return true
    }

    /// Writes `value` (0...99) as two digits.
    @inline(__always)
    private static func writeTwoDigits(_ value: Int, at target: UnsafeMutablePointer<UInt8>) {
        target[0] = UInt8(truncatingIfNeeded: value / 10) &+ UInt8(ascii: "0")
        target[1] = UInt8(truncatingIfNeeded: value % 10) &+ UInt8(ascii: "0")
    }
}
