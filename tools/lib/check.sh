# Shared helpers for the end-to-end scripts: each check prints one line, the script ends with
# `summary`, which prints "N passed, M failed" and sets the exit status.
PASSED=0
FAILED=0

pass() { PASSED=$((PASSED + 1)); printf 'ok    %s\n' "$1"; }
fail() { FAILED=$((FAILED + 1)); printf 'FAIL  %s\n' "$1"; [ -n "${2:-}" ] && printf '%s\n' "$2" | sed 's/^/      | /'; return 0; }

# run CMD...: runs a command, keeping its stdout, stderr and status in OUT, ERR, STATUS.
run() {
    local out err
    out=$(mktemp) err=$(mktemp)
    "$@" >"$out" 2>"$err" </dev/null
    STATUS=$?
    OUT=$(cat "$out") ERR=$(cat "$err")
    rm -f "$out" "$err"
}

# expect_status NAME CODE: the last `run` exited with CODE.
expect_status() {
    if [ "$STATUS" = "$2" ]; then pass "$1 (exit $2)"
    else fail "$1: expected exit $2, got $STATUS" "stdout: $OUT
stderr: $ERR"; fi
}

# expect_out NAME TEXT / expect_err NAME TEXT: stdout / stderr contains TEXT (fixed string).
expect_out() {
    if grep -qF -- "$2" <<<"$OUT"; then pass "$1"; else fail "$1: stdout lacks: $2" "$OUT"; fi
}
# expect_out_matching NAME REGEX: some line of stdout matches the extended regular expression.
expect_out_matching() {
    if grep -qE -- "$2" <<<"$OUT"; then pass "$1"; else fail "$1: no line of stdout matches: $2" "$OUT"; fi
}
expect_err() {
    if grep -qF -- "$2" <<<"$ERR"; then pass "$1"; else fail "$1: stderr lacks: $2" "$ERR"; fi
}
# expect_same NAME EXPECTED ACTUAL: two strings are equal.
expect_same() {
    if [ "$2" = "$3" ]; then pass "$1"; else fail "$1" "$(diff <(printf '%s\n' "$2") <(printf '%s\n' "$3"))"; fi
}

summary() {
    echo "$PASSED passed, $FAILED failed"
    [ "$FAILED" = 0 ]
}
