#!/usr/bin/env bash
# End-to-end test of key and mouse decoding in tmux, under each TERM Glide supports: Home, End,
# PgUp, PgDn and the function keys as tmux sends them (whatever TERM says) act or do nothing,
# Alt-combinations and stray sequences never read as Esc (which leaves a level and quits at level
# select), a lone Esc still does; a mouse drag slides the ball before the button is released.
# Each session has its own progress: an attempt kept by one is not resumed by the next.
# Usage: tools/e2e/keys.sh [GLIDE_BINARY]
set -u
cd "$(dirname "$0")/../.."
. tools/lib/check.sh
GLIDE_ARGUMENT=${1:-}
. tools/lib/tmux.sh

# raw NAME TEXT: TEXT's bytes as the terminal would send them, escape sequences and all.
raw() { T send-keys -t "$1" -H $(printf %s "$2" | od -An -tx1); }

# running NAME DESCRIPTION: glide has not exited.
running() {
    if [ -s "$WORK/$1.rc" ]; then fail "$2: glide exited with status $(cat "$WORK/$1.rc")" "$(screen "$1")"
    else pass "$2"; fi
}

for term in xterm xterm-256color tmux-256color screen-256color linux; do
    s=${term//[^a-z0-9]/}
    GLIDE_ENV="NO_COLOR=1 TERM=$term XDG_DATA_HOME=$WORK/data-$s" start "$s" 80 24
    expect_screen "$s" "$term: level select" "Tutorial.*solved"
    T send-keys -t "$s" Right
    expect_screen "$s" "$term: → selects level 2" "Level 2 · "
    T send-keys -t "$s" Home
    expect_screen "$s" "$term: Home selects the first level" "Level 1 · "
    T send-keys -t "$s" End
    expect_screen "$s" "$term: End selects the last level" "Level 1[0-9] · "
    T send-keys -t "$s" Home PageDown
    expect_screen "$s" "$term: PgDn turns the page" "^ +○ ● *$"
    T send-keys -t "$s" PageUp
    expect_screen "$s" "$term: PgUp turns it back" "^ +● ○ *$"
    # Alt-j is no j (which would go down a row) and no Esc (which would quit here).
    T send-keys -t "$s" Home M-j F1 F2 F3 F4 F5 F6 F7 F8 F9 F10 F11 F12 M-Up C-Up S-Home IC DC Right
    expect_screen "$s" "$term: Alt-j, F1–F12 and modified keys do nothing at level select" "Level 2 · "
    # A mouse report in the encoding curses did not ask for: X10 under xterm's TERM, SGR else.
    foreign=$'\e[<0;10;5M'
    [[ $term == xterm* ]] && foreign=$'\e[M *%'
    # A terminal's replies to a colour query and a title, with q and j in them.
    replies=$'\e]11;rgb:1a1a/1a1a/1a1a\e\\\e]2;quit j\a'
    raw "$s" $'\e[I\e[O\e[200~qqq\e[201~'"$foreign$replies"
    T send-keys -t "$s" Left
    expect_screen "$s" "$term: ... nor focus reports, a paste, a foreign mouse report, control strings" "Level 1 · "
    running "$s" "$term: still at level select"

    T send-keys -t "$s" Enter
    expect_screen "$s" "$term: Enter opens level 1" "Level 1/[0-9]+ · "
    # Alt-d is no d (a slide right, which wins level 1) and no Esc (back to level select): the
    # help that ? brings up is the game's.
    T send-keys -t "$s" M-d Home End PageUp PageDown F1 F10 M-Left "?"
    expect_screen "$s" "$term: Alt-d, Home, End, PgUp, PgDn and F-keys keep the level" "restart \(undo brings it back\)"
    T send-keys -t "$s" x
    expect_screen "$s" "$term: ... and slide nothing" "Moves 0 "
    T send-keys -t "$s" Escape
    expect_screen "$s" "$term: a lone Esc goes back to level select" "Tutorial.*solved"
    T send-keys -t "$s" Escape
    expect_same "$term: Esc at level select quits with status 0" "0" "$(wait_exit "$s")"
done

# A swipe acts as soon as the drag passes the threshold, before the release, as on a phone; the
# rest of the press does nothing. tmux passes a drag on as press, motion with the button held
# (button-event tracking) and release, in the encoding curses asked for: X10 under tmux's own
# TERM, SGR under xterm's.
cat >"$WORK/room.txt" <<'EOF'
Title: Swipes

Title: Room
#######
#@....#
#.....#
#######
EOF
sgr() { # sgr NAME press|drag|release X Y: an SGR mouse report, 0-based cell
    local code=0 end=M
    case $2 in drag) code=32 ;; release) end=m ;; esac
    raw "$1" $'\e'"[<$code;$(($3 + 1));$(($4 + 1))$end"
}
for term in tmux-256color xterm-256color; do
    s=swipe${term%%-*}
    report=mouse
    [ "$term" = xterm-256color ] && report=sgr
    GLIDE_ENV="NO_COLOR=1 TERM=$term XDG_DATA_HOME=$WORK/data-$s" start "$s" 80 24 play "$WORK/room.txt" --level 1
    expect_screen "$s" "$term: the room opens" "Moves 0 "
    read -r bx by < <(ball_at "$s")
    $report "$s" press "$bx" "$by"
    $report "$s" drag $((bx + 1)) "$by"
    $report "$s" drag $((bx + 3)) "$by"
    expect_screen "$s" "$term: a drag to the right slides right before the release" "Moves 1 "
    $report "$s" drag $((bx + 3)) $((by + 3))
    $report "$s" release $((bx + 3)) $((by + 3))
    # Had the drag down slid the ball too, ← would make the third move.
    T send-keys -t "$s" Left
    expect_screen "$s" "$term: the rest of the press slid nothing" "Moves 2 "
    read -r bx by < <(ball_at "$s")
    $report "$s" press "$bx" "$by"
    $report "$s" drag $((bx + 1)) "$by"
    $report "$s" release $((bx + 1)) "$by"
    T send-keys -t "$s" u
    expect_screen "$s" "$term: a press released short of the threshold slides nothing" "Moves 1 "
    T send-keys -t "$s" q
    wait_exit "$s" >/dev/null
done

summary
