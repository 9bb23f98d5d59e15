import ArgumentParser
import GlidePlay
import GlideRules
import GlideWording

extension Glide {
    /// Replays a move string and reports whether it wins.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay moves on a level; print the final board and whether it is won.",
            discussion: """
                The board is printed with # wall, * painted floor, . unpainted floor, @ the ball. \
                --level N chooses the level (needed when the pack has more than one). Exits 0 \
                when the moves win the level, 1 when they do not.
                """
        )

        @OptionGroup var pack: PackOptions

        @Argument(
            help: ArgumentHelp(
                "The moves, one letter each: U, D, L, R (any case), e.g. RDLU.",
                valueName: "moves"))
        var moves: String

        func validate() throws {
            do {
                _ = try MoveNotation.parse(moves)
            } catch {
                throw ValidationError(error.description)
            }
        }

        func run() throws {
            let parsed = try pack.loadPack()
            let (number, level) = try pack.selectedLevel(in: parsed)
            var session = GameSession(board: level.board)
            let report = session.replay(try MoveNotation.parse(moves))
            let letters = Array(moves.filter { $0 != " " && $0 != "," })
            for position in report.blocked {
                printError(
                    "note: move \(position) (\(letters[position - 1])) does not move the ball; not counted")
            }
            if let first = report.afterWin.first {
                printError(
                    "note: the level was won before move \(first); the remaining \(report.afterWin.count) ignored"
                )
            }

            let name = level.name(number: number)
            StandardOutput.print(level.board.text(of: session.state))
            let movesText = "\(counted(session.moveCount, "move"))"
            if session.isWon {
                StandardOutput.print("\(name): won in \(movesText)")
            } else {
                let left = level.board.unpainted(in: session.state)
                let listed = left.prefix(5).map(\.description).joined(separator: ", ")
                StandardOutput.print(
                    "\(name): not won after \(movesText); \(counted(left.count, "floor cell")) "
                        + "unpainted (\(listed)\(left.count > 5 ? ", …" : ""))")
                throw ExitStatus.checkFailed
            }
        }
    }
}
