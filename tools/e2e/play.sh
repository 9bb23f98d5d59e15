#!/usr/bin/env bash
# End-to-end test of the terminal front: plays the bundled levels in a private tmux server and
# reads the screen, as a player would. Usage: tools/e2e/play.sh [GLIDE_BINARY]
set -u
cd "$(dirname "$0")/../.."
. tools/lib/check.sh
GLIDE_ARGUMENT=${1:-}
. tools/lib/tmux.sh

# Level select, then level 1 won with the arrow keys. Without colour, so that the ball is the
# glyph ◖◗ that ball_at finds; the boards in colour are checked further down.
GLIDE_ENV=NO_COLOR=1 start g 80 24
expect_screen g "level select shows the tutorial" "Tutorial.*0/16 solved"
expect_screen g "level select shows the page indicator" "^ +● ○ *$"
if [ "$(T display -p -t g '#{mouse_button_flag}')" = 1 ]; then
    pass "glide asks for button-event mouse tracking (mode 1002): motion with a button held"
else
    fail "glide asks for button-event mouse tracking (mode 1002)" "$(T display -p -t g 'std=#{mouse_standard_flag} button=#{mouse_button_flag} all=#{mouse_all_flag}')"
fi
# No colour: thumbnails draw walls in half blocks inside the tiles.
expect_screen g "tiles show thumbnails of their maps" "[│┃] +[▀▄█]+ +[│┃]"
T send-keys -t g Enter
expect_screen g "Enter opens level 1" "Level 1/16 · One swipe"
expect_screen g "the status line shows moves, par, stars and hints" "Moves 0 · Par 1 · ★★★ · Hints 0"
expect_screen g "the key legend is shown" "u undo · y redo · r restart · i hint"
T send-keys -t g Right
expect_screen g "a win shows the banner" "Level complete"
expect_screen g "... which says how to go on" "Enter: next level"
sleep 1.5
T send-keys -t g Left
expect_screen g "the finished board waits for a key, and a slide typed ahead is not one" "Level complete"
T send-keys -t g Enter
expect_screen g "Enter opens the next level" "Level 2/16 · Round the corner"

# Level 2 won with mouse drags: right, then down.
read -r bx by < <(ball_at g)
mouse g press "$bx" "$by"; mouse g release $((bx + 6)) "$by"
expect_screen g "a mouse drag to the right slides right" "Moves 1 "
read -r bx by < <(ball_at g)
mouse g press "$bx" "$by"; mouse g release "$bx" $((by + 3))
expect_screen g "a mouse drag down wins level 2" "Level complete"
mouse g press "$bx" "$by"; mouse g release "$bx" "$by"
expect_screen g "a click opens level 3" "Level 3/16 · Back and forth"
read -r bx by < <(ball_at g)
mouse g press "$bx" "$by"; mouse g release $((bx + 1)) "$by"
# Input is handled in order: had the click moved the ball, u would undo it without a word.
T send-keys -t g u
expect_screen g "a click without a drag does nothing" "Nothing to undo."
expect_screen g "... and counts no move" "Moves 0 "

# Undo, restart, hint on level 3.
T send-keys -t g Down Up
expect_screen g "two moves" "Moves 2 "
T send-keys -t g u
expect_screen g "u undoes" "Moves 1 "
T send-keys -t g r
expect_screen g "r restarts" "Restarted: u brings the game back"
expect_screen g "the restart zeroes the moves" "Moves 0 "
T send-keys -t g u
expect_screen g "restart is undoable" "Moves 1 "
T send-keys -t g r i
expect_screen g "i shows a hint" "Hint: (up|down|left|right)"
expect_screen g "the hint is counted" "Hints 1"
expect_screen g "the hint arrow stands by the ball" "[▲▼◀▶]"
# Follow the hints to the win.
for _ in 1 2 3 4 5 6 7; do
    # Hints are worked out in the background: wait for one (a busy machine takes longer). A
    # hint asked for after the winning move instead hurries the win on.
    wait_for g "Hint: (up|down|left|right)|Level complete|Level 4/16" || break
    screen g | grep -qE "Level complete|Level 4/16" && break
    hint=$(screen g | grep -oE "Hint: (up|down|left|right)" | head -1 | cut -d' ' -f2)
    moves=$(screen g | grep -oE "Moves [0-9]+" | head -1 | cut -d' ' -f2)
    case $hint in up) key=Up ;; down) key=Down ;; left) key=Left ;; right) key=Right ;; esac
    T send-keys -t g "$key"
    # The move is taken (and clears the hint) before the next hint is asked for.
    wait_for g "Moves $((moves + 1)) " 40
    T send-keys -t g i
