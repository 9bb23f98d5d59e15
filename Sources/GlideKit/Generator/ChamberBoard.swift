/// Mazes of chambers joined by one-way valves, carved by a sliding ball: the style of the
/// largest levels, which must ask for insight rather than sweeping.
///
/// The board is cut into a grid of chambers, visited in a snake order. The ball carves one
/// chamber at a time as `CarvedBoard` does (every slide stops at a protected wall, so replaying
/// the walk paints every floor cell: solvable by construction), with narrow corridors
/// (`RoomLimit`) and few loops (`joinChance`), and never goes back into a chamber it has left.
/// From time to time it carves a *spur*: a slide out of its chamber that ends just inside a
/// later one, and slides straight back. When the ball carves that later chamber, its corridors
/// may cross a spur's tip but never stop on it, which turns the tip into a T whose bar runs
/// past: a ball coming up the spur stops at the tip and can leave along the bar, and nothing
/// ever brings it back. Each crossed spur is a way out of its chamber that loses the level
/// while the chamber (or one between) is unfinished: the traps along the line. The ball leaves
/// each chamber through such a valve too (the door), so the chambers must be finished in order
/// and the player has to see which ways out are one-way and when to take them.
public enum ChamberBoard {
    public struct Settings: Sendable, Equatable {
        /// Chambers across and down (the board's inside is split as evenly as it goes).
        public var across: Int
        public var down: Int
        /// The share of each chamber carved to floor before the ball moves on, if it finds room.
        public var floorShare: Double
        /// Slides are 1 to `maxSlide` cells long.
        public var maxSlide: Int
        /// The chance that a slide reaching into a later chamber is carved as a spur.
        public var spurChance: Double
        public var rooms: RoomLimit
        /// The chance that a corridor may join another (close a loop) inside a chamber.
        public var joinChance: Double
        /// Spurs carved into the next chamber at even intervals while a chamber is carved (the
        /// first at once): the ways out to choose from, one of which becomes the door.
        public var exits: Int

        public init(
            across: Int, down: Int, floorShare: Double, maxSlide: Int, spurChance: Double, rooms: RoomLimit,
            joinChance: Double, exits: Int
        ) {
            self.exits = max(0, exits)
            self.across = max(1, across)
            self.down = max(1, down)
            self.floorShare = floorShare
            self.maxSlide = max(1, maxSlide)
            self.spurChance = spurChance
            self.rooms = rooms
            self.joinChance = joinChance
        }
    }

    /// Slides tried per cell of a chamber before the ball leaves it short of its share of
    /// floor (narrow corridors fill a chamber only so far).
    static let attemptsPerCell = 12

    /// Times in the carving of a chamber (evenly spread, the first at once) when the ball
    /// carves spurs into the next chamber and corridors through the tips of those into this one.
    static let checkpoints = 8

    /// Cells a spur or a door reaches into the later chamber, at most. At 1, the tips of the
    /// spurs from one chamber into the next line up along their border, where the corridor
    /// through the door's tip crosses several at once.
    static let spurDepth = 1

    /// A `width`×`height` board (wall border included), or nil when the size leaves no room for
    /// the chambers or the ball found no way on from a chamber.
    public static func make(
        width: Int, height: Int, settings: Settings, using random: inout SeededRandom
    ) -> CarvedBoard.Carving? {
        guard let layout = ChamberLayout(width: width, height: height, across: settings.across, down: settings.down)
        else { return nil }
        var carver = ChamberCarver(layout: layout, settings: settings, random: &random)
        return carver.carve(using: &random)
    }
}

/// Which chamber each inner cell belongs to, numbered in the order the ball visits them: the
/// first row of chambers left to right, the next right to left, and so on.
struct ChamberLayout {
    let width: Int
    let height: Int
    let count: Int
    /// Per cell: its chamber's number in the visiting order, -1 for the border.
    let chamber: [Int]
    /// Per chamber: its number of cells.
    let cellCounts: [Int]

