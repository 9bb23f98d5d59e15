#!/usr/bin/env bash
# End-to-end test: Ctrl-C (SIGINT), SIGTERM and SIGHUP end every solving command within 0.5 s,
# even while CBC runs. Interrupts solves at random moments, and at the moments CLP holds a
# SIGINT handler of its own (inside CBC's initial solve, read from /proc/PID/status), where
# before the fix a Ctrl-C only stopped CLP's simplex and the solve went on; then the same in
# the editor, with Ctrl-C typed in the terminal. Prints the times from signal to exit.
# Usage: tools/e2e/signals.sh [GLIDE_BINARY]. ROUNDS=N for more random interrupts (default 16).
set -u
cd "$(dirname "$0")/../.."
. tools/lib/check.sh
GLIDE=$(realpath "${1:-${GLIDE:-.build/debug/glide}}")

# stopped_status SIGNAL: the exit status a signal's death shows (128 + its number).
stopped_status() { case $1 in HUP) echo 129 ;; INT) echo 130 ;; TERM) echo 143 ;; esac; }

LIMIT_MS=500
GIVE_UP_MS=4000
LARGE=tools/bench/large.txt
TIMES=()

# now_ms: the time in milliseconds, in NOW (no process started: under load a fork costs more).
now_ms() { NOW=$((${EPOCHREALTIME/./} / 1000)); }

# wait_gone PID SENT: polls until PID has ended (NOW is then the time) or GIVE_UP_MS have
# passed since SENT.
wait_gone() {
    now_ms
    while kill -0 "$1" 2>/dev/null && ((NOW - $2 < GIVE_UP_MS)); do
        sleep 0.001
        now_ms
    done
}

# clp_holds_sigint PID: whether the process has a SIGINT handler (glide itself installs none
# outside the terminal app; CLP does, for the length of an initial solve).
clp_holds_sigint() {
    local key value
    while read -r key value; do
        if [ "$key" = "SigCgt:" ]; then (((16#$value & 2) != 0)); return; fi
    done <"/proc/$1/status" 2>/dev/null
    return 1
}

# wait_for_clp PID: polls until CLP's handler is in place (true) or the process ends or 20 s
# pass (false).
wait_for_clp() {
    now_ms
    local deadline=$((NOW + 20000))
    while kill -0 "$1" 2>/dev/null && ((NOW < deadline)); do
        clp_holds_sigint "$1" && return 0
        now_ms
    done
    return 1
}

# interrupt NAME SIGNAL WHEN CMD...: runs glide CMD in the background and sends SIGNAL (INT,
# TERM or HUP) after WHEN seconds, or, for WHEN=clp, as soon as CLP holds SIGINT. Checks that
# glide ends within LIMIT_MS, by the signal; records the time.
interrupt() {
    local name=$1 signal=$2 when=$3
    shift 3
    # A script's background job starts with SIGINT ignored (bash does that without job
    # control, and `set -m` would run an EXIT trap in every subshell), and under nohup SIGHUP
    # is ignored from the start (a shell cannot reset it): glide keeps a signal it was started
    # with ignored, so each is put back to its default here. No EXIT trap is set before the
    # editor's part below: bash may run it in the job's subshell.
    env --default-signal=INT,TERM,HUP "$GLIDE" "$@" >/dev/null 2>&1 </dev/null &
    local pid=$!
    if [ "$when" = clp ]; then
        if ! wait_for_clp "$pid"; then
            kill -KILL "$pid" 2>/dev/null
            wait "$pid" 2>/dev/null
            fail "$name: CBC never ran (no SIGINT handler of CLP's seen)"
            return
        fi
    else
        sleep "$when"
    fi
    now_ms
    local sent=$NOW
    kill "-$signal" "$pid" 2>/dev/null
    wait_gone "$pid" "$sent"
    local took=$((NOW - sent))
    kill -KILL "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    local status=$? expected
    expected=$(stopped_status "$signal")
    TIMES+=("$took")
    if ((took <= LIMIT_MS)) && [ "$status" = "$expected" ]; then
        pass "$name: SIG$signal ended it in $took ms (exit $status)"
    else
        fail "$name: SIG$signal at ${when}: $took ms to exit, status $status (expected $expected within $LIMIT_MS ms)"
    fi
}

# At the moments CLP holds SIGINT: one solve after another (large levels, one job), and a check.
for round in 1 2 3 4 5 6; do
    interrupt "solve, CBC's initial solve ($round)" INT clp solve --timeout 30 --jobs 1 "$LARGE"
done
interrupt "check, CBC's initial solve" INT clp check --timeout 30 "$LARGE"
interrupt "solve --stats, CBC's initial solve" INT clp solve --stats --timeout 30 "$LARGE"
interrupt "solve, SIGTERM in CBC's initial solve" TERM clp solve --timeout 30 --jobs 1 "$LARGE"

# At random moments, in every solving command.
commands=(
    "solve --timeout 30 --jobs 1 $LARGE"
    "check --timeout 30 $LARGE"
    "solve --stats --timeout 30 $LARGE"
    "generate --size 48x48 --count 4 --seed 7"
)
signals=(INT TERM INT HUP)
for ((round = 0; round < ${ROUNDS:-16}; round++)); do
    when=$(awk -v r="$RANDOM" 'BEGIN { printf "%.2f", 0.05 + (r % 1500) / 1000 }')
    command=${commands[round % ${#commands[@]}]}
    # shellcheck disable=SC2086  # the command's words
    interrupt "${command%% *} at $when s" "${signals[(round / ${#commands[@]}) % ${#signals[@]}]}" "$when" $command
done

# The editor on a large level, solving it (up to 3 s): Ctrl-C typed at a random moment quits
# (there is no unsaved work) within the limit. CLP's moments cannot be told apart here: the
# app has a SIGINT handler of its own (a fallback, see TerminalRestorer) all along.
GLIDE_ARGUMENT=$GLIDE
. tools/lib/tmux.sh
awk 'BEGIN { RS = "" } NR == 2 || NR == 10 { print; print "" }' "$LARGE" >"$WORK/large.txt"
for round in 1 2 3; do
    start e 100 32 edit "$WORK/large.txt"
    if ! wait_for e "large 1"; then
        fail "editor ($round): the level did not open" "$(screen e)"
        continue
    fi
    pid=$(pgrep -P "$(T display -p -t e '#{pane_pid}')" -x "$(basename "$GLIDE" | cut -c1-15)")
    when=$(awk -v r="$RANDOM" 'BEGIN { printf "%.2f", 0.1 + (r % 1500) / 1000 }')
    sleep "$when"
    now_ms
    sent=$NOW
    T send-keys -t e C-c
    wait_gone "$pid" "$sent"
    took=$((NOW - sent))
    TIMES+=("$took")
    status=$(wait_exit e)
    if ((took <= LIMIT_MS)) && [ "$status" = 0 ]; then
        pass "editor ($round): Ctrl-C at $when s quit in $took ms"
    else
        fail "editor ($round): Ctrl-C at $when s: $took ms, status $status" "$(screen e)"
    fi
    T kill-session -t e
done

sorted=$(printf '%s\n' "${TIMES[@]}" | sort -n)
count=${#TIMES[@]}
pick() { sed -n "$(((count * $1 + 99) / 100))p" <<<"$sorted"; }
echo "signal to exit, ms: $count runs, min $(head -1 <<<"$sorted"), median $(pick 50), 90th percentile $(pick 90), max $(tail -1 <<<"$sorted")"
summary
