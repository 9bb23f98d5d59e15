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

run tools/package-deb "$work"
expect_status "tools/package-deb" 0
expect_same "it prints the package's path" "$deb" "$OUT"

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
# Every shared library glide needs is in a package that Depends names.
dpkg-deb -x "$deb" "$work/root"
for library in $(readelf -d "$work/root/usr/games/glide" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p'); do
    package=$(dpkg -S "*/$library" 2>/dev/null | head -1 | cut -d: -f1)
    if [ -n "$package" ] && grep -qE "(^|, )$(sed 's/[+.]/\\&/g' <<<"$package")( |,|$)" <<<"$depends"; then
        pass "Depends covers $library ($package)"
    else
        fail "Depends covers $library (${package:-no package has it})" "$depends"
    fi
done

if command -v lintian >/dev/null; then
    run lintian --fail-on error "$deb"
    expect_status "lintian finds no error" 0
    [ -n "$OUT" ] && printf '      | %s\n' "$OUT"
elif [ "${CI:-}" = true ]; then
    fail "lintian is installed on CI (.ci/run installs it)"
else
    echo "skip  lintian is not installed"
fi

if { [ "${CI:-}" = true ] || [ "${GLIDE_TEST_DPKG:-}" = 1 ]; } && [ "$(id -u)" = 0 ]; then
    run dpkg -i "$deb"
    expect_status "dpkg -i installs the package" 0
    run env -i PATH=/usr/bin:/bin:/usr/games glide --version
    expect_same "the packaged glide runs: glide --version" "$version" "$OUT"
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
