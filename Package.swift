// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Glide",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "glide", targets: ["glide"]),
        .executable(name: "glide-bench", targets: ["GlideBench"]),
        .library(name: "GlideKit", targets: ["GlideKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The rules, the level format, the solver and the generator. Pure Swift: it must never
        // import anything from the terminal, so every front (curses, tests, tools) can share it.
        .target(name: "GlideKit"),
        .executableTarget(
            name: "glide",
            dependencies: [
                "GlideKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks (tools/bench-solver runs them in release mode).
        .executableTarget(
            name: "GlideBench",
            dependencies: [
                "GlideKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "GlideKitTests", dependencies: ["GlideKit"]),
    ],
    swiftLanguageModes: [.v6]
)
