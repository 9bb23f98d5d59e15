import GlidePlay
import GlideRules
import GlideSolver
import GlideSolverClient
import GlideTestSupport
import Testing

@Suite("Design assistant")
struct DesignAssistantTests {
    /// A level with traps, whose edits both add and remove some.
    static let trapLevel = draft(
        "########", "#@.....#", "#.####.#", "#.#....#", "#...####", "########")

    /// Runs the assistant to the end, answering each request with the solver; the tasks in
    /// the order asked.
    static func run(_ assistant: inout DesignAssistant, measurer: LevelMeasurer = .trapsOnly)
        -> [DesignAssistant.Task]
    {
        var tasks: [DesignAssistant.Task] = []
        while let (task, request) = assistant.nextRequest(options: SolveOptions(timeout: 5)) {
            tasks.append(task)
            assistant.receive(task, request.answer(measurer: measurer))
        }
        return tasks
    }

    static func assistant(_ d: LevelDraft, includingOutline: Bool = false) throws -> DesignAssistant {
        let b = try d.board.get()
        let solution = try #require(Solver(board: b).solve(options: SolveOptions(timeout: 5)).solution)
        return DesignAssistant(draft: d, board: b, solution: solution, includingOutline: includingOutline)
    }

    @Test func everyProposalIsSolvableAndHarderWithoutLosingATrap() throws {
        let d = Self.trapLevel
        var assistant = try Self.assistant(d)
        let tasks = Self.run(&assistant)
        #expect(tasks.first == .level, "the level's own rating first: the candidates are measured against it")
        let base = try #require(assistant.difficulty)
        #expect(
            base
                == Difficulty(
                    board: try d.board.get(),
                    optimalSolution: try #require(Solver(board: try d.board.get()).solve().solution)))
        #expect(assistant.isFinished && assistant.isMeasured)
        #expect(!assistant.proposals.isEmpty)
        for proposal in assistant.proposals {
            var changed = d
            changed.set(proposal.position, to: proposal.cell)
            let board = try changed.board.get()
            let result = Solver(board: board).solve(options: SolveOptions(timeout: 5))
            #expect(result.optimal && result.moves == proposal.par)
            let rated = Difficulty(board: board, optimalSolution: try #require(result.solution))
            #expect(proposal.difficulty == rated)
            #expect(rated.deadEnds >= base.deadEnds, "no proposal loses a trap")
            #expect(
                (rated.deadEnds - base.deadEnds, proposal.par - assistant.par, rated.score - base.score) > (
                    0, 0, 0
                ))
        }
    }

    @Test func trapsRankFirstThenParThenScore() throws {
        var assistant = try Self.assistant(Self.trapLevel)
        _ = Self.run(&assistant)
        let keys = assistant.proposals.map { ($0.traps, $0.par, $0.difficulty.score) }
        #expect(keys.count > 1)
        for (a, b) in zip(keys, keys.dropFirst()) { #expect(a >= b, "best first: \(a) before \(b)") }
    }

    @Test func aLargerLostShareRanksFirstAmongEqualTraps() throws {
        // Two edits with the same traps: the one whose lost share rises more ranks first once
        // the shares come in, whatever the order they came in.
        var assistant = try Self.assistant(Self.trapLevel)
        var lost: [Int: Int] = [:]  // proposal number → lost positions of 100
        while let (task, request) = assistant.nextRequest(options: SolveOptions(timeout: 5)) {
            var result = request.answer()
            switch task {
            case .levelLostShare:
                result.measures = LevelMeasures(
                    traps: [], lostShare: LostShare(lost: 50, positions: 100, method: .listed))
            case let .lostShare(number):
                // Later proposals lose more: the ranking must turn against the order found.
                lost[number] = 50 + number
                result.measures = LevelMeasures(
                    traps: [],
                    lostShare: LostShare(lost: Double(50 + number), positions: 100, method: .listed))
            default: break
            }
            assistant.receive(task, result)
        }
        let proposals = assistant.proposals
        #expect(lost.count == proposals.count, "every proposal's lost share measured")
        for (a, b) in zip(proposals, proposals.dropFirst()) where a.traps == b.traps {
            #expect(
                assistant.lostShareChange(a)! >= assistant.lostShareChange(b)!,
                "proposal \(a.number) (+\(lost[a.number]! - 50)) before \(b.number) (+\(lost[b.number]! - 50))"
            )
        }
    }

    @Test func aProposalKeepsItsNumberAndEditWhileOthersComeIn() throws {
        var assistant = try Self.assistant(Self.trapLevel)
        var seen: [Int: SingleCellEdit] = [:]
        while let (task, request) = assistant.nextRequest(options: SolveOptions(timeout: 5)) {
            assistant.receive(task, request.answer())
            for proposal in assistant.proposals {
                if let edit = seen[proposal.number] {
                    #expect(edit == proposal.edit, "proposal \(proposal.number) changed its edit")
                }
                seen[proposal.number] = proposal.edit
                #expect(assistant.proposal(proposal.number) == proposal)
            }
        }
        #expect(Set(seen.keys) == Set(1...assistant.proposals.count), "numbered 1, 2, 3… in the order found")
    }

    @Test func theOutlineIsLeftAloneUntilAsked() throws {
        // Walls on the map's edge or touching void are the level's outline.
        let d = draft("  #####", "###...#", "#@..#.#", "###...#", "  #####")
        var assistant = try Self.assistant(d)
        _ = Self.run(&assistant)
        let map = SingleCellEdit.Map(width: d.width, height: d.height, cells: d.cells, start: d.start!)
        let inner = assistant.candidateCount
        for proposal in assistant.proposals where proposal.cell == .floor {
            #expect(!SingleCellEdit.isOutline(proposal.position, of: map))
        }
        assistant.includeOutline()
        #expect(assistant.candidateCount > inner && !assistant.isFinished)
        _ = Self.run(&assistant)
        #expect(assistant.isFinished)
        let outline = SingleCellEdit.edits(of: map, includingOutline: true).filter {
            $0.cell == .floor && SingleCellEdit.isOutline($0.position, of: map)
        }
        #expect(!outline.isEmpty && assistant.candidateCount == inner + outline.count)
    }

    @Test func aRequestGivenBackIsAskedAgain() throws {
        var assistant = try Self.assistant(Self.trapLevel)
        let options = SolveOptions(timeout: 5)
        let asked = assistant.nextRequest(options: options)
        let (level, levelRequest) = try #require(asked)
        #expect(level == .level && levelRequest.provenOptimum != nil && levelRequest.rating)
        let early = assistant.nextRequest(options: options)
        #expect(early == nil, "nothing before the level's rating")
        assistant.receive(level, levelRequest.answer())
        let firstAsked = assistant.nextRequest(options: options)
        let secondAsked = assistant.nextRequest(options: options)
        let first = try #require(firstAsked)
        let second = try #require(secondAsked)
        assistant.giveBack(second.task)
        assistant.giveBack(first.task)
        let again = [
            assistant.nextRequest(options: options)?.task, assistant.nextRequest(options: options)?.task,
        ]
        #expect(again == [first.task, second.task])
    }

    /// The level's solve and its candidates' share one memo, so an edit finds the tables of
    /// the rooms it left alone; the lost shares after (which search nothing) are asked without,
    /// and the memo is let go with the last candidate handed out.
    @Test func theLevelAndItsCandidatesShareOneMemo() throws {
        var assistant = try Self.assistant(Self.trapLevel)
        var memos: [DesignAssistant.Task: SolveMemo?] = [:]
        while let (task, request) = assistant.nextRequest(options: SolveOptions(timeout: 5)) {
            memos[task] = request.options.memo
            assistant.receive(task, request.answer(measurer: .withLostShare))
        }
        let level = try #require(memos[.level] ?? nil)
        let candidates = memos.filter { if case .candidate = $0.key { true } else { false } }
        #expect(candidates.count == assistant.candidateCount)
        #expect(candidates.values.allSatisfy { $0 === level })
        let measured = memos.filter { if case .lostShare = $0.key { true } else { false } }
        #expect(!measured.isEmpty && measured.values.allSatisfy { $0 == nil })
        #expect(memos[.levelLostShare] == .some(nil))
    }
}
