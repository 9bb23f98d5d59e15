import GlideRules
import GlideSolver

extension PositionDiagrams {
    /// The exact share, counted; nil when the winnable sets do not fit or the space's time
    /// runs out. Counts past 2^53 are rounded as doubles (the share is exact to 16 digits),
    /// and past 2^1000 scaled down together so the share stands.
    ///
    /// Not tried when the reachable sets took more than three quarters of the nodes: the
    /// winnable ones take half as many again (1.4–1.6 times on the levels measured), so the
    /// attempt would run into the limit, a second's work to throw away (hard 21).
    func lostPositions() -> LostPositions? {
        guard diagram.nodeCount <= diagram.nodeLimit / 4 * 3 else { return nil }
        guard let winnable = winnable(), let (lost, kept) = lostAndWinnableCounts(winnable: winnable)
        else { return nil }
        let positions = positionCounts.reduce(.zero, +)
        let excess = max(0, positions.exponent - 1_000)
        return LostPositions(
            lost: lost.scaled(byPowerOfTwo: -excess).value,
            winnable: kept.scaled(byPowerOfTwo: -excess).value,
            positions: positions.scaled(byPowerOfTwo: -excess).value, method: .counted)
    }

    /// The share among `samples` positions drawn uniformly from the reachable ones (won ones
    /// left out), from a fixed seed, each judged by the solver's verdict; nil when `control`
    /// stops a verdict.
    func sample(samples: Int, control: inout SolveControl) -> LostPositions? {
        let counts = positionCounts
        let total = counts.reduce(.zero, +)
        guard total > .zero else { return LostPositions(lost: 0, positions: 0, method: .sampledPositions) }
        var random = SeededRandom(seed: 0x6C6F_7374)  // "lost"
        var memo = diagram.countMemo()
        var lost = 0
        for _ in 0..<samples {
            var pick = random.unit()
            var node = counts.lastIndex { $0 > .zero }!
            for (candidate, count) in counts.enumerated() where count > .zero {
                let share = count.ratio(to: total)
                if pick < share {
                    node = candidate
                    break
                }
                pick -= share
            }
            var mask = [UInt64](repeating: 0, count: space.words)
            for variable in diagram.draw(from: positions[node], memo: &memo, using: &random) {
                let bit = bitOfVariable[variable]
                mask[bit >> 6] |= 1 << UInt64(bit & 63)
            }
            let painted = mask.withUnsafeBufferPointer { space.painted($0.baseAddress!) }
            guard let winnable = space.verdicts.isWinnable(node: node, painted: painted, control: &control)
            else { return nil }
            if !winnable { lost += 1 }
        }
        return LostPositions(lost: Double(lost), positions: Double(samples), method: .sampledPositions)
    }
}
