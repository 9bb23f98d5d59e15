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
expect_screen e "s shows the solution as text" "Solution, 4 moves: [UDLR]{4}"
T send-keys -t e x
T send-keys -t e p
expect_screen e "p play-tests, named by its title" "Play-test · Level 1 +Moves"
T send-keys -t e Down Right Up Left
expect_screen e "the play-test is won" "Enter: back to the editor"
T send-keys -t e Enter
expect_screen e "... and Enter is back in the editor" "Play-test won in 4 moves"
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
expect_screen r "--level opens the level asked for" "level 4/16 · Round trip"
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
expect_screen c "opened again" "level 1/16"
T send-keys -t c A
T send-keys -t c -l "Me"
T send-keys -t c Enter
expect_screen c "an edit (the author)" "modified"
echo "; a note added by someone else" >> "$WORK/copy.txt"
T send-keys -t c w
expect_screen c "a file changed on disk is noticed" "changed on disk since it was opened. Overwrite it\? \(y/n\)"
T send-keys -t c n
if tail -1 "$WORK/copy.txt" | grep -q "someone else"; then pass "n keeps the other change"; else fail "n keeps the other change"; fi
T send-keys -t c q
expect_screen c "quitting with unsaved changes asks" "Unsaved changes: quit without saving\? \(y/n\)"
T send-keys -t c n
expect_screen c "n stays in the editor" "level 1/16"
T send-keys -t c q y
expect_same "y quits" "0" "$(wait_exit c)"
if tail -1 "$WORK/copy.txt" | grep -q "someone else"; then pass "quitting without saving writes nothing"; else fail "quitting without saving writes nothing"; fi

# Mouse drawing: a drag draws a line of walls with the brush. Without colour, so that walls
# show as glyphs; zoomed out (Z, past the smallest scale too) to cells of 2×1.
start m 80 24 edit "'$WORK/mouse.txt'" --new 9x5 --color never
expect_screen m "a 9×5 room" "9×5"
T send-keys -t m Right "#"   # the brush: a wall (drawn under the cursor, off the start)
expect_screen m "one wall drawn" "col 3 · wall"
# The wall's own verdict, not the empty room's (5 cells) that a busy machine may still show.
expect_screen m "the wall's verdict" "4 cells can never be painted"
before=$(screen m | sed -n 2p)
T send-keys -t m Z Z Z
expect_screen m "Z zooms out to cells of 2×1" "│▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│"
# The frame's top-left corner locates the board: cells start one column and one row inside.
read -r fx fy < <(text_at m "╭")
# Board row 3 is on screen row fy + 4; column c on fx + 1 + 2c.
row() { screen m | sed -n "$((fy + 5))p"; }
mouse m press $((fx + 3)) $((fy + 4)); mouse m release $((fx + 15)) $((fy + 4))
# until_true CMD...: polls CMD for up to five seconds (a busy machine draws late).
until_true() { local i; for ((i = 0; i < 100; i++)); do "$@" && return 0; sleep 0.05; done; return 1; }
# Six cells of wall and more (the cursor's bracket, at the line's end, cuts the seventh).
has_line() { row | grep -q "▓▓▓▓▓▓▓▓▓▓▓▓▓"; }
if until_true has_line; then pass "a drag draws a wall line"; else fail "a drag draws a wall line" "$(screen m)"; fi
T send-keys -t m u
if until_true eval '! has_line'; then pass "u undoes the line"; else fail "u undoes the line" "$(screen m)"; fi
# The verdict is solved again in the background: wait for it (a busy machine takes longer: up
# to 15 s, seen over 5 s with a headless browser and a build beside the tests).
for ((i = 0; i < 300; i++)); do [ "$(screen m | sed -n 2p)" = "$before" ] && break; sleep 0.05; done
expect_same "... and the verdict is back" "$before" "$(screen m | sed -n 2p)"
T send-keys -t m q y
wait_exit m >/dev/null
if [ -e "$WORK/mouse.txt" ]; then fail "an unsaved new pack is not written"; else pass "an unsaved new pack is not written"; fi

