import GlideRules
import GlideWording
import Testing

@Suite("Dates in words")
struct DateWordingTests {
    @Test func errorsSayWhatIsWrongInWords() {
        #expect(
            DailyDate.ParseError.noSuchDay(year: 2026, month: 2, day: 30).description
                == "February 2026 has 28 days, not 30")
        #expect(
            DailyDate.ParseError.noSuchDay(year: 2026, month: 12, day: 32).description
                == "December 2026 has 31 days, not 32")
        #expect(DailyDate.ParseError.badFormat.description == "write dates as YYYY-MM-DD, e.g. 2026-11-23")
        #expect(
            DailyDate.ParseError.noSuchMonth(13).description
                == "there is no month 13: months run from 01 to 12")
        #expect(
            DailyDate.ParseError.noSuchYear(0).description
                == "there is no year 0: years run from 0001 to 9999")
    }

    @Test func weekdaysAreNamedInFull() throws {
        #expect(
            Weekday.allCases.map(\.description) == [
                "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
            ])
        #expect("\(try DailyDate(parsing: "2026-11-23").weekday)" == "Monday")
    }
}
