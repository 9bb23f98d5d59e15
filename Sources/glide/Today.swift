import FoundationEssentials
import GlideRules
import GlideWording

/// Today's date for the daily puzzle: the UTC day of the system clock, or `GLIDE_TODAY`
/// (`YYYY-MM-DD`) when set, so that tests can play given days and build streaks.
enum Today {
    static let variable = "GLIDE_TODAY"

    /// Today; a usage error when `GLIDE_TODAY` is set to something that is not a date.
    static func utc(
        environment: [String: String] = ProcessInfo.processInfo.environment, now: Date = Date()
    ) throws -> DailyDate {
        if let text = environment[variable], !text.isEmpty {
            do throws(DailyDate.ParseError) {
                return try DailyDate(parsing: text)
            } catch {
                throw usageError("\(variable)=\(text) is not a date: \(error).")
            }
        }
        return DailyDate.utc(containing: Int64(now.timeIntervalSince1970.rounded(.down)))
    }
}