    init?(width: Int, height: Int, across: Int, down: Int) {
        let innerWidth = width - 2, innerHeight = height - 2
        // Each chamber needs room for a corridor, its turns and a wall beside them.
        guard innerWidth >= 4 * across, innerHeight >= 4 * down else { return nil }
        self.width = width
        self.height = height
        count = across * down
        var chamber = [Int](repeating: -1, count: width * height)
        var cellCounts = [Int](repeating: 0, count: across * down)
        for row in 1...innerHeight {
            let band = (row - 1) * down / innerHeight
            for column in 1...innerWidth {
                let slot = (column - 1) * across / innerWidth
                let order = band * across + (band % 2 == 0 ? slot : across - 1 - slot)
                chamber[row * width + column] = order
                cellCounts[order] += 1
            }
        }
        self.chamber = chamber
        self.cellCounts = cellCounts
    }
}

/// The walk that carves a `ChamberBoard`.
private struct ChamberCarver {
    let layout: ChamberLayout
    let settings: ChamberBoard.Settings
    var cells: [Cell]
    var protected: [Bool]
    /// Per cell: the axis of the spur or door it belongs to, if any. Later chambers cross these
    /// cells only at right angles and never stop on them, so the ball stops on a spur's tip only
    /// coming up the spur.
    var spurAxis: [Axis?]
    var position: Int
    let start: Int
    var walk: [Direction] = []
    /// The chamber being carved.
    var phase = 0
    /// Floor carved in each chamber.
    var floorIn: [Int]
    /// The spurs carved.
    var spurs: [Spur] = []
    /// Whether the ball could leave for the next chamber after the last change.
    var exitOpen = false

    struct Spur {
        /// Where the ball stopped after sliding back: from there it slides up the spur again.
        var foot: Int
        var up: Direction
        var tip: Int
        /// The chamber the tip is in.
        var into: Int
    }

    enum Axis { case vertical, horizontal }

    /// Where a slide ends.
    enum Kind: Equatable {
        /// In the chamber being carved.
        case inside
        /// Just inside a later chamber: a spur (the ball slides straight back) or a door.
        case out(into: Int)
    }

    /// A slide that may be carved: its direction, the cells it crosses and its stopper.
    struct Plan {
        var direction: Direction
        var path: [Int]
        var stopper: Int
        var kind: Kind
        /// Whether it joins another corridor (`CorridorJoin`), which only some slides may.
        var joins: Bool
    }

    init(layout: ChamberLayout, settings: ChamberBoard.Settings, random: inout SeededRandom) {
        self.layout = layout
        self.settings = settings
        cells = [Cell](repeating: .wall, count: layout.width * layout.height)
        protected = [Bool](repeating: false, count: cells.count)
        spurAxis = [Axis?](repeating: nil, count: cells.count)
        floorIn = [Int](repeating: 0, count: layout.count)
        let firstChamber = layout.chamber.indices.filter { layout.chamber[$0] == 0 }
        start = random.pick(firstChamber) ?? layout.width + 1
        position = start
        cells[start] = .floor
        floorIn[0] = 1
    }

    mutating func carve(using random: inout SeededRandom) -> CarvedBoard.Carving? {
        carveChamber(using: &random)
        while phase < layout.count - 1 {
            guard openDoor(using: &random) else { return nil }
            carveChamber(using: &random)
        }
        let width = layout.width
        guard
            let board = try? Board(
                width: width, height: layout.height, cells: cells,
                start: Position(row: start / width, column: start % width))
        else { return nil }
        return CarvedBoard.Carving(board: board, walk: walk)
    }