done
expect_screen g "following hints wins level 3" "Level complete"
T send-keys -t g Enter
expect_screen g "level 4 opens" "Level 4/16"

# Help overlay, then back to level select.
T send-keys -t g "?"
expect_screen g "? shows every key" "restart \(undo brings it back\)"
T send-keys -t g x q
expect_screen g "q goes back to level select" "3/16 solved"

# Level select at 80×24: six tiles a row, twelve a page. Arrows move in two dimensions and turn
# the page across its left and right edges.
T send-keys -t g Home
expect_screen g "Home selects level 1" "Level 1 · One swipe"
T send-keys -t g Right
expect_screen g "→ moves the selection to level 2" "Level 2 · "
T send-keys -t g Down
expect_screen g "↓ moves down a row, to level 8" "Level 8 · "
T send-keys -t g d d d d
expect_screen g "D (WASD) moves along the row, to level 12" "Level 12 · "
T send-keys -t g Right
expect_screen g "→ across the page's right edge turns the page" "^ +○ ● *$"
expect_screen g "... onto the same row, or the last level of a shorter page" "Level 16 · "
T send-keys -t g Left Left Left Left
expect_screen g "← across the left edge turns back, to the row's last tile" "Level 6 · "
expect_screen g "... on the first page" "^ +● ○ *$"

# The mouse: the page follows a drag, springs back from a short one, turns on a long one.
sleep 0.4 # the page turn above settles
read -r tile_x tile_y < <(text_at g " 3 ")
mouse g press 40 5
mouse g drag 35 5
mouse g drag 30 5
expect_text_at g "tile 3 follows the pointer while the button is held" " 3 " $((tile_x - 10))
sleep 0.2 # held still: no flick
mouse g release 30 5
expect_text_at g "a short drag springs back" " 3 " "$tile_x"
expect_screen g "... on the same page" "^ +● ○ *$"
mouse g press 60 5
for x in 55 50 45 40 35 30; do mouse g drag $x 5; done
sleep 0.2
mouse g release 30 5
expect_screen g "a drag past a third of the page turns it" "^ +○ ● *$"
mouse g press 14 5
mouse g drag 17 5
mouse g release 20 5
expect_screen g "a quick flick to the right turns back" "^ +● ○ *$"
mouse g wheeldown 40 5
expect_screen g "the wheel turns the page" "^ +○ ● *$"
mouse g wheelup 40 5
expect_screen g "... and back" "^ +● ○ *$"
read -r dot_x dot_y < <(text_at g "○")
mouse g press "$dot_x" "$dot_y"; mouse g release "$dot_x" "$dot_y"
expect_screen g "a click on a page dot goes to that page" "^ +○ ● *$"

# Page turns: a smaller window holds fewer tiles per page.
T send-keys -t g Home
T resize-window -t g -x 44 -y 16
expect_screen g "a smaller window pages the tiles" "● ○ ○"
T send-keys -t g PageDown
expect_screen g "PgDn turns the page" "○ ● ○"
T send-keys -t g PageUp
expect_screen g "PgUp turns it back" "● ○ ○"
T resize-window -t g -x 24 -y 8
expect_screen g "below the minimum size, a message says what is needed" "needs a terminal"
expect_screen g "... and the size" "at least 30×12"
T resize-window -t g -x 80 -y 24
expect_screen g "resizing back redraws level select" "Tutorial.*3/16 solved"
T send-keys -t g End Enter
expect_screen g "a locked level does not open" "Level 16 is locked"

# Progress file.
progress="$WORK/data/glide/progress.json"
if python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert sum(1 for r in d['levels'].values() if r['solved']) == 3" "$progress" 2>/dev/null; then
    pass "the progress file records 3 solved levels"
