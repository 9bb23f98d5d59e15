#!/usr/bin/env bash
# End-to-end: nothing read from a file reaches the terminal raw. Fuzzes every command that reads
# a pack (tools/fuzz-output, a fresh seed each run), then plays and edits a pack whose file
# name holds escape sequences (setting the window title, clearing the screen) in a private tmux
# server, recording every byte glide writes to the terminal.
# Usage: tools/e2e/escapes.sh [GLIDE_BINARY]; FUZZ_SEED=N repeats a run's fuzzing (its seed is
# printed), and tools/fuzz-output --seed N --packs 25 finds the same packs again.
set -u
cd "$(dirname "$0")/../.."
. tools/lib/check.sh
GLIDE_ARGUMENT=${1:-}
. tools/lib/tmux.sh

# Every command on fuzzed packs: no byte a terminal would act on in any output.
seed=${FUZZ_SEED:-$RANDOM}
run tools/fuzz-output --packs 25 --seed "$seed" --glide "$GLIDE" --keep "$WORK/findings"
expect_status "tools/fuzz-output --packs 25 --seed $seed: no escape byte in any output" 0
echo "      $(tail -1 <<<"$OUT")"

# A pack without a title takes its file name as its title: here one that would set the window
# title to PWNED and clear the screen, were it sent raw.
name=$'evil\e]0;PWNED\a\e[2J'
printf '####\n#@.#\n####\n\n#####\n#@..#\n#####\n' >"$WORK/$name.txt"
printf '#!/bin/sh\nexec "$@" "%s/%s.txt"\n' "$WORK" "$name" >"$WORK/with-pack"
chmod +x "$WORK/with-pack"

# screen_raw NAME ARGS...: runs glide ARGS... on the pack in session NAME, once every byte it
# writes goes to $WORK/NAME.raw (the program waits for Enter until the recording runs).
screen_raw() {
    local session=$1
    shift
    T new-session -d -s "$session" -x 100 -y 30 \
        "read go; env LANG=C.UTF-8 TERM=tmux-256color XDG_DATA_HOME='$WORK/data' '$WORK/with-pack' '$GLIDE' $*; sleep 600"
    T pipe-pane -o -t "$session" "cat > '$WORK/$session.raw'"
    T send-keys -t "$session" Enter
}

# expect_nothing_raw NAME: the window title is tmux's own, and no byte of what glide wrote
# starts an OSC, DCS, APC, PM or SOS string, rings the bell, or is a C1 control.
expect_nothing_raw() {
    local title
    title=$(T display -p -t "$1" '#{pane_title}')
    if [ "$title" = PWNED ]; then fail "$1: the window title was set from the file"; else pass "$1: window title untouched"; fi
    if LC_ALL=C grep -qaP '\x1b[]P_^X]|\x07|\xc2[\x80-\x9f]' "$WORK/$1.raw"; then
        fail "$1: glide wrote an escape sequence from the file" "$(LC_ALL=C grep -aoP '.{0,20}(\x1b[]P_^X]|\x07).{0,20}' "$WORK/$1.raw" | cat -v | head -3)"
    else
        pass "$1: no OSC, DCS, APC, BEL or C1 in $(wc -c <"$WORK/$1.raw") bytes written"
    fi
}

screen_raw play play
expect_screen play "level select shows the title written out" 'evil\\x1b\]0;PWNED\\x07\\x1b\[2J'
expect_screen play "... with the header intact" '^ Glide '
T send-keys -t play Enter
expect_screen play "the game's header shows it written out too" 'evil\\x1b\]0;PWNED\\x07\\x1b\[2J'
T send-keys -t play q
sleep 0.3
T send-keys -t play q
sleep 0.3
expect_nothing_raw play

screen_raw edit edit
expect_screen edit "the editor's header shows the file name written out" 'Edit .*evil\\x1b\]0;PWNED\\x07\\x1b\[2J\.txt'
expect_screen edit "... and the level" "level 1/2"
T send-keys -t edit q
sleep 0.3
expect_nothing_raw edit

# A pack whose title holds an escape sequence is refused, its error shown escaped.
printf 'Title: \e]0;PWNED\a\e[2J\n\n#@.#\n' >"$WORK/titled.txt"
T new-session -d -s refused -x 100 -y 30 "read go; env LANG=C.UTF-8 '$GLIDE' play '$WORK/titled.txt'; sleep 600"
T pipe-pane -o -t refused "cat > '$WORK/refused.raw'"
T send-keys -t refused Enter
expect_screen refused "a title with an escape sequence is an error, at its column" "titled.txt:1:8: error: escape character"
expect_nothing_raw refused

summary
