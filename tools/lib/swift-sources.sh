# The Swift files that tools/format formats and tools/lint checks (as .swift-format configures).
SWIFT_SOURCES=(Package.swift Plugins Sources Tests tools/fuzz)