else
    fail "the progress file records 3 solved levels" "$(cat "$progress" 2>&1)"
fi

T send-keys -t g q
expect_same "q quits with status 0" "0" "$(wait_exit g)"
expect_restored g

# A restart keeps progress; a corrupt file is set aside with a warning. The file is first made
# as the previous release wrote it (no best solutions, no last pack): it must load unchanged.
if python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert d.get('lastPack') == 'Tutorial'; assert all('bestSolution' in r for r in d['levels'].values() if r['solved'])" "$progress" 2>/dev/null; then
    pass "the progress file keeps the last pack and the best solutions"
else
    fail "the progress file keeps the last pack and the best solutions" "$(cat "$progress" 2>&1)"
fi
python3 -c "
import json, sys
d = json.load(open(sys.argv[1])); d.pop('lastPack', None)
for r in d['levels'].values(): r.pop('bestSolution', None)
json.dump(d, open(sys.argv[1], 'w'))" "$progress"
start again 80 24
expect_screen again "progress is kept across runs" "3/16 solved"
expect_screen again "a relaunch selects the first unsolved level of the last pack played" "Level 4 · "
T send-keys -t again q
wait_exit again >/dev/null
echo "{ broken" > "$progress"
start corrupt 80 24
expect_screen corrupt "a corrupt progress file is reported" "Progress file was unreadable; moved aside to"
expect_screen corrupt "... naming where it went" "progress.json.bad-[0-9]+"
if ls "$WORK/data/glide/" | grep -q "progress.json.bad-"; then pass "the corrupt file is kept aside"; else fail "the corrupt file is kept aside"; fi
T send-keys -t corrupt Enter Right
expect_screen corrupt "play goes on" "Level complete"
T send-keys -t corrupt Enter
expect_screen corrupt "... to level 2" "Level 2/16"
T send-keys -t corrupt q
expect_screen corrupt "back in level select" "1/16 solved"
T send-keys -t corrupt q
expect_same "quit after a corrupt progress file" "0" "$(wait_exit corrupt)"

# Ctrl-C and SIGTERM quit cleanly, also in the middle of play.
start sigint 80 24
expect_screen sigint "started for Ctrl-C" "Tutorial"
T send-keys -t sigint Enter C-c
expect_same "Ctrl-C quits with 130" "130" "$(wait_exit sigint)"
expect_restored sigint
for signal in TERM HUP; do
    start "select$signal" 80 24
    expect_screen "select$signal" "started for SIG$signal in level select" "Tutorial"
    send_signal "select$signal" "$signal"
    expect_same "SIG$signal in level select quits with $(stopped_status $signal)" "$(stopped_status $signal)" "$(wait_exit "select$signal")"
    expect_restored "select$signal"
done
# Every stop signal, in the middle of a slow slide (SIGHUP: the terminal was closed): the
# animation is cut short, the status says which signal, and the terminal is put back.
printf 'Title: Long\n\nTitle: Hall\n#' >"$WORK/long.txt"; printf '.%.0s' {1..30} >>"$WORK/long.txt"
printf '@#\n' >>"$WORK/long.txt"
for signal in HUP INT TERM; do
    code=$(stopped_status "$signal")
    start "anim$signal" 80 24 --speed 0.05 "'$WORK/long.txt'" --level 1
    expect_screen "anim$signal" "started for SIG$signal" "Moves 0"
    T send-keys -t "anim$signal" Left
    expect_screen "anim$signal" "a slow slide is under way" "Moves 1"
    send_signal "anim$signal" "$signal"
    expect_same "SIG$signal during an animation quits with $code" "$code" "$(wait_exit "anim$signal")"
    expect_restored "anim$signal"
done

# Options: ASCII, no colour, a pack file with --level.
printf 'Title: Mine\n\nTitle: Only\n#####\n#@..#\n#####\n' > "$WORK/mine.txt"
start ascii 80 24 --ascii --color never "'$WORK/mine.txt'" --level 1
expect_screen ascii "--ascii draws the ball as () in large cells" "#+\*+\(\)\*+ +\. +\. +#+"
if screen ascii | LC_ALL=C grep -q '[^ -~]'; then fail "--ascii draws nothing but ASCII" "$(screen ascii)"; else pass "--ascii draws nothing but ASCII"; fi
# Colour parameters are 30–38 and 40–48 (39 and 49 only reset to the terminal's default).
COLOURS=$'\e\\[([0-9]*;)*(3[0-8]|4[0-8])(;[0-9]*)*m'
if T capture-pane -p -e -t ascii | grep -qE "$COLOURS"; then
    fail "--color never draws no colour" "$(T capture-pane -p -e -t ascii | cat -v | head -5)"
