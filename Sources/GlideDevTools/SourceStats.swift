import ArgumentParser
import Foundation

/// Lines per module, the longest files and functions, and the project's limits: no function
/// over 60 lines anywhere in Sources/, no screen file (the terminal front) over 450, no English
/// made in the core (`EnglishInCore`).
struct SourceStats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "source-stats",
        abstract:
            "Print lines per module and the longest files and functions; --check enforces the limits "
            + "and that the core makes no English."
    )

    @Argument(help: "The project's root folder.")
    var root = "."

    @Option(help: "How many of the longest files and functions to list.")
    var top = 5

    @Flag(
        help:
            "Exit 1, naming each, if a function or a screen file is over its limit or a core module makes English."
    )
    var check = false

    func run() throws {
        let files = try SourceTree(root: root)
        print(files.report(top: top))
        let breaches = files.breaches
        if check, !breaches.isEmpty {
            print("Failing the checks:")
            for breach in breaches { print("  " + breach) }
            throw ExitCode(1)
        }
    }
}

/// The Swift files under a project's Sources/, each with its shape.
struct SourceTree {
    struct File {
        /// Relative to Sources/: `GlideTerminal/GameScreen.swift`.
        var path: String
        var shape: SourceShape
        var module: String { String(path.prefix { $0 != "/" }) }
    }

    static let functionLimit = 60
    static let screenFileLimit = 450
    /// The module whose files are screens.
    static let screenModule = "GlideTerminal"

    var files: [File]

    init(files: [File]) { self.files = files }

    init(root: String) throws {
        let sources = URL(fileURLWithPath: root).appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else {
            throw ValidationError("No Sources/ folder in \(root).")
        }
        var files: [File] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            files.append(File(path: path, shape: SourceShape(text: text)))
        }
        self.files = files.sorted { $0.path < $1.path }
    }

    /// What breaks a limit or makes English in the core, one line each.
    var breaches: [String] {
        let functions = files.flatMap { file in
            file.shape.functions.filter { $0.lines > Self.functionLimit }.map {
                "\(file.path):\($0.firstLine): \($0.name) is \($0.lines) lines (limit \(Self.functionLimit))"
            }
        }
        let screens = files.filter {
            $0.module == Self.screenModule && $0.shape.lineCount > Self.screenFileLimit
        }
        .map { "\($0.path) is \($0.shape.lineCount) lines (limit \(Self.screenFileLimit))" }
        return screens + functions + EnglishInCore.breaches(in: files)
    }

    func report(top: Int) -> String {
        var lines: [String] = ["Lines per module"]
        let modules = Dictionary(grouping: files, by: \.module).map { module, files in
            (module, files.count, files.map(\.shape.lineCount).reduce(0, +))
        }.sorted { $0.0 < $1.0 }
        for (module, count, total) in modules {
            lines.append(
                pad(module, 24) + pad("\(count) files", 10, right: true) + pad("\(total)", 8, right: true))
        }
        lines.append(
            pad("all", 24) + pad("\(files.count) files", 10, right: true)
                + pad("\(files.map(\.shape.lineCount).reduce(0, +))", 8, right: true))
        lines.append("")
        lines.append("Longest files")
        for file in files.sorted(by: { ($0.shape.lineCount, $1.path) > ($1.shape.lineCount, $0.path) })
            .prefix(top)
        {
            lines.append(pad("\(file.shape.lineCount)", 6, right: true) + "  " + file.path)
        }
        lines.append("")
        lines.append("Longest functions")
        let functions = files.flatMap { file in file.shape.functions.map { (file.path, $0) } }
        for (path, function) in functions.sorted(by: { ($0.1.lines, $1.0) > ($1.1.lines, $0.0) }).prefix(top)
        {
            lines.append(
                pad("\(function.lines)", 6, right: true) + "  \(path):\(function.firstLine) \(function.name)")
        }
        return lines.joined(separator: "\n")
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let gap = String(repeating: " ", count: max(0, width - text.count))
        return right ? gap + text : text + gap
    }
}
