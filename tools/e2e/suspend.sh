#!/usr/bin/env bash
# End-to-end test of job control: glide started from a shell in a tmux pane, stopped with
# Ctrl-Z, brought back with `fg`: the shell gets its terminal back meanwhile, and the screen is
# drawn again whole on return, in the game, in the editor and at level select.
# Usage: tools/e2e/suspend.sh [GLIDE_BINARY]
set -u
cd "$(dirname "$0")/../.."
. tools/lib/check.sh
GLIDE_ARGUMENT=${1:-}
. tools/lib/tmux.sh

# shell NAME WIDTH HEIGHT: a session running an interactive bash without start-up files, its
# prompt "$ ", glide's data in $WORK/data.
shell() {
    T new-session -d -s "$1" -x "$2" -y "$3" \
        "env -i PATH='$PATH' HOME='$WORK' HISTFILE=/dev/null LANG=C.UTF-8 TERM=tmux-256color XDG_DATA_HOME='$WORK/data' PS1='$ ' bash --norc --noprofile -i"
    wait_for "$1" '^\$ ?$' || fail "$1: the shell started" "$(screen "$1")"
}

# suspend_and_resume NAME WHAT PATTERN: Ctrl-Z gives the shell back (glide stopped, the normal
# screen shown); `fg` brings glide back with PATTERN on screen again.
suspend_and_resume() {
    local stops i
    stops=$(screen "$1" | grep -c 'Stopped')
    T send-keys -t "$1" C-z
    for ((i = 0; i < 200; i++)); do
        [ "$(screen "$1" | grep -c 'Stopped')" -gt "$stops" ] && break
        sleep 0.05
    done
    if ((i < 200)); then pass "$2: Ctrl-Z stops glide and gives the shell back"
    else fail "$2: Ctrl-Z stops glide" "$(screen "$1")"; fi
    if [ "$(T display -p -t "$1" '#{alternate_on}')" = 0 ]; then pass "$2: stopped, on the normal screen"
    else fail "$2: stopped, still on the alternate screen"; fi
    T send-keys -t "$1" "fg" Enter
    if wait_for "$1" "$3"; then pass "$2: fg draws the screen again"
    else fail "$2: fg draws the screen again: no /$3/" "$(screen "$1")"; fi
    if [ "$(T display -p -t "$1" '#{mouse_button_flag}')" = 1 ]; then pass "$2: mouse tracking back"
    else fail "$2: mouse tracking back after fg"; fi
}

shell s 80 24
T send-keys -t s "'$GLIDE' play" Enter
expect_screen s "level select" "Tutorial.*0/16 solved"
suspend_and_resume s "level select" "Tutorial.*0/16 solved"
T send-keys -t s Enter
expect_screen s "level 1 opens" "Level 1/16"
suspend_and_resume s "game" "Level 1/16 · One swipe"
T send-keys -t s Right
expect_screen s "keys work after fg: level 1 won" "Level complete"
T send-keys -t s Enter
expect_screen s "... and Enter opens level 2" "Level 2/16"
T send-keys -t s q
expect_screen s "q: back to level select" "1/16 solved"
T send-keys -t s q
wait_for s '^\$ ?$' && pass "q quits to the shell" || fail "q quits to the shell" "$(screen s)"

shell e 100 32
T send-keys -t e "'$GLIDE' edit '$WORK/new.txt'" Enter
expect_screen e "the editor opens" "Edit .*new.txt"
T send-keys -t e "#"
suspend_and_resume e "editor with unsaved work" "Edit .*new.txt.*modified"
T send-keys -t e q y
wait_for e '^\$ ?$' && pass "the editor quits to the shell" || fail "the editor quits" "$(screen e)"

summary
