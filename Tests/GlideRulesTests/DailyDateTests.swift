import GlideRules
import Testing

@Suite("DailyDate: YYYY-MM-DD, day numbers, weekdays, today in UTC")
struct DailyDateTests {
    func date(_ text: String) throws -> DailyDate { try DailyDate(parsing: text) }

    @Test func parsesAndPrintsTheSameText() throws {
        for text in ["2026-11-23", "0001-01-01", "9999-12-31", "2024-02-29", "2000-02-29", "1970-01-01"] {
            #expect(try date(text).description == text)
        }
        let day = try date("2026-11-23")
        #expect((day.year, day.month, day.day) == (2026, 11, 23))
    }

    @Test(arguments: [
        ("2026-2-3", DailyDate.ParseError.badFormat), ("2026/11/23", .badFormat), ("20261123", .badFormat),
        (" 2026-11-23", .badFormat), ("2026-11-23\n", .badFormat), ("2026-11-2x", .badFormat),
        ("", .badFormat), ("２０２６-11-23", .badFormat), ("+026-11-23", .badFormat),
        ("2026-13-01", .noSuchMonth(13)), ("2026-00-10", .noSuchMonth(0)),
        ("2026-02-30", .noSuchDay(year: 2026, month: 2, day: 30)),
        ("2025-02-29", .noSuchDay(year: 2025, month: 2, day: 29)),
        ("1900-02-29", .noSuchDay(year: 1900, month: 2, day: 29)),
        ("2026-04-31", .noSuchDay(year: 2026, month: 4, day: 31)),
        ("2026-01-00", .noSuchDay(year: 2026, month: 1, day: 0)), ("0000-06-01", .noSuchYear(0)),
    ])
    func refusesWhatIsNotADate(_ text: String, _ expected: DailyDate.ParseError) {
        #expect(throws: expected) { try DailyDate(parsing: text) }
    }

    /// Day numbers as Python's datetime counts them (`(date(...) - date(1970, 1, 1)).days`).
    @Test func dayNumbersMatchAKnownCalendar() throws {
        #expect(try date("1970-01-01").ordinal == 0)
        #expect(try date("1969-12-31").ordinal == -1)
        #expect(try date("2026-11-23").ordinal == 20_780)
        #expect(try date("2000-03-01").ordinal == 11_017)
        #expect(try date("1600-01-01").ordinal == -135_140)
        #expect(try date("2400-12-31").ordinal == 157_419)
        #expect(DailyDate.first.ordinal == -719_162)
        #expect(DailyDate.last.ordinal == 2_932_896)
        #expect(DailyDate(ordinal: 21_243).description == "2028-02-29")
    }

    /// Every day from 1599 to 2401, walked with next and back with previous: the day numbers
    /// count one by one and each month has the days the Gregorian rules give it.
    @Test func everyDayFollowsTheOneBefore() throws {
        var day = try date("1599-01-01")
        var daysInMonth: [String: Int] = [:]
        while day.year <= 2401 {
            let next = day.next
            #expect(next.ordinal == day.ordinal + 1)
            #expect(next.previous == day)
            #expect(DailyDate(ordinal: day.ordinal) == day)
            #expect(day < next)
            daysInMonth["\(day.year)-\(day.month)", default: 0] += 1
            day = next
        }
        for year in 1599...2401 {
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let expected = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
            #expect((1...12).map { daysInMonth["\(year)-\($0)"] } == expected, "\(year)")
        }
    }

    @Test func monthAndYearBoundaries() throws {
        #expect(try date("2026-12-31").next == date("2027-01-01"))
        #expect(try date("2027-01-01").previous == date("2026-12-31"))
        #expect(try date("2024-02-28").next == date("2024-02-29"))
        #expect(try date("2023-02-28").next == date("2023-03-01"))
        #expect(try date("2026-03-01").previous == date("2026-02-28"))
        #expect(try date("2026-11-23").days(to: date("2027-11-23")) == 365)
        #expect(DailyDate.first.previous == DailyDate.first)
        #expect(DailyDate.last.next == DailyDate.last)
    }

    @Test func weekdays() throws {
        #expect(try date("1970-01-01").weekday == .thursday)
        #expect(try date("1969-12-31").weekday == .wednesday)
        #expect(try date("2026-11-23").weekday == .monday)
        #expect(try date("2000-01-01").weekday == .saturday)
        #expect(try date("2400-12-31").weekday == .sunday)
        #expect(DailyDate.first.weekday == .monday)
    }

    @Test func todayIsTheUTCDayOfTheClock() throws {
        #expect(DailyDate.utc(containing: 0) == (try date("1970-01-01")))
        #expect(DailyDate.utc(containing: 86_399) == (try date("1970-01-01")))
        #expect(DailyDate.utc(containing: 86_400) == (try date("1970-01-02")))
        #expect(DailyDate.utc(containing: -1) == (try date("1969-12-31")))
        #expect(DailyDate.utc(containing: -86_400) == (try date("1969-12-31")))
        #expect(DailyDate.utc(containing: -86_401) == (try date("1969-12-30")))
        #expect(DailyDate.utc(containing: 1_795_392_000) == (try date("2026-11-23")))
        #expect(DailyDate.utc(containing: 1_795_392_000 - 1) == (try date("2026-11-22")))
    }
}
