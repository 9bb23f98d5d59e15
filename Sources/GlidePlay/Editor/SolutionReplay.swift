import GlideRules

/// A solution shown on its board: the editor's `s`. It plays by itself, one animated slide
/// after another, until the designer steps through it (next / previous move), which pauses it.
/// Time is an argument, as in `LevelPlay`.
public struct SolutionReplay: Sendable {
    public let board: Board
    public let moves: [Direction]
    /// How many moves have begun.
    public private(set) var played = 0
    /// The state once the slide on screen has settled.
    public private(set) var state: GameState
    /// Whether the next slide begins by itself when one settles.
    public private(set) var isPlaying: Bool
    /// How fast it plays, as a factor of the animation speed (one of `speeds`).
    public private(set) var speed: Double = 1
    /// The speeds `+` and `-` step through: a 248-move solution takes two minutes at 1, eight
    /// seconds at 16.
    public static let speeds: [Double] = [0.25, 0.5, 1, 2, 4, 8, 16, 32]
    private var animation: SlideAnimation?
    private let timing: AnimationTiming

    /// Starts the replay with its first slide.
    public init(board: Board, moves: [Direction], timing: AnimationTiming, now: Double) {
        self.board = board
        self.moves = moves
        self.timing = timing
        state = board.initialState
        isPlaying = true
        advance(to: now)
    }

    /// The moves as a level designer copies them (`RDLU…`), as `glide replay` takes them.
    public var notation: String { MoveNotation.format(moves) }

    /// Whether every move has been played and has settled.
    public func isFinished(at now: Double) -> Bool {
        played == moves.count && (animation?.isSettled(at: now) ?? true)
    }

    /// Whether a slide is on its way across the board.
    public func isMoving(at now: Double) -> Bool { !(animation?.isSettled(at: now) ?? true) }

    /// Lets time pass: when the slide on screen settles, the next one begins while playing.
    public mutating func advance(to now: Double) {
        guard animation?.isSettled(at: now) ?? true else { return }
        animation = nil
        if isPlaying { playNext(now: now) }
    }

    /// Shows the next move (the slide on its way, if any, lands first); pauses the replay.
    public mutating func stepForward(now: Double) {
        isPlaying = false
        animation = nil
        playNext(now: now)
    }

    /// Goes back to the position before the last move shown; pauses the replay.
    public mutating func stepBack() {
        isPlaying = false
        animation = nil
        guard played > 0 else { return }
        played -= 1
        state = board.initialState
        for move in moves.prefix(played) {
            guard let slide = board.slide(from: state, move) else { break }
            state = slide.result
        }
    }

    /// Plays on by itself from here (from the start again once finished), or pauses.
    public mutating func togglePlaying(now: Double) {
        isPlaying.toggle()
        if isPlaying, played == moves.count, animation == nil {
            played = 0
            state = board.initialState
        }
        advance(to: now)
    }

    private mutating func playNext(now: Double) {
        guard played < moves.count, let slide = board.slide(from: state, moves[played]) else { return }
        played += 1
        state = slide.result
        var timing = self.timing
        timing.speed *= speed
        animation = SlideAnimation(slide, timing: timing, started: now)
    }

    /// Plays the next slides faster (`by` 1) or slower (-1), as far as `speeds` goes; the
    /// slide on its way lands first.
    public mutating func changeSpeed(by step: Int) {
        let index = Self.speeds.firstIndex(of: speed) ?? Self.speeds.firstIndex(of: 1)!
        speed = Self.speeds[min(max(0, index + step), Self.speeds.count - 1)]
        animation = nil
    }

    /// Goes to the start (playing on from there if it was playing) or to the end (the finished
    /// board, paused).
    public mutating func jump(toEnd: Bool) {
        animation = nil
        if toEnd {
            isPlaying = false
            while played < moves.count, let slide = board.slide(from: state, moves[played]) {
                played += 1
                state = slide.result
            }
            played = moves.count
        } else {
            played = 0
            state = board.initialState
        }
    }

    /// Carries out a key of a replay.
    public mutating func control(_ control: ReplayControl, now: Double) {
        switch control {
        case .stepForward: stepForward(now: now)
        case .stepBack: stepBack()
        case .togglePlaying: togglePlaying(now: now)
        case .faster: changeSpeed(by: 1)
        case .slower: changeSpeed(by: -1)
        case .toStart: jump(toEnd: false)
        case .toEnd: jump(toEnd: true)
        }
    }

    public func picture(at now: Double) -> BoardPicture {
        BoardPicture(board: board, state: state, animation: animation, at: now)
    }
}

/// What the keys of a replay ask: the editor's solution and level select's replays alike.
public enum ReplayControl: Hashable, Sendable {
    case stepForward, stepBack, togglePlaying
    case faster, slower
    case toStart, toEnd
}
