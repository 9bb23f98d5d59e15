import ArgumentParser
import FoundationEssentials
import Testing

@testable import glide

@Suite("Today for glide daily: the UTC day of the clock, or GLIDE_TODAY")
struct TodayTests {
    /// 2026-11-23 23:59:59 UTC: still the 23rd in UTC, whatever the machine's time zone.
    let lateOnThe23rd = Date(timeIntervalSince1970: 1_795_392_000 + 86_399)

    @Test func theClocksUTCDay() throws {
        #expect(try Today.utc(environment: [:], now: lateOnThe23rd).description == "2026-11-23")
        #expect(
            try Today.utc(environment: [:], now: lateOnThe23rd.addingTimeInterval(1)).description
                == "2026-11-24")
        #expect(
            try Today.utc(environment: ["GLIDE_TODAY": ""], now: lateOnThe23rd).description == "2026-11-23")
    }

    @Test func glideTodayOverridesTheClock() throws {
        #expect(
            try Today.utc(environment: ["GLIDE_TODAY": "2030-01-05"], now: lateOnThe23rd).description
                == "2030-01-05")
    }

    @Test func aBadGlideTodayIsAUsageError() {
        for text in ["tomorrow", "2026-02-30", "2026-11-23 "] {
            #expect(throws: ExitCode.validationFailure) {
                try Today.utc(environment: ["GLIDE_TODAY": text], now: lateOnThe23rd)
            }
        }
    }
}
