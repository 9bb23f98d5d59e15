#!/usr/bin/env bash
# Files survive crashes: a process saving a progress file (as the game does) or a pack (as the
# editor does) over and over, alternating two versions, is killed with SIGKILL at random
# moments; after every kill the file on disk must be exactly the old or the new version.
# Usage: tools/e2e/crash.sh [GLIDE_BINARY] (glide-dev is taken from the same folder).
set -u
cd "$(dirname "$0")/../.."
. tools/lib/check.sh
GLIDE=$(realpath "${1:-${GLIDE:-.build/debug/glide}}")
DEV="$(dirname "$GLIDE")/glide-dev"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
KILLS=${KILLS:-40}
RANDOM=20261121  # the same kill moments every run

for kind in progress pack; do
    file="$WORK/$kind.file"
    "$DEV" save-loop --kind "$kind" "$file" &
    pid=$!
    for ((i = 0; i < 200; i++)); do [ -s "$file" ] && break; sleep 0.02; done
    kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
    good=0 bad=0
    for ((i = 0; i < KILLS; i++)); do
        "$DEV" save-loop --kind "$kind" "$file" &
        pid=$!
        sleep "0.$(printf '%03d' $((RANDOM % 250 + 5)))"
        kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
        if "$DEV" save-loop --kind "$kind" --verify "$file" 2>"$WORK/why"; then good=$((good + 1))
        else bad=$((bad + 1)); cat "$WORK/why"; fi
    done
    expect_same "$kind: after $KILLS SIGKILLs mid-save the file is always the old or the new version" "$KILLS 0" "$good $bad"
done

summary
