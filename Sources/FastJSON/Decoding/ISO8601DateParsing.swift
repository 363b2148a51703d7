import Foundation

/// Reads the common shape of an ISO 8601 date, `yyyy-MM-ddTHH:mm:ss[.f{1,9}](Z|±HH:mm|±HHmm)`, straight
/// from the string's bytes, to the same `Date` that `Date.ISO8601FormatStyle().parse` gives.
///
/// Foundation's parser is lenient in ways a fast path should not try to reproduce (digit counts,
/// `24:00:00`, minute 60, 30 February, trailing text, `GMT`/`UTC` zones, Julian dates before 1583),
/// so anything but the common shape with in-range fields returns nil and the caller asks Foundation:
/// nil never means the string is invalid, and the fast path never rejects what Foundation accepts.
enum ISO8601DateParsing {
    /// The date of `text`, or nil when Foundation's parser must decide.
    static func date(from text: UnsafeRawBufferPointer) -> Date? {
        // Every field is at most nine digits and the string at most 35 bytes, so the wrapping
        // operators below cannot wrap.
        let count = text.count
        // The shortest common shape is `yyyy-MM-ddTHH:mm:ssZ`.
        guard count >= 20, count <= 35, let base = text.baseAddress else { return nil }
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = digits(bytes, 0, 4), let month = digits(bytes, 5, 2), let day = digits(bytes, 8, 2),
              let hour = digits(bytes, 11, 2), let minute = digits(bytes, 14, 2), let second = digits(bytes, 17, 2),
              GregorianDay.supportedYears.contains(year), (1...12).contains(month),
              day >= 1, day <= GregorianDay.length(ofMonth: month, year: year),
              hour < 24, minute < 60, second < 60
        else { return nil }

        var position = 19
        var nanoseconds: Int?
        if bytes[position] == UInt8(ascii: ".") {
            position &+= 1
            var value = 0
            var digitCount = 0
            while position < count, let digit = digitValue(bytes[position]) {
                guard digitCount < 9 else { return nil }
                value = value &* 10 &+ digit
                digitCount &+= 1
                position &+= 1
            }
            guard digitCount > 0 else { return nil }
            for _ in digitCount..<9 { value &*= 10 }
            nanoseconds = value
        }

        guard let offset = zoneOffset(bytes, from: position, count: count) else { return nil }
        let dayStart = Double(GregorianDay.days(year: year, month: month, day: day) &* 86_400)
        // The same floating-point steps as Foundation's calendar: seconds of the day (with the
        // fraction), added to the day's start, then the zone's offset taken away.
        var secondsInDay = Double(hour &* 3600 &+ minute &* 60 &+ second)
        if let nanoseconds {
            secondsInDay += Double(nanoseconds) / 1_000_000_000
        }
        return Date(timeIntervalSinceReferenceDate: (dayStart + secondsInDay) - Double(offset))
    }

    /// The zone at `position` to the end, in seconds east of GMT: `Z`, `±HH:mm` or `±HHmm`.
    @inline(__always)
    private static func zoneOffset(_ bytes: UnsafePointer<UInt8>, from position: Int, count: Int) -> Int? {
        let remaining = count &- position
        guard remaining > 0 else { return nil }
        if remaining == 1 { return bytes[position] == UInt8(ascii: "Z") ? 0 : nil }
        let sign = bytes[position]
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), remaining == 5 || remaining == 6,
              let hours = digits(bytes, position &+ 1, 2), hours < 18
        else { return nil }
        var minutesAt = position &+ 3
        if remaining == 6 {
            guard bytes[minutesAt] == UInt8(ascii: ":") else { return nil }
            minutesAt &+= 1
        }
        guard let minutes = digits(bytes, minutesAt, 2), minutes < 60 else { return nil }
        let offset = hours &* 3600 &+ minutes &* 60
        return sign == UInt8(ascii: "+") ? offset : -offset
    }

    /// The value of `length` ASCII digits at `start`, or nil if one is not a digit.
    @inline(__always)
    private static func digits(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> Int? {
        var value = 0
        for index in start..<(start &+ length) {
            guard let digit = digitValue(bytes[index]) else { return nil }
            value = value &* 10 &+ digit
        }
        return value
    }

    @inline(__always)
    private static func digitValue(_ byte: UInt8) -> Int? {
        let digit = byte &- UInt8(ascii: "0")
        return digit < 10 ? Int(digit) : nil
    }
}
