import GlideSolverClient

extension PackEditor {
    /// How many of the assistant's solves run at once: the verdict keeps a core.
    static let assistantParallel = 1
    /// How long the assistant gives each candidate.
    static let assistantOptions = SolveOptions(timeout: 3)

    /// The proposal the designer is looking at: it stays the same proposal while better ones
    /// come in and the list is ranked anew (its number may change, never what it proposes).
    public var selectedProposal: DesignAssistant.Proposal? {
        guard case let .assistant(selection?) = mode else { return nil }
        return assistant?.proposal(selection)
    }

    /// Opens the assistant on the current level: it needs the level's proven optimum. False
    /// when there is none (yet).
    @discardableResult
    public mutating func openAssistant() -> Bool {
        guard case let .result(result) = verdict, result.optimal, let solution = result.solution,
            case let .success(board) = draft.board
        else { return false }
        closeAssistant()
        assistant = DesignAssistant(draft: draft, board: board, solution: solution)
        mode = .assistant(selection: nil)
        startAssistantSolves()
        return true
    }

    /// Closes the assistant and stops its solves.
    public mutating func closeAssistant() {
        for job in assistantJobs.keys.sorted(by: { $0.number < $1.number }) { solves.cancel(job) }
        assistantJobs = [:]
        assistant = nil
        if case .assistant = mode { mode = .normal }
    }

    /// Applies the proposal on show (one undo step); the assistant closes.
    @discardableResult
    public mutating func applySelectedProposal() -> Bool {
        guard let proposal = selectedProposal, let par = assistant?.par else { return false }
        closeAssistant()
        cursor = proposal.position
        guard edit({ $0.set(proposal.position, to: proposal.cell) }) else { return false }
        tell(.proposalApplied(proposal, at: boardPosition(proposal.position), parBefore: par))
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
        default:
            closeAssistant()
        }
    }

    /// Keeps `assistantParallel` of the assistant's solves running until all are done.
    mutating func startAssistantSolves() {
        while assistantJobs.count < Self.assistantParallel,
            let (task, request) = assistant?.nextRequest(options: Self.assistantOptions)
        {
            assistantJobs[solves.start(request)] = task
        }
    }
}