# e in level select edits a pack file, and play sees the saved result.
cp levels/tutorial.txt "$WORK/play.txt"
start p 80 24 play "'$WORK/play.txt'"
expect_screen p "glide play FILE" "Tutorial"
T send-keys -t p e
expect_screen p "e opens the editor on the selected level" "Edit .*play.txt · level 1/16"
T send-keys -t p q
expect_screen p "q goes back to level select" "0/16 solved"
T send-keys -t p q
expect_same "and quits" "0" "$(wait_exit p)"

# SIGTERM and SIGHUP in the editor with unsaved work: the terminal comes back, nothing is
# written (not even half-way), and the status says which signal. (SIGINT is Ctrl-C: it asks.)
cp levels/tutorial.txt "$WORK/signal.txt"
for signal in TERM HUP; do
    start "sig$signal" 80 24 edit "'$WORK/signal.txt'"
    expect_screen "sig$signal" "editor open for SIG$signal" "level 1/16"
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

# Ctrl-C (and a SIGINT) with unsaved changes asks, as q does.
start cc 80 24 edit "'$WORK/signal.txt'"
expect_screen cc "editor open for Ctrl-C" "level 1/16"
T send-keys -t cc Right "#"
expect_screen cc "... with unsaved work" "modified"
T send-keys -t cc C-c
expect_screen cc "Ctrl-C with unsaved changes asks" "Unsaved changes: quit without saving\? \(y/n\)"
T send-keys -t cc n
expect_screen cc "n stays" "level 1/16"
send_signal cc INT
expect_screen cc "a SIGINT asks too" "Unsaved changes: quit without saving\? \(y/n\)"
T send-keys -t cc y
expect_same "y quits with 0" "0" "$(wait_exit cc)"
expect_same "Ctrl-C: the pack is untouched" "" "$(cmp levels/tutorial.txt "$WORK/signal.txt")"

# A level drawn from nothing with the rectangle and fill tools, the cursor's place read off the
# status line, the solution as text, an unsolvable save asked about.
drawn="$WORK/drawn.txt"
start dr 100 32 edit "'$drawn'" --new 9x7
expect_screen dr "a 9×7 room" "9×7"
T send-keys -t dr Up Left m Down Down Down Down Down Down Right Right Right Right Right Right Right Right
expect_screen dr "the cursor's row and column on the status line" "9×7 · row 7 col 9 · wall"
T send-keys -t dr "#" B
expect_screen dr "B fills the rectangle with walls" "Filled 9×7 with walls"
expect_screen dr "... and the start went with it" "no start: place @"
T send-keys -t dr Up Left m Up Up Up Up Left Left Left Left Left Left "." b
expect_screen dr "b outlines a rectangle with floor" "Outlined 7×5 with floor"
T send-keys -t dr "@"
expect_screen dr "a ring with a start is solvable" "solvable — 4 moves \(optimal\)"
T send-keys -t dr s
expect_screen dr "s shows the moves as text" "Solution, 4 moves: [UDLR]{4}"
T send-keys -t dr Left Left Left Left Right
expect_screen dr "→ steps through it" "move 1/4"
T send-keys -t dr Escape
if until_true eval '! screen dr | grep -qE "Solution,|any other key"'; then pass "the solution's lines go when it ends"; else fail "the solution's lines go when it ends" "$(screen dr)"; fi
T send-keys -t dr Down Down Right Right Right "."
expect_screen dr "the cursor in the wall block" "row 4 col 5 · floor"
T send-keys -t dr u F
expect_screen dr "F floods the wall block with floor" "Filled 15 cells with floor"
expect_screen dr "... which makes the level unsolvable" "unsolvable"
T send-keys -t dr w
expect_screen dr "saving an unsolvable level asks first" "Level 1 is unsolvable: written without Par.*Save anyway\? \(y/n\)"
T send-keys -t dr n
expect_screen dr "n: not saved" "Not saved."
if [ -e "$drawn" ]; then fail "nothing written unasked"; else pass "nothing written unasked"; fi
T send-keys -t dr u
expect_screen dr "u undoes the fill in one step" "solvable — 4 moves \(optimal\)"
T send-keys -t dr w
expect_screen dr "a solvable level saves at once" "Saved drawn.txt"
T send-keys -t dr q
wait_exit dr >/dev/null
expect_same "the drawn level" "Title: drawn

