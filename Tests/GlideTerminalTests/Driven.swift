import GlideSolver
import GlideSolverClient
import Synchronization

@testable import GlideTerminal

/// Solver results waiting to be handed back: the `immediate` client solves at once and leaves
/// them here, as the live one leaves them in the terminal's event queue.
final class SolverOutbox: Sendable {
    private let results = Mutex<[InputEvent]>([])
    /// While held, results wait here: the solves are still under way, as far as the app knows.
    private let held = Mutex(false)

    private let cancelledJobs = Mutex<[SolveJob]>([])

    func hold() { held.withLock { $0 = true } }
    func release() { held.withLock { $0 = false } }

    /// Solves at once into this outbox, and records the jobs cancelled.
    var client: SolverClient {
        let immediate = SolverClient.immediate { job, result in
            self.results.withLock { $0.append(.solved(job, result)) }
        }
        return SolverClient(
            start: immediate.start,
            cancel: { job in self.cancelledJobs.withLock { $0.append(job) } })
    }

    /// The jobs cancelled so far, in order.
    var cancelled: [SolveJob] { cancelledJobs.withLock { $0 } }

    /// A client that solves in the background, as the game does, into this outbox.
    var background: SolverClient {
        .live { job, result in self.results.withLock { $0.append(.solved(job, result)) } }
    }

    func take() -> [InputEvent] {
        guard !held.withLock({ $0 }) else { return [] }
        return results.withLock { results in
            defer { results = [] }
            return results
        }
    }
}

/// A screen (or the app) driven as the play loop drives it: after every event, the solver
/// results it started come back as events. Its properties read through to the screen.
@dynamicMemberLookup
struct Driven<Wrapped, Output> {
    var wrapped: Wrapped
    let outbox: SolverOutbox
    let step: (inout Wrapped, InputEvent, Double) -> Output

    init(
        _ wrapped: Wrapped, outbox: SolverOutbox,
        step: @escaping (inout Wrapped, InputEvent, Double) -> Output
    ) {
        self.wrapped = wrapped
        self.outbox = outbox
        self.step = step
        deliverSolves(now: 0)
    }

    subscript<T>(dynamicMember keyPath: KeyPath<Wrapped, T>) -> T { wrapped[keyPath: keyPath] }

    @discardableResult
    mutating func handle(_ event: InputEvent, now: Double) -> Output {
        let output = step(&wrapped, event, now)
        deliverSolves(now: now)
        return output
    }

    /// Hands back every finished solve (and those they start in turn).
    mutating func deliverSolves(now: Double) {
        while case let events = outbox.take(), !events.isEmpty {
            for event in events { _ = step(&wrapped, event, now) }
        }
    }
}

extension Driven where Wrapped == GameScreen {
    func isAnimating(now: Double) -> Bool { wrapped.isAnimating(now: now) }
}

extension Driven where Wrapped == EditorScreen {
    func isAnimating(now: Double) -> Bool { wrapped.isAnimating(now: now) }
}

extension Driven where Wrapped == GlideApp {
    func isAnimating(now: Double) -> Bool { wrapped.isAnimating(now: now) }
    func frame(now: Double) -> CellBuffer { wrapped.frame(now: now) }
    mutating func warn(_ text: String) { wrapped.warn(text) }
}

typealias DrivenGame = Driven<GameScreen, GameScreen.Action?>
typealias DrivenEditor = Driven<EditorScreen, EditorScreen.Action?>
typealias DrivenApp = Driven<GlideApp, [GlideApp.Effect]>

extension DrivenGame {
    init(_ screen: GameScreen, outbox: SolverOutbox) {
        self.init(screen, outbox: outbox) { $0.handle($1, now: $2) }
    }
}

extension DrivenEditor {
    init(_ screen: EditorScreen, outbox: SolverOutbox) {
        self.init(screen, outbox: outbox) { $0.handle($1, now: $2) }
    }
}

extension DrivenApp {
    init(_ app: GlideApp, outbox: SolverOutbox) {
        self.init(app, outbox: outbox) { $0.handle($1, now: $2) }
    }
}
