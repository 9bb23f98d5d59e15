import GlideGenerator
import GlideRules
import GlideWording
import Testing

@Suite("The daily puzzle's pack in words")
struct DailyPuzzleWordingTests {
    /// `glide daily --show` for 2026-11-23: the header names the date (GlideGeneratorTests'
    /// DailyPuzzleTests pins the level itself).
    @Test func thePackNamesTheDayAndWhatItIs() throws {
        let date = try DailyDate(parsing: "2026-11-23")
        let puzzle = DailyPuzzle(date: date)
        #expect(date.dailyPuzzleTitle == "Daily 2026-11-23")
        let header = date.dailyPuzzleHeader(width: puzzle.size.width, height: puzzle.size.height)
        #expect(
            puzzle.pack(title: date.dailyPuzzleTitle, header: header).text == """
                Title: Glide daily 2026-11-23
                Author: Glide's level generator
                ; The daily puzzle of Monday 2026-11-23 (UTC): the same for every player that day.
                ; 12×10 made from the date; Par is the proven optimum.

                Title: Daily 2026-11-23
                Par: 24
                Difficulty: 41
                  #########
                ###..##...#
                #....##..###
                #.##.#...@.#
                #.##.#.#...#
                #.##...#...#
                #.###....#.#
                #.#...##.###
                #...######
                #####

                """)
    }
}