    /// Random slides in the chamber being carved (and spurs out of it), until it has its
    /// share of floor or the attempts run out.
    mutating func carveChamber(using random: inout SeededRandom) {
        let target = max(2, Int(settings.floorShare * Double(layout.cellCounts[phase])))
        let attempts = layout.cellCounts[phase] * ChamberBoard.attemptsPerCell
        let exits = phase < layout.count - 1 ? settings.exits : 0
        var stops: [(cell: Int, route: [Direction])] = []
        exitOpen = exitReachable()
        let checkpoint = max(1, attempts / ChamberBoard.checkpoints)
        for attempt in 0..<attempts where floorIn[phase] < target {
            // At checkpoints, the first at once: corridors through the tips of spurs into this
            // chamber, and spurs into the next, before the chamber's corridors wall that side
            // in: ways out to choose from, one of which becomes the door.
            if attempt % checkpoint == 0 {
                crossSpurTips(using: &random)
                if spurs.count(where: { $0.into == phase + 1 }) < exits,
                    let (route, spur) = random.pick(reachableSlides(into: phase + 1))
                {
                    // The route protects its stoppers: the spur is planned again from its end.
                    let before = self
                    for direction in route { travel(direction) }
                    if let again = plan(spur.direction, spur.path.count), again.kind == spur.kind, !again.joins,
                        let back = spurReturn(after: again)
                    {
                        carveSpur(again, back)
                        if !exitKept() { self = before }
                    } else {
                        self = before
                    }
                }
                stops = []
            }
            // A slide from any stop the ball can reach, so that it carves wherever there is room.
            if stops.isEmpty { stops = reachableStops() }
            guard let (from, route) = random.pick(stops), let direction = random.pick(Direction.allCases) else {
                return
            }
            if direction == route.last { continue }  // that way is the stopper of the way here
            let length = random.int(in: 1...settings.maxSlide)
            let here = position
            position = from
            let tried = plan(direction, length)
            position = here
            guard let tried, tried.path.contains(where: { cells[$0] != .floor }) else { continue }
            if tried.joins, !random.chance(settings.joinChance) { continue }
            if tried.kind != .inside, !random.chance(settings.spurChance) { continue }
            // The route protects its stoppers: the slide is planned again from its end. A
            // slide that leaves the ball no way to a spur into the next chamber is undone.
            let before = self
            for step in route { travel(step) }
            stops = []
            guard let plan = plan(direction, length), plan.kind == tried.kind, plan.joins == tried.joins else {
                self = before
                continue
            }
            if plan.kind != .inside {
                guard let back = spurReturn(after: plan) else {
                    self = before
                    continue
                }
                carveSpur(plan, back)
            } else {
                apply(plan)
            }
            if !exitKept() {
                self = before
                continue
            }
            // Where the ball now rests, a spur into the next chamber if the chamber is short
            // of its ways out so far (they are spread over the checkpoints).
            if spurs.count(where: { $0.into == phase + 1 }) < min(exits, attempt / checkpoint + 1) {
                spurFromHere(using: &random)
            }
        }
    }

    /// A spur into the next chamber from the ball's cell, chosen at random among those that
    /// fit, if any.
    mutating func spurFromHere(using random: inout SeededRandom) {
        var options: [Plan] = []
        for direction in Direction.allCases {
            for length in 1...(2 * settings.maxSlide) {
                if let plan = plan(direction, length), plan.kind == .out(into: phase + 1), !plan.joins {
                    options.append(plan)
                }
            }
        }
        guard let spur = random.pick(options), let back = spurReturn(after: spur) else { return }
        carveSpur(spur, back)
    }

    /// After a change: false when the ball could leave for the next chamber before and can no
    /// longer; else true, and whether it can now is recorded.
    mutating func exitKept() -> Bool {
        let open = exitReachable()
        if exitOpen, !open { return false }
        exitOpen = open
        return true
    }

    /// Whether the ball can still leave for the next chamber: up a spur into it whose foot it
    /// can reach, or else by a new slide into it from a stop it can reach (true in the last
    /// chamber).
    mutating func exitReachable() -> Bool {
        guard phase < layout.count - 1 else { return true }
        let reached = Set(reachableStops().map(\.cell))
        if spurs.contains(where: { $0.into == phase + 1 && reached.contains($0.foot) }) { return true }
        return !reachableSlides(into: phase + 1).isEmpty
    }


