/// Proleptic Gregorian calendar arithmetic in whole days, counted from 2001-01-01 (the reference date
/// of `Date`), for the ISO 8601 fast paths. Foundation's calendar switches to the Julian calendar
/// before 1582-10-15, so callers keep to `supportedYears`, where the two agree. Within them every
/// intermediate value is below 2^32, so the wrapping operators cannot wrap.
enum GregorianDay {
    /// Years whose every day is Gregorian in Foundation's calendar and fits four digits.
    static let supportedYears: ClosedRange<Int> = 1583...9999

    /// Days from 0000-03-01 to 2001-01-01, in the era count of `days(year:month:day:)`.
    private static let referenceDayFromMarchZero = 730_791

    /// The day number of a valid date (`month` 1...12, `day` within the month).
    @inline(__always)
    static func days(year: Int, month: Int, day: Int) -> Int {
        // Years start on 1 March, so that the leap day is the last of its year.
        let marchYear = month <= 2 ? year &- 1 : year
        let era = marchYear / 400  // non-negative in the supported years
        let yearOfEra = marchYear &- era &* 400
        let monthFromMarch = month > 2 ? month &- 3 : month &+ 9
        let dayOfYear = (153 &* monthFromMarch &+ 2) / 5 &+ day &- 1
        let dayOfEra = yearOfEra &* 365 &+ yearOfEra / 4 &- yearOfEra / 100 &+ dayOfYear
        return era &* 146_097 &+ dayOfEra &- referenceDayFromMarchZero
    }

    /// The date of a day number from `days(year:month:day:)`, inside the supported years.
    @inline(__always)
    static func date(days: Int) -> (year: Int, month: Int, day: Int) {
        let fromMarchZero = days &+ referenceDayFromMarchZero
        let era = fromMarchZero / 146_097
        let dayOfEra = fromMarchZero &- era &* 146_097
        let yearOfEra = (dayOfEra &- dayOfEra / 1460 &+ dayOfEra / 36_524 &- dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra &- (365 &* yearOfEra &+ yearOfEra / 4 &- yearOfEra / 100)
        let monthFromMarch = (5 &* dayOfYear &+ 2) / 153
        let day = dayOfYear &- (153 &* monthFromMarch &+ 2) / 5 &+ 1
        let month = monthFromMarch < 10 ? monthFromMarch &+ 3 : monthFromMarch &- 9
        let year = yearOfEra &+ era &* 400 &+ (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// The number of days in `month` (1...12) of `year`.
    @inline(__always)
    static func length(ofMonth month: Int, year: Int) -> Int {
        if month == 2 {
            let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return isLeap ? 29 : 28
        }
        return month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31
    }
}
