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

    /// Adds a new room after the current level and makes it current.
    public mutating func addLevel() {
        document.addLevel(LevelDraft.room(width: 9, height: 9))
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
