#!/usr/bin/env bash
# End-to-end test of the daily puzzle over sixty days spread over six years, in the release
# build players install (tools/lib/release.sh; a debug build takes seconds for a weekend's
# level): each day's `glide daily --date D --show` passes `glide check` (solvable, Par the proven
# optimum, and no level repeated across the sixty days), is titled with its date and stays in
# the daily range (medium on Mondays to hard on Sundays); the debug build makes the same levels;
# and each day is made quickly enough to play at once.
# Usage: tools/e2e/daily.sh [DEBUG_GLIDE_BINARY]
set -u
cd "$(dirname "$0")/../.."
. tools/lib/check.sh
. tools/lib/release.sh
DEBUG_GLIDE=$(realpath "${1:-${GLIDE:-.build/debug/glide}}")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

if ! swift build "${RELEASE_FLAGS[@]}" --product glide >"$WORK/build.log" 2>&1; then
    fail "the release build" "$(tail -20 "$WORK/build.log")"
    summary
    exit 1
fi
GLIDE="$(swift build "${RELEASE_FLAGS[@]}" --show-bin-path)/glide"

# Every 37th day from 2025-01-01: 60 days over six years, every weekday among them.
mapfile -t days < <(python3 -c '
import datetime
first = datetime.date(2025, 1, 1)
for i in range(60): print(first + datetime.timedelta(days=37 * i))')
export GLIDE_TODAY=2031-12-31
times=()
for day in "${days[@]}"; do
    started=$(date +%s.%N)
    "$GLIDE" daily --date "$day" --show >"$WORK/$day.txt" 2>"$WORK/$day.err"
    status=$?
    times+=("$(echo "$(date +%s.%N) - $started" | bc)")
    [ "$status" = 0 ] || fail "glide daily --date $day --show exits $status" "$(cat "$WORK/$day.err")"
done
pass "sixty days printed with --show"

days_txt=("${days[@]/%/.txt}")
run "$GLIDE" check --timeout 60 "${days_txt[@]/#/$WORK/}"
expect_status "glide check passes all sixty days" 0
expect_same "... each solvable with Par its proven optimum, none repeating another" \
    "checked 60 levels in 60 files: 0 errors, 0 warnings" "$OUT"

# Each day is titled with its date, and within the week's ramp: 10×10 to 19×19, par 12 to 47;
# Mondays at most 12×12 and par 24, Sundays at least 18×18 and par 30.
report=$(python3 - "$WORK" "${days[@]}" <<'PY'
import datetime, re, sys
folder, days = sys.argv[1], sys.argv[2:]
problems = []
pars = []
for day in days:
    text = open(f"{folder}/{day}.txt").read()
    weekday = datetime.date.fromisoformat(day).strftime("%A")
    blocks = text.strip("\n").split("\n\n")
    header, level = blocks[0].split("\n"), blocks[1].split("\n")
    if f"Title: Glide daily {day}" not in header or not any(weekday in l and day in l for l in header):
        problems.append(f"{day}: header {header}")
    if level[0] != f"Title: Daily {day}":
        problems.append(f"{day}: level title {level[0]}")
    par = int(next(l for l in level if l.startswith("Par: "))[5:])
    rows = [l for l in level if not re.match(r"^[A-Z][a-z]+: ", l)]
    width, height = max(len(r) for r in rows), len(rows)
    pars.append(par)
    if not (10 <= width <= 19 and 10 <= height <= 19 and 12 <= par <= 47):
        problems.append(f"{day}: {width}x{height} par {par}")
    if weekday == "Monday" and (width > 12 or height > 12 or par > 24):
        problems.append(f"{day} (Monday): {width}x{height} par {par}")
    if weekday == "Sunday" and (width < 18 or height < 18 or par < 30):
        problems.append(f"{day} (Sunday): {width}x{height} par {par}")
print("; ".join(problems) if problems else f"ok par {min(pars)}-{max(pars)}")
PY
)
if [[ $report == ok* ]]; then pass "every day titled with its date and within the week's ramp (${report#ok })"
else fail "every day titled with its date and within the week's ramp" "$report"; fi

# The same levels from the debug build (other code generation, the same arithmetic): two quick
# weekdays.
for day in 2026-11-23 2027-02-09; do
    "$GLIDE" daily --date "$day" --show >"$WORK/release-$day.txt"
    run "$DEBUG_GLIDE" daily --date "$day" --show
    expect_same "the debug build makes $day's level as the release build does" "$(cat "$WORK/release-$day.txt")" "$OUT"
done

# Time to make a day, as a player waits for it (the machine may be loaded: the bound is loose;
# tools/bench-daily measures a whole year).
read -r median max < <(printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END { printf "%.2f %.2f\n", t[int((NR + 1) / 2)], t[NR] }')
if awk -v max="$max" 'BEGIN { exit !(max < 10) }'; then
    pass "each day is made in under 10 s (median ${median} s, slowest ${max} s)"
else
    fail "each day is made in under 10 s" "median ${median} s, slowest ${max} s"
fi

summary
