import FoundationEssentials
import GlidePlay
import GlideRules
import Testing

/// The settings route by intents: ↑↓ choose a row, ←→ change it; each change is kept with the
/// progress and acts at once where the session owns it (timings, the bell).
@Suite("Settings: rows, animation speed, bell on a win, colours, kept with the progress")
struct SettingsTests {
    static let three = PlaySessionTests.three

    func bench(progress: PlayerProgress = PlayerProgress(), timingIsFixed: Bool = false) throws
        -> SessionBench
    {
        let packs = [PlayPack(try LevelFormat.parse(Self.three), fallbackTitle: "t")]
        return SessionBench(
            PlaySession(
                packs: packs, progress: progress,
                settings: PlaySettings(
                    timingIsFixed: timingIsFixed, unlockAll: true, themes: ["dark", "pale"])))
    }

    static func row(_ bench: SessionBench) -> Setting? {
        if case let .settings(row) = bench.session.top { row } else { nil }
    }

    @Test func upAndDownChooseARowAndStopAtTheEnds() throws {
        var bench = try bench()
        bench.send(.showSettings)
        #expect(Self.row(bench) == .theme, "the first row first")
        bench.send(.chooseSetting(by: -1))
        #expect(Self.row(bench) == .theme, "no row above the first")
        for expected in [Setting.animationSpeed, .bellOnWin, .colors, .colors] {
            bench.send(.chooseSetting(by: 1))
            #expect(Self.row(bench) == expected)
        }
        #expect(bench.saves == 0, "choosing a row changes nothing")
        bench.send(.help)
        bench.send(.proceed)
        #expect(Self.row(bench) == .colors, "help closes onto the row chosen")
    }

    @Test func eachRowChangesItsOwnSettingAndKeepsIt() throws {
        var bench = try bench()
        bench.send(.showSettings)
        bench.send(.chooseSetting(by: 1))
        bench.send(.changeSetting(by: 1))
        #expect(bench.session.preferences.animationSpeed == .fast && bench.saves == 1)
        bench.send(.changeSetting(by: 1))
        #expect(bench.session.preferences.animationSpeed == .instant)
        bench.send(.changeSetting(by: 1))
        #expect(bench.session.preferences.animationSpeed == .slow, "round past the last")
        bench.send(.chooseSetting(by: 1))
        bench.send(.changeSetting(by: -1))
        #expect(bench.session.preferences.bellOnWin, "either arrow turns the bell on or off")
        bench.send(.changeSetting(by: 1))
        #expect(!bench.session.preferences.bellOnWin)
        bench.send(.chooseSetting(by: 1))
        bench.send(.changeSetting(by: -1))
        #expect(bench.session.preferences.colors == .none)
        bench.send(.changeSetting(by: -1))
        #expect(bench.session.preferences.colors == .ansi16)
        #expect(bench.session.theme == "dark", "the theme stays as it was")
        #expect(
            bench.session.progress.preferences
                == PlayerPreferences(animationSpeed: .slow, bellOnWin: false, colors: .ansi16))
        #expect(bench.saves == 7, "every change saved at once")
        bench.send(.back)
        #expect(bench.isOnLevelSelect)
    }

    @Test func theAnimationSpeedScalesTheTimingOfGamesOpenedAfterIt() throws {
        var progress = PlayerProgress()
        progress.preferences = PlayerPreferences(animationSpeed: .slow)
        var bench = try bench(progress: progress)
        #expect(
            bench.session.timing.travelTime(cells: 1) == 2 * AnimationTiming.standard.travelTime(cells: 1))
        bench.send(.openSelected)
        bench.send(.play(.move(.right)), at: 0)
        // A one-cell slide takes 0.10 s at the normal speed, 0.20 s slow.
        #expect(bench.game?.play.winPhase(at: 0.15) == .finishing, "the ball still sliding, slowly")
        bench.send(.back, at: 5)
        bench.send(.showSettings)
        bench.send(.chooseSetting(by: 1))
        bench.send(.changeSetting(by: 2))
        #expect(bench.session.preferences.animationSpeed == .fast)
        #expect(
            bench.session.timing.travelTime(cells: 1) == AnimationTiming.standard.travelTime(cells: 1) / 2)
        bench.send(.changeSetting(by: 1))
        #expect(bench.session.timing.animated == false && bench.session.timing.travelTime(cells: 9) == 0)
    }

    @Test func aTimingSetOnTheCommandLineStandsWhateverTheSetting() throws {
        var progress = PlayerProgress()
        progress.preferences = PlayerPreferences(animationSpeed: .instant)
        let bench = try bench(progress: progress, timingIsFixed: true)
        #expect(bench.session.timing == .standard)
    }

    @Test func aWinRingsTheBellOnlyWhenThePlayerAskedForIt() throws {
        var bench = try bench()
        bench.send(.openSelected)
        bench.win([.right])
        #expect(bench.bells == 0, "off by default")
        bench.send(.back)
        bench.send(.showSettings)
        bench.send(.chooseSetting(by: 2))
        bench.send(.changeSetting(by: 1))
        bench.send(.back)
        bench.send(.select(pack: 0, level: 1))
        bench.send(.openSelected)
        bench.send(.play(.move(.left)))
        #expect(bench.bells == 0, "a move that does not win rings nothing")
        bench.win([.right])
        #expect(bench.bells == 1, "the win rings once")
        bench.wait(until: bench.now + 10)
        #expect(bench.bells == 1)
    }

    // MARK: The progress file

    @Test func aProgressFileFromBeforeTheSettingsReadsAsTheDefaults() throws {
        let old =
            #"{"version":1,"levels":{"x":{"solved":true,"bestMoves":3,"stars":3,"hintsUsed":0}},"theme":"light"}"#
        let progress = try JSONDecoder().decode(PlayerProgress.self, from: Data(old.utf8))
        #expect(
            progress.preferences == nil && progress.theme == "light"
                && progress.record(for: "x")?.solved == true)
        let session = PlaySession(packs: [], progress: progress, settings: PlaySettings())
        #expect(
            session.preferences == PlayerPreferences(animationSpeed: .normal, bellOnWin: false, colors: .auto)
        )
    }

    @Test func settingsSurviveTheRoundTripAndUnknownValuesReadAsDefaults() throws {
        var progress = PlayerProgress()
        progress.preferences = PlayerPreferences(animationSpeed: .fast, bellOnWin: true, colors: .xterm256)
        let data = try JSONEncoder().encode(progress)
        #expect(try JSONDecoder().decode(PlayerProgress.self, from: data) == progress)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""colors":"256""#) && text.contains(#""animationSpeed":"fast""#))
        // A later version's values, and a missing one: the rest of the file still loads.
        let later =
            #"{"version":1,"levels":{},"preferences":{"animationSpeed":"ludicrous","colors":"12-bit","bellOnWin":true,"haptics":"on"}}"#
        let read = try JSONDecoder().decode(PlayerProgress.self, from: Data(later.utf8))
        #expect(
            read.preferences == PlayerPreferences(animationSpeed: .normal, bellOnWin: true, colors: .auto))
        let partial = #"{"version":1,"levels":{},"preferences":{"colors":"none"}}"#
        #expect(
            try JSONDecoder().decode(PlayerProgress.self, from: Data(partial.utf8)).preferences
                == PlayerPreferences(colors: .none))
    }
}
