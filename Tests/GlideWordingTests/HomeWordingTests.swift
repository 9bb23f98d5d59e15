import GlidePlay
import GlideRules
import GlideWording
import Testing

@Suite("Home in words: the daily puzzle's entry in level select, the settings")
struct HomeWordingTests {
    static let today = try! DailyDate(parsing: "2026-11-24")
    static let record = DailyRecord(
        bestMoves: 20, par: 18, stars: 2, bestSolution: "R", hintsUsed: 0, wonOnTheDay: true, level: "x")

    func offer(_ progress: DailyOffer.Progress, streak: Int = 0, best: Int? = nil, making: Bool = false)
        -> DailyOffer
    {
        DailyOffer(
            date: Self.today, progress: progress, streak: DailyStreak(current: streak, best: best ?? streak),
            isMaking: making)
    }

    @Test func theEntryFromLongestToShortest() {
        #expect(
            offer(.notStarted, streak: 3).labels == [
                "Daily · Tuesday 2026-11-24 · not played yet · streak 3 days",
                "Daily · Tuesday · not played yet · streak 3 days",
                "Daily · new · streak 3",
                "Daily · new",
                "Daily",
            ])
        #expect(
            offer(.notStarted).labels.first == "Daily · Tuesday 2026-11-24 · not played yet",
            "no streak, no word of it")
        #expect(offer(.inProgress(moves: 1)).labels.first == "Daily · Tuesday 2026-11-24 · 1 move so far")
        #expect(offer(.inProgress(moves: 7)).labels[2] == "Daily · 7 so far")
        #expect(
            offer(.won(Self.record), streak: 1).labels.first
                == "Daily · Tuesday 2026-11-24 · won in 20 moves (par 18) ★★☆ · streak 1 day")
        #expect(offer(.won(Self.record), streak: 1).labels[3] == "Daily · ★★☆")
        #expect(
            offer(.notStarted, making: true).labels.first
                == "Daily · Tuesday 2026-11-24 · making today's puzzle…")
    }

    @Test func theLineUnderTheTilesSaysWhereThePlayerStandsAndWhatEnterDoes() {
        #expect(
            offer(.notStarted, streak: 4).about.first
                == "Today's daily puzzle, Tuesday 2026-11-24 · streak 4 days: win it to make it 5 · Enter plays it"
        )
        #expect(
            offer(.notStarted).about.first
                == "Today's daily puzzle, Tuesday 2026-11-24 · the same for every player · Enter plays it")
        #expect(offer(.inProgress(moves: 3)).about.last == "3 moves so far · Enter goes on")
        #expect(
            offer(.won(Self.record), streak: 2, best: 5).about.first
                == "Won today: 20 moves (par 18) ★★☆ · streak 2 days (best 5) · Enter plays it again to beat it"
        )
        #expect(offer(.won(Self.record), making: true).about == ["Making today's puzzle…"])
    }

    @Test func everySettingAndValueHasItsWords() {
        #expect(
            Setting.allCases.map(\.name) == ["Colour theme", "Animation speed", "Bell on a win", "Colours"])
        #expect(AnimationSpeed.allCases.map(\.name) == ["slow", "normal", "fast", "instant"])
        #expect(ColorChoice.allCases.map(\.name) == ["auto", "24-bit", "256 colours", "16 colours", "none"])
        #expect(Set(AnimationSpeed.allCases.map(\.about)).count == AnimationSpeed.allCases.count)
        #expect(Setting.onOff(true) == "on" && Setting.onOff(false) == "off")
        #expect(Setting.aboutBell(false).contains("No bell"))
        #expect(ColorChoice.auto.about(detected: .xterm256).hasSuffix(": 256 colours here."))
        #expect(ColorChoice.auto.about(detected: .none).hasSuffix(": no colour here."))
    }
}
