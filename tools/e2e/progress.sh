#!/usr/bin/env bash
# End-to-end test of progress shared by games running at once, and of progress files that
# are not what the game wrote. In a private tmux server, as players would:
#  1. Four `glide play` games, a `glide daily` and a `glide edit` share one data folder, all
#     open before any saves; each game wins levels of its own, interleaved with the others'
#     saves, the daily game leaves an unfinished attempt, the editor saves a pack. The file must
#     end with every win and the attempt: saves merge under a lock (ProgressStore).
#  2. Progress files with numbers out of range, or no JSON at all (with --level): the game
#     starts, says at once in one line what it dropped and where the old file is, and keeps
#     the rest.
# Usage: tools/e2e/progress.sh [GLIDE_BINARY]
set -u
cd "$(dirname "$0")/../.."
. tools/lib/check.sh
GLIDE_ARGUMENT=${1:-}
. tools/lib/tmux.sh

DATA="$WORK/data/glide"
PROGRESS="$DATA/progress.json"

# A pack of eight one-move levels (→ wins each), of different lengths so each is its own level.
pack="$WORK/eight.txt"
{
    echo "Title: Eight"
    for k in 1 2 3 4 5 6 7 8; do
        printf '\nTitle: L%s\nPar: 1\n#@%s#\n' "$k" "$(printf '.%.0s' $(seq "$k"))"
    done
} >"$pack"

# progress_count EXPRESSION: a figure from the progress file, by a Python expression over `p`.
progress_count() {
    python3 -c "import json,sys; p=json.load(open(sys.argv[1])); print($1)" "$PROGRESS" 2>/dev/null || echo none
}

# 1. Six processes at once. Each game opens on its first level; none has saved yet.
GAMES=4
for g in $(seq "$GAMES"); do
    start "g$g" 80 24 play "'$pack'" --level $((2 * g - 1)) --unlock-all
done
GLIDE_ENV="GLIDE_TODAY=2026-11-23" start daily 80 24 daily
start edit 80 24 edit "'$WORK/new.txt'" --new 5x5
for g in $(seq "$GAMES"); do
    expect_screen "g$g" "game $g opens on level $((2 * g - 1))" "Level $((2 * g - 1))/8"
done
expect_screen daily "the daily game opens (made in the background)" "Glide daily .*Moves 0"
expect_screen edit "the editor opens" "Edit .*new.txt"

# Each game wins its first level, in turn: every save finds another game's on disk.
for g in $(seq "$GAMES"); do
    T send-keys -t "g$g" Right
    expect_screen "g$g" "game $g wins level $((2 * g - 1))" "Level complete"
    T send-keys -t "g$g" Enter
done
# The daily game moves (some of the four arrows moves the ball) and leaves the puzzle
# unfinished; the editor saves.
T send-keys -t daily Right Down Left Up
expect_screen daily "the daily game has moved" "Moves [1-9]"
T send-keys -t daily q
expect_same "the daily game quits" 0 "$(wait_exit daily)"
T send-keys -t edit Right Down "#"
expect_screen edit "the editor's level is solvable" "solvable — 4 moves"
T send-keys -t edit w
expect_screen edit "the editor saves" "Saved .*new.txt"
# Then each game wins its second level (the next one opened at Enter on the win's card).
for g in $(seq "$GAMES"); do
    expect_screen "g$g" "game $g moves on to level $((2 * g))" "Level $((2 * g))/8"
    T send-keys -t "g$g" Right
    expect_screen "g$g" "game $g wins level $((2 * g))" "Level complete"
done
# Back to level select (a q on a win's card goes there at once), then quit.
for g in $(seq "$GAMES"); do
    for _ in 1 2 3 4; do
        T send-keys -t "g$g" q
        wait_for "g$g" "Enter play" 20 && break
    done
    expect_screen "g$g" "game $g is back in level select" "Enter play"
    T send-keys -t "g$g" q
    expect_same "game $g quits" 0 "$(wait_exit "g$g")"
done
T send-keys -t edit q
expect_same "the editor quits" 0 "$(wait_exit edit)"

expect_same "the file keeps every level won, by every game" "8 8" \
    "$(progress_count "len(p['levels']), sum(r['solved'] for r in p['levels'].values())")"
expect_same "... and the daily game's unfinished attempt" 1 "$(progress_count "len(p.get('attempts', {}))")"
expect_same "no temporary files are left, only the lock file" "progress.json progress.lock" \
    "$(ls -A "$DATA" | sort | tr '\n' ' ' | sed 's/ $//')"
start g9 80 24 play "'$pack'"
expect_screen g9 "a new game sees all eight levels solved" "8/8 solved"
T send-keys -t g9 q
wait_exit g9 >/dev/null

# 2. Numbers out of range: dropped with one line, the game starts, the rest kept (at 200
# columns, the whole line on one row).
cp "$PROGRESS" "$WORK/clean.json"
id=$(python3 -c "import json,sys; print(sorted(json.load(open(sys.argv[1]))['levels'])[0])" "$PROGRESS")
for stars in -1 9223372036854775807 1000000000; do
    python3 - "$WORK/clean.json" "$PROGRESS" "$id" "$stars" <<'EOF'
import json, sys
clean, path, id, stars = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
p = json.load(open(clean))
p["levels"][id]["stars"] = stars
json.dump(p, open(path, "w"))
EOF
    rm -f "$DATA"/progress.json.bad-*
    round=${stars#-}
    start "bad$round" 200 50 play "'$pack'"
    expect_screen "bad$round" "stars $stars: the game starts and says what it dropped" \
        "dropped level $id \(stars $stars out of range\); old file kept at .*progress.json.bad-[0-9]+"
    expect_screen "bad$round" "... and keeps the other seven levels" "7/8 solved"
    T send-keys -t "bad$round" q
    expect_same "... and quits normally" 0 "$(wait_exit "bad$round")"
    if grep -q "\"stars\": $stars" "$DATA"/progress.json.bad-*; then pass "... the file as it was is kept aside"
    else fail "the file as it was is kept aside" "$(ls -A "$DATA")"; fi
    expect_same "... the rest written back" 7 "$(progress_count "len(p['levels'])")"
done

# A daily result whose par is the least 64-bit integer: dropped; the daily game starts and quits.
python3 - "$WORK/clean.json" "$PROGRESS" <<'EOF'
import json, sys
p = json.load(open(sys.argv[1]))
p["daily"] = {"2026-11-16": {"bestMoves": 12, "par": -9223372036854775808, "stars": 3, "bestSolution": "R",
    "hintsUsed": 0, "wonOnTheDay": True, "level": "0123456789abcdef"}}
json.dump(p, open(sys.argv[2], "w"))
EOF
GLIDE_ENV="GLIDE_TODAY=2026-11-23" start daily2 200 50 daily --date 2026-11-16
expect_screen daily2 "a daily par of -2^63: the daily game starts and says so" \
    "dropped daily result of 2026-11-16 \(par -9223372036854775808 out of range\)"
T send-keys -t daily2 q
expect_same "... and quits normally" 0 "$(wait_exit daily2)"

# A file that is no JSON at all, with --level: the game opens on the level, the warning with it.
echo '{ not json' >"$PROGRESS"
start unreadable 200 50 play "'$pack'" --level 3
expect_screen unreadable "an unreadable file and --level: the level opens" "Level 3/8"
expect_screen unreadable "... with the warning at once" "moved aside to .*progress.json.bad-[0-9]+"
T send-keys -t unreadable q q
expect_same "... and quits normally" 0 "$(wait_exit unreadable)"

summary
