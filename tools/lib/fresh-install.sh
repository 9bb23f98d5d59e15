#!/usr/bin/env bash
# The Debian package on a player's fresh Debian (tools/chroot-test runs it, as root, in a fresh
# debootstrap minbase without the Swift toolchain): what `apt-get install ./glide.deb` would pull
# with and without Recommends (CBC); then, installed without CBC, every command of glide, and
# the daily puzzle and `glide generate --seed` the same bytes as a machine with CBC made; then
# CBC installed, the large level proven; then the package purged, nothing left.
#
#     bash tools/lib/fresh-install.sh --made-with-cbc GLIDE DIR
#         on the machine with CBC: writes DIR/daily.txt and DIR/generate.txt with GLIDE
#     bash tools/lib/fresh-install.sh DIR
#         on the fresh machine: DIR holds glide.deb, check.sh (tools/lib), large.txt
#         (tools/bench), daily.txt and generate.txt
set -u
# The day and the pack made both ways.
DAY=2026-11-23
SEED=7
daily=(daily --date "$DAY" --show)
generate=(generate --size 10x10 --count 3 --seed "$SEED")
if [ "${1:-}" = --made-with-cbc ]; then
    "$2" "${daily[@]}" >"$3/daily.txt" && "$2" "${generate[@]}" >"$3/generate.txt"
    exit
fi
dir=${1:?usage: fresh-install.sh DIR}
. "$dir/check.sh"
cd "$dir"
export DEBIAN_FRONTEND=noninteractive
# A player's shell: the package's PATH, a home of its own, a UTF-8 locale (C.UTF-8 is in libc).
player() { env -i PATH=/usr/games:/usr/bin:/bin HOME="$dir/home" LANG=C.UTF-8 "$@"; }
mkdir -p home
# plays SECONDS KEYS COMMAND: COMMAND in a 100×32 pseudo-terminal (script), KEYS typed after
# SECONDS; the screen's text without escape sequences in OUT, the status in STATUS.
plays() {
    local seconds=$1 keys=$2 command=$3
    { sleep "$seconds"; printf '%s' "$keys"; sleep 2; } |
        player TERM=xterm-256color script -qec "stty cols 100 rows 32; $command" /dev/null >screen.out
    STATUS=$?
    OUT=$(sed 's/\x1b\[[0-9;?]*[A-Za-z]//g; s/\x1b[()][0-9A-Za-z]//g; s/\x1b[=>]//g' screen.out | tr -s ' ')
}

apt-get -q update >/dev/null || { echo "apt-get update failed"; exit 1; }
# What the package would pull: apt-get's summary, the transaction then declined.
for recommends in with without; do
    flags=()
    [ "$recommends" = without ] && flags=(--no-install-recommends)
    echo "== apt-get install ${flags[*]:+${flags[*]} }./glide.deb on a fresh minbase ($recommends Recommends), declined"
    apt-get install --assume-no "${flags[@]}" ./glide.deb 2>&1 |
        sed -n '/NEW packages will be installed/,/^After this operation/p'
done

run apt-get install -y --no-install-recommends ./glide.deb
expect_status "apt-get install --no-install-recommends ./glide.deb" 0
if /sbin/ldconfig -p | grep -q 'libCbcSolver'; then fail "CBC is not installed" "$(/sbin/ldconfig -p | grep Cbc)"
else pass "CBC is not installed"; fi
links=$(ldd /usr/games/glide)
linked=$(awk '/=>/ { print $1 }' <<<"$links" | sed 's/\.so.*//' | sort -u | tr '\n' ' ')
expect_same "ldd names only libc, libm, libstdc++, libgcc_s, libncursesw and libtinfo" \
    "libc libgcc_s libm libncursesw libstdc++ libtinfo " "$linked"

run player glide --version
expect_status "glide --version" 0
expect_out "... names the licence" "MIT License"
run player glide --help
expect_status "glide --help" 0
run player glide levels list
expect_out_matching "glide levels list" "^tutorial +Tutorial +16$"
run player glide levels export tutorial -o tutorial.txt
expect_status "glide levels export tutorial -o FILE" 0
run player glide show tutorial.txt --level 3
expect_out "glide show" "Title: Back and forth"
run player glide solve tutorial.txt
expect_out_matching "glide solve proves every tutorial level without CBC" "^16 levels: 16 solved \(16 proven optimal\)"
run player glide check tutorial.txt
expect_status "glide check passes the tutorial without CBC" 0
run player glide solve tutorial.txt --level 4
moves=$(awk 'NR == 2 { print $NF }' <<<"$OUT")
run player glide replay tutorial.txt --level 4 "$moves"
expect_status "glide replay of glide solve's solution wins" 0
run player glide code tutorial.txt --level 3
code=$OUT
run player glide show "$code"
expect_out "glide code, then glide show CODE" "Title: Back and forth"
run player glide solve large.txt --level 1 --timeout 1
expect_out "a level too large to prove without CBC says what to install" \
    "not proven without CBC (install coinor-libcbc3 to prove optima of large levels)"
awk 'BEGIN { RS = "" } NR == 2 { print }' large.txt >large-1.txt
run player glide check --timeout 1 large-1.txt
expect_status "... glide check fails on it" 1
expect_err "... and says what to install" "without CBC: install coinor-libcbc3 to prove optima of large levels"
# same_bytes NAME EXPECTED COMMAND...: COMMAND, run as the player, prints the file EXPECTED.
same_bytes() {
    player "${@:3}" >made.txt 2>made.err
    if cmp -s "$2" made.txt; then pass "$1"; else fail "$1" "$(diff "$2" made.txt | head)"; fi
}
same_bytes "glide ${daily[*]}: the bytes made with CBC" daily.txt glide "${daily[@]}"
same_bytes "glide ${generate[*]}: the bytes made with CBC" generate.txt glide "${generate[@]}"
plays 3 q "glide"
expect_status "glide plays: level select, q" 0
expect_out "... shows the tutorial" "Tutorial"
plays 6 q "glide daily"
expect_status "glide daily plays: the day's level, q" 0
expect_out "... shows the daily puzzle" "Glide daily"
plays 3 qy "glide edit new.txt"
expect_status "glide edit plays: a new pack, q, y" 0
expect_out "... shows the editor" "Edit new.txt"

run apt-get install -y coinor-libcbc3
expect_status "apt-get install coinor-libcbc3" 0
run player glide solve large.txt --level 1 --timeout 60
expect_out_matching "with CBC, the large level is proven" "^1 level: 1 solved \(1 proven optimal\)"

run apt-get purge -y glide
expect_status "apt-get purge glide" 0
left=$(find /usr/games/glide /usr/share/doc/glide /usr/share/man/man6/glide.6.gz \
    /usr/share/bash-completion/completions/glide 2>/dev/null)
expect_same "nothing of the package is left" "" "$left"
summary
