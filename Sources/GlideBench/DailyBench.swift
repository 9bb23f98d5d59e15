import ArgumentParser
import Foundation
import GlideGenerator
import GlideRules
import GlideWording

/// The daily puzzle over a run of dates: how long each day's level takes to make (what a
/// player waits for on `glide daily`), and the sizes, pars and difficulties the days get.
struct DailyBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Measure the daily puzzle's generation over a run of dates (a year from --from by default)."
    )

    @Option(help: "The first date (YYYY-MM-DD).")
    var from = "2026-01-01"

    @Option(help: "How many consecutive days.")
    var days = 365

    @Flag(help: "Print one line per day.")
    var verbose = false

    func run() throws {
        let first: DailyDate
        do throws(DailyDate.ParseError) {
            first = try DailyDate(parsing: from)
        } catch {
            throw ValidationError("--from: \(error)")
        }
        var measured = DailyDays()
        var date = first
        for _ in 0..<days {
            let started = ContinuousClock.now
            let puzzle = DailyPuzzle(date: date)
            let elapsed = (ContinuousClock.now - started).seconds
            measured.add(puzzle, date: date, seconds: elapsed)
            if verbose {
                print(
                    "\(date) \(date.weekday.description.prefix(3)) \(puzzle.size) par \(puzzle.par) "
                        + "difficulty \(puzzle.difficulty.score) dead ends \(puzzle.difficulty.deadEnds) "
                        + "candidates \(puzzle.candidatesTried) "
                        + String(format: "%.3f s", elapsed))
            }
            date = date.next
        }
        print("days \(days) from \(first)")
        measured.summary.forEach { print($0) }
    }
}

/// The figures of the days measured, in date order, and what they sum up to.
private struct DailyDays {
    var seconds: [Double] = []
    var pars: [Int] = []
    var scores: [Int] = []
    var deadEnds: [Int] = []
    var candidates: [Int] = []
    var sizes: [String: Int] = [:]
    var byWeekday: [Weekday: [Double]] = [:]
    /// The day that took longest, and how long.
    var slowest: (DailyDate, Double)? = nil

    mutating func add(_ puzzle: DailyPuzzle, date: DailyDate, seconds elapsed: Double) {
        seconds.append(elapsed)
        byWeekday[date.weekday, default: []].append(elapsed)
        pars.append(puzzle.par)
        scores.append(puzzle.difficulty.score)
        deadEnds.append(puzzle.difficulty.deadEnds)
        candidates.append(puzzle.candidatesTried)
        sizes["\(puzzle.size)", default: 0] += 1
        if elapsed > slowest?.1 ?? -1 { slowest = (date, elapsed) }
    }

    /// The times overall and per weekday (beside the weekday's plan), then the spread of pars,
    /// difficulties, dead ends, candidates tried and sizes.
    var summary: [String] {
        var lines = [
            String(
                format: "seconds: median %.3f, 90th percentile %.3f, max %.3f (%@), total %.1f",
                seconds.median, Self.percentile(seconds, 0.9), seconds.max() ?? 0,
                slowest.map { "\($0.0)" } ?? "-", seconds.total)
        ]
        for weekday in Weekday.allCases {
            guard let times = byWeekday[weekday] else { continue }
            let plan = DailyPlan.plan(for: weekday)
            lines.append(
                String(
                    format: "  %@: median %.3f s, max %.3f s (plan %@, par %d–%d)",
                    weekday.description.padding(toLength: 9, withPad: " ", startingAt: 0), times.median,
                    times.max() ?? 0, plan.sizes.map(\.description).joined(separator: " "),
                    plan.moves.lowerBound, plan.moves.upperBound))
        }
        return lines + [
            "par: \(pars.min() ?? 0)–\(pars.max() ?? 0), median \(pars.map(Double.init).median)",
            "difficulty: \(scores.min() ?? 0)–\(scores.max() ?? 0), median \(scores.map(Double.init).median)",
            "dead ends: \(deadEnds.min() ?? 0)–\(deadEnds.max() ?? 0)",
            "candidates tried: median \(candidates.map(Double.init).median), max \(candidates.max() ?? 0)",
            "sizes: "
                + sizes.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "),
        ]
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
    }
}