    /// Carves a corridor through the tip of each spur into the chamber being carved, where one
    /// fits (from a stop the ball can reach, at right angles to the spur, on past the tip):
    /// each such tip becomes a one-way way out of the spur's own chamber.
    mutating func crossSpurTips(using random: inout SeededRandom) {
        for spur in spurs where spur.into == phase && !isCrossed(spur) {
            let across: [Direction] = spur.up.rowStep == 0 ? [.up, .down] : [.left, .right]
            var crossings: [(route: [Direction], plan: Plan)] = []
            let here = position
            for (cell, route) in reachableStops() {
                position = cell
                for direction in across where direction != route.last {
                    for length in 1...(2 * settings.maxSlide) {
                        if let plan = plan(direction, length), plan.kind == .inside, plan.path.contains(spur.tip),
                            !plan.joins
                        {
                            crossings.append((route, plan))
                        }
                    }
                }
            }
            position = here
            guard let crossing = random.pick(crossings) else { continue }
            let before = self
            for direction in crossing.route { travel(direction) }
            guard let plan = plan(crossing.plan.direction, crossing.plan.path.count), plan.kind == .inside,
                plan.path.contains(spur.tip)
            else {
                self = before
                continue
            }
            apply(plan)
            if !exitKept() { self = before }
        }
    }

    /// Whether a corridor runs through the spur's tip.
    func isCrossed(_ spur: Spur) -> Bool {
        let side = spur.up.rowStep == 0 ? layout.width : 1
        return cells[spur.tip - side] == .floor && cells[spur.tip + side] == .floor
    }

    mutating func carveSpur(_ spur: Plan, _ back: Plan) {
        apply(spur)
        apply(back)
        let tip = spur.path.last ?? position
        spurs.append(Spur(foot: position, up: spur.direction, tip: tip, into: layout.chamber[tip]))
    }

    /// Straight slides from the stops the ball can reach (with the slides that take it there)
    /// into `chamber`, joining no corridor.
    mutating func reachableSlides(into chamber: Int) -> [(route: [Direction], plan: Plan)] {
        var found: [(route: [Direction], plan: Plan)] = []
        let saved = position
        defer { position = saved }
        for (cell, route) in reachableStops() {
            position = cell
            for direction in Direction.allCases where direction != route.last {
                for length in 1...(2 * settings.maxSlide) {
                    if let plan = plan(direction, length), plan.kind == .out(into: chamber), !plan.joins {
                        found.append((route, plan))
                    }
                }
            }
        }
        return found
    }

    /// The slide straight back from the tip of `spur` into the chamber being carved, if one
    /// fits: tried as if the spur were carved.
    mutating func spurReturn(after spur: Plan) -> Plan? {
        let saved = (cells, protected, spurAxis, position)
        defer { (cells, protected, spurAxis, position) = saved }
        mark(spur)
        let back = spur.direction.opposite
        for length in 1...(settings.maxSlide + spur.path.count) {
            if let plan = plan(back, length, returning: true), plan.kind == .inside { return plan }
        }
        return nil
    }

    /// Leaves the chamber being carved by a door into the next one: up one of the spurs into it
    /// that the ball can reach, or else a new straight slide into it from a stop the ball can
    /// reach, chosen at random; then the ball slides sideways off the door's tip and back
    /// through it, so the tip is a T the ball stops at only coming through the door. (The
    /// chamber's own corridors often wall its side in by the time it is done, which is why
    /// the spurs carved early serve as doors.)
    mutating func openDoor(using random: inout SeededRandom) -> Bool {
        let stops = reachableStops()
        let routes = Dictionary(stops.map { ($0.cell, $0.route) }, uniquingKeysWith: { first, _ in first })
        var spurDoors = spurs.filter { $0.into == phase + 1 && routes[$0.foot] != nil }
        while let pick = random.pick(spurDoors.indices), let route = routes[spurDoors[pick].foot] {
            let spur = spurDoors.remove(at: pick)
            let before = self
            for direction in route + [spur.up] { travel(direction) }
            phase += 1
            if crossDoor(tip: position, axisOf: spur.up, using: &random) { return true }
            self = before
        }
        var doors = reachableSlides(into: phase + 1)
        while let pick = random.pick(doors.indices) {
            let door = doors.remove(at: pick)
            let before = self
            for direction in door.route { travel(direction) }
            if let again = plan(door.plan.direction, door.plan.path.count), again.kind == door.plan.kind {
                apply(again)
                phase += 1
                if crossDoor(tip: position, axisOf: again.direction, using: &random) { return true }
            }
            self = before
        }
        return false
    }

