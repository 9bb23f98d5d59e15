import GlidePlay
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

@Suite("Design assistant")
struct DesignAssistantTests {
    @Test func everyProposalIsSolvableAndHarderByTheSolversOwnNumbers() throws {
        let d = draft("#####", "#@..#", "#.#.#", "#..##", "#####")
        guard case let .success(b) = d.board else { Issue.record("not a level"); return }
        let solution = try #require(Solver(board: b).solve(options: SolveOptions(timeout: 5)).solution)
        var assistant = DesignAssistant(draft: d, board: b, solution: solution)
        while let (index, request) = assistant.nextRequest(options: SolveOptions(timeout: 5)) {
            assistant.receive(index, Solver(board: request.board).solve(options: request.options))
        }
        #expect(assistant.isFinished)
        #expect(!assistant.proposals.isEmpty)
        for proposal in assistant.proposals {
            var changed = d
            changed.set(proposal.position, to: proposal.cell)
            guard case let .success(board) = changed.board else { Issue.record("not a level"); continue }
            let result = Solver(board: board).solve(options: SolveOptions(timeout: 5))
            #expect(result.optimal && result.moves == proposal.par)
            let score = Difficulty(board: board, optimalSolution: try #require(result.solution)).score
            #expect(proposal.par > assistant.par || score > assistant.difficulty.score)
        }
        let pars = assistant.proposals.map(\.par)
        #expect(pars == pars.sorted(by: >), "hardest first")
    }
}
