import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

/// The memo (`SolveMemo`) the assistant's solves of one level's edits share: a solve with it
/// ends exactly as one without (the same solution, after the same states), and the edits of a
/// chamber maze find in it the tables of the rooms they left alone.
@Suite("Solve memo")
struct SolveMemoTests {
    @Test(arguments: 0..<2)
    func anEditFindsTheRoomsItLeftAloneAndProvesWhatItWouldWithout(seed: UInt64) throws {
        var random = SeededRandom(seed: seed &+ 707)
        let settings = ChamberBoard.Settings(
            across: 3, down: 3, floorShare: 0.5, maxSlide: 5, rooms: RoomLimit(cells: 6), joinChance: 0.3)
        let level = try chamberMaze(width: 18, height: 18, settings: settings, using: &random)
        let memo = SolveMemo()
        // A* alone and no pattern databases: their building runs on threads, which makes the
        // states a solve takes vary from run to run.
        var options = SolveOptions(
            timeout: 20, patternDatabaseThreshold: .max, stateLimit: 100_000, method: .search,
            componentBound: .full)
        options.memo = memo
        _ = Solver(board: level).solve(options: options)
        let builtForTheLevel = memo.tally.built
        #expect(builtForTheLevel > 1, "the level's rooms: \(builtForTheLevel) tables")

        var compared = 0
        for edit in SingleCellEdit.edits(of: SingleCellEdit.Map(level), includingOutline: false) {
            let board = try #require(edit.applied(to: level))
            var afresh = options
            afresh.memo = nil
            let plain = Solver(board: board).solve(options: afresh)
            guard plain.optimal else { continue }
            let remembered = Solver(board: board).solve(options: options)
            let map = board.mapRows.joined(separator: "\n")
            #expect(
                remembered.optimal && remembered.solution == plain.solution
                    && remembered.states == plain.states,
                "\(remembered.moves ?? -1) moves after \(remembered.states) states with the memo, \(plain.moves ?? -1) after \(plain.states) without\n\(map)"
            )
            compared += 1
        }
        #expect(compared >= 20, "only \(compared) solvable edits compared")
        let tally = memo.tally
        #expect(tally.found > tally.built, "tables found \(tally.found), built \(tally.built)")
    }

    @Test
    func aFullMemoStartsAfreshAndKeepsNoPartTooLargeForIt() {
        let memo = SolveMemo(capacity: 64 * 100)
        let key = { (n: UInt64) in SolveMemo.Key([n]) }
        memo.store("a part", size: 60, for: key(1))
        memo.store("too large", size: 101, for: key(2))
        #expect(memo.part(for: key(1)) as? String == "a part")
        #expect(memo.part(for: key(2)) == nil)
        for n in 3..<110 { memo.store(Int(n), size: 60, for: key(UInt64(n))) }
        // The first part and 105 more hold 6 360 bytes: the next would pass 6 400, and starts
        // afresh.
        #expect(memo.part(for: key(1)) == nil)
        #expect(memo.part(for: key(109)) as? Int == 109)
        let tally = memo.tally
        #expect(tally.released == 106 && tally.bytes == 2 * 60)
        #expect(tally.found == 2 && tally.built == 2)
    }
}
