# The release build that players install, one set of flags for every script that builds in
# release (tools/install, tools/man, tools/package-deb, tools/test, tools/make-packs, every
# tools/bench-*): SwiftPM builds anew whenever the flags change, so they must not differ.
# --static-swift-stdlib links the Swift runtime and FoundationEssentials into glide, so it runs
# without the toolchain; it also changes how every module is compiled, hence one build for all
# (Package.swift adds the linker).
#
# -file-prefix-map writes the source folder as "." wherever the compiler would write its path
# (debug information, #filePath): the same commit built in another folder gives the same code.
# What it cannot reach, tools/lib/stage.sh removes (tools/check-reproducible checks it).
RELEASE_FLAGS=(-c release --static-swift-stdlib -Xswiftc -file-prefix-map -Xswiftc "$PWD=.")