else
    pass "--color never draws no colour"
fi

# colour_case NAME ENV DESCRIPTION present|absent PATTERN: plays mine.txt with ENV set and
# checks whether the screen's escape sequences match PATTERN.
colour_case() {
    GLIDE_ENV=$2 start "$1" 80 24 "'$WORK/mine.txt'" --level 1
    expect_screen "$1" "started for: $3" "Only"
    local found=absent
    T capture-pane -p -e -t "$1" | grep -qE "$5" && found=present
    if [ "$found" = "$4" ]; then pass "$3"; else fail "$3" "$(T capture-pane -p -e -t "$1" | cat -v | head -3)"; fi
    T send-keys -t "$1" q q
    wait_exit "$1" >/dev/null
}
colour_case colour "" "256 colours by default" present '38;5;'
colour_case nocolor NO_COLOR=1 "NO_COLOR turns colour off" absent "$COLOURS"
colour_case eight TERM=xterm "8 colours on an 8-colour terminal" absent '38;5;'
T send-keys -t ascii q q
expect_same "glide play FILE quits with 0" "0" "$(wait_exit ascii)"

# A locale without UTF-8 draws in ASCII by itself; a terminal that cannot address the cursor
# is refused with a clear message.
GLIDE_ENV="LANG=C LC_ALL=C" start clocale 80 24 "'$WORK/mine.txt'" --level 1
expect_screen clocale "a non-UTF-8 locale draws in ASCII" "Moves 0 - Par"
T send-keys -t clocale q q
wait_exit clocale >/dev/null
GLIDE_ENV=TERM=dumb start dumb 80 24
expect_same "TERM=dumb is a usage error" "64" "$(wait_exit dumb)"
expect_screen dumb "... which says why" "cannot draw a screen \(TERM=dumb"

# Boards in colour fill the terminal. colour_rows NAME: how many screen rows hold board blocks.
colour_rows() { T capture-pane -p -e -t "$1" | grep -cE $'\e\\[[0-9;]*48;5;'; }
room() { # room SIZE: a SIZE×SIZE room with the ball in its corner and a comment
    local size=$1 row
    printf 'Title: Rooms\n\nTitle: Room %s\nComment: Slide along the walls to paint the room.\n' "$size"
    printf '#%.0s' $(seq "$size"); echo
    row="#@$(printf '.%.0s' $(seq $((size - 3))))#"; echo "$row"
    row="#$(printf '.%.0s' $(seq $((size - 2))))#"
    for _ in $(seq $((size - 3))); do echo "$row"; done
    printf '#%.0s' $(seq "$size"); echo
}
room 5 > "$WORK/room5.txt"
start small 120 40 "'$WORK/room5.txt'" --level 1
expect_screen small "a small level opens at 120×40" "Room 5"
expect_screen small "the level's comment is on the game screen" "Slide along the walls to paint the room."
rows=$(colour_rows small)
if [ "$rows" -ge 30 ]; then pass "a 5×5 board at 120×40 is drawn in large cells ($rows rows)"; else fail "a 5×5 board at 120×40 is drawn in large cells" "$rows rows"; fi
# Resizing mid-slide re-chooses the cell size, and the slide still ends where it should.
T send-keys -t small Right
T resize-window -t small -x 80 -y 24
T resize-window -t small -x 120 -y 40
expect_screen small "resizing mid-slide keeps the game" "Moves 1 "
for _ in $(seq 40); do
    rows=$(colour_rows small)
    [ "$rows" -ge 30 ] && break
    sleep 0.05
