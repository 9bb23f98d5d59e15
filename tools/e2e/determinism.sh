#!/usr/bin/env bash
# End-to-end test that the daily puzzle and `glide generate --seed` come out the same on every
# run and every machine, in the release build players install (tools/lib/release.sh): twenty
# days (every weekday among them, since the plan changes with it) and three generated packs
# (three sizes, the larger two with A* proofs of up to the 2 000 000 states the generator allows) are each made
# twice, in separate processes with SWIFT_DETERMINISTIC_HASHING unset, the second as without CBC
# (the levels may not depend on whether it is installed), so each process hashes
# with its own random seed and any Set or Dictionary order that reached the output would show
# as a difference; and each output must have its pinned digest, so a machine, toolchain or
# build that makes other levels is caught too (Tests/GlideKitTests/DailyPuzzleTests.swift pins one day in full).
#
# After an intended change to what the generator makes (the daily plan, the candidates, the
# solver's budgets), print the new digests with `tools/e2e/determinism.sh --pin` and replace
# the table below with them, in the same commit.
# Usage: tools/e2e/determinism.sh [--pin]
set -u
cd "$(dirname "$0")/../.."
. tools/lib/check.sh
. tools/lib/release.sh
unset SWIFT_DETERMINISTIC_HASHING
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# The first 16 hex digits of each output's SHA-256.
PINNED="
daily-2025-02-03 c8fd7c26c1350566
daily-2025-03-16 e937a60c55c03802
daily-2025-04-26 9812b48728419b75
daily-2025-06-06 b1f62bd4698a227f
daily-2025-07-17 875d589f290639f8
daily-2025-08-27 f824080f50503e7e
daily-2025-10-07 df8135fa1d9d9971
daily-2025-11-17 5b202a75c33fd8cf
daily-2025-12-28 48e760deaa62c70c
daily-2026-02-07 7e2cfb6f75ccab77
daily-2026-03-20 c7dfc998a8ac57a5
daily-2026-04-30 ab3c538fe7379ad3
daily-2026-06-10 adb850feeac3c98b
daily-2026-07-21 3df287ee5810bf8a
daily-2026-08-31 dadd9626721cd81f
daily-2026-10-11 a6874f1f86fe6f18
daily-2026-11-21 483294a6e57d780d
daily-2027-01-01 b96f09c3a98aeb0a
daily-2027-02-11 bf21b5d285e19d5e
daily-2027-03-24 b3820bc33972c2c1
generate-10x10 05c99130e5e42109
generate-16x16 5a533cea03ace956
generate-24x24 51ea13baec41613d
"

if ! swift build "${RELEASE_FLAGS[@]}" --product glide >"$WORK/build.log" 2>&1; then
    fail "the release build" "$(tail -20 "$WORK/build.log")"
    summary
    exit 1
fi
GLIDE="$(swift build "${RELEASE_FLAGS[@]}" --show-bin-path)/glide"

# Every 41st day from Monday 2025-02-03: each weekday two or three times.
mapfile -t days < <(python3 -c '
import datetime
first = datetime.date(2025, 2, 3)
for i in range(20): print(first + datetime.timedelta(days=41 * i))')
names=() commands=()
for day in "${days[@]}"; do
    names+=("daily-$day") commands+=("daily --date $day --show")
done
# Sizes with their counts and seeds (under load 10 on 2 cores, the whole test took 6.5 min).
for spec in "10x10 6 1" "16x16 5 42" "24x24 2 2"; do
    read -r size count seed <<<"$spec"
    names+=("generate-$size") commands+=("generate --size $size --count $count --seed $seed")
done

# Each output twice, each run its own process: the second as on a machine without CBC
# (GLIDE_WITHOUT_CBC=1: the solver finds no library to load), which must make the same levels.
export GLIDE_TODAY=2031-12-31
started=$(date +%s)
for run in 1 2; do
    without=""
    [ "$run" = 2 ] && without=1
    for i in "${!names[@]}"; do
        # shellcheck disable=SC2086 # the command's words
        GLIDE_WITHOUT_CBC=$without "$GLIDE" ${commands[$i]} >"$WORK/${names[$i]}.$run" 2>"$WORK/${names[$i]}.$run.err"
        status=$?
        [ "$status" = 0 ] || fail "glide ${commands[$i]} (run $run) exits $status" "$(cat "$WORK/${names[$i]}.$run.err")"
    done
done
seconds=$(($(date +%s) - started))

if [ "${1:-}" = --pin ]; then
    for name in "${names[@]}"; do echo "$name $(sha256sum "$WORK/$name.1" | cut -c1-16)"; done
    exit 0
fi

# The same bytes from both processes.
differing=0
for i in "${!names[@]}"; do
    name=${names[$i]}
    if ! cmp -s "$WORK/$name.1" "$WORK/$name.2"; then
        differing=$((differing + 1))
        fail "glide ${commands[$i]} printed other bytes without CBC, in another process" \
            "$(diff "$WORK/$name.1" "$WORK/$name.2" | head -20)"
    fi
done
[ "$differing" = 0 ] &&
    pass "${#days[@]} days and 3 packs, each made with and without CBC in its own process, are the same bytes (${seconds} s)"

# The pinned digests: the same levels as on the machine that pinned them.
mismatched=0
for i in "${!names[@]}"; do
    name=${names[$i]}
    expected=$(awk -v name="$name" '$1 == name { print $2 }' <<<"$PINNED")
    actual=$(sha256sum "$WORK/$name.1" | cut -c1-16)
    if [ "$actual" != "$expected" ]; then
        mismatched=$((mismatched + 1))
        fail "glide ${commands[$i]}: digest $actual, pinned ${expected:-none}" "$(head -12 "$WORK/$name.1")"
    fi
done
[ "$mismatched" = 0 ] && pass "each of them has its pinned digest"

summary
