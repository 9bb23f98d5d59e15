import GlideRules

/// The walk that carves a `ChamberBoard`, chamber after chamber.
///
/// Every slide the walk makes stops at a protected wall, a wall no later slide carves, so the
/// walk replays exactly on the finished board and paints all of it. The walk may also *travel*:
/// slide over floor already carved to a stop it can reach, then carve from there (its stopper
/// is protected too).
struct ChamberCarver {
    let layout: ChamberLayout
    let settings: ChamberBoard.Settings
    var cells: [Cell]
    var protected: [Bool]
    /// Per cell: the axis of the spur it belongs to, for the cells of spurs (and doors) inside
    /// a later chamber. Corridors cross these cells only at right angles and never stop on
    /// them, so the ball stops on a spur's tip only coming up the spur.
    var spurAxis: [Axis?]
    var position: Int
    let start: Int
    var walk: [Direction] = []
    /// The chamber being carved.
    var phase = 0
    /// Floor carved in each chamber.
    var floorIn: [Int]
    var spurs: [Spur] = []
    /// Whether the ball could leave for the next chamber after the last change.
    var exitOpen = false

    enum Axis { case vertical, horizontal }

    struct Spur {
        /// Where the ball stopped after sliding back: from there it slides up the spur again.
        var foot: Int
        var up: Direction
        var tip: Int
        /// The chamber the tip is in.
        var into: Int
    }

    /// Where a slide ends.
    enum Kind: Equatable {
        /// In the chamber being carved.
        case inside
        /// Just inside a later chamber: a spur, or the door.
        case out(into: Int)
    }

    /// A slide the rules allow: its direction, the cells it crosses and its stopper.
    struct Plan {
        var direction: Direction
        var path: [Int]
        var stopper: Int
        var kind: Kind
        /// Whether it joins another corridor (`CorridorJoin`), which only some slides may.
        var joins: Bool
    }

    /// A slide from a stop the ball can reach, with the slides that take it there.
    typealias Option = (route: [Direction], plan: Plan)

