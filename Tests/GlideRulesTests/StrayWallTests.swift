import GlideRules
import GlideTestSupport
import Testing

@Suite("Stray walls")
struct StrayWallTests {
    @Test func wallsThatTouchNoFloorBecomeVoidAndTheBoardIsCropped() throws {
        let cluttered = try board(
            "###  ####",
            "###  ####",
            "#########",
            "####@..##",
            "####.####",
            "####.####",
            "#########")
        let tidy = cluttered.withoutStrayWalls
        #expect(
            tidy.mapRows == [
                "#####",
                "#@..#",
                "#.###",
                "#.#",
                "###",
            ])
        #expect(tidy.start == position(1, 1) && tidy.floorCount == cluttered.floorCount)
        // It plays the same: the same moves win both.
        let moves: [Direction] = [.right, .left, .down]
        #expect(replayWins(cluttered, from: cluttered.initialState, moves))
        #expect(replayWins(tidy, from: tidy.initialState, moves))
    }

    /// A wall block inside a ring of floor touches no floor at its middle, but cannot reach the
    /// outside: it stays, so no hole opens in the wall.
    @Test func wallsEnclosedByWallsThatTouchFloorStay() throws {
        let ring = try board(
            "#########",
            "#@......#",
            "#.#####.#",
            "#.#####.#",
            "#.#####.#",
            "#.......#",
            "#########")
        #expect(ring.withoutStrayWalls == ring)
    }

    @Test func aBoardWithoutStrayWallsIsLeftAsItIs() throws {
        let plain = try board("#####", "#@..#", "#.###", "###")
        #expect(plain.withoutStrayWalls == plain)
    }
}
