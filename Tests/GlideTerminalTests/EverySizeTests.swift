import GlidePlay
import GlideRules
import Testing

@testable import GlideTerminal

/// Every screen and overlay drawn at every terminal size from 1×1 to 40×12, and at 300×100: a
/// layout, legend or box that computes a negative size traps, and the player loses what was
/// on screen (the editor's unsaved work among it).
@Suite("Every screen at every size")
struct EverySizeTests {
    /// A screen reached as a player reaches it, at 80×24, and a text it shows there.
    struct Scene: CustomTestStringConvertible, Sendable {
        let name: String
        /// Seen at 80×24 and at 300×100, so the scene is the screen it names.
        let shows: String
        /// The moment the frames are drawn at.
        var now: Double = 10
        let make: @Sendable () throws -> DrivenApp

        var testDescription: String { name }
    }

    /// Every size from 1×1 to 40×12, and one larger than any test draws elsewhere.
    static let sizes: [(width: Int, height: Int)] =
        (1...12).flatMap { height in (1...40).map { (width: $0, height: height) } } + [(300, 100)]

    @Test(arguments: Scenes.all)
    func drawsAtEverySize(scene: Scene) throws {
        let app = try scene.make()
        let route = app.session.top.id
        let first = app.frame(now: scene.now)
        #expect(first.find(scene.shows) != nil, "\(scene.name) at 80×24:\n\(first.text)")
        for size in Self.sizes {
            var sized = app
            _ = sized.handle(.resize(width: size.width, height: size.height), now: scene.now)
            let frame = sized.frame(now: scene.now)
            #expect(frame.width == size.width && frame.height == size.height)
            let cut = Self.rowsWithCutWideCharacters(frame)
            #expect(cut.isEmpty, "\(scene.name) at \(size.width)×\(size.height): \(cut)")
            if size == (300, 100) {
                #expect(frame.find(scene.shows) != nil, "\(scene.name) at 300×100:\n\(frame.text)")
            }
            // The corners pressed and released: the layout the mouse is read against.
            _ = sized.handle(.mousePress(x: size.width - 1, y: size.height - 1), now: scene.now)
            _ = sized.handle(.mouseRelease(x: 0, y: 0), now: scene.now)
            _ = sized.frame(now: scene.now + 0.05)
        }
        #expect(app.session.top.id == route)
    }

    @Test func theWaitingScreenAtEverySize() {
        let screen = WaitingScreen(
            title: "Glide daily", text: "Making today's puzzle…", options: PlayOptions(colors: false))
        for size in Self.sizes {
            let frame = screen.frame(width: size.width, height: size.height)
            #expect(frame.width == size.width && frame.height == size.height)
        }
        #expect(screen.frame(width: 300, height: 100).find("Making today's puzzle…") != nil)
    }

    @Test func writingOverHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("滑る", x: 0, y: 0)
        buffer.write("│", x: 1, y: 0)  // over the right half of 滑
        buffer.write("x", x: 2, y: 0)  // over the left half of る
        #expect(buffer.line(0) == " │x   ")
        #expect(Self.rowsWithCutWideCharacters(buffer).isEmpty)
        buffer.write("角", x: 3, y: 0)
        buffer.write("滑", x: 4, y: 0)  // its left half over 角's right half
        #expect(buffer.line(0) == " │x 滑")
        #expect(Self.rowsWithCutWideCharacters(buffer).isEmpty)
    }

    /// The rows (as text) where a wide character lacks its right half beside it, or a right
    /// half stands alone: a cut one would shift the rest of the row on a real terminal.
    static func rowsWithCutWideCharacters(_ frame: CellBuffer) -> [String] {
        (0..<frame.height).filter { y in
            (0..<frame.width).contains { x in
                let cell = frame[x, y].character
                if cell == CellBuffer.continuation {
                    return x == 0 || CellBuffer.columns(of: frame[x - 1, y].character) != 2
                }
                return CellBuffer.columns(of: cell) == 2
                    && (x + 1 == frame.width || frame[x + 1, y].character != CellBuffer.continuation)
            }
        }.map { frame.line($0) }
    }
}
