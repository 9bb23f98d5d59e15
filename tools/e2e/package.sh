#!/usr/bin/env bash
# End-to-end test of tools/package-deb: builds the .deb, checks its contents and control
# fields, and runs lintian on it (no errors allowed; lintian is required on CI). On CI, as root,
# it then installs the package on the machine with dpkg -i, runs glide --version, glide solve
# and man glide as installed, and removes it again (GLIDE_TEST_DPKG=1 does the same elsewhere).
# Usage: tools/e2e/package.sh (it builds the release glide; an argument is ignored)
set -u
cd "$(dirname "$0")/../.."
. tools/lib/check.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
version=$(sed -n 's/.*static let number = "\(.*\)".*/\1/p' Sources/glide/Version.swift)
arch=$(dpkg --print-architecture)
deb=$work/glide_${version}_${arch}.deb

# Without dpkg-dev, tools/package-deb stops at once and names it, before any build.
mkdir "$work/bin"
ln -s "$(command -v dirname)" "$work/bin/dirname"
started=$(date +%s)
run env PATH="$work/bin" "$BASH" tools/package-deb "$work"
expect_status "tools/package-deb without dpkg-shlibdeps fails" 1
expect_err "... and names the package to install" "install dpkg-dev"
expect_same "... before building (in under 2 s)" 1 "$(($(date +%s) - started < 2))"

run tools/package-deb "$work"
expect_status "tools/package-deb" 0
expect_same "it prints the package's path" "$deb" "$OUT"
# dpkg-shlibdeps warns of a library linked but not used (libCbc, libOsiClp, libCoinUtils were).
if grep -q 'dpkg-shlibdeps: warning' <<<"$ERR"; then fail "dpkg-shlibdeps warns of nothing" "$ERR"
else pass "dpkg-shlibdeps warns of nothing: glide links only what it uses"; fi

run dpkg-deb -c "$deb"
for file in ./usr/games/glide ./usr/share/man/man6/glide.6.gz ./usr/share/bash-completion/completions/glide \
    ./usr/share/zsh/vendor-completions/_glide ./usr/share/fish/vendor_completions.d/glide.fish \
    ./usr/share/doc/glide/copyright ./usr/share/doc/glide/changelog.gz; do
    expect_out "the package holds $file" " $file"
done
run dpkg-deb -f "$deb" Package Version Architecture Depends Section
expect_out "Version is glide's" "Version: $version"
expect_out "Section: games" "Section: games"
depends=$(dpkg-deb -f "$deb" Depends)
# CBC is loaded when a proof needs it: recommended, not a dependency.
cbc=$({ dpkg -S 'libCbcSolver.so.3' 2>/dev/null || true; } | head -1 | cut -d: -f1)
expect_same "Recommends CBC's runtime" "${cbc:-coinor-libcbc3}" "$(dpkg-deb -f "$deb" Recommends)"
if grep -qi 'coinor' <<<"$depends"; then fail "Depends names no COIN-OR package" "$depends"
else pass "Depends names no COIN-OR package ($(tr ',' '\n' <<<"$depends" | grep -c .) packages: $depends)"; fi
run dpkg-deb -f "$deb" Maintainer
if grep -qiE 'example\.(org|com)|^$' <<<"$OUT"; then fail "Maintainer is a real name, no placeholder" "$OUT"
else pass "Maintainer is $OUT"; fi
# The copyright file: machine-readable (DEP-5), every Files pattern matching files of the source
# tree (after a build: SwiftPM's checkouts), Glide's licence the text of LICENSE.
copyright=tools/deb/copyright
expect_same "the copyright file is DEP-5" "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" \
    "$(head -1 "$copyright")"
while read -r pattern; do
    # shellcheck disable=SC2086 # the pattern is a glob
    if compgen -G "$pattern" >/dev/null; then pass "copyright's Files: $pattern matches files"
    else fail "copyright's Files: $pattern matches files"; fi
done < <(sed -n 's/^Files: //p' "$copyright" | tr ' ' '\n')
# The stand-alone License: Expat paragraph (the one with the text: Files: * only names it).
licence_text=$(awk '/^License: Expat$/ { inside = 1; next } inside && /^ / { print; found = 1; next }
    inside { inside = 0; if (found) exit }' "$copyright" |
    sed 's/^ //; s/^\.$//')
expect_same "copyright's Expat text is LICENSE's" "$(sed -n '/^Permission/,$p' LICENSE)" "$licence_text"
# Every shared library glide needs is in a package that Depends names.
dpkg-deb -x "$deb" "$work/root"
# The description counts the levels and packs the packaged glide holds.
listed=$("$work/root/usr/games/glide" levels list | tail -n +2)
counted="$(awk '{ n += $NF } END { print n }' <<<"$listed") levels in $(grep -c . <<<"$listed") packs"
if dpkg-deb -f "$deb" Description | tr -s ' \n' '  ' | grep -qF "ships $counted,"; then pass "the description says the package ships $counted"
else fail "the description says the package ships $counted" "$(dpkg-deb -f "$deb" Description)"; fi
for library in $(readelf -d "$work/root/usr/games/glide" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p'); do
    package=$(dpkg -S "*/$library" 2>/dev/null | head -1 | cut -d: -f1)
    if [ -n "$package" ] && grep -qE "(^|, )$(sed 's/[+.]/\\&/g' <<<"$package")( |,|$)" <<<"$depends"; then
        pass "Depends covers $library ($package)"
    else
        fail "Depends covers $library (${package:-no package has it})" "$depends"
    fi
done

if command -v lintian >/dev/null; then
    run lintian --pedantic "$deb"
    expect_same "lintian --pedantic says nothing" "" "$OUT"
elif [ "${CI:-}" = true ]; then
    fail "lintian is installed on CI (.ci/run installs it)"
else
    echo "skip  lintian is not installed"
fi

if { [ "${CI:-}" = true ] || [ "${GLIDE_TEST_DPKG:-}" = 1 ]; } && [ "$(id -u)" = 0 ]; then
    run dpkg -i "$deb"
    expect_status "dpkg -i installs the package" 0
    run env -i PATH=/usr/bin:/bin:/usr/games glide --version
    expect_same "the packaged glide runs: glide --version" "glide $version" "$(head -1 <<<"$OUT")"
    run env -i PATH=/usr/bin:/bin:/usr/games glide solve levels/tutorial.txt --level 4
    expect_out "the packaged glide solves a level" "DRUL"
    run env -i PATH=/usr/bin:/bin:/usr/games MANWIDTH=80 man glide
    expect_out "man glide shows the page" "slide-and-paint puzzle game"
    run dpkg -r glide
    expect_status "dpkg -r removes it" 0
    if [ -e /usr/games/glide ]; then fail "nothing is left in /usr/games"; else pass "nothing is left in /usr/games"; fi
else
    echo "skip  dpkg -i (on CI as root, or GLIDE_TEST_DPKG=1)"
fi

summary
