import GlidePlay
import GlideRules
import Testing

@testable import GlideTerminal

@Suite("Settings")
struct SettingsScreenTests {
    /// Settings opened from level select on an 80×24 terminal that shows 256 colours.
    func settings(options: PlayOptions = PlayOptions(timing: .instant)) throws -> DrivenApp {
        var app = DrivenApp.playing([try pack("Title: P\n\n#@.#\n")], options: options)
        _ = app.handle(.key(.character(",")), now: 0)
        return app
    }

    @Test func commaOpensTheSettingsAsAListWithTheThemeChosen() throws {
        let app = try settings()
        let frame = app.frame(now: 0)
        for (row, line) in [
            "▸ Colour theme      ◀ classic ▶", "Animation speed     normal", "Bell on a win       off",
            "Colours             auto (256 colours)",
        ].enumerated() {
            #expect(frame.find(line)?.y == 2 + row, "row \(row): \(line)")
        }
        #expect(frame.find("Vivid paint on an indigo floor") != nil, "what the chosen row does")
        #expect(frame.find("↑↓ choose") != nil)
    }

    @Test func theArrowsChangeTheThemeAtOnce() throws {
        var app = try settings()
        #expect(
            app.handle(.key(.right), now: 0) == [.theme(.light)], "the terminal draws with it from now on")
        #expect(app.options.theme.name == .light && app.session.progress.theme == "light")
        #expect(app.frame(now: 0).find("◀ light ▶") != nil)
        #expect(app.frame(now: 0).find("A dark board on a light terminal") != nil)
        #expect(app.handle(.key(.character("x")), now: 0).isEmpty, "other keys change nothing")
        _ = app.handle(.key(.escape), now: 0)
        #expect(app.frame(now: 0).find("Colour theme") == nil, "back to level select")
    }

    @Test func downChoosesTheNextRowWhoseValueTheArrowsChange() throws {
        var app = try settings()
        _ = app.handle(.key(.down), now: 0)
        #expect(app.frame(now: 0).find("▸ Animation speed   ◀ normal ▶") != nil)
        #expect(app.handle(.key(.left), now: 0).isEmpty, "the session's own: nothing for the terminal")
        #expect(
            app.session.preferences.animationSpeed == .slow
                && app.saves.last?.preferences?.animationSpeed == .slow)
        #expect(app.frame(now: 0).find("Slides and paint take twice as long") != nil)
        _ = app.handle(.key(.character("j")), now: 0)
        _ = app.handle(.key(.character("l")), now: 0)
        #expect(app.frame(now: 0).find("▸ Bell on a win     ◀ on ▶") != nil)
        #expect(app.session.preferences.bellOnWin)
    }

    @Test func theColoursSettingChangesWhatTheTerminalDrawsWithAtOnce() throws {
        var app = try settings()
        for _ in 0..<3 { _ = app.handle(.key(.down), now: 0) }
        #expect(app.handle(.key(.right), now: 0) == [.colorDepth(.truecolor)])
        #expect(app.handle(.key(.right), now: 0) == [.colorDepth(.xterm256)])
        #expect(app.handle(.key(.right), now: 0) == [.colorDepth(.ansi16)])
        #expect(app.options.colors)
        #expect(app.handle(.key(.right), now: 0) == [.colorDepth(.none)])
        #expect(!app.options.colors, "boards drawn in glyphs from now on")
        #expect(app.frame(now: 0).find("◖◗") != nil, "the sample's ball as a glyph")
        #expect(app.handle(.key(.right), now: 0) == [.colorDepth(.xterm256)], "auto: what the terminal shows")
        #expect(app.options.colors && app.session.preferences.colors == .auto)
    }

    @Test func aColourFlagWinsForItsRunAndTheSettingSaysSo() throws {
        let flagged = TerminalColors(detected: .xterm256, flag: .never, flagDepth: ColorDepth.none)
        var app = try settings(options: PlayOptions(timing: .instant, colors: false, terminalColors: flagged))
        for _ in 0..<3 { _ = app.handle(.key(.down), now: 0) }
        #expect(app.handle(.key(.right), now: 0).isEmpty, "--color never stands")
        #expect(app.session.preferences.colors == .truecolor, "the setting is kept for later runs")
        #expect(!app.options.colors)
        #expect(app.frame(now: 0).find("--color never sets the colours for this run") != nil)
    }

    @Test func aSpeedFlagWinsForItsRunAndTheSettingSaysSo() throws {
        var app = try settings(options: PlayOptions(timing: .instant, timingIsFixed: true))
        _ = app.handle(.key(.down), now: 0)
        #expect(app.frame(now: 0).find("--speed or --no-animation set the animation for this run") != nil)
    }

    @Test func theThemeTheAppOpenedWithStaysUntilThePlayerChoosesAnother() throws {
        let text = "Title: P\n\n#@.#\n"
        let document = PackDocument(pack: try LevelFormat.parse(text), bytes: Array(text.utf8))
        var app = DrivenApp.editing(document, options: PlayOptions(timing: .instant, theme: .contrast))
        #expect(app.handle(.key(.right), now: 0).isEmpty, "the editor keeps no theme of its own to switch to")
        #expect(app.options.theme.name == .contrast)
    }

    @Test func colourDepthsFollowTheFlagThenTheSettingThenTheTerminal() {
        let environment = ["COLORTERM": "truecolor", "NO_COLOR": "1"]
        let unflagged = TerminalColors.detect(flag: nil, environment: environment, terminalColors: 256)
        #expect(unflagged.depth(for: .auto) == .none, "auto honours NO_COLOR")
        #expect(unflagged.depth(for: .ansi16) == .ansi16, "a depth the player set wins over NO_COLOR")
        let always = TerminalColors.detect(flag: .always, environment: environment, terminalColors: 256)
        #expect(always.depth(for: .none) == .truecolor, "--color always wins over the setting")
        let never = TerminalColors.detect(flag: .never, environment: [:], terminalColors: 256)
        #expect(never.depth(for: .xterm256) == .none && never.detected == .xterm256)
    }
}