Title: Level 1
Par: 4
#########
#@......#
#.#####.#
#.#####.#
#.#####.#
#.......#
#########" "$(cat "$drawn")"

# A pack with format errors opens with the errors marked, and saves once fixed; the other
# levels keep their bytes.
printf 'Title: B\n\nTitle: Good\n; spaces after me   \n####\n#@.#\n####\n\nTitle: Bad\nPar: ten\n#####\n#@.x#\n#.#.#\n#...#\n#####\n' > "$WORK/broken.txt"
cp "$WORK/broken.txt" "$WORK/broken.orig"
start br 80 24 edit "'$WORK/broken.txt'" --level 2
expect_screen br "a pack with errors opens" "Read with format errors in level 2"
expect_screen br "... the bad cell marked" "\?\?"
T send-keys -t br e
expect_screen br "e lists the errors" "line 12: unknown map character 'x': now void"
# Esc on its own: Esc followed at once by an arrow's sequence reads as Alt-arrow, which is
# dropped (tools/e2e/keys.sh).
T send-keys -t br Escape
sleep 0.2
T send-keys -t br Right Right "."
expect_screen br "the cell fixed" "solvable — 4 moves"
T send-keys -t br w
expect_screen br "it saves once it parses" "Saved broken.txt"
T send-keys -t br q
wait_exit br >/dev/null
expect_same "only the broken level changed" "< Par: ten
---
> Par: 4
> ; Par: ten
< #@.x#
---
> #@..#" "$(diff "$WORK/broken.orig" "$WORK/broken.txt" | grep -E '^[<>-]')"
run "$GLIDE" check "$WORK/broken.txt"
expect_status "the fixed pack checks" 0

# The assistant proposes a harder level; the proposal on show keeps its number and words while
# the others come in; Home shows the best; Enter applies exactly it; Esc then a shows what was
# found at once; o adds the outline's walls.
cp levels/tutorial.txt "$WORK/assist.txt"
start as 200 50 edit "'$WORK/assist.txt'" --level 4
expect_screen as "Round trip: par 4" "solvable — 4 moves \(optimal\)"
T send-keys -t as a
expect_screen as "a proposes an edit, numbered, ranked and with signed changes" \
    "Proposal [0-9]+ \([0-9]+(st|nd|rd|th) of [0-9]+\): (add a wall|remove the wall) at row [0-9]+ col [0-9]+ → .*par [0-9]+ \(\+[0-9]+\)"
if wait_for as "rated all [0-9]+ edits" 600; then pass "... and rates them all"
else fail "... and rates them all" "$(screen as)"; fi
T send-keys -t as Home
expect_screen as "Home shows the best" "Proposal [0-9]+ \(1st of [0-9]+\): add a wall at row 4 col 4 → .*par 6 \(\+2\)"
T send-keys -t as Enter
expect_screen as "Enter applies it" "Wall added at row 4 col 4: par 4 → 6"
expect_screen as "... and the par rises" "solvable — 6 moves \(optimal\)"
T send-keys -t as u
expect_screen as "u takes it back" "solvable — 4 moves \(optimal\)"
T send-keys -t as a
expect_screen as "a again: what it found, at once" "rated all [0-9]+ edits"
expect_screen as "... the proposal shown before" "\(1st of [0-9]+\): add a wall at row 4 col 4"
T send-keys -t as o
expect_screen as "o: the outline's walls too" "rat(ing [0-9]+/|ed all )(1[0-9]|[2-9][0-9]) edits"
T send-keys -t as Escape q
wait_exit as >/dev/null

# A writable pack in a folder that allows no new file: the save fails, and the notice says
# what failed (a new file in the folder), the reason first. Root may write anywhere: as
# root, the editor runs as nobody, from a copy of the binary beside the pack (nobody may not
# reach the checkout's: a clone in a mktemp folder is readable by its owner alone).
shared=$(mktemp -d)
chmod 755 "$shared"
mkdir "$shared/locked" "$shared/data"
printf 'Title: P\n\n####\n#@.#\n####\n' >"$shared/locked/pack.txt"
chmod 666 "$shared/locked/pack.txt"
chmod 555 "$shared/locked"
chmod 777 "$shared/data"
locked_glide=$GLIDE
if [ "$(id -u)" = 0 ]; then
    GLIDE_ENV="setpriv --reuid=65534 --regid=65534 --clear-groups env XDG_DATA_HOME=$shared/data"
    install -m 755 "$GLIDE" "$shared/glide"
    locked_glide=$shared/glide