    /// From a door's tip, where the ball is, a slide sideways and one back through the tip and
    /// on, chosen at random among those that fit: the tip becomes a T whose bar runs past it.
    mutating func crossDoor(tip: Int, axisOf door: Direction, using random: inout SeededRandom) -> Bool {
        var pairs: [(out: Plan, back: Plan)] = []
        for first in door.rowStep == 0 ? [Direction.up, .down] : [.left, .right] {
            for length in 1...settings.maxSlide {
                guard let out = plan(first, length), out.kind == .inside, !out.joins else { continue }
                let before = self
                apply(out)
                for reach in length + 1...length + settings.maxSlide {
                    if let back = plan(first.opposite, reach), back.kind == .inside, back.path.contains(tip),
                        !back.joins
                    {
                        pairs.append((out, back))
                    }
                }
                self = before
            }
        }
        // The pairs whose corridor crosses the most spur tips: each a one-way way out.
        let tips = Set(spurs.filter { $0.into == phase }.map(\.tip))
        func crossings(_ pair: (out: Plan, back: Plan)) -> Int {
            Set(pair.out.path + pair.back.path).intersection(tips).count
        }
        let most = pairs.map(crossings).max() ?? 0
        guard let pair = random.pick(pairs.filter { crossings($0) == most }) else { return false }
        apply(pair.out)
        apply(pair.back)
        return true
    }

    /// The cells of the chamber being carved where the ball can come to rest from where it is,
    /// each with the slides that take it there (breadth first, so the routes are shortest):
    /// a cell once for each direction the ball can arrive in, since the last slide's stopper
    /// is protected and so closes that way on.
    func reachableStops() -> [(cell: Int, route: [Direction])] {
        var routes: [Int: [Direction]] = [position: []]
        var arrivals: [(cell: Int, route: [Direction])] = [(position, [])]
        var arrived = Set<Int>()
        var order = [position]
        var head = 0
        while head < order.count {
            let cell = order[head]
            head += 1
            for direction in Direction.allCases {
                let step = direction.rowStep * layout.width + direction.columnStep
                var end = cell
                while cells[end + step] == .floor { end += step }
                guard end != cell, layout.chamber[end] == phase, spurAxis[end] == nil,
                    arrived.insert(end * 4 + Int(direction.rawValue)).inserted
                else { continue }
                let route = routes[cell]! + [direction]
                arrivals.append((end, route))
                if routes[end] == nil {
                    routes[end] = route
                    order.append(end)
                }
            }
        }
        return arrivals
    }

