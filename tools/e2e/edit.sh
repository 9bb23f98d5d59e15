#!/usr/bin/env bash
# End-to-end test of the level editor, in a private tmux server: a pack made from scratch by
# keystrokes, the live verdict, a play-test, saves that touch only what was edited, and the
# questions before losing work. Usage: tools/e2e/edit.sh [GLIDE_BINARY]
set -u
cd "$(dirname "$0")/../.."
. tools/lib/check.sh
GLIDE_ARGUMENT=${1:-}
. tools/lib/tmux.sh

# A new pack from scratch: a 5×5 room whose middle cannot be painted, then a wall there.
new="$WORK/new.txt"
start e 80 24 edit "'$new'" --new 5x5
expect_screen e "the editor opens a new pack" "Edit .*new.txt · level 1/1 · Level 1 · 5×5 · modified"
expect_screen e "an open room is unsolvable" "unsolvable — 1 cell can never be painted"
T send-keys -t e Right Down "#"
expect_screen e "a wall in the middle makes it solvable" "solvable — 4 moves \(optimal\)"
T send-keys -t e s
expect_screen e "s replays the solution" "Showing the solution"
T send-keys -t e x
T send-keys -t e p
expect_screen e "p play-tests" "Play-test · Level 1/1"
T send-keys -t e Down Right Up Left
expect_screen e "the play-test is won and the editor is back" "Play-test won in 4 moves"
expect_screen e "... with the cursor where it was" "solvable — 4 moves"
T send-keys -t e t C-u
for _ in 1 2 3 4 5 6 7; do T send-keys -t e BSpace; done
T send-keys -t e -l "Ring"
T send-keys -t e Enter
expect_screen e "t sets the title" "level 1/1 · Ring"
T send-keys -t e w
expect_screen e "w saves" "Saved .*new.txt"
T send-keys -t e q
expect_same "q quits with 0 once saved" "0" "$(wait_exit e)"
expect_restored e
expect_same "the saved text is what was drawn" "Title: new

Title: Ring
Par: 4
#####
#@..#
#.#.#
#...#
#####" "$(cat "$new")"
run "$GLIDE" check "$new"
expect_status "glide check passes on the saved pack" 0

# Round trip: change one level of an existing pack; the diff is that level's lines and Par.
cp levels/tutorial.txt "$WORK/copy.txt"
start r 80 24 edit "'$WORK/copy.txt'" --level 4
expect_screen r "--level opens the level asked for" "level 4/15 · Round trip"
expect_screen r "... and solves it" "solvable — 4 moves \(optimal\)"
T send-keys -t r Down Down Right Right "#"
expect_screen r "a wall in the bottom-right corner" "solvable — 6 moves \(optimal\)"
T send-keys -t r C-s
expect_screen r "Ctrl-S saves" "Saved copy.txt"
T send-keys -t r q
wait_exit r >/dev/null
expect_same "only that level's map row and Par changed" "< Par: 4
---
> Par: 6
< #...#
---
> #..##" "$(diff levels/tutorial.txt "$WORK/copy.txt" | grep -E '^[<>-]')"
run "$GLIDE" check "$WORK/copy.txt"
expect_status "the edited pack still checks" 0

# Work is not lost: a file changed on disk, and quitting with unsaved changes, both ask.
start c 80 24 edit "'$WORK/copy.txt'"
expect_screen c "opened again" "level 1/15"
T send-keys -t c Right "#"
expect_screen c "an edit" "modified"
echo "; a note added by someone else" >> "$WORK/copy.txt"
T send-keys -t c w
expect_screen c "a file changed on disk is noticed" "changed on disk since it was opened. Overwrite it\? \(y/n\)"
T send-keys -t c n
if tail -1 "$WORK/copy.txt" | grep -q "someone else"; then pass "n keeps the other change"; else fail "n keeps the other change"; fi
T send-keys -t c q
expect_screen c "quitting with unsaved changes asks" "Unsaved changes: quit without saving\? \(y/n\)"
T send-keys -t c n
expect_screen c "n stays in the editor" "level 1/15"
T send-keys -t c q y
expect_same "y quits" "0" "$(wait_exit c)"
if tail -1 "$WORK/copy.txt" | grep -q "someone else"; then pass "quitting without saving writes nothing"; else fail "quitting without saving writes nothing"; fi

