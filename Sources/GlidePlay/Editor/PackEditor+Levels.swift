import GlideRules

extension PackEditor {
    /// Makes level `index` current; false when there is no such level.
    @discardableResult
    public mutating func selectLevel(_ index: Int) -> Bool {
        guard document.entries.indices.contains(index) else { return false }
        document.select(index)
        cursor = draft.start ?? Position(row: 0, column: 0)
        clearMark()
        levelChanged()
        return true
    }

    /// Adds a new room of this size (3 to 256 cells a side) after the current level and makes
    /// it current.
    public mutating func addLevel(width: Int = 9, height: Int = 9) {
        document.addLevel(LevelDraft.room(width: width, height: height))
        cursor = Position(row: 1, column: 1)
        levelChanged()
    }

    public mutating func duplicateLevel() {
        document.duplicate()
        levelChanged()
    }

    /// Deletes the current level; false for the last one left.
    @discardableResult
    public mutating func deleteLevel() -> Bool {
        guard document.deleteLevel() else { return false }
        levelChanged()
        return true
    }

    /// Moves the current level one place earlier (-1) or later (+1).
    public mutating func moveLevel(by step: Int) {
        if document.moveLevel(by: step) { levelChanged() }
    }
}
