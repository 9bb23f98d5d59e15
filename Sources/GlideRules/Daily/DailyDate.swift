/// A calendar day, as the daily puzzle names it: `2026-11-23`, in the proleptic Gregorian
/// calendar (the rules of today's calendar carried back before 1582), years 1 to 9999.
///
/// The arithmetic is the civil-from-days algorithm (Howard Hinnant's), so no calendar library
/// and no time zone database is needed: the same day has the same ordinal on every machine.
/// Which day it is *now* depends on a clock and is for the caller to say (`utc(containing:)`).
public struct DailyDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Why a text is not a date.
    public enum ParseError: Error, Hashable, Sendable {
        /// Not four digits, a dash, two digits, a dash, two digits.
        case badFormat
        /// A month outside 1…12.
        case noSuchMonth(Int)
        /// A day the month does not have (`2026-02-30`, `2025-02-29`).
        case noSuchDay(year: Int, month: Int, day: Int)
        /// A year outside 1…9999 (there was no year 0).
        case noSuchYear(Int)
    }

    /// The day `year`-`month`-`day`, checked.
    public init(year: Int, month: Int, day: Int) throws(ParseError) {
        guard (1...9999).contains(year) else { throw .noSuchYear(year) }
        guard (1...12).contains(month) else { throw .noSuchMonth(month) }
        guard (1...Self.daysIn(month: month, year: year)).contains(day) else {
            throw .noSuchDay(year: year, month: month, day: day)
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` exactly: ASCII digits, zero-padded, nothing around it.
    public init(parsing text: String) throws(ParseError) {
        let bytes = Array(text.utf8)
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        func number(_ range: Range<Int>) -> Int {
            bytes[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy({ isDigit(bytes[$0]) })
        else { throw .badFormat }
        try self.init(year: number(0..<4), month: number(5..<7), day: number(8..<10))
    }

    /// The day numbered `ordinal` days after 1970-01-01 (negative before it). Outside years
    /// 1…9999 it is clamped to the first or last day.
    public init(ordinal: Int) {
        let clamped = min(max(ordinal, Self.first.ordinal), Self.last.ordinal)
        // Hinnant's civil_from_days: eras of 400 years (146 097 days) starting on 0000-03-01.
        let z = clamped + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // 0 is March
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static let first = DailyDate(unchecked: 1, 1, 1)
    public static let last = DailyDate(unchecked: 9999, 12, 31)

    /// Days since 1970-01-01 (Hinnant's days_from_civil).
    public var ordinal: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day after (the last day stays itself).
    public var next: DailyDate { DailyDate(ordinal: ordinal + 1) }
    /// The day before (the first day stays itself).
    public var previous: DailyDate { DailyDate(ordinal: ordinal - 1) }

    /// `other` minus this date, in days.
    public func days(to other: DailyDate) -> Int { other.ordinal - ordinal }

    public var weekday: Weekday {
        // 1970-01-01 was a Thursday (index 3, counting from Monday).
        let index = ((ordinal % 7) + 7 + 3) % 7
        return Weekday.allCases[index]
    }

    /// The UTC day holding the moment `secondsSince1970` (Unix time, leap seconds aside, as
    /// every clock reports it).
    public static func utc(containing secondsSince1970: Int64) -> DailyDate {
        let days = secondsSince1970 >= 0 ? secondsSince1970 / 86_400 : (secondsSince1970 + 1) / 86_400 - 1
        return DailyDate(ordinal: Int(clamping: days))
    }

    /// `YYYY-MM-DD`.
    public var description: String { Self.format(year: year, month: month, day: day) }

    public static func < (left: DailyDate, right: DailyDate) -> Bool {
        (left.year, left.month, left.day) < (right.year, right.month, right.day)
    }

    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func format(year: Int, month: Int, day: Int) -> String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
}

/// The days of the week, Monday first (ISO 8601).
public enum Weekday: Int, CaseIterable, Hashable, Sendable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday
}
