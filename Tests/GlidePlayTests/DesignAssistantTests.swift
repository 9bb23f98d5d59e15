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
        var tasks: [DesignAssistant.Task] = []
        while let (task, request) = assistant.nextRequest(options: SolveOptions(timeout: 5)) {
            tasks.append(task)
            assistant.receive(task, request.answer())
        }
        #expect(
            tasks.first == .rating, "the level's own rating first: the candidates are measured against it")
        let base = try #require(assistant.difficulty)
        #expect(base == Difficulty(board: b, optimalSolution: solution))
        #expect(assistant.isFinished)
        #expect(!assistant.proposals.isEmpty)
        for proposal in assistant.proposals {
            var changed = d
            changed.set(proposal.position, to: proposal.cell)
            guard case let .success(board) = changed.board else { Issue.record("not a level"); continue }
            let result = Solver(board: board).solve(options: SolveOptions(timeout: 5))
            #expect(result.optimal && result.moves == proposal.par)
            let score = Difficulty(board: board, optimalSolution: try #require(result.solution)).score
            #expect(proposal.par > assistant.par || score > base.score)
            #expect(proposal.difficulty.score == score)
        }
        let pars = assistant.proposals.map(\.par)
        #expect(pars == pars.sorted(by: >), "hardest first")
    }

    @Test func noCandidateIsSolvedBeforeTheLevelsOwnRatingComesBack() throws {
        let d = draft("#####", "#@..#", "#.#.#", "#..##", "#####")
        guard case let .success(b) = d.board else { Issue.record("not a level"); return }
        let solution = try #require(Solver(board: b).solve(options: SolveOptions(timeout: 5)).solution)
        var assistant = DesignAssistant(draft: d, board: b, solution: solution)
        let options = SolveOptions(timeout: 5)
        let first = assistant.nextRequest(options: options)
        let (task, request) = try #require(first)
        #expect(task == .rating && request.provenOptimum == solution && request.rating)
        let early = assistant.nextRequest(options: options)
        #expect(early == nil, "waiting for the rating")
        assistant.receive(task, request.answer())
        let next = assistant.nextRequest(options: options)
        #expect(next?.task == .candidate(0))
    }
}