fi
GLIDE=$locked_glide start lf 100 24 edit "'$shared/locked/pack.txt'"
GLIDE_ENV=""
expect_screen lf "a writable pack in a locked folder opens" "solvable — 1 move"
T send-keys -t lf Right "#" w
expect_screen lf "w: the save fails with the reason first, naming the folder and the file" \
    "Not saved: Permission denied; cannot make a new file in $shared/locked to save"
expect_screen lf "... and why the folder matters" "\(a save writes the file anew beside it\)"
T send-keys -t lf q y
wait_exit lf >/dev/null
expect_same "... and the file is as it was" "$(printf 'Title: P\n\n####\n#@.#\n####')" "$(cat "$shared/locked/pack.txt")"
chmod 755 "$shared/locked"
rm -rf "$shared"

# A level larger than the terminal scrolls: master's largest level at 80×24, the cursor taken
# to its last row, stays on screen with the legend and the verdict whole; z and Z zoom.
"$GLIDE" levels export master -o "$WORK/master.txt" >/dev/null
# Its number, width, height and title, from glide solve's table (the size is width×height).
IFS=$'\t' read -r big_level big_width big_height big_title < <("$GLIDE" solve "$WORK/master.txt" | awk '
    NR > 1 && $2 ~ /^[0-9]+$/ {
        for (i = 3; i <= NF; i++) if ($i ~ /^[0-9]+×[0-9]+$/) {
            split($i, a, "×")
            if (a[1] * a[2] > best) {
                best = a[1] * a[2]; title = ""
                for (j = 3; j < i; j++) title = title (j > 3 ? " " : "") $j
                line = $2 "\t" a[1] "\t" a[2] "\t" title
            }
        }
    }
    END { print line }')
start sc 80 24 edit "'$WORK/master.txt'" --level "$big_level"
expect_screen sc "master's largest level opens" "level $big_level/24 · $big_title · ${big_width}×${big_height}"
for _ in $(seq $((big_height + 1))); do T send-keys -t sc Down; done
expect_screen sc "the cursor reaches the last row" "row $big_height col [0-9]+"
# The cursor's markers are drawn only while its cell is on screen: ▶ by its row.
on_screen() { screen sc | grep -q "▶"; }
if until_true on_screen; then pass "... and is on screen"; else fail "... and is on screen" "$(screen sc)"; fi
expect_same "the legend is whole on the last line" 1 "$(screen sc | tail -1 | grep -c '? help')"
T send-keys -t sc z z
expect_screen sc "z zooms in: the board goes on past the frame (dashed)" "┄┄┄┄"
if until_true on_screen; then pass "... the cursor still on screen"; else fail "... the cursor still on screen" "$(screen sc)"; fi
for _ in $(seq "$big_width"); do T send-keys -t sc Right; done
expect_screen sc "far right" "row $big_height col $big_width"
if until_true on_screen; then pass "... scrolled along"; else fail "... scrolled along" "$(screen sc)"; fi
T send-keys -t sc q
wait_exit sc >/dev/null

# Traps: the verdict line counts them with the lost share (as glide solve --stats measures
# them), and T marks each on the board.
cp levels/tutorial.txt "$WORK/traps.txt"
start tr 80 24 edit "'$WORK/traps.txt'" --level 10 --color never
expect_screen tr "No way back: 2 traps, 38 % of positions lost" "solvable — 6 moves \(optimal\) · 2 traps · 38 % lost"
T send-keys -t tr T
expect_screen tr "T marks them" "2 traps marked"
expect_screen tr "... an arrow up and one down on the start" "▲▼"
T send-keys -t tr T
if until_true eval '! screen tr | grep -q "traps marked"'; then pass "T again hides them"; else fail "T again hides them" "$(screen tr)"; fi
T send-keys -t tr q
wait_exit tr >/dev/null

# A question of several lines at 80 and 100 columns: a save of a file with three repaired
# levels asks, and the question is shown whole with its keys.
{ printf 'Title: Three\n\n'; for level in 1 2 3; do printf 'Title: L%s\nPar: x\n#####\n#@.x#\n#...#\n#####\n\n' $level; done; } >"$WORK/three.txt"
for width in 80 100; do
    start "q$width" "$width" 24 edit "'$WORK/three.txt'"
    expect_screen "q$width" "three repaired levels open at $width columns" "Read with format errors in levels 1, 2, 3"
    T send-keys -t "q$width" w
    expect_screen "q$width" "... saving asks, its keys shown" "Save anyway\? \(y/n\)"
    expect_screen "q$width" "... the whole question, wrapped, the repaired levels in one sentence" "Levels 1, 2 and 3 were read with format errors and are not edited"
    T send-keys -t "q$width" n q y
    wait_exit "q$width" >/dev/null
done

# start_in DIR NAME WIDTH HEIGHT ARGS...: as start, in folder DIR (where new files go).
start_in() {
    local dir=$1 name=$2 width=$3 height=$4
    shift 4
    rm -f "$WORK/$name.rc" "$WORK/$name.stty"
    T new-session -d -s "$name" -c "$dir" -x "$width" -y "$height" \
        "env LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=interactive=no XDG_DATA_HOME='$WORK/data' '$GLIDE' $*; echo \$? > '$WORK/$name.rc'; stty -a > '$WORK/$name.stty'; sleep 600"
}

# Blocks: copied from one level, pasted into another, turned, each one undo step.
printf 'Title: Blocks\n\nTitle: One\n#######\n#@....#\n#.##..#\n#.....#\n#######\n\nTitle: Two\n#######\n#@....#\n#.....#\n#.....#\n#######\n' >"$WORK/blocks.txt"
start bl 80 24 edit "'$WORK/blocks.txt'"
expect_screen bl "a pack of two levels" "level 1/2 · One"
T send-keys -t bl Down Right m Right Y
expect_screen bl "Y copies the selected block" "Copied the 2×1 block: P pastes it at the cursor, in any level"
T send-keys -t bl "]"
expect_screen bl "] goes to the other level" "level 2/2 · Two"
T send-keys -t bl Down Right P
expect_screen bl "P pastes it there" "Pasted the 2×1 block \(selected"
expect_screen bl "... where the cursor was" "2×1 · row 3 col 3"
T send-keys -t bl r
expect_screen bl "r turns the selection" "Turned the selection a quarter clockwise"
expect_screen bl "... which is now upright" "1×2 · row 3 col 3"
T send-keys -t bl u
expect_screen bl "u undoes the turn alone (and the selection goes)" "Two · 7×5 · modified +row 3 col 3 · wall"
T send-keys -t bl w
if wait_for bl "Save anyway\? \(y/n\)" 100; then T send-keys -t bl y; fi
expect_screen bl "the pasted level saves" "Saved blocks.txt"
T send-keys -t bl q
wait_exit bl >/dev/null
expect_same "level Two has the block of level One" "#######
#@....#
#.##..#
#.....#
#######" "$(sed -n '/^Title: Two$/,$p' "$WORK/blocks.txt" | grep '^#')"

# A wrong Par is flagged on the verdict line, and the save offers to fix it; n asks a size;
# the solution plays faster and jumps; K copies the level's code.
printf 'Title: Numbers\n\nTitle: Loop\nPar: 2\n#####\n#@..#\n#.#.#\n#...#\n#####\n' >"$WORK/numbers.txt"
T start-server 2>/dev/null
T set -g set-clipboard on 2>/dev/null
start nu 100 32 edit "'$WORK/numbers.txt'"
expect_screen nu "a wrong Par is flagged beside the verdict" "solvable — 4 moves \(optimal\) · Par: 2 is wrong \(w fixes it\)"
T send-keys -t nu w
expect_screen nu "w offers to fix it" "Level 1 declares Par: 2, but its optimum is 4. Write the proven numbers"
expect_screen nu "... with the answer keys" "\(y/n"
T send-keys -t nu y
expect_screen nu "y fixes and saves" "Saved numbers.txt"
expect_same "the file has the proven Par, nothing else changed" "Title: Numbers

Title: Loop
Par: 4
#####
#@..#
#.#.#
#...#
#####" "$(cat "$WORK/numbers.txt")"
T send-keys -t nu s
expect_screen nu "s shows the solution" "Solution, 4 moves"
T send-keys -t nu + +
expect_screen nu "+ plays it faster" "×4"
T send-keys -t nu End
expect_screen nu "End jumps to its end" "move 4/4 · ×4"
T send-keys -t nu Home
expect_screen nu "Home goes back to its start" "move 0/4|playing ×4"
T send-keys -t nu Escape
sleep 0.2
T send-keys -t nu K
expect_screen nu "K copies the level's code" "Level code copied \([0-9]+ characters"
copied=$(T show-buffer 2>/dev/null)
if [[ "$copied" =~ ^G1-[A-Za-z0-9_-]+$ ]]; then
    pass "... to the clipboard (OSC 52, as tmux keeps it)"
    run "$GLIDE" show "$copied"
    expect_same "... and the code is the level" "$(sed -n '/^Title: Loop$/,$p' "$WORK/numbers.txt")" "$OUT"
else
    fail "... to the clipboard (OSC 52, as tmux keeps it)" "buffer: $copied"
fi
T send-keys -t nu n
expect_screen nu "n asks the new level's size, the current one's by default" "New level's size \(width×height\): 5×5"
T send-keys -t nu -l "6x4"
T send-keys -t nu Enter
expect_screen nu "... and makes it, titled by its place" "level 2/2 · Level 2 · 6×4"
T send-keys -t nu q y
wait_exit nu >/dev/null

# glide edit CODE: the level of a code, saved to a new file named after it.
mkdir "$WORK/codes"
code=$("$GLIDE" code "$WORK/numbers.txt" --level 1)
start_in "$WORK/codes" co 80 24 edit "'$code'"
expect_screen co "glide edit CODE opens its level in a new file named after it" "Edit loop.txt · level 1/1 · Loop"
T send-keys -t co w
expect_screen co "... which w writes" "Saved loop.txt"
T send-keys -t co q
wait_exit co >/dev/null
run "$GLIDE" check --strict "$WORK/codes/loop.txt"
expect_status "the pack made from the code checks" 0

# retitle_and_reopen NAME DIR FILE LEVELS TITLE: in the editor that e opened on FILE (of
# LEVELS levels) from level select, run in DIR: titles level 1 TITLE and saves; back in level
# select the saved file is played; e opens that same file again, without asking; then quits.
# DIR holds that one file and nothing else.
retitle_and_reopen() {
    local name=$1 dir=$2 file=$3 levels=$4 title=$5
    T send-keys -t "$name" t C-u
    T send-keys -t "$name" -l "$title"
    T send-keys -t "$name" Enter w
    expect_screen "$name" "the level is changed and saved" "Saved $file"
    T send-keys -t "$name" q
    expect_screen "$name" "back in level select, the saved file is played" "$title"
    T send-keys -t "$name" e
    expect_screen "$name" "e again opens that file, without asking" "Edit $file · level 1/$levels · $title"
    T send-keys -t "$name" q
    sleep 0.2
    T send-keys -t "$name" q
    wait_exit "$name" >/dev/null
    expect_same "one file was made" "$file" "$(ls "$dir")"
}

# e on a bundled pack: exported once, then that copy opens, and level select plays it.
mkdir "$WORK/bundled"
start_in "$WORK/bundled" bu 80 24 play
expect_screen bu "level select" "Tutorial"
T send-keys -t bu e
expect_screen bu "e on a bundled pack offers to export it" "tutorial.txt is built into glide. Export it to tutorial.txt"
T send-keys -t bu y
expect_screen bu "y exports it and edits the copy" "Edit tutorial.txt · level 1/16"
retitle_and_reopen bu "$WORK/bundled" tutorial.txt 16 Renamed

# e on a level from a code (glide play CODE): its file made once, then that file opens again,
# and level select plays it (each e made a new file before).
mkdir "$WORK/coded"
start_in "$WORK/coded" cp 80 24 play "'$code'"
expect_screen cp "glide play CODE: level select on its level" "Loop"
T send-keys -t cp e
expect_screen cp "e edits it in a new file named after it" "Edit loop.txt · level 1/1"
retitle_and_reopen cp "$WORK/coded" loop.txt 1 Looped

summary
