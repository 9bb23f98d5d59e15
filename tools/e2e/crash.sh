#!/usr/bin/env bash
# Files survive crashes: a process saving a progress file (as the game does) or a pack (as the
# editor does) over and over, alternating two versions, is killed with SIGKILL at random
# moments; after every kill the file on disk must be exactly the old or the new version. A pack
# with a second name (a hard link) is written in place (AtomicFile): after a kill it is the old
# or the new version, or, killed mid-write, the old version is in the copy kept beside it; and
# both names are still one file.
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

for kind in progress pack linked; do
    file="$WORK/$kind.file"
    saved=$kind
    [ "$kind" = linked ] && saved=pack
    "$DEV" save-loop --kind "$saved" "$file" &
    pid=$!
    # Its first write: 4.4 s of CPU in a debug build, 30 s under load 14 on 2 cores, and kills
    # before it leave no file to check.
    for ((i = 0; i < 6000; i++)); do [ -s "$file" ] && break; sleep 0.02; done
    kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
    [ "$kind" = linked ] && ln "$file" "$WORK/other-name"
    good=0 bad=0 kept=0
    for ((i = 0; i < KILLS; i++)); do
        rm -f "$WORK"/."$kind".file.old-*
        "$DEV" save-loop --kind "$saved" "$file" &
        pid=$!
        sleep "0.$(printf '%03d' $((RANDOM % 250 + 5)))"
        kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
        if "$DEV" save-loop --kind "$saved" --verify "$file" 2>"$WORK/why"; then
            good=$((good + 1))
            continue
        fi
        copy=$(ls "$WORK"/."$kind".file.old-* 2>/dev/null | head -1)
        if [ "$kind" = linked ] && [ -n "$copy" ] && "$DEV" save-loop --kind pack --verify "$copy" 2>/dev/null; then
            kept=$((kept + 1))
            cp "$copy" "$file"  # as a player would put it back
        else
            bad=$((bad + 1)); cat "$WORK/why"
        fi
    done
    case $kind in
    linked)
        echo "      ($good of $KILLS kills left a whole version, $kept the old one in the copy beside it)"
        expect_same "linked: after $KILLS SIGKILLs mid-save the file, or the copy beside it, is a whole version" \
            "$KILLS 0" "$((good + kept)) $bad"
        expect_same "linked: both names are still one file" \
            "$(stat -c %i "$file")" "$(stat -c %i "$WORK/other-name")"
        ;;
    *)
        expect_same "$kind: after $KILLS SIGKILLs mid-save the file is always the old or the new version" \
            "$KILLS 0" "$good $bad"
        ;;
    esac
done

summary
