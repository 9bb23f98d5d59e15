import GlideRules

extension DailyDate.ParseError: CustomStringConvertible {
    /// What is wrong, in the player's words ("February 2026 has 28 days"); callers name the text.
    public var description: String {
        switch self {
        case .badFormat: "write dates as YYYY-MM-DD, e.g. 2026-11-23"
        case let .noSuchMonth(month): "there is no month \(month): months run from 01 to 12"
        case let .noSuchDay(year, month, day):
            "\(monthNames[month - 1]) \(year) has \(DailyDate.daysIn(month: month, year: year)) days, not \(day)"
        case let .noSuchYear(year): "there is no year \(year): years run from 0001 to 9999"
        }
    }
}

private let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
]

extension Weekday: CustomStringConvertible {
    public var description: String {
        switch self {
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        case .sunday: "Sunday"
        }
    }
}