done
if [ "$rows" -ge 30 ]; then pass "... and large cells come back"; else fail "... and large cells come back" "$rows rows"; fi
T send-keys -t small q q
wait_exit small >/dev/null
for case in "40 80 24" "45 100 30"; do
    read -r size width height <<< "$case"
    room "$size" > "$WORK/room$size.txt"
    start "room$size" "$width" "$height" "'$WORK/room$size.txt'" --level 1
    expect_screen "room$size" "a $size×$size level opens at $width×$height" "Room $size"
    rows=$(colour_rows "room$size")
    # The board's rows (an odd last one has no background) and the status line's.
    if [ "$rows" -eq $((size / 2 + 1)) ] && ! screen "room$size" | grep -q "scrolls"; then
        pass "a $size×$size board is whole in $width×$height, in half blocks ($rows rows, no scrolling)"
    else
        fail "a $size×$size board is whole in $width×$height, in half blocks" "$rows rows; $(screen "room$size" | tail -2)"
    fi
    T send-keys -t "room$size" q q
    wait_exit "room$size" >/dev/null
done
# --theme is remembered with the progress: the next run draws in it without the option.
start themed 80 24 --theme contrast "'$WORK/room5.txt'" --level 1
expect_screen themed "--theme contrast opens the level" "Room 5"
T send-keys -t themed q q
wait_exit themed >/dev/null
if grep -q '"contrast"' "$WORK/data/glide/progress.json" 2>/dev/null; then
    pass "--theme is saved with the progress"
else
    fail "--theme is saved with the progress" "$(cat "$WORK/data/glide/progress.json" 2>&1)"
fi
start rethemed 80 24 "'$WORK/room5.txt'" --level 1
expect_screen rethemed "the next run opens the level" "Room 5"
# The contrast theme's walls are white: xterm colour 231.
if T capture-pane -p -e -t rethemed | grep -qE $'\e\\[[0-9;]*48;5;231m'; then
    pass "... and draws in the remembered theme"
else
    fail "... and draws in the remembered theme" "$(T capture-pane -p -e -t rethemed | cat -v | sed -n 5,6p)"
fi
T send-keys -t rethemed q q
wait_exit rethemed >/dev/null

# The daily puzzle: today (GLIDE_TODAY) opens straight in the game; its shortest solution, as
# glide solve finds it on the --show output, wins it; the result line stays under the board, c
# copies it (tmux keeps OSC 52 as a paste buffer), q prints it and the streak on standard output;
# the progress file records the day; the next day's win makes the streak 2.
keys_for() { # keys_for MOVES: tmux key names for a move string such as RDLU
    local moves=$1 i
    for ((i = 0; i < ${#moves}; i++)); do
        case ${moves:i:1} in U) printf 'Up ' ;; D) printf 'Down ' ;; L) printf 'Left ' ;; R) printf 'Right ' ;; esac
    done
}
daily_solution() { # daily_solution DATE: prints "PAR SOLUTION" for DATE's puzzle
    GLIDE_TODAY=$1 "$GLIDE" daily --show >"$WORK/daily-$1.txt"
    "$GLIDE" solve --json "$WORK/daily-$1.txt" | python3 -c 'import json,sys; r=json.loads(sys.stdin.read()); print(r["moves"], r["solution"])'
}
T set -s set-clipboard on
read -r par1 solution1 < <(daily_solution 2026-11-23)
GLIDE_ENV="GLIDE_TODAY=2026-11-23" start daily1 100 32 daily
expect_screen daily1 "glide daily opens today's puzzle in the game" "Glide daily · Today · Monday 2026-11-23"
expect_screen daily1 "... with its par" "Moves 0 · Par $par1 · ★★★"
expect_screen daily1 "... and the daily keys" "i hint · \? help · q quit"
# shellcheck disable=SC2046 # one key name per word
T send-keys -t daily1 $(keys_for "$solution1")
line1="Glide daily 2026-11-23 · $par1 moves \(par $par1\) ★★★"
expect_screen daily1 "the win shows the result line and the streak" "$line1 · streak 1 day"
expect_screen daily1 "... and the keys that matter after it" "c copy the result · u undo · r play again"
sleep 1.2 # the win sequence is over: the board stays, no next level
expect_screen daily1 "... which stay on the won board" "$line1 · streak 1 day"
T send-keys -t daily1 c
expect_screen daily1 "c copies the result line" "Result line copied to the clipboard."
expect_same "... into the clipboard (OSC 52)" "Glide daily 2026-11-23 · $par1 moves (par $par1) ★★★ · streak 1 day" "$(T show-buffer 2>&1)"
T send-keys -t daily1 q
expect_same "q quits the daily puzzle with 0" "0" "$(wait_exit daily1)"
expect_restored daily1
expect_screen daily1 "the result line is printed after the terminal is restored" "^$line1\$"
expect_screen daily1 "... and the streak" "^Streak 1 day$"
if python3 -c "
import json, sys
r = json.load(open(sys.argv[1]))['daily']['2026-11-23']
assert r['bestMoves'] == int(sys.argv[2]) and r['par'] == int(sys.argv[2]) and r['stars'] == 3
assert r['wonOnTheDay'] and r['bestSolution'] == sys.argv[3]" "$WORK/data/glide/progress.json" "$par1" "$solution1"; then
    pass "progress.json records the day: best moves, par, stars, solution, won on the day"
