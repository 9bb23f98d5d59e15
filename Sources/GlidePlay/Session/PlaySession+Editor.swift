import GlideRules

extension PlaySession {
    /// The editor on `document`, its solves named by a new owner.
    mutating func makeEditor(_ document: PackDocument, path: String, level: Int) -> PackEditor {
        PackEditor(
            document: document, path: path, solveOptions: settings.verdictOptions, timing: timing,
            level: level, owner: newOwner())
    }

    /// Changes the editor, wherever it is in the stack (under a play-test, its verdicts and
    /// saves still come in).
    mutating func updateEditor(_ change: (inout PackEditor) -> Void) {
        guard let index = routes.lastIndex(where: { if case .editor = $0 { true } else { false } }),
            case var .editor(route) = routes[index]
        else { return }
        change(&route.editor)
        routes[index] = .editor(route)
    }

    mutating func handleEditor(_ intent: PlayIntent, now: Double) {
        switch intent {
        case let .edit(editorIntent):
            updateEditor { $0.handle(editorIntent, now: now) }
            carryOutEditorEffects()
        case .help:
            push(.help(.editor))
        default:
            break
        }
    }

    /// What the editor asked for: writes and the clipboard go to the driver; a play-test and
    /// quitting are the session's to do.
    mutating func carryOutEditorEffects() {
        var taken: [EditorEffect] = []
        updateEditor { taken = $0.takeEffects() }
        for effect in taken {
            switch effect {
            case let .write(path, bytes, expected, ifReadOnly):
                effects.append(.write(path: path, bytes: bytes, expected: expected, ifReadOnly: ifReadOnly))
            case let .copy(moves): effects.append(.copy(.moves(moves)))
            case let .copyLevelCode(code): effects.append(.copy(.levelCode(code)))
            case let .playTest(level):
                push(.game(makeGame(level, purpose: .playTest, firstRun: false)))
            case .quit: leaveEditor()
            case .bell: effects.append(.bell)
            }
        }
    }

    /// Out of the editor: back to level select with the pack as it now stands on disk, or, in
    /// `glide edit`, out of the program.
    private mutating func leaveEditor() {
        guard case let .editor(route) = top else { return }
        closeTop()
        guard let pack = route.pack else { return quit() }
        selection = LevelSelection(pack: pack, level: route.editor.document.current)
        effects.append(.reloadPack(pack))
    }

    /// The pack `e` asked for, ready to edit or not: the editor opens on it, or the player is
    /// told why not (and, for a bundled pack, asked whether to edit a copy).
    mutating func openedForEditing(pack: Int, _ result: Result<EditableDocument, EditingUnavailable>) {
        let level = editingLevel ?? 0
        editingLevel = nil
        switch result {
        case let .success(opened):
            push(
                .editor(
                    EditorRoute(
                        editor: makeEditor(opened.document, path: opened.path, level: level), pack: pack)))
        case let .failure(.bundled(fileName, path)):
            question = .exportForEditing(pack: pack, fileName: fileName, path: path, level: level)
        case let .failure(reason):
            refuse(.editingUnavailable(reason))
        }
    }

    /// The pack as it stands on disk after editing (it stays as it was if it cannot be read).
    mutating func packReloaded(_ pack: Int, _ reloaded: PlayPack?) {
        guard packs.indices.contains(pack) else { return }
        if let reloaded { packs[pack] = reloaded }
        selection = LevelSelection(
            pack: pack, level: min(selection.level, max(0, packs[pack].levels.count - 1)))
    }
}