    /// The slide `direction` from the ball's cell, `length` cells long, if the rules allow it
    /// here. `returning`: the slide back from a spur's tip, which runs along the spur.
    mutating func plan(_ direction: Direction, _ length: Int, returning: Bool = false) -> Plan? {
        let width = layout.width
        let step = direction.rowStep * width + direction.columnStep
        let axis: Axis = direction.rowStep == 0 ? .horizontal : .vertical
        var path: [Int] = []
        var cursor = position
        for _ in 0..<length {
            cursor += step
            // Never into the border, a protected stopper or a chamber already left.
            guard layout.chamber[cursor] >= phase, !protected[cursor] else { return nil }
            path.append(cursor)
        }
        let stopper = cursor + step
        guard let end = path.last, cells[stopper] != .floor, spurAxis[end] == nil else { return nil }
        // Spurs and doors are crossed at right angles only.
        if !returning, path.contains(where: { spurAxis[$0] == axis }) { return nil }
        let outside = path.filter { layout.chamber[$0] != phase }
        let carved = path.filter { cells[$0] != .floor }
        let kind: Kind
        if layout.chamber[end] == phase {
            // Through a later chamber and back is no shape a valve allows; and a stopper in a
            // later chamber would wall it off from spurs and doors, so corridors end short of it.
            guard outside.isEmpty || returning, layout.chamber[stopper] <= phase else { return nil }
            // A corridor alongside a spur would give the ball somewhere to stop beside it; and
            // one along the chamber's edge would run beside the corridor that crosses the tips
            // of its spurs in the next chamber, so the edge stays wall but for spurs and doors.
            guard returning || !carved.contains(where: { touchesSpurBeside($0, axis: axis) || bordersLater($0) })
            else { return nil }
            kind = .inside
        } else {
            // Into a later chamber, just: all new there, touching nothing beside it, in one
            // chamber, so the chamber keeps its room for its own corridors.
            let into = layout.chamber[end]
            // And room on both sides of the tip for the corridor that will cross it.
            let side = axis == .horizontal ? width : 1
            guard !returning, outside.count <= ChamberBoard.spurDepth,
                outside.allSatisfy({ layout.chamber[$0] == into && cells[$0] != .floor }),
                !outside.contains(where: { touchesFloorBeside($0, axis: axis) }),
                [end - side, end + side].allSatisfy({
                    layout.chamber[$0] == into && !protected[$0] && !bordersLater($0, than: into)
                })
            else { return nil }
            kind = .out(into: into)
        }
        for cell in carved { cells[cell] = .floor }
        let fits = settings.rooms.allows(cells, width: width, carved: carved)
        for cell in carved { cells[cell] = .wall }
        guard fits else { return nil }
        let joins =
            !returning && CorridorJoin.joins(path.filter { spurAxis[$0] == nil }, heading: direction, in: cells, width: width)
        return Plan(direction: direction, path: path, stopper: stopper, kind: kind, joins: joins)
    }

    /// Carves `plan` and moves the ball to its end.
    mutating func apply(_ plan: Plan) {
        for cell in plan.path where cells[cell] != .floor { floorIn[layout.chamber[cell]] += 1 }
        mark(plan)
        walk.append(plan.direction)
    }

    /// The cells and the stopper of `plan` as carving leaves them, the ball at its end.
    mutating func mark(_ plan: Plan) {
        let axis: Axis = plan.direction.rowStep == 0 ? .horizontal : .vertical
        for cell in plan.path {
            cells[cell] = .floor
            if plan.kind != .inside, layout.chamber[cell] != phase { spurAxis[cell] = axis }
        }
        protected[plan.stopper] = true
        position = plan.path.last ?? position
    }

    /// A slide over floor already carved; its stopper is protected like any other, so the
    /// slide still runs the same on the finished board.
    mutating func travel(_ direction: Direction) {
        let step = direction.rowStep * layout.width + direction.columnStep
        while cells[position + step] == .floor { position += step }
        protected[position + step] = true
        walk.append(direction)
    }

    /// Whether a cell carved heading along `axis` has floor beside it (across the axis).
    func touchesFloorBeside(_ cell: Int, axis: Axis) -> Bool {
        let side = axis == .horizontal ? layout.width : 1
        return cells[cell - side] == .floor || cells[cell + side] == .floor
    }

    /// Whether a cell is next to a chamber later than `chamber` (default: the one being carved).
    func bordersLater(_ cell: Int, than chamber: Int? = nil) -> Bool {
        let chamber = chamber ?? phase
        return [cell - 1, cell + 1, cell - layout.width, cell + layout.width].contains {
            layout.chamber[$0] > chamber
        }
    }

    /// Whether a cell has a spur or door cell beside it, across `axis`.
    func touchesSpurBeside(_ cell: Int, axis: Axis) -> Bool {
        let side = axis == .horizontal ? layout.width : 1
        return spurAxis[cell - side] != nil || spurAxis[cell + side] != nil
    }
}