else
    fail "progress.json records the day" "$(cat "$WORK/data/glide/progress.json" 2>&1)"
fi

read -r par2 solution2 < <(daily_solution 2026-11-24)
GLIDE_ENV="GLIDE_TODAY=2026-11-24" start daily2 100 32 daily
expect_screen daily2 "the next day opens its own puzzle" "Today · Tuesday 2026-11-24"
expect_screen daily2 "... saying what a win would make the streak" "Streak 1 day: win today's puzzle to make it 2."
# shellcheck disable=SC2046
T send-keys -t daily2 $(keys_for "$solution2")
expect_screen daily2 "winning the next day makes the streak 2" "Glide daily 2026-11-24 · $par2 moves \(par $par2\) ★★★ · streak 2 days"
T send-keys -t daily2 q
wait_exit daily2 >/dev/null
expect_screen daily2 "... printed as such" "^Streak 2 days$"
GLIDE_ENV="GLIDE_TODAY=2026-11-24" start daily3 80 24 daily
expect_screen daily3 "a day won already says so on opening, with the best" "Already won today: $par2 moves \(par $par2\) ★★★"
T send-keys -t daily3 q
expect_same "quit without playing again" "0" "$(wait_exit daily3)"
expect_screen daily3 "... prints the day's result" "^Glide daily 2026-11-24 · $par2 moves \(par $par2\) ★★★$"

# A weekend's puzzle takes a while in this debug build: the screen says what is going on, and
# q or a stop signal end the wait with the terminal restored.
GLIDE_ENV="GLIDE_TODAY=2026-11-29" start making 80 24 daily
expect_screen making "while the puzzle is made, the screen says so" "Making today's puzzle…"
T send-keys -t making q
expect_same "q during the wait quits with 0" "0" "$(wait_exit making)"
expect_restored making
GLIDE_ENV="GLIDE_TODAY=2026-11-28" start making2 80 24 daily
expect_screen making2 "started for SIGTERM while the puzzle is made" "Making today's puzzle…"
send_signal making2 TERM
expect_same "SIGTERM during the wait quits with 143" "143" "$(wait_exit making2)"
expect_restored making2

# Home: level select offers today's daily puzzle first, above the levels; Enter plays it, q comes
# back (keeping an unfinished game), and a win shows on the entry. At 80×24, 100×32 and 200×50.
# The terminal's bell is counted by a tmux hook: off by default, a daily win rings nothing.
bells() { cat "$WORK/bells" 2>/dev/null | wc -l; }
read -r par3 solution3 < <(daily_solution 2026-11-25)
GLIDE_ENV="GLIDE_TODAY=2026-11-25" start home 80 24
T set-hook -g alert-bell "run-shell 'echo bell >> $WORK/bells'"
entry3="Daily · Wednesday 2026-11-25 · not played yet · streak 2 days"
expect_screen home "level select shows today's daily puzzle on its top row, with the streak" "^ Glide .*$entry3 *$"
for size in "100 32" "200 50"; do
    read -r w h <<<"$size"
    T resize-window -t home -x "$w" -y "$h"
    expect_screen home "... at ${w}×${h} too" "^ Glide .*$entry3 *$"
