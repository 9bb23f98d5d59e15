import Foundation
import Testing

@testable import GlideDevTools

/// The limits of issue 23 on the real tree, and the scanner that measures them: no function
/// over 60 lines anywhere in Sources/, no screen file (GlideTerminal) over 450.
@Suite("glide-dev source-stats: function and screen file lengths")
struct SourceLimitsTests {
    static let root = EnglishInCoreTests.root

    @Test func theSourcesKeepTheLimits() throws {
        let tree = try SourceTree(root: Self.root)
        #expect(tree.files.count > 100, "the real sources")
        #expect(tree.breaches == [])
    }

    /// `lines` lines from `func planted() {` to its closing brace.
    static func function(lines: Int) -> String {
        "func planted() {\n" + String(repeating: "    _ = 0\n", count: lines - 2) + "}\n"
    }

    /// A function of 61 lines added to a real file is caught, at its line; one of 60 is not.
    @Test func aPlantedLongFunctionIsCaught() throws {
        let path = "GlideRules/Rules/Board.swift"
        let text = try String(contentsOfFile: Self.root + "/Sources/" + path, encoding: .utf8)
        let line = SourceShape(text: text).lineCount + 1
        let long = SourceTree(files: [
            .init(path: path, shape: SourceShape(text: text + Self.function(lines: 61)))
        ])
        #expect(long.breaches == ["\(path):\(line): func planted is 61 lines (limit 60)"])
        let atLimit = SourceTree(files: [
            .init(path: path, shape: SourceShape(text: text + Self.function(lines: 60)))
        ])
        #expect(atLimit.breaches == [])
    }

    /// Only the terminal front's files are screens: 451 lines there is too many, 450 is not,
    /// and elsewhere neither is.
    @Test func aLongScreenFileIsCaught() {
        func file(_ path: String, lines: Int) -> SourceTree.File {
            .init(path: path, shape: SourceShape(text: String(repeating: "// a line\n", count: lines)))
        }
        #expect(
            SourceTree(files: [file("GlideTerminal/LongScreen.swift", lines: 451)]).breaches == [
                "GlideTerminal/LongScreen.swift is 451 lines (limit 450)"
            ])
        #expect(SourceTree(files: [file("GlideTerminal/Screen.swift", lines: 450)]).breaches == [])
        #expect(SourceTree(files: [file("GlideSolver/Long.swift", lines: 451)]).breaches == [])
    }

    /// Each function's name and first and last line, as the scanner measures them.
    static func measured(_ text: String) -> [String] {
        SourceShape(text: text).functions.map { "\($0.name) \($0.firstLine)–\($0.lastLine)" }
    }

    @Test func computedPropertiesAreMeasuredButStoredOnesAreNot() {
        let text = """
            struct S {
                var stored = 0
                private(set) var typed: Int = 0
                var frame: [String] {
                    let a = 1
                    return [String(a)]
                }
                static var none: [S] { [] }
                var isEmpty: Bool { stored == 0 }
                var isZero: Bool {
                    stored == 0
                        && typed == 0
                }
                var both: Int {
                    get { stored }
                    set { stored = newValue }
                }
                lazy var made: [Int] = {
                    [1, 2]
                }()
                var observed = 0 {
                    didSet {
                        stored = observed
                    }
                }
            }
            """
        #expect(
            Self.measured(text) == [
                "var frame 4–7", "var none 8–8", "var isEmpty 9–9", "var isZero 10–13", "var both 14–17",
                "didSet 22–24",
            ])
    }

    @Test func initialisersAreMeasuredFromTheirFirstLine() {
        let text = """
            final class C {
                init() {}
                public init?(text: String) {
                    nil
                }
                convenience init<T: Sequence>(
                    _ items: T,
                    count: Int
                ) where T.Element == Int {
                    self.init()
                }
                required init!(coder: Int) { nil }
                deinit {
                    print(1)
                }
                subscript(index: Int) -> Int {
                    index
                }
            }
            """
        #expect(
            Self.measured(text) == [
                "init 2–2", "init 3–5", "init 6–11", "init 12–12", "deinit 13–15", "subscript 16–18",
            ])
    }

    /// A signature over several lines counts from its first line; braces in a default value,
    /// a string or a comment do not open the body.
    @Test func multiLineSignaturesCountFromTheirFirstLine() {
        let text = """
            struct S {
                @discardableResult
                static func layout<T>(
                    width: Int, height: Int,
                    done: () -> Void = {},
                    label: String = "{"
                ) -> [T]
                where T: Equatable
                {
                    // } not the end
                    return []
                }
                @available(macOS 13, *) private func later() -> Int {
                    1
                }
                @inline(never) func kept() {
                }
                static func == (a: S, b: S) -> Bool {
                    true
                }
                @Test("a name with spaces") func named() {
                }
            }
            """
        #expect(
            Self.measured(text) == [
                "func layout 3–12", "func later 13–15", "func kept 16–17", "func == 18–20",
                "func named 21–22",
            ])
    }

    /// Closures count in the function that holds them; a local function counts there and on
    /// its own.
    @Test func closuresCountInTheirFunction() {
        let text = """
            func outer(_ items: [Int]) {
                let add = { (x: Int) -> Int in
                    x + 1
                }
                items.forEach { item in
                    print("} \\(item) {")
                }
                func inner() {
                    /* { */
                }
                _ = add
            }
            """
        #expect(Self.measured(text) == ["func outer 1–12", "func inner 8–10"])
    }

    /// A requirement has no body to measure, and does not take the next declaration's.
    @Test func requirementsAreNotMeasured() {
        let text = """
            protocol P {
                func f()
                var x: Int { get }
                init(y: Int)
            }
            func g() {
            }
            """
        #expect(Self.measured(text) == ["var x 3–3", "func g 6–7"])
    }
}
