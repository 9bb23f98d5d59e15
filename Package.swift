// swift-tools-version: 6.1
import PackageDescription

// Linux only. The terminal layer needs glibc (termios field names, `__sigaction_handler`), and
// the solver and the terminal use Synchronization (Mutex, Atomic: macOS 15). Nothing is built or
// tested elsewhere, so no other platform is declared, and a build on another OS stops here, at
// once and in plain words. (An #error in the curses layer would come too late: on macOS,
// the solver, which it depends on, would first fail on Mutex's availability, less helpfully.)
#if !os(Linux)
    #error("Glide builds on Linux only (glibc, ncursesw): see the requirements in README.md.")
#endif

// The mid ends, their wording, the screens, the terminal layer and the command are built for
// size in release: they answer a key and draw a frame in well under a millisecond either way,
// and the installed binary must stay under 16 MiB (tools/e2e/install.sh). The modules that
// compute (rules, solver, generator) keep full speed.
let sizeOptimized: [SwiftSetting] = [.unsafeFlags(["-Osize"], .when(configuration: .release))]

let package = Package(
    name: "Glide",
    products: [
        .executable(name: "glide", targets: ["glide"]),
        .executable(name: "glide-bench", targets: ["GlideBench"]),
        .executable(name: "glide-dev", targets: ["GlideDevTools"]),
        .library(
            name: "GlideKit",
            targets: [
                "GlideRules", "GlideSolverClient", "GlideSolver", "GlideGenerator", "GlidePlay",
                "GlideWording",
            ]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // The rules, the level format and pack files: pure Swift, no threads and no solver, so
        // any front (the terminal, a GUI, WebAssembly) can import them.
        .target(name: "GlideRules"),
        // What a solve is asked and what it answers (requests, results, reasons, difficulty):
        // what the mid ends need of the solver, without the solver.
        .target(name: "GlideSolverClient", dependencies: ["GlideRules"]),
        // The solver, and what is measured with it (traps, difficulty): the only module that
        // calls COIN-OR (see docs/solver.md); the modules above it link it through this one.
        .target(name: "GlideSolver", dependencies: ["GlideRules", "GlideSolverClient", "CCbc"]),
        // Levels made and measured: the generator, the refiner, puzzle quality, the daily puzzle.
        .target(name: "GlideGenerator", dependencies: ["GlideRules", "GlideSolverClient", "GlideSolver"]),
        // The mid ends: the whole app's session above the levels, a level in play, the editor,
        // the player's progress. Solves go out as effects: it needs no solver.
        .target(
            name: "GlidePlay", dependencies: ["GlideRules", "GlideSolverClient"], swiftSettings: sizeOptimized
        ),
        // The one place where the core's typed values (reasons, notices, locks, warnings)
        // become English, for every front: the modules above make no words of their own
        // (glide-dev source-stats --check holds them to it).
        .target(
            name: "GlideWording", dependencies: ["GlideRules", "GlideSolverClient", "GlidePlay"],
            swiftSettings: sizeOptimized),
        // COIN-OR's CBC and CLP, for the solver's integer program (see docs/solver.md): declared
        // in C here and loaded with dlopen when a proof first needs them, so Glide builds
        // without COIN-OR and runs without it (the integer program's proofs aside).
        .target(name: "CCbc"),
        // ncursesw, as Swift 6 can use it (see docs/terminal.md).
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        // Screens drawn into a plain cell buffer, and input as events: testable without a terminal.
        .target(
            name: "GlideTerminal",
            dependencies: ["GlideRules", "GlideSolverClient", "GlidePlay", "GlideWording"],
            swiftSettings: sizeOptimized),
        // The shipped packs, levels/ in packs.list's order, embedded at build time by the plugin
        // below. Only glide depends on it: editing a level recompiles this one file and relinks
        // glide. Sources/GlideLevels/levels is a link to levels/, excluded from the sources: it
        // makes SwiftPM plan the build again when a pack file is added or removed (it watches
        // targets' folders only), so the plugin's list of inputs is never stale.
        .target(name: "GlideLevels", exclude: ["levels"], plugins: ["EmbedLevelsPlugin"]),
        .plugin(name: "EmbedLevelsPlugin", capability: .buildTool(), dependencies: ["EmbedLevels"]),
        // The plugin's tool, levels/ to Swift source. It needs Foundation only, so it builds
        // alongside the core modules instead of after them (figures in the commit that made it).
        .executableTarget(name: "EmbedLevels"),
        // The thin layer that copies cell buffers to the terminal and reads its input.
        .target(
            name: "GlideCurses",
            dependencies: [
                "GlideTerminal", "GlideRules", "GlideSolverClient", "GlideSolver", "GlidePlay", "CNcursesw",
            ],
            swiftSettings: sizeOptimized),
        .executableTarget(
            name: "glide",
            dependencies: [
                "GlideRules",
                "GlideSolverClient",
                "GlideSolver",
                "GlideGenerator",
                "GlidePlay",
                "GlideWording",
                "GlideTerminal",
                "GlideCurses",
                "GlideLevels",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: sizeOptimized,
            // The installed game (tools/install, tools/package-deb) is the release build with
            // --static-swift-stdlib (tools/lib/release.sh), under 16 MiB stripped. Linked by lld
            // with packed relative relocations (PIE kept, 1 MB less of .rela.dyn; needs glibc
            // 2.36), exporting no symbols (nothing loads glide as a library, and an exported
            // function is one --gc-sections must keep: 0.24 MB).
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                        "-Xlinker", "--no-export-dynamic",
                    ],
                    .when(configuration: .release))
            ]
        ),
        // Benchmarks (tools/bench-solver and the other tools/bench-* run them in release mode).
        .executableTarget(
            name: "GlideBench",
            dependencies: [
                "GlideRules",
                "GlideSolverClient",
                "GlideSolver",
                "GlideGenerator",
                "GlidePlay",
                "GlideWording",
                "GlideTerminal",
                "GlideCurses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // glide-dev, the developer tools: the generated packs (tools/make-packs), the bench sets
        // and the crash test's saving process (tools/e2e/crash.sh).
        .executableTarget(
            name: "GlideDevTools",
            dependencies: [
                "GlideRules",
                "GlideSolverClient",
                "GlideSolver",
                "GlideGenerator",
                "GlidePlay",
                "GlideWording",
                "GlideTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the core's tests share: boards from text, a reference solver over the plain
        // rules, a solver client the test answers by hand.
        .target(
            name: "GlideTestSupport",
            dependencies: ["GlideRules", "GlideSolverClient", "GlideSolver", "GlideGenerator"],
            path: "Tests/GlideTestSupport"),
        // Corpus/: bad level files with the exact errors expected, read from the source tree
        // (by GlideWordingTests, since the errors are words).
        .testTarget(
            name: "GlideRulesTests", dependencies: ["GlideRules", "GlideTestSupport"], exclude: ["Corpus"]),
        .testTarget(
            name: "GlideSolverTests",
            dependencies: ["GlideRules", "GlideSolverClient", "GlideSolver", "GlideTestSupport"]),
        .testTarget(
            name: "GlideGeneratorTests",
            dependencies: [
                "GlideRules", "GlideSolverClient", "GlideSolver", "GlideGenerator", "GlideTestSupport",
            ]),
        .testTarget(
            name: "GlidePlayTests",
            dependencies: ["GlideRules", "GlideSolverClient", "GlideSolver", "GlidePlay", "GlideTestSupport"]),
        .testTarget(
            name: "GlideWordingTests",
            dependencies: [
                "GlideRules", "GlidePlay", "GlideWording", "GlideSolverClient", "GlideSolver",
                "GlideGenerator",
                "GlideTestSupport",
            ]),
        .testTarget(
            name: "GlideTerminalTests",
            dependencies: [
                "GlideTerminal", "GlideRules", "GlideSolverClient", "GlideSolver", "GlidePlay",
                "GlideTestSupport",
            ]),
        .testTarget(
            name: "GlideCursesTests",
            dependencies: [
                "GlideCurses", "GlideTerminal", "GlideRules", "GlideSolverClient", "GlideSolver", "CNcursesw",
            ]),
        .testTarget(
            name: "GlideLevelsTests",
            dependencies: ["GlideLevels", "GlideRules", "GlideSolverClient", "GlideSolver", "GlideGenerator"]),
        // Snapshots/: the --help text of every command, as users see it.
        .testTarget(name: "GlideCommandTests", dependencies: ["glide"], exclude: ["Snapshots"]),
        // The developer tools' checks, run on the project's own Sources/ too.
        .testTarget(name: "GlideDevToolsTests", dependencies: ["GlideDevTools"]),
    ],
    swiftLanguageModes: [.v6]
)