done
T resize-window -t home -x 80 -y 24
# Twelve tiles a page at 80×24 (ten at 100×32, all fifteen at 200×50).
for _ in $(seq 100); do screen home | grep -qE "[╭┏] 12 " && ! screen home | grep -qE "[╭┏] 13 " && break; sleep 0.05; done
T send-keys -t home Home PageDown
expect_screen home "level select pages as ever" "^ +○ ● *$"
expect_screen home "... to level 13" "^ +Level 13 · "
T send-keys -t home Up
expect_screen home "↑ from the first row of a page selects the daily puzzle" "▶$entry3◀"
expect_screen home "... saying what Enter does" "Today's daily puzzle, Wednesday 2026-11-25 · Enter plays it"
expect_screen home "... on the same page" "^ +○ ● *$"
T send-keys -t home Down
expect_screen home "↓ goes back to the level selected before" "^ +Level 13 · "
T send-keys -t home Up Enter
expect_screen home "Enter opens today's daily puzzle" "Glide daily · Today · Wednesday 2026-11-25"
expect_screen home "... and q goes back from it" "\? help · q back"
# shellcheck disable=SC2046
T send-keys -t home $(keys_for "${solution3:0:1}")
expect_screen home "a first move" "Moves 1 "
T send-keys -t home q
expect_screen home "q goes back to level select, the game kept" "Daily · Wednesday 2026-11-25 · 1 move so far"
T send-keys -t home Enter
expect_screen home "Enter goes on with it" "Moves 1 "
# shellcheck disable=SC2046
T send-keys -t home $(keys_for "${solution3:1}")
expect_screen home "winning it shows the result line" "Glide daily 2026-11-25 · $par3 moves \(par $par3\) ★★★ · streak 3 days"
T send-keys -t home q
expect_screen home "after the win, q comes back to level select, the entry showing the win" "won in $par3 moves \(par $par3\) ★★★ · streak 3 days"
expect_same "the bell is off by default: a win rings nothing" "0" "$(bells)"

# Settings: a list, ↑↓ to choose and ←→ to change, each kept with the progress: the bell on,
# animation fast, 16 colours (applied at once), surviving a restart; a bell rings on a win.
T send-keys -t home ,
expect_screen home ", opens the settings on the theme" "▸ Colour theme +◀ [a-z]+ ▶"
T send-keys -t home Down Right
expect_screen home "↓ chooses the animation speed, → makes it fast" "▸ Animation speed +◀ fast ▶"
T send-keys -t home Down Right
expect_screen home "the bell on a win, on" "▸ Bell on a win +◀ on ▶"
T send-keys -t home Down Left Left
expect_screen home "the colours, 16" "▸ Colours +◀ 16 colours ▶"
sleep 0.3
if T capture-pane -p -e -t home | grep -qE '38;5;|48;5;'; then
    fail "16 colours apply at once" "$(T capture-pane -p -e -t home | cat -v | sed -n 3,4p)"
else
    pass "16 colours apply at once (no 256-colour sequences left)"
fi
T send-keys -t home q Home Enter
expect_screen home "back in level select, level 1 opens" "Level 1/16 · One swipe"
T send-keys -t home Right
expect_screen home "a win" "Level complete|Level 2/16"
for _ in $(seq 40); do [ "$(bells)" -ge 1 ] && break; sleep 0.05; done
expect_same "with the bell on, the win rings it once" "1" "$(bells)"
T send-keys -t home q q
wait_exit home >/dev/null
if python3 -c "
import json, sys
p = json.load(open(sys.argv[1]))['preferences']
assert p == {'animationSpeed': 'fast', 'bellOnWin': True, 'colors': '16'}, p" "$WORK/data/glide/progress.json"; then
    pass "progress.json keeps the settings"
else
    fail "progress.json keeps the settings" "$(cat "$WORK/data/glide/progress.json" 2>&1)"
fi
GLIDE_ENV="GLIDE_TODAY=2026-11-25" start rehome 100 32
expect_screen rehome "a restart opens level select" "Tutorial"
T send-keys -t rehome ,
expect_screen rehome "... its settings as they were left" "Animation speed +fast"
expect_screen rehome "... the bell on" "Bell on a win +on"
if T capture-pane -p -e -t rehome | grep -qE '38;5;|48;5;'; then
    fail "... drawing in 16 colours" "$(T capture-pane -p -e -t rehome | cat -v | sed -n 3,4p)"
