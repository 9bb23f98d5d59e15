// The libFuzzer entry point for the level parser, compiled together with the rules' and the solver's sources,
// and the wording of diagnostics, by tools/fuzz-parser (swiftc -sanitize=fuzzer,address). Each
// input is a level file's bytes. Besides not crashing, the parser must keep its promises: a pack
// it accepts prints in canonical form, which parses back to the same pack and prints the same
// again; every board it builds keeps the board's invariants; the solver decides small accepted
// levels; and nothing from the file can reach a terminal raw: an accepted pack holds no control
// character but tab and line feed, and no diagnostic, as printed, holds one at all. Every
// accepted level comes back the same from its level code, and the input read as a level code
// is refused or read, never a crash.
// (tools/fuzz-output drives the built binary's every command the same way.)
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func parserFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let text = String(validating: bytes, as: UTF8.self), let level = try? LevelCode.decode(text) {
        precondition(
            try! LevelCode.decode(LevelCode.encode(level)) == level, "a decoded code does not round-trip")
    }
    let pack: LevelPack
    do {
        pack = try LevelFormat.parse(bytes, path: "fuzz.txt")
    } catch {
        // Every rejection says where and why.
        precondition(!error.diagnostics.isEmpty, "a parse error without diagnostics")
        for diagnostic in error.diagnostics {
            precondition(
                diagnostic.line >= 1 && diagnostic.column >= 1, "diagnostic outside the file: \(diagnostic)")
            precondition(
                !diagnostic.description.unicodeScalars.contains(where: TerminalText.isControl),
                "a diagnostic prints a control character: \(diagnostic.description.debugDescription)")
        }
        return 0
    }
    let text = pack.text
    precondition(
        !text.unicodeScalars.contains { TerminalText.isControl($0) && $0 != "\n" && $0 != "\t" },
        "an accepted pack holds a control character: \(text.debugDescription)")
    for (index, level) in pack.levels.enumerated() {
        precondition(
            !level.name(number: index + 1).unicodeScalars.contains(where: TerminalText.isControl),
            "a level's name prints a control character")
    }
    guard let again = try? LevelFormat.parse(text, path: "canonical.txt") else {
        preconditionFailure("the canonical form of an accepted pack does not parse:\n\(text)")
    }
    precondition(again.text == text, "canonical form is not stable:\n\(text)\n---\n\(again.text)")
    precondition(again.levels.map(\.board) == pack.levels.map(\.board), "boards changed in the round trip")
    for level in pack.levels {
        let board = level.board
        let coded = try? LevelCode.decode(LevelCode.encode(level))
        precondition(coded?.board == board && coded?.par == level.par, "a level changed through its code")
        precondition(board[board.start] == .floor, "the start is not floor")
        precondition(board.floorCount == board.cells.filter { $0 == .floor }.count, "floor count is wrong")
        if board.floorCount <= 40 {
            let result = Solver(board: board).solve(options: SolveOptions(timeout: 1, optimal: false))
            precondition(result.status != .timeout, "a small level was not decided in a second")
            if let solution = result.solution {
                var state = board.initialState
                for move in solution { state = board.slide(from: state, move)?.result ?? state }
                precondition(board.isWon(state), "the solver's solution does not win")
            }
        }
    }
    return 0
}