# Mouse drawing: a drag draws a line of walls with the brush.
start m 80 24 edit "'$WORK/mouse.txt'" --new 9x5
expect_screen m "a 9×5 room" "9×5"
T send-keys -t m Right "#"   # the brush: a wall (drawn under the cursor, off the start)
expect_screen m "one wall drawn" "solvable|unsolvable"
for ((i = 0; i < 100; i++)); do screen m | sed -n 2p | grep -q "solving" || break; sleep 0.05; done
before=$(screen m | sed -n 2p)
# The frame's top-left corner locates the board: cells start one column and one row inside.
read -r fx fy < <(screen m | awk '{ i = index($0, "╭"); if (i) { print length(substr($0, 1, i - 1)), NR - 1; exit } }')
row() { screen m | sed -n "$((fy + 5))p"; }   # board row 3 (the frame is at fy, row 0 at fy + 1)
mouse m press $((fx + 3)) $((fy + 4)); mouse m release $((fx + 15)) $((fy + 4))
# until_true CMD...: polls CMD for up to five seconds (a busy machine draws late).
until_true() { local i; for ((i = 0; i < 100; i++)); do "$@" && return 0; sleep 0.05; done; return 1; }
has_line() { row | grep -q "▓▓▓▓▓▓▓▓▓▓▓▓▓▓"; }
if until_true has_line; then pass "a drag draws a wall line"; else fail "a drag draws a wall line" "$(screen m)"; fi
T send-keys -t m u
if until_true eval '! has_line'; then pass "u undoes the line"; else fail "u undoes the line" "$(screen m)"; fi
# The verdict is solved again in the background: wait for it (a busy machine takes longer).
for ((i = 0; i < 100; i++)); do [ "$(screen m | sed -n 2p)" = "$before" ] && break; sleep 0.05; done
expect_same "... and the verdict is back" "$before" "$(screen m | sed -n 2p)"
T send-keys -t m q y
wait_exit m >/dev/null
if [ -e "$WORK/mouse.txt" ]; then fail "an unsaved new pack is not written"; else pass "an unsaved new pack is not written"; fi

# e in level select edits a pack file, and play sees the saved result.
cp levels/tutorial.txt "$WORK/play.txt"
start p 80 24 play "'$WORK/play.txt'"
expect_screen p "glide play FILE" "Tutorial"
T send-keys -t p e
expect_screen p "e opens the editor on the selected level" "Edit .*play.txt · level 1/15"
T send-keys -t p q
expect_screen p "q goes back to level select" "0/15 solved"
T send-keys -t p q
expect_same "and quits" "0" "$(wait_exit p)"

# SIGTERM, SIGINT and SIGHUP in the editor with unsaved work: the terminal comes back, nothing is
# written (not even half-way), and the status says which signal.
cp levels/tutorial.txt "$WORK/signal.txt"
for signal in TERM INT HUP; do
    start "sig$signal" 80 24 edit "'$WORK/signal.txt'"
    expect_screen "sig$signal" "editor open for SIG$signal" "level 1/15"
    T send-keys -t "sig$signal" Right "#"
    expect_screen "sig$signal" "... with unsaved work" "modified"
    send_signal "sig$signal" "$signal"
    code=$(stopped_status "$signal")
    expect_same "SIG$signal ends the editor with $code" "$code" "$(wait_exit "sig$signal")"
    expect_restored "sig$signal"
    expect_same "SIG$signal: the pack is untouched" "" "$(cmp levels/tutorial.txt "$WORK/signal.txt")"
    leftovers=$(find "$WORK" -maxdepth 1 -name '.signal.txt.tmp-*' | wc -l)
    expect_same "SIG$signal: no temporary file left behind" 0 "$leftovers"
done

summary
