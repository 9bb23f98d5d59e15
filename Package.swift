// swift-tools-version: 6.1
import PackageDescription

// Linux only. The terminal layer needs glibc (termios field names, `__sigaction_handler`), and
// the solver and the terminal use Synchronization (Mutex, Atomic: macOS 15). Nothing is built or
// tested elsewhere, so no other platform is declared, and a build on another OS stops here, at
// once and in plain words. (An #error in the curses layer would come too late: on macOS,
// GlideKit, which it depends on, would first fail on Mutex's availability, less helpfully.)
#if !os(Linux)
    #error("Glide builds on Linux only (glibc, ncursesw): see the requirements in README.md.")
#endif

// The screens, the terminal layer and the command are built for size in release: they draw a
// frame in well under a millisecond either way, and the installed binary must stay under 15 MB
// (tools/e2e/install.sh). The solver and the generator (GlideKit) keep full speed.
let sizeOptimized: [SwiftSetting] = [.unsafeFlags(["-Osize"], .when(configuration: .release))]

let package = Package(
    name: "Glide",
    products: [
        .executable(name: "glide", targets: ["glide"]),
        .executable(name: "glide-bench", targets: ["GlideBench"]),
        .executable(name: "glide-dev", targets: ["GlideDevTools"]),
        .library(name: "GlideKit", targets: ["GlideKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // The rules, the level format, the solver and the generator. Pure Swift but for the
        // MIP library the solver calls: it must never import anything from the terminal, so
        // every front (curses, tests, tools) can share it.
        .target(name: "GlideKit", dependencies: ["CCbc"]),
        // COIN-OR's CBC and CLP, for the solver's integer program (see docs/solver.md).
        .systemLibrary(name: "CCbc", providers: [.apt(["coinor-libcbc-dev"])]),
        // ncursesw, as Swift 6 can use it (see docs/terminal.md).
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        // Screens drawn into a plain cell buffer, and input as events: testable without a terminal.
        .target(name: "GlideTerminal", dependencies: ["GlideKit"], swiftSettings: sizeOptimized),
        // The shipped packs, levels/ in packs.list's order, embedded at build time by the plugin
        // below. Only glide depends on it: editing a level recompiles this one file and relinks
        // glide. Sources/GlideLevels/levels is a link to levels/, excluded from the sources: it
        // makes SwiftPM plan the build again when a pack file is added or removed (it watches
        // targets' folders only), so the plugin's list of inputs is never stale.
        .target(name: "GlideLevels", exclude: ["levels"], plugins: ["EmbedLevelsPlugin"]),
        .plugin(name: "EmbedLevelsPlugin", capability: .buildTool(), dependencies: ["EmbedLevels"]),
        // The plugin's tool, levels/ to Swift source. It needs Foundation only, so it builds
        // alongside GlideKit instead of after it (figures in the commit that made it).
        .executableTarget(name: "EmbedLevels"),
        // The thin layer that copies cell buffers to the terminal and reads its input.
        .target(
            name: "GlideCurses", dependencies: ["GlideTerminal", "GlideKit", "CNcursesw"],
            swiftSettings: sizeOptimized),
        .executableTarget(
            name: "glide",
            dependencies: [
                "GlideKit",
                "GlideTerminal",
                "GlideCurses",
                "GlideLevels",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: sizeOptimized,
            // The installed game (tools/install, tools/package-deb) is the release build with
            // --static-swift-stdlib (tools/lib/release.sh), under 15 MB stripped. Linked by lld
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
                "GlideKit",
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
                "GlideKit",
                "GlideTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Corpus/: bad level files with the exact errors expected, read from the source tree.
        .testTarget(name: "GlideKitTests", dependencies: ["GlideKit"], exclude: ["Corpus"]),
        .testTarget(name: "GlideTerminalTests", dependencies: ["GlideTerminal", "GlideKit"]),
        .testTarget(name: "GlideCursesTests", dependencies: ["GlideCurses", "GlideTerminal", "CNcursesw"]),
        .testTarget(name: "GlideLevelsTests", dependencies: ["GlideLevels", "GlideKit"]),
        // Snapshots/: the --help text of every command, as users see it.
        .testTarget(name: "GlideCommandTests", dependencies: ["glide"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
