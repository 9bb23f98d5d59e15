import GlideRules
import GlideSolverClient

extension PackEditor {
    /// How many of the assistant's solves run at once: one a core. The verdict it needs is
    /// proven before it opens, and the keys are answered between solves' time slices.
    public static let assistantParallel = 2
    /// How long the assistant gives each candidate, and how its proofs go: an edit of a
    /// chamber maze is proven within hundreds of states with the component bound, the rest
    /// within a few thousand nearly always (building pattern databases for each of hundreds of
    /// edits, the default after 2 000, took most of the assistant's time on large levels).
    /// An edit that joins rooms into one component is what the bound cannot see through: A*
    /// hands it to the integer program after 50 000 states, which proves it in tenths of a
    /// second, and gets it back after a second if that did not (docs/benchmarks.md, "The
    /// assistant").
    public static let assistantOptions = SolveOptions(
        timeout: 3, patternDatabaseThreshold: 50_000, componentBound: .full,
        portfolioShares: PortfolioShares(searchSeconds: 0.4, searchStates: 50_000, integerSeconds: 1))
    /// Levels whose assistant is kept after it closes, the latest first: opened again, it
    /// shows what it found at once and goes on from there.
    static let keptAssistants = 4

    /// The proposal the designer is looking at: it stays the same proposal, number and words,
    /// while others come in and the list is ranked anew.
    public var selectedProposal: DesignAssistant.Proposal? {
        guard case let .assistant(selection?) = mode else { return nil }
        return assistant?.proposal(selection)
    }

    /// Opens the assistant on the current level: it needs the level's proven optimum. False
    /// when there is none (yet). An assistant that ran on this very level before comes back
    /// with what it found.
    @discardableResult
    public mutating func openAssistant() -> Bool {
        guard case let .result(result) = verdict, result.optimal, let solution = result.solution,
            case let .success(board) = draft.board
        else { return false }
        closeAssistant()
        if let kept = keptAssistant(for: draft) {
            // As it was left: the same proposal on show.
            assistant = kept.assistant
            mode = .assistant(selection: kept.selection ?? kept.assistant.proposals.first?.id)
        } else {
            assistant = DesignAssistant(draft: draft, board: board, solution: solution)
            mode = .assistant(selection: nil)
        }
        startAssistantSolves()
        return true
    }

    /// Closes the assistant and stops its solves; what it found is kept for the level as it is.
    public mutating func closeAssistant() {
        for (job, asked) in assistantJobs.sorted(by: { $0.key.number < $1.key.number }) {
            solves.cancel(job)
            assistant?.giveBack(asked.task)
        }
        assistantJobs = [:]
        if let assistant { keep(assistant, showing: selectedProposal?.id) }
        assistant = nil
        if case .assistant = mode { mode = .normal }
    }

    /// Applies the proposal on show (one undo step); the assistant closes.
    @discardableResult
    public mutating func applySelectedProposal() -> Bool {
        guard let proposal = selectedProposal, let assistant else { return false }
        closeAssistant()
        cursor = proposal.position
        guard edit({ $0.set(proposal.position, to: proposal.cell) }) else { return false }
        tell(
            .proposalApplied(
                proposal, at: boardPosition(proposal.position), parBefore: assistant.par,
                trapsBefore: assistant.difficulty?.deadEnds))
        return true
    }

    mutating func handleAssistant(_ intent: EditorIntent) {
        switch intent {
        case let .chooseProposal(step):
            guard let proposals = assistant?.proposals, !proposals.isEmpty else { return }
            let at = proposals.firstIndex { $0.id == selectedProposal?.id } ?? 0
            let count = proposals.count
            mode = .assistant(selection: proposals[((at + step) % count + count) % count].id)
        case .chooseBestProposal:
            if let best = assistant?.proposals.first { mode = .assistant(selection: best.id) }
        case .applyProposal:
            applySelectedProposal()
        case .includeOutline:
            guard assistant?.includesOutline == false else { return }
            assistant?.includeOutline()
            startAssistantSolves()
        default:
            closeAssistant()
        }
    }

    /// Takes an answer to one of the assistant's solves; false when `job` is not one.
    mutating func receiveAssistant(_ job: SolveJob, _ result: SolveResult) -> Bool {
        guard let asked = assistantJobs.removeValue(forKey: job) else { return false }
        assistant?.receive(asked.task, result)
        // An edit rated is a verdict known: made, it has it at once (a proof cut short by the
        // assistant's time is no verdict).
        if case .candidate = asked.task, result.optimal || result.status == .unsolvable {
            learn(result, of: asked.board, verdictOnly: true)
        }
        // The first proposal is shown as it comes; after that only the designer moves.
        if case .assistant(nil) = mode { mode = .assistant(selection: assistant?.proposals.first?.id) }
        startAssistantSolves()
        return true
    }

    /// Keeps `assistantParallel` of the assistant's solves running until all are done.
    mutating func startAssistantSolves() {
        while assistantJobs.count < Self.assistantParallel,
            let (task, request) = assistant?.nextRequest(options: Self.assistantOptions)
        {
            assistantJobs[solves.start(request)] = (task, request.board)
        }
    }

    /// The assistant kept for `draft`, taken out of the kept ones.
    private mutating func keptAssistant(for draft: LevelDraft) -> KeptAssistant? {
        guard let at = keptAssistants.firstIndex(where: { $0.assistant.draft == draft }) else { return nil }
        return keptAssistants.remove(at: at)
    }

    private mutating func keep(_ assistant: DesignAssistant, showing selection: DesignAssistant.Proposal.ID?)
    {
        keptAssistants.removeAll { $0.assistant.draft == assistant.draft }
        keptAssistants.insert(KeptAssistant(assistant: assistant, selection: selection), at: 0)
        if keptAssistants.count > Self.keptAssistants { keptAssistants.removeLast() }
    }
}
