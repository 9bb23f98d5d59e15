# Helpers for end-to-end tests that drive glide in a private tmux server (no user config, no
# TTY needed), as docs/terminal.md describes. Source after check.sh, from the repository's
# root; the glide binary is the script's first argument, $GLIDE, or the debug build.
GLIDE=$(realpath "${GLIDE_ARGUMENT:-${GLIDE:-.build/debug/glide}}")
GLIDE_ENV=""
WORK=$(mktemp -d)
T() { tmux -S "$WORK/tmux.sock" -f /dev/null "$@"; }
trap 'T kill-server 2>/dev/null; rm -rf "$WORK"' EXIT

# start NAME WIDTH HEIGHT ARGS...: runs glide in a new session; when it exits, its status goes
# to $WORK/NAME.rc and the terminal settings to $WORK/NAME.stty, and the pane stays open.
start() {
    local name=$1 width=$2 height=$3
    shift 3
    rm -f "$WORK/$name.rc" "$WORK/$name.stty"
    T new-session -d -s "$name" -x "$width" -y "$height" \
        "env LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=interactive=no XDG_DATA_HOME='$WORK/data' $GLIDE_ENV '$GLIDE' $*; echo \$? > '$WORK/$name.rc'; stty -a > '$WORK/$name.stty'; sleep 600"
}

screen() { T capture-pane -p -t "$1"; }

# send_signal NAME SIGNAL: sends SIGNAL (HUP, INT or TERM) to the glide running in session NAME.
send_signal() { pkill "-$2" -P "$(T display -p -t "$1" '#{pane_pid}')" -x glide; }

# stopped_status SIGNAL: the exit status glide promises after SIGNAL (128 + its number).
stopped_status() { case $1 in HUP) echo 129 ;; INT) echo 130 ;; TERM) echo 143 ;; esac; }

# wait_for NAME PATTERN [TIMEOUT_STEPS]: polls the screen for an extended regex.
wait_for() {
    local i
    for ((i = 0; i < ${3:-200}; i++)); do
        screen "$1" | grep -qE -- "$2" && return 0
        sleep 0.05
    done
    return 1
}

# wait_until_gone NAME PATTERN [TRIES]: waits (TRIES × 0.05 s, default 200) for PATTERN to
# leave the screen; fails if it stays. (wait_for would find it at once, before a key sent
# just now is handled.)
wait_until_gone() {
    local i
    for ((i = 0; i < ${3:-200}; i++)); do
        screen "$1" | grep -qE -- "$2" || return 0
        sleep 0.05
    done
    return 1
}

# wait_exit NAME: waits for the program to exit; prints its status.
wait_exit() {
    local i
    for ((i = 0; i < 200; i++)); do
        if [ -s "$WORK/$1.rc" ] && [ -s "$WORK/$1.stty" ]; then cat "$WORK/$1.rc"; return 0; fi
        sleep 0.05
    done
    echo "none"
}

# expect_screen NAME DESCRIPTION PATTERN: the screen shows PATTERN (within ten seconds).
expect_screen() {
    if wait_for "$1" "$3"; then pass "$2"; else fail "$2: screen lacks /$3/" "$(screen "$1")"; fi
}

# expect_restored NAME: after exit, the terminal is back to normal.
expect_restored() {
    local stty
    stty=$(cat "$WORK/$1.stty" 2>/dev/null)
    if grep -qE '(^| )echo( |$)' <<<"$stty" && grep -qE '(^| )icanon( |$)' <<<"$stty"; then
        pass "$1: echo and line editing restored"
    else
        fail "$1: terminal modes not restored" "$stty"
    fi
    if [ "$(T display -p -t "$1" '#{alternate_on}')" = 0 ]; then pass "$1: back on the normal screen"
    else fail "$1: still on the alternate screen"; fi
    if [ "$(T display -p -t "$1" '#{cursor_flag}')" = 1 ]; then pass "$1: cursor visible"
    else fail "$1: cursor hidden"; fi
}

# text_at NAME TEXT: the terminal cell (x y) where TEXT first appears on the screen.
text_at() {
    # Bash counts characters (not bytes) under a UTF-8 locale: the board's glyphs are multibyte.
    local LC_ALL=C.UTF-8 line y=0 before previous="" now
    # A frame still being written can show the last screen's text (the last level's ball):
    # wait for a screen that holds still.
    for _ in $(seq 40); do
        now=$(screen "$1")
        [ "$now" = "$previous" ] && break
        previous=$now
        sleep 0.05
    done
    while IFS= read -r line; do
        if [[ $line == *"$2"* ]]; then
            before=${line%%"$2"*}
            echo "${#before} $y"
            return
        fi
        y=$((y + 1))
    done <<< "$now"
}

# expect_text_at NAME DESCRIPTION TEXT X: waits until TEXT first appears at column X.
expect_text_at() {
    local x="" y i
    for ((i = 0; i < 100; i++)); do
        read -r x y < <(text_at "$1" "$3")
        if [ "$x" = "$4" ]; then pass "$2"; return; fi
        sleep 0.05
    done
    fail "$2: '$3' at column ${x:-none}, not $4" "$(screen "$1")"
}

# The ball's terminal cell (x y), found by its glyph.
ball_at() { text_at "$1" ◖◗; }

# mouse NAME press|drag|release|wheelup|wheeldown X Y: an X10 mouse report
# (TERM=tmux-256color), 0-based cell. A drag is motion with the first button held (32 + 32),
# as terminals send it in button-event tracking (mode 1002); the wheel is buttons 4 and 5 (64 +).
mouse() {
    local button=32
    case $2 in release) button=35 ;; drag) button=64 ;; wheelup) button=96 ;; wheeldown) button=97 ;; esac
    T send-keys -t "$1" -H 1b 5b 4d "$(printf %x "$button")" "$(printf %x $((33 + $3)))" "$(printf %x $((33 + $4)))"
}