else
    pass "... drawing in 16 colours"
fi
T send-keys -t rehome q q
wait_exit rehome >/dev/null
start flagged 80 24 --color always
expect_screen flagged "--color wins over the setting for its run" "Tutorial"
if T capture-pane -p -e -t flagged | grep -qE '38;5;'; then pass "... in 256 colours"; else fail "... in 256 colours" "$(T capture-pane -p -e -t flagged | cat -v | sed -n 3,4p)"; fi
T send-keys -t flagged , Down Down Down
expect_screen flagged "... and the settings say so" "--color always sets the colours for this run"
T send-keys -t flagged q q
wait_exit flagged >/dev/null
# Back to the defaults for the checks below.
python3 -c "
import json, sys
d = json.load(open(sys.argv[1])); d.pop('preferences', None)
json.dump(d, open(sys.argv[1], 'w'))" "$WORK/data/glide/progress.json"

# Without colour the selected tile is in reverse video.
GLIDE_ENV=NO_COLOR=1 start select 80 24
expect_screen select "level select without colour" "Tutorial"
if T capture-pane -p -e -t select | grep -qE $'\e\\[([0-9]*;)*7(;[0-9]*)*m[^ ]* +[0-9]+ '; then
    pass "NO_COLOR: the selected tile is in reverse video"
else
    fail "NO_COLOR: the selected tile is in reverse video" "$(T capture-pane -p -e -t select | cat -v | sed -n 3,6p)"
fi
T send-keys -t select q
wait_exit select >/dev/null

# A losing move is told at once, naming the move; u goes back to before it. An attempt left is
# kept (q, then a stop signal) and goes on when the level is opened again.
printf 'Title: Traps\n\nTitle: Trap\n#######\n###...#\n###@.##\n###.###\n#...###\n#######\n' >"$WORK/trap.txt"
start lost 80 24 "$WORK/trap.txt"
expect_screen lost "a pack file opens in level select" "Traps"
T send-keys -t lost Enter
expect_screen lost "Enter opens its level" "Traps · Level 1/1"
T send-keys -t lost Down
expect_screen lost "a losing move: the status says No finish" "Moves 1 · Par [0-9]+ · No finish"
expect_screen lost "... and the line under the board names the move" "u undoes the move that lost \(move 1, down\)"
T send-keys -t lost Left
expect_screen lost "at 80 columns, the short warning" "No way to finish: u goes back to before move 1\."
T send-keys -t lost u
expect_screen lost "u goes back to before the move that lost" "Moves 0 · Par [0-9]+ · ★★★"
if screen lost | grep -q "No way to finish"; then fail "the warning clears once the position can be finished"
else pass "the warning clears once the position can be finished"; fi
T send-keys -t lost Right
expect_screen lost "a move that keeps the level winnable" "Moves 1 · Par [0-9]+ · ★★★"
T send-keys -t lost q
T send-keys -t lost Enter
expect_screen lost "the attempt goes on after q" "Your attempt goes on: 1 move played"
expect_screen lost "... with its moves" "Moves 1 · Par"
T send-keys -t lost Left
sleep 0.3
send_signal lost TERM
expect_same "SIGTERM in a level exits with 143" "143" "$(wait_exit lost)"
start lost2 80 24 "$WORK/trap.txt"
expect_screen lost2 "level select again" "Traps"
T send-keys -t lost2 Enter
expect_screen lost2 "a stop signal kept the attempt too" "Your attempt goes on: 2 moves played"
T send-keys -t lost2 r
expect_screen lost2 "r restarts" "Moves 0 · Par"
T send-keys -t lost2 Down
expect_screen lost2 "a losing move again" "No way to finish"
T send-keys -t lost2 q
T send-keys -t lost2 Enter
expect_screen lost2 "a lost attempt opened again says it is lost and how to undo" "No way to finish.*u (undoes the move that lost \\(move 1|goes back to before move 1)"
T send-keys -t lost2 q
T send-keys -t lost2 q
expect_same "quit from level select with 0" "0" "$(wait_exit lost2)"

summary