    init(layout: ChamberLayout, settings: ChamberBoard.Settings, using random: inout SeededRandom) {
        self.layout = layout
        self.settings = settings
        cells = [Cell](repeating: .wall, count: layout.width * layout.height)
        protected = [Bool](repeating: false, count: cells.count)
        spurAxis = [Axis?](repeating: nil, count: cells.count)
        floorIn = [Int](repeating: 0, count: layout.count)
        start = random.pick(layout.chamber.indices.filter { layout.chamber[$0] == 0 }) ?? layout.width + 1
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

    // MARK: - Carving a chamber

    /// Random slides from random stops the ball can reach (so it carves wherever there is
    /// room), with spurs into the next chamber and corridors through the tips of spurs into
    /// this one at the checkpoints, until the chamber has its share of floor or the attempts
    /// run out. A slide that would leave the ball no way into the next chamber is undone.
    mutating func carveChamber(using random: inout SeededRandom) {
        let target = max(2, Int(settings.floorShare * Double(layout.cellCounts[phase])))
        let attempts = layout.cellCounts[phase] * ChamberBoard.attemptsPerCell
        let checkpoint = max(1, attempts / ChamberBoard.checkpoints)
        var stops: [(cell: Int, route: [Direction])] = []
        exitOpen = exitReachable()
        for attempt in 0..<attempts where floorIn[phase] < target {
            if attempt % checkpoint == 0 {
                crossSpurTips(using: &random)
                let next = phase + 1
                if next < layout.count, exitCount < ChamberBoard.exitsPerChamber,
                    let exit = random.pick(reachableOptions { $0.kind == .out(into: next) && !$0.joins })
                {
                    _ = take(exit)
                }
                stops = []
            }
            if stops.isEmpty { stops = reachableStops() }
            guard let (from, route) = random.pick(stops), let direction = random.pick(Direction.allCases)
            else {
                return
            }
            let length = random.int(in: 1...settings.maxSlide)
            // That way is the stopper of the way here, protected.
            if direction == route.last { continue }
            let here = position
            position = from
            let tried = plan(direction, length)
            position = here
            guard let tried, tried.path.contains(where: { cells[$0] != .floor }) else { continue }
            if tried.joins, !random.chance(settings.joinChance) { continue }
            if take((route, tried)) { stops = [] }
        }
    }

    /// Spurs carved from this chamber into the next.
    var exitCount: Int { spurs.count { $0.into == phase + 1 } }

    /// Travels the option's route, then carves its slide (a spur with its way back, when it
    /// leaves the chamber), if the slide is still allowed from there (the route's stoppers
    /// are protected now) and the ball keeps its way on; otherwise undoes all. Whether it
    /// carved.
    mutating func take(_ option: Option) -> Bool {
        let before = self
        for direction in option.route { travel(direction) }
        guard let plan = plan(option.plan.direction, option.plan.path.count), plan.kind == option.plan.kind,
            plan.joins == option.plan.joins
        else {
            self = before
            return false
        }
        if plan.kind == .inside {
            apply(plan)
        } else {
            guard let back = spurReturn(after: plan) else {
                self = before
                return false
            }
            let tip = plan.path.last ?? position
            apply(plan)
            apply(back)
            spurs.append(Spur(foot: position, up: plan.direction, tip: tip, into: layout.chamber[tip]))
        }
        guard exitKept() else {
            self = before
            return false
        }
        return true
    }

    /// The slide straight back from the tip of `spur` into the chamber being carved, if one
    /// fits: tried as if the spur were carved.
    mutating func spurReturn(after spur: Plan) -> Plan? {
        let saved = (cells, protected, spurAxis, position)
        defer { (cells, protected, spurAxis, position) = saved }
        mark(spur)
        for length in 1...(settings.maxSlide + spur.path.count) {
            if let plan = plan(spur.direction.opposite, length, returning: true), plan.kind == .inside {
                return plan
            }
        }
        return nil
    }

    /// A corridor through the tip of each spur into the chamber being carved, at right angles
    /// to the spur and on past the tip, where one fits: each makes its tip a way out of the
    /// spur's chamber that the ball never comes back through.
    mutating func crossSpurTips(using random: inout SeededRandom) {
        for spur in spurs where spur.into == phase && !isCrossed(spur) {
            let across: [Direction] = spur.up.rowStep == 0 ? [.up, .down] : [.left, .right]
            let crossings = reachableOptions {
                across.contains($0.direction) && $0.kind == .inside && $0.path.contains(spur.tip) && !$0.joins
            }
            if let crossing = random.pick(crossings) { _ = take(crossing) }
        }
    }

    /// Whether a corridor runs through the spur's tip.
    func isCrossed(_ spur: Spur) -> Bool {
        let side = spur.up.rowStep == 0 ? layout.width : 1
        return cells[spur.tip - side] == .floor && cells[spur.tip + side] == .floor
    }

    // MARK: - Leaving a chamber

    /// Leaves the chamber being carved by a door into the next one: up one of the spurs into it
    /// whose foot the ball can reach, or else by a new slide into it from a stop the ball can
    /// reach, chosen at random; then crosses the door's tip. False when neither works.
    mutating func openDoor(using random: inout SeededRandom) -> Bool {
        let routes = Dictionary(
            reachableStops().map { ($0.cell, $0.route) }, uniquingKeysWith: { first, _ in first })
        var doors = spurs.filter { $0.into == phase + 1 && routes[$0.foot] != nil }
        while let pick = random.pick(doors.indices), let route = routes[doors[pick].foot] {
            let door = doors.remove(at: pick)
            let before = self
            for direction in route + [door.up] { travel(direction) }
            phase += 1
            if crossDoor(axisOf: door.up, using: &random) { return true }
            self = before
        }
        let next = phase + 1
        var options = reachableOptions { $0.kind == .out(into: next) && !$0.joins }
        while let pick = random.pick(options.indices) {
            let door = options.remove(at: pick)
            let before = self
            for direction in door.route { travel(direction) }
            if let plan = plan(door.plan.direction, door.plan.path.count), plan.kind == door.plan.kind {
                apply(plan)
                phase += 1
                if crossDoor(axisOf: plan.direction, using: &random) { return true }
            }
            self = before
        }
        return false
    }

    /// From the door's tip, where the ball is, a slide sideways and one back through the tip and
    /// on, so the tip is a T the ball stops at only coming through the door: chosen at random
    /// among the pairs that cross the most tips of other spurs into the chamber (each a
    /// one-way way out of the chamber before).
    mutating func crossDoor(axisOf door: Direction, using random: inout SeededRandom) -> Bool {
        let tip = position
        let tips = Set(spurs.filter { $0.into == phase }.map(\.tip))
        var pairs: [(out: Plan, back: Plan, crossed: Int)] = []
        for first in door.rowStep == 0 ? [Direction.up, .down] : [.left, .right] {
            for length in 1...settings.maxSlide {
                guard let out = plan(first, length), out.kind == .inside, !out.joins else { continue }
                let before = self
                apply(out)
                for reach in length + 1...length + settings.maxSlide {
                    if let back = plan(first.opposite, reach), back.kind == .inside, back.path.contains(tip),
                        !back.joins
                    {
                        pairs.append((out, back, tips.intersection(out.path + back.path).count))
                    }
                }
                self = before
            }
        }
        let most = pairs.map(\.crossed).max() ?? 0
        guard let pair = random.pick(pairs.filter { $0.crossed == most }) else { return false }
        apply(pair.out)
        apply(pair.back)
        return true
    }

    // MARK: - Where the ball can go

    /// The cells of the chamber being carved where the ball can come to rest from where it is,
    /// each with the slides that take it there (breadth first, so the routes are shortest);
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
                    arrived.insert(end * 4 + Int(direction.rawValue)).inserted, let before = routes[cell]
                else { continue }
                arrivals.append((end, before + [direction]))
                if routes[end] == nil {
                    routes[end] = before + [direction]
                    order.append(end)
                }
            }
        }
        return arrivals
    }

    /// The slides (up to twice `maxSlide` long) from the stops the ball can reach that the rules
    /// allow and `wanted` accepts.
    mutating func reachableOptions(_ wanted: (Plan) -> Bool) -> [Option] {
        var found: [Option] = []
        let here = position
        defer { position = here }
        for (cell, route) in reachableStops() {
            position = cell
            for direction in Direction.allCases where direction != route.last {
                for length in 1...(2 * settings.maxSlide) {
                    if let plan = plan(direction, length), wanted(plan) { found.append((route, plan)) }
                }
            }
        }
        return found
    }

    /// After a change: false when the ball could leave for the next chamber before and can no
    /// longer; else true, and whether it can now is recorded.
    mutating func exitKept() -> Bool {
        let open = exitReachable()
        if exitOpen, !open { return false }
        exitOpen = open
        return true
    }

    /// Whether the ball can leave for the next chamber: up a spur into it whose foot it can
    /// reach, or by a new slide into it from a stop it can reach (true in the last chamber).
    mutating func exitReachable() -> Bool {
        guard phase < layout.count - 1 else { return true }
        let reached = Set(reachableStops().map(\.cell))
        let next = phase + 1
        if spurs.contains(where: { $0.into == next && reached.contains($0.foot) }) { return true }
        return !reachableOptions { $0.kind == .out(into: next) && !$0.joins }.isEmpty
    }

    // MARK: - The rules of a slide

    /// The slide `direction` from the ball's cell, `length` cells long, if the rules allow it.
    /// `returning`: the slide back from a spur's tip, which runs along the spur.
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
        // Spurs are crossed at right angles only.
        if !returning, path.contains(where: { spurAxis[$0] == axis }) { return nil }
        let outside = path.filter { layout.chamber[$0] != phase }
        let carved = path.filter { cells[$0] != .floor }
        let kind: Kind
        if layout.chamber[end] == phase {
            // Through a later chamber and back is no shape a valve allows; a stopper in a later
            // chamber would wall it off from spurs; a corridor alongside a spur would give the
            // ball somewhere to stop beside it; and one along the chamber's edge would run
            // beside the corridor that crosses the tips of its spurs in the next chamber.
            guard returning || outside.isEmpty, layout.chamber[stopper] <= phase,
                returning
                    || !carved.contains(where: {
                        touchesSpurBeside($0, axis: axis) || layout.bordersLater($0, than: phase)
                    })
            else { return nil }
            kind = .inside
        } else {
            // Into a later chamber, just: all new there, touching nothing beside it, in one
            // chamber, with room on both sides of the tip for the corridor that will cross it.
            let into = layout.chamber[end]
            let side = axis == .horizontal ? width : 1
            guard !returning, outside.count <= ChamberBoard.spurDepth,
                outside.allSatisfy({ layout.chamber[$0] == into && cells[$0] != .floor }),
                !outside.contains(where: { cells[$0 - side] == .floor || cells[$0 + side] == .floor }),
                [end - side, end + side].allSatisfy({
                    layout.chamber[$0] == into && !protected[$0] && !layout.bordersLater($0, than: into)
                })
            else { return nil }
            kind = .out(into: into)
        }
        for cell in carved { cells[cell] = .floor }
        let fits = settings.rooms.allows(cells, width: width, carved: carved)
        for cell in carved { cells[cell] = .wall }
        guard fits else { return nil }
        let joins =
            !returning
            && CorridorJoin.joins(
                path.filter { spurAxis[$0] == nil }, heading: direction, in: cells, width: width)
        return Plan(direction: direction, path: path, stopper: stopper, kind: kind, joins: joins)
    }

    /// Whether a cell has a spur cell beside it, across `axis`.
    func touchesSpurBeside(_ cell: Int, axis: Axis) -> Bool {
        let side = axis == .horizontal ? layout.width : 1
        return spurAxis[cell - side] != nil || spurAxis[cell + side] != nil
    }

    // MARK: - Moving the ball

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
}
