import GlideGenerator
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

/// The component bound (`SolveOptions.componentBound`) changes how fast an optimum is proven,
/// never what it is: held to the breadth-first reference on small random boards (with every
/// component's table, and with every component split into regions), and to the solver without
/// it on chamber mazes and every single-cell edit of them (components joined and split, the
/// assistant's work).
@Suite("Component bound")
struct ComponentBoundTests {
    @Test(arguments: [SolveOptions.ComponentBound.full, .regions], 0..<3)
    func agreesWithTheReference(bound: SolveOptions.ComponentBound, batch: Int) {
        var rng = SeededRandom(seed: UInt64(batch) &* 6_151 &+ 5)
        let options = SolveOptions(timeout: 20, componentBound: bound)
        var compared = 0
        for index in 0..<400 {
            guard let board = randomBoard(&rng) else { continue }
            let state = index % 2 == 0 ? nil : midGameState(board, &rng)
            guard case let .solved(moves) = ReferenceSolver.solve(board, from: state, stateLimit: 300_000)
            else {
                continue
            }
            let result = Solver(board: board).solve(from: state, options: options)
            let map = board.mapRows.joined(separator: "\n")
            #expect(
                result.optimal && result.moves == moves.count,
                "\(bound) batch \(batch) level \(index): optimum \(moves.count), solver \(result.moves ?? -1)\n\(map)"
            )
            if let solution = result.solution {
                #expect(replayWins(board, from: state ?? board.initialState, solution))
            }
            compared += 1
        }
        #expect(compared >= 80, "only \(compared) solvable boards compared")
    }

    @Test(arguments: 0..<3)
    func agreesOnChamberMazesAndTheirEdits(seed: UInt64) throws {
        var random = SeededRandom(seed: seed &+ 101)
        let settings = ChamberBoard.Settings(
            across: 2, down: 2, floorShare: 0.5, maxSlide: 5, rooms: RoomLimit(cells: 4), joinChance: 0.6)
        let maze = try chamberMaze(width: 14, height: 14, settings: settings, using: &random)
        var boards = [maze]
        for edit in SingleCellEdit.edits(of: SingleCellEdit.Map(maze), includingOutline: false) {
            boards.append(try #require(edit.applied(to: maze)))
        }
        var compared = 0
        for board in boards {
            let plain = Solver(board: board).solve(options: SolveOptions(timeout: 20))
            guard plain.optimal, let optimum = plain.moves else { continue }
            for bound in [SolveOptions.ComponentBound.full, .regions] {
                let result = Solver(board: board).solve(
                    options: SolveOptions(timeout: 20, componentBound: bound))
                let map = board.mapRows.joined(separator: "\n")
                #expect(
                    result.optimal && result.moves == optimum,
                    "\(bound): optimum \(optimum), solver \(result.moves ?? -1)\n\(map)")
            }
            compared += 1
        }
        #expect(compared >= 20, "only \(compared) solvable boards compared")
    }
}
