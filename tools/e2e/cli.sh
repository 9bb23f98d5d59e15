#!/usr/bin/env bash
# End-to-end checks of the glide command line: subcommands, output, exit statuses.
# Usage: tools/e2e/cli.sh [GLIDE_BINARY]
set -u
cd "$(dirname "$0")/../.."
. tools/lib/check.sh
GLIDE=$(realpath "${1:-${GLIDE:-.build/debug/glide}}")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# --help everywhere
# (The text itself is snapshotted by the unit tests; here: the binary prints it, and exits 0.)
run "$GLIDE" --help
expect_status "glide --help" 0
for sub in play daily edit solve check generate replay show code; do
    expect_out_matching "glide --help lists $sub among the subcommands" "^  $sub( \\(default\\))? {2,}[A-Z]"
done
expect_out "glide --help explains exit statuses" "64 a usage error"
for sub in play daily edit solve check generate replay show code; do
    run "$GLIDE" "$sub" --help
    expect_status "glide $sub --help" 0
    expect_out_matching "glide $sub --help shows its usage" "^USAGE: glide $sub "
done

# show
run "$GLIDE" show levels/tutorial.txt
expect_status "show a canonical pack" 0
expect_same "show prints a canonical pack unchanged" "$(cat levels/tutorial.txt)" "$OUT"
run "$GLIDE" show levels/tutorial.txt --level 3
expect_status "show --level" 0
expect_same "show --level prints one level" "Title: Back and forth
Par: 3
Comment: A dead end: go in, then come back out over the paint.
######
#@...#
#.####
#.####
######" "$OUT"
printf '\xef\xbb\xbfTitle:  Messy \r\n#@.#   \r\n' >"$WORK/messy.txt"
run "$GLIDE" show "$WORK/messy.txt"
expect_same "show normalises BOM, CRLF and spaces" "Title: Messy
#@.#" "$OUT"
run sh -c "printf '@..\n' | '$GLIDE' show -"
expect_same "show reads standard input" "@.." "$OUT"
run "$GLIDE" show levels/tutorial.txt --level 99
expect_status "show --level out of range is a usage error" 64
expect_err "the range is explained" "has 16 levels"

# replay
run "$GLIDE" replay levels/tutorial.txt --level 4 DRUL
expect_status "replay a winning solution" 0
expect_out "replay says it is won" 'level 4 "Round trip": won in 4 moves'
expect_out "replay prints the final board; the winning slide runs on to the wall" "#@**#"
run "$GLIDE" replay levels/tutorial.txt --level 4 drul
expect_status "moves are case-insensitive" 0
run "$GLIDE" replay levels/tutorial.txt --level 4 DR
expect_status "replay that does not win" 1
expect_out "replay names the unpainted cells" "not won after 2 moves; 3 floor cells unpainted (row 2 col 3, row 2 col 4, row 3 col 4)"
run "$GLIDE" replay levels/tutorial.txt --level 4 DDRUL
expect_status "a blocked move is skipped" 0
expect_err "a blocked move is noted" "move 2 (D) does not move the ball; not counted"
run "$GLIDE" replay levels/tutorial.txt --level 4 DRXL
expect_status "a bad move letter is a usage error" 64
expect_err "the bad letter is named" "invalid move 'X' at position 3"
run "$GLIDE" replay levels/tutorial.txt DRUL
expect_status "replay without --level on a pack of many levels" 64
run sh -c "printf '@..\n' | '$GLIDE' replay - R"
expect_status "replay a one-level pack from stdin without --level" 0

# bad input files: exit 2 with compiler-style diagnostics
run "$GLIDE" show "$WORK/missing.txt"
expect_status "a missing file" 2
expect_err "a missing file is reported" "$WORK/missing.txt:1:1: error: cannot read file: No such file or directory"
run "$GLIDE" show "$WORK"
expect_status "a directory" 2
expect_err "a directory is reported" "$WORK:1:1: error: cannot read file: it is a directory"
printf 'Title: A\n#@x\n\nPar: -1\n#..\n' >"$WORK/bad.txt"
run "$GLIDE" show "$WORK/bad.txt"
expect_status "a file with errors" 2
expect_same "every error is reported, compiler-style" "$WORK/bad.txt:2:3: error: unknown map character 'x'
$WORK/bad.txt:4:6: error: 'Par' must be a non-negative whole number, not '-1'
$WORK/bad.txt:5:1: error: level 2 has no start: put '@' on the cell where the ball begins" "$ERR"
printf '#@.\n#\xff\n' >"$WORK/latin1.txt"
run "$GLIDE" replay "$WORK/latin1.txt" R
expect_status "invalid UTF-8" 2
expect_err "invalid UTF-8 is located" "latin1.txt:2:2: error: the file is not valid UTF-8"
: >"$WORK/empty.txt"
run "$GLIDE" show "$WORK/empty.txt"
expect_status "an empty file" 2

# usage errors
run "$GLIDE" replay
expect_status "missing arguments" 64
run "$GLIDE" frobnicate
expect_status "an unknown subcommand" 64
expect_err "... is named" "'frobnicate' is neither a subcommand nor a file"

# solve
run "$GLIDE" solve levels/tutorial.txt
expect_status "solve a pack" 0
expect_out "solve prints a table" "verdict"
expect_out "a proven optimum is marked" "16*"
expect_out "solve prints a summary" "16 levels: 16 solved (16 proven optimal), 0 unsolvable, 0 timed out"
expect_same "no progress bar when stderr is not a terminal" "" "$ERR"
run "$GLIDE" solve levels/tutorial.txt --level 4 --json
expect_status "solve --json" 0
expect_same "solve --json has exactly the documented keys, in order" \
    "file level title status moves optimal solution reason states ms" \
    "$(python3 -c 'import json,sys; print(" ".join(json.loads(sys.stdin.read()).keys()))' <<<"$OUT")"
expect_out "solve --json gives the solution" '"status":"solved","moves":4,"optimal":true,"solution":"DRUL","reason":null'
cat >"$WORK/traps.txt" <<'LEVELS'
Title: Traps

Title: shaft
#########
#...@...#
####.####
#.......#
#########

Title: bad par
Par: 3
#@..

Title: no par
####
#@.#
####
LEVELS
run "$GLIDE" solve "$WORK/traps.txt" --json
expect_status "solve with an unsolvable level" 1
expect_out "an unsolvable level has a reason" '"status":"unsolvable","moves":null,"optimal":false,"solution":null,"reason":"after sliding'
run sh -c "cat '$WORK/traps.txt' | '$GLIDE' solve - --json"
expect_out "solve reads standard input" '"file":"<stdin>","level":1,"title":"shaft"'
run "$GLIDE" solve "$WORK/traps.txt" "$WORK/missing.txt"
expect_status "solve with an unreadable file" 2
expect_out "the readable file is still solved" "shaft"
# solve --stats: the puzzle-quality measures (their counts are held to a plain enumeration in
# the unit tests; here, what a pack maintainer reads)
cat >"$WORK/stem.txt" <<'LEVELS'
Title: Stem
######
#.@..#
##.###
######

Title: Fork
#####
#@..#
#.###
#.#
###
LEVELS
run "$GLIDE" solve --stats "$WORK/stem.txt"
expect_status "solve --stats" 0
expect_out_matching "solve --stats adds the measures' columns" "verdict +moves +time +solutions +traps +choices +insight +kinds +lost +open +diff +solution"
expect_out_matching "the stem level: 2 optimal lines, 2 traps in plain sight, 2 choices and no decision (no kind), 4 of 9 positions lost, no open area" \
    "Stem .* solved +4\\* .* 2 +2 +2 +0 0% +0 +44% +0 +[0-9]+ +D"
expect_out_matching "the fork: 2 optimal lines, no trap, 1 choice and no decision, nothing lost" \
    "Fork .* solved +3\\* .* 2 +0 +1 +0 0% +0 +0% +0"
expect_out "solve --stats sums up each file" "stem.txt: 2 of 2 levels measured · trap on the line 1 (50 %), away from the start 0 (0 %) · unique optimum 0 (0 %) · median insight 0 % · median lost 22 % · largest open area 0 · rank correlation with position: par -1.00, difficulty"
run "$GLIDE" solve --stats --json "$WORK/stem.txt" --level 1
expect_same "solve --stats --json adds the documented keys, in order" \
    "file level title status moves optimal solution reason states ms solutions traps trapMoves trapsAwayFromStart choices decisions decisionKinds insight lost lostExact lostMethod lostLow lostHigh openArea difficulty" \
    "$(python3 -c 'import json,sys; print(" ".join(json.loads(sys.stdin.read()).keys()))' <<<"$OUT")"
expect_out "solve --stats --json lists the traps by move and direction" '"solutions":2,"traps":2,"trapMoves":["1L","1R"],"trapsAwayFromStart":0,"choices":2,"decisions":0,"decisionKinds":0,"insight":0.000,"lost":0.44444444,"lostExact":true,"lostMethod":"listed","lostLow":0.444,"lostHigh":0.444,"openArea":0'
# Past the listing the lost share is counted (a master level: hundreds of millions of
# positions, shown with the decimals that tell how near 100 % it is), or sampled over positions
# where only the reachable ones can be counted (hard 21), marked ~.
run "$GLIDE" solve --stats --json levels/master.txt --level 1
expect_out_matching "solve --stats counts a master level's lost share exactly" '"lost":0\.999[0-9]{5},"lostExact":true,"lostMethod":"counted"'
run "$GLIDE" solve --stats levels/master.txt --level 1
expect_out_matching "... and shows it short of 100 %" ' 99\.9[0-9]*% '
run "$GLIDE" solve --stats --json levels/hard.txt --level 21
expect_out_matching "solve --stats samples hard 21's lost share over positions" '"lostExact":false,"lostMethod":"sampledPositions"'
run "$GLIDE" solve --stats levels/hard.txt --level 21
expect_out_matching "... marked ~ in the table" ' ~[0-9]+% '
# A level whose stops all reach each other loses nothing, however many positions it has: 0 %
# exactly, without counting them (a 40×24 open level of millions of positions).
run "$GLIDE" solve --stats --json tools/bench/large.txt --level 21
expect_out_matching "solve --stats finds an open level's lost share exactly 0 by its shape" '"lost":0[.0]*,"lostExact":true,"lostMethod":"connected"'
cat >"$WORK/foot.txt" <<'LEVELS'
Title: Foot
#######
#..@..#
###.###
###..##
#######
LEVELS
run "$GLIDE" solve --stats --json "$WORK/foot.txt"
expect_out "a trap that cuts off a cell painted only later is a decision" \
    '"trapMoves":["1L","1R"],"trapsAwayFromStart":0,"choices":2,"decisions":1,"decisionKinds":1,"insight":0.167'
run "$GLIDE" solve --stats "$WORK/traps.txt"
expect_status "solve --stats with an unsolvable level" 1
expect_out_matching "an unsolvable level is not measured" "shaft .* unsolvable .* - +- +- +- +- +- +-"
run "$GLIDE" solve levels/tutorial.txt --timeout 0
expect_status "a zero timeout is a usage error" 64
run "$GLIDE" solve levels/tutorial.txt --jobs 0
expect_status "zero jobs is a usage error" 64

# check
run "$GLIDE" check levels/tutorial.txt
expect_status "check the shipped tutorial" 0
expect_out "check summarises" "checked 16 levels in 1 file: 0 errors, 0 warnings"
run "$GLIDE" check "$WORK/traps.txt"
expect_status "check a pack with problems" 1
expect_err "an unsolvable level is an error at its map" "traps.txt:4:1: error: level 1 \"shaft\" is unsolvable: after sliding"
expect_err "a wrong Par is an error at its Par line" "traps.txt:11:6: error: level 2 \"bad par\" declares Par: 3 but the optimum is 1"
expect_err "a missing Par is a warning" "traps.txt:15:1: warning: level 3 \"no par\" has no Par (optimum is 1)"
run "$GLIDE" check "$WORK/bad.txt"
expect_status "check a file that does not parse" 2
expect_err "its format errors are reported" "bad.txt:2:3: error: unknown map character 'x'"

# check: every level of a file with a broken level; a wrong Par or Difficulty at its line
cat >"$WORK/fixme.txt" <<'LEVELS'
Title: Fix me

; the Par is wrong, the Difficulty too
Title: Loop
Par:  2
Difficulty: 99
#####
#@..#
#.#.#
#...#
#####

Title: Broken
#@x#

Title: Bare
#@..#
LEVELS
cp "$WORK/fixme.txt" "$WORK/fixme-orig.txt"
run "$GLIDE" check "$WORK/fixme.txt"
expect_status "check a file with a broken level" 2
expect_err "... reports the broken level's error" "fixme.txt:14:3: error: unknown map character 'x'"
expect_err "... and checks the levels after it, numbered as the file numbers them" \
    "fixme.txt:17:1: warning: level 3 \"Bare\" has no Par (optimum is 1)"
expect_err "a wrong Par is pointed at its Par line and value" \
    "fixme.txt:5:7: error: level 1 \"Loop\" declares Par: 2 but the optimum is 4"
expect_err_matching() { if grep -qE -- "$2" <<<"$ERR"; then pass "$1"; else fail "$1: no line of stderr matches: $2" "$ERR"; fi; }
expect_err_matching "a wrong Difficulty is pointed at its line" \
    "fixme.txt:6:13: error: level 1 \"Loop\" declares Difficulty: 99 but its score is [0-9]+$"
expect_out "the summary counts the format error" "checked 2 levels in 1 file: 3 errors, 1 warning (some files could not be read or parsed)"
run "$GLIDE" check --fix "$WORK/fixme.txt"
expect_err "--fix leaves a file with format errors alone, saying so" "fixme.txt: note: not fixed: the file has format errors"
expect_same "... byte for byte" "$(cat "$WORK/fixme-orig.txt")" "$(cat "$WORK/fixme.txt")"
grep -v '^#@x#$' "$WORK/fixme-orig.txt" | sed '/^Title: Broken$/d' >"$WORK/fixme.txt"
cp "$WORK/fixme.txt" "$WORK/fixme-clean.txt"
run "$GLIDE" check --strict "$WORK/fixme.txt"
expect_status "check --strict fails on errors" 1
printf 'Title: P\n\nTitle: Bare\n#@.#\n' >"$WORK/bare.txt"
run "$GLIDE" check "$WORK/bare.txt"
expect_status "a missing Par is only a warning" 0
run "$GLIDE" check --strict "$WORK/bare.txt"
expect_status "... which --strict makes fail" 1
run "$GLIDE" check --json "$WORK/fixme.txt"
expect_same "check --json: one line per level, then the summary" 3 "$(wc -l <<<"$OUT")"
expect_same "... each a JSON object with the documented keys" \
    "type file level title line status optimum par difficulty score problems|type file level title line status optimum par difficulty score problems|type levels files errors warnings fixed" \
    "$(python3 -c 'import json,sys; print("|".join(" ".join(json.loads(l).keys()) for l in sys.stdin))' <<<"$OUT")"
expect_out "... a level's problems with their places" '"problems":[{"severity":"error","line":5,"column":7,"message":"level 1 \"Loop\" declares Par: 2 but the optimum is 4"}'
expect_same "... nothing on standard error" "" "$ERR"
run "$GLIDE" check --fix "$WORK/fixme.txt"
expect_status "check --fix" 0
expect_err "--fix says what it fixed" "fixme.txt:5:7: note: level 1 \"Loop\" had Par: 2; fixed to 4"
expect_out "... and counts it" "4 fixed"
expect_same "--fix changes the numbers and adds the missing lines, every other byte kept" \
    "$(sed -e 's/^Par:  2$/Par:  4/' -e "s/^Difficulty: 99$/Difficulty: $(grep -o 'score is [0-9]*' <<<"$(
        "$GLIDE" check "$WORK/fixme-clean.txt" 2>&1)" | grep -o '[0-9]*$')/" \
        -e 's/^Title: Bare$/Title: Bare\nPar: 1\nDifficulty: 1/' "$WORK/fixme-clean.txt")" "$(cat "$WORK/fixme.txt")"
run "$GLIDE" check --strict "$WORK/fixme.txt"
expect_status "the fixed file passes --strict" 0
run sh -c "cat '$WORK/fixme-clean.txt' | '$GLIDE' check --fix -"
expect_status "--fix does not write standard input" 1
expect_err "... and says so" "<stdin>: note: not fixed: it is not a file to write back"

# code: levels as codes, taken where files are
run "$GLIDE" code levels/tutorial.txt --level 4
expect_status "glide code --level" 0
code="$OUT"
expect_out_matching "a code is G1- and URL-safe characters" '^G1-[A-Za-z0-9_-]+$'
run "$GLIDE" show "$code"
expect_same "glide show CODE prints the level" "$("$GLIDE" show levels/tutorial.txt --level 4 | grep -v '^Comment:')" "$OUT"
run "$GLIDE" replay "$code" DRUL
expect_status "glide replay CODE" 0
run "$GLIDE" solve "$code"
expect_out "glide solve CODE names the code by its start" "${code:0:12}…"
run "$GLIDE" code levels/tutorial.txt
expect_same "without --level, one code per level" 16 "$(wc -l <<<"$OUT")"
run "$GLIDE" code levels/tutorial.txt
while read -r each; do "$GLIDE" show "$each" >/dev/null || fail "a code of the tutorial does not read: $each"; done <<<"$OUT"
typo="${code:0:10}$([ "${code:10:1}" = A ] && echo B || echo A)${code:11}"
run "$GLIDE" show "$typo"
expect_status "a mistyped code" 2
expect_err "... is named with its place" "error: not a level code: character 11 looks mistyped"
run "$GLIDE" show "${code:0:10}${code:11}"
expect_status "a code with a character left out" 2
expect_err "... says so" "error: not a level code: "
run "$GLIDE" show "G9-${code:3}"
expect_err "a code of another version" "this is a version 9 level code, from a newer glide"
run "$GLIDE" show "G1-abc!def"
expect_err "a character no code holds" "character 7, '!', is never in a level code"
run "$GLIDE" play "$typo"
expect_status "glide play CODE reads the code before it needs a terminal" 2
run "$GLIDE" edit "$code"
expect_err "glide edit CODE needs a terminal" "glide edit needs an interactive terminal"
run "$GLIDE" edit "$code" --level 2
expect_status "a code holds one level" 64
printf 'Title: P\n\n#@.#\n' >"$WORK/$code"
run bash -c "cd '$WORK' && '$GLIDE' show '$code'"
expect_same "a file named like a code is a file" "Title: P

#@.#" "$OUT"

# edit: a file whose errors are not inside a level (metadata cut off from its map) is not
# opened, and nothing is written (errors inside levels open repaired: tools/e2e/edit.sh)
printf 'Title: P\n\nTitle: cut off\n\n####\n#@.#\n####\n' > "$WORK/cut.txt"
cp "$WORK/cut.txt" "$WORK/cut-copy.txt"
run "$GLIDE" edit "$WORK/cut.txt"
expect_status "glide edit on a file that does not parse" 2
expect_err "... prints its errors as check does" "cut.txt:3:1: error: metadata outside a level"
expect_same "... and writes nothing" "$(cat "$WORK/cut-copy.txt")" "$(cat "$WORK/cut.txt")"
run "$GLIDE" edit levels/tutorial.txt --new 5x5
expect_status "--new on an existing pack is a usage error" 64
run "$GLIDE" edit "$WORK/brand-new.txt" --new 2x2
expect_status "--new below 3x3 is a usage error" 64
run "$GLIDE" edit -
expect_status "glide edit - is a usage error" 64
run "$GLIDE" edit "$WORK/brand-new.txt"
expect_status "glide edit without a terminal" 64
expect_err "... names itself as the command that needs one" "glide edit needs an interactive terminal"
if [ -e "$WORK/brand-new.txt" ]; then fail "no file is created before a save"; else pass "no file is created before a save"; fi

# play needs a terminal: without one it says so rather than fail obscurely
run "$GLIDE"
expect_status "glide with no terminal" 64
expect_err "... and says it needs one" "glide play needs an interactive terminal"
run "$GLIDE" play "$WORK/bad.txt"
expect_status "glide play on a file that does not parse" 2
expect_err "... reports its errors first" "bad.txt:2:3: error: unknown map character 'x'"
run "$GLIDE" play -
expect_status "glide play - is a usage error (standard input is the keyboard)" 64
run "$GLIDE" solve - - --level 1
expect_status "standard input given twice" 64
expect_err "... is named as such, without the root usage" "error: standard input (-) can be given only once."
run "$GLIDE" solve levels/tutorial.txt --level 99
expect_status "--level past the pack's end" 64
if grep -qF "Usage: glide <subcommand>" <<<"$ERR"; then fail "a run-time usage error prints the root usage" "$ERR"
else pass "a run-time usage error prints no root usage"; fi

# The pack header holds the pack's Title and Author, not a level's metadata
printf 'Title: P\nPar: 3\n\n#@.#\n' >"$WORK/header-par.txt"
run "$GLIDE" check "$WORK/header-par.txt"
expect_status "Par in the pack header" 2
expect_err "... is an error at its line" "header-par.txt:2:1: error: 'Par' belongs to a level"
expect_out "... counted in the summary, the level itself checked all the same" \
    "checked 1 level in 1 file: 1 error, 1 warning (some files could not be read or parsed)"
printf 'Title: P\n\n#@#\n' >"$WORK/won.txt"
run "$GLIDE" check "$WORK/won.txt"
expect_status "a level won before any move" 1
expect_err "... is an error" "is won before any move"

# generate: deterministic packs of proven levels
run "$GLIDE" generate --size 8x8 --count 6 --seed 99
expect_status "generate a pack" 0
first="$OUT"
run "$GLIDE" generate --size 8x8 --count 6 --seed 99
expect_same "the same arguments and seed give the same bytes" "$first" "$OUT"
printf '%s\n' "$first" >"$WORK/generated.txt"
expect_same "six levels, each with Title, Par and Difficulty" "6 6 6" \
    "$(grep -c '^Title: Level' "$WORK/generated.txt") $(grep -c '^Par: ' "$WORK/generated.txt") $(grep -c '^Difficulty: ' "$WORK/generated.txt")"
run "$GLIDE" check "$WORK/generated.txt"
expect_status "glide check passes a generated pack" 0
expect_same "... without a warning" "" "$ERR"
run "$GLIDE" generate --size 7x7 --count 2
expect_status "generate without --seed" 0
seed=$(grep -oE -- '--seed [0-9]+' <<<"$OUT" | head -1 | cut -d' ' -f2)
unseeded="$OUT"
if [ -n "$seed" ]; then
    run "$GLIDE" generate --size 7x7 --count 2 --seed "$seed"
    expect_same "the seed written in the header makes the same pack again" "$unseeded" "$OUT"
else
    fail "generate without --seed writes its seed in the header" "$unseeded"
fi
run "$GLIDE" generate --size 5x5 --count 3 --min-moves 40 --seed 1
expect_status "settings no level can meet" 1
expect_err "... say how many were found" "error: found 0 levels of 3"
run "$GLIDE" generate --size 4x4 --count 3
expect_status "a size below 5x5 is a usage error" 64
run "$GLIDE" generate --size 8x8 --count -1
expect_status "a negative count" 64
expect_err "... is named as such" "--count must be from 1 to 1000"
run "$GLIDE" generate --size 8x8 --count 1 --seed 3 --title "My 'cool' level"
made=$(grep -o -- "--seed 3 --title .*" <<<"$OUT")
run bash -c "'$GLIDE' generate --size 8x8 --count 1 $made"
expect_out "the header's command line quotes the title for the shell" "Title: My 'cool' level 1"
run "$GLIDE" generate --size 9x9 --count 3 --min-moves 10 --max-moves 5
expect_status "--max-moves below --min-moves is a usage error" 64

# generate's puzzle options: by default a trap away from the start, 12 optimal solutions at
# most, open areas of 24 cells at most, refined; each level's measures in a comment
run "$GLIDE" generate --size 10x10 --count 4 --seed 5
expect_status "generate with the puzzle defaults" 0
puzzles="$OUT"
expect_out "the header says what the levels were selected for" \
    "; Candidates: open (carved corridors and halls, rooms with pillars). Selected for: at least 1 trap away from the start, at most 12 optimal solutions, no open area over 24 cells; each refined by up to 4 single-cell edits first."
measures=$(grep -E '^; Traps: [0-9]+, [0-9]+ away from the start · optimal solutions: [0-9]+ · lost: (~|≈)?[0-9.]+ % · open area: [0-9]+ · decisions: [0-9]+ of [0-9]+ moves \([0-9]+ %\)(, [0-9]+ kinds?)?$' <<<"$puzzles")
expect_same "each level has its measures in a comment" 4 "$(grep -c . <<<"$measures")"
expect_same "... every level a trap away from the start" "" \
    "$(grep -E ', 0 away from the start' <<<"$measures")"
expect_same "... at most 12 optimal solutions, open areas of 24 cells at most" "" \
    "$(awk -F'optimal solutions: | · lost| open area: | · decisions' '$2 > 12 || $4 > 24' <<<"$measures")"
printf '%s\n' "$puzzles" >"$WORK/puzzles.txt"
run bash -c "'$GLIDE' solve --stats --json '$WORK/puzzles.txt' | sed -n 's/.*\"decisions\":\\([0-9]*\\),\"decisionKinds\":\\([0-9]*\\).*/\\1 \\2/p'"
expect_same "... the decisions and their kinds as solve --stats counts them" "$OUT" \
    "$(sed -E 's/.*decisions: ([0-9]+) of .*\)(, ([0-9]+) kinds?)?$/\1 \3/; s/ $/ 0/' <<<"$measures")"
run "$GLIDE" check "$WORK/puzzles.txt"
expect_status "glide check passes the puzzles" 0
run "$GLIDE" solve --stats "$WORK/puzzles.txt"
expect_out "glide solve --stats measures what the comments say" \
    "$(sed -n 's/^; Traps: \([0-9]*\),.*optimal solutions: \([0-9]*\) .*/\2/p' "$WORK/puzzles.txt" | head -1)"
run "$GLIDE" generate --size 10x10 --count 4 --seed 5
expect_same "the same puzzle options and seed give the same bytes" "$puzzles" "$OUT"
run "$GLIDE" generate --size 9x9 --count 3 --seed 2 --style corridor --min-traps 0 --max-solutions any \
    --max-open-area any --no-refine
expect_status "generate without the selection" 0
expect_out "... writes the options in the header's command line" \
    "Made by: glide generate --size 9x9 --count 3 --seed 2 --style corridor --min-traps 0 --max-solutions any --max-open-area any --no-refine"
expect_out "... and what it selected for" "Candidates: corridor mazes (open rooms of 4 cells at most). Selected for: any number of traps."
unselected="$OUT"
made=$(grep -o -- "--size 9x9 .*" <<<"$OUT" | head -1)
# shellcheck disable=SC2086 # the header's words
run "$GLIDE" generate $made
expect_same "... which makes the same pack again" "$unselected" "$OUT"
run "$GLIDE" generate --size 20x20 --count 1 --seed 3
expect_status "generate on a 20x20 board" 0
expect_out "... makes chamber mazes by default" "; Candidates: chamber mazes (chambers of about 7 cells a side, joined by one-way doors)."
expect_out_matching "... with traps away from the start" '^; Traps: [0-9]+, [1-9][0-9]* away from the start'
run "$GLIDE" generate --size 12x12 --count 2 --seed 4 --style chamber --anneal 1500
expect_status "generate --anneal" 0
expect_out "... writes it in the header's command line" \
    "Made by: glide generate --size 12x12 --count 2 --seed 4 --style chamber --anneal 1500"
expect_out "... and says what it did" "each refined first by up to 4 single-cell edits, then annealed towards insight (1500 single-cell edits tried)."
annealed="$OUT"
printf '%s\n' "$annealed" >"$WORK/annealed.txt"
run "$GLIDE" check "$WORK/annealed.txt"
expect_status "... levels whose Par is the proven optimum" 0
run "$GLIDE" generate --size 12x12 --count 2 --seed 4 --style chamber --anneal 1500
expect_same "... the same levels every time" "$annealed" "$OUT"
run bash -c "'$GLIDE' solve --stats --json '$WORK/annealed.txt' | sed -n 's/.*\"insight\":\\([0-9.]*\\).*/\\1/p'"
annealed_insight=$(sort -n <<<"$OUT" | head -1)
run bash -c "'$GLIDE' generate --size 12x12 --count 2 --seed 4 --style chamber | '$GLIDE' solve --stats --json - | sed -n 's/.*\"insight\":\\([0-9.]*\\).*/\\1/p'"
plain_insight=$(sort -n <<<"$OUT" | tail -1)
expect_same "... more of whose moves are decisions than without (the least annealed above the most plain)" 1 \
    "$(awk -v a="$annealed_insight" -v p="$plain_insight" 'BEGIN { print (a > p) ? 1 : 0 }')"
run "$GLIDE" generate --size 8x8 --count 1 --anneal -5
expect_status "a negative --anneal is a usage error" 64
expect_err "... named as such" "--anneal must be 0 or more"
run "$GLIDE" generate --size 8x8 --count 1 --max-solutions 0
expect_status "--max-solutions 0 is a usage error" 64
expect_err "... named as such" "--max-solutions must be at least 1, or any"
run "$GLIDE" generate --size 8x8 --count 1 --max-solutions many
expect_status "--max-solutions takes a number or any" 64
run "$GLIDE" generate --size 8x8 --count 1 --min-traps -1
expect_status "a negative --min-traps is a usage error" 64
run "$GLIDE" generate --size 8x8 --count 1 --style rooms
expect_status "an unknown --style is a usage error" 64
expect_err "... listing the styles" "'auto', 'open', 'corridor' or 'chamber'"

# daily: the day's level in the pack format, the same every time, with a proven Par, playable
# (tools/e2e/daily.sh checks sixty days in the release build; tools/e2e/play.sh plays them)
run env GLIDE_TODAY=2026-11-23 "$GLIDE" daily --show
expect_status "glide daily --show prints today's puzzle (GLIDE_TODAY)" 0
daily="$OUT"
printf '%s\n' "$daily" >"$WORK/daily.txt"
expect_out "... a one-level pack titled with the date" "Title: Glide daily 2026-11-23"
expect_out "... whose header names the day" "; The daily puzzle of Monday 2026-11-23 (UTC)"
expect_out "... and its level, with Title" "Title: Daily 2026-11-23"
expect_same "... Par and Difficulty" "1 1" "$(grep -c '^Par: [0-9]\+$' "$WORK/daily.txt") $(grep -c '^Difficulty: [0-9]\+$' "$WORK/daily.txt")"
run env GLIDE_TODAY=2027-01-01 "$GLIDE" daily --date 2026-11-23 --show
expect_same "--date gives the same level as that day's own run" "$daily" "$OUT"
run "$GLIDE" check "$WORK/daily.txt"
expect_status "glide check passes the daily level" 0
expect_same "... with its Par the proven optimum, no warning" "checked 1 level in 1 file: 0 errors, 0 warnings" "$OUT"
par=$(grep -oE '^Par: [0-9]+' "$WORK/daily.txt" | cut -d' ' -f2)
run "$GLIDE" solve "$WORK/daily.txt" --json
solution=$(python3 -c 'import json,sys; print(json.loads(sys.stdin.read())["solution"])' <<<"$OUT")
run "$GLIDE" replay "$WORK/daily.txt" "$solution"
expect_status "glide replay wins the daily level with its shortest solution" 0
expect_out "... in Par moves" "won in $par moves"
run env GLIDE_TODAY=2026-11-24 "$GLIDE" daily --show
if [ "$OUT" != "$daily" ] && grep -q "^Title: Daily 2026-11-24$" <<<"$OUT"; then pass "the next day has another level"
else fail "the next day has another level" "$OUT"; fi
for bad in 2026-02-30 2025-02-29 2026-13-01 2026-1-05 tomorrow ""; do
    run env GLIDE_TODAY=2026-11-23 "$GLIDE" daily --date "$bad" --show
    expect_status "--date '$bad' is a usage error" 64
done
run "$GLIDE" daily --date 2026-02-30 --show
expect_err "... that says what is wrong with the date" "February 2026 has 28 days, not 30"
run env GLIDE_TODAY=2026-11-23 "$GLIDE" daily --date 2026-11-24 --show
expect_status "a future day is refused" 64
expect_err "... no peeking" "error: 2026-11-24 is in the future (today is 2026-11-23, UTC): no peeking at that day's puzzle."
run env GLIDE_TODAY=someday "$GLIDE" daily --show
expect_status "GLIDE_TODAY that is not a date is a usage error" 64
expect_err "... named as such" "error: GLIDE_TODAY=someday is not a date: write dates as YYYY-MM-DD, e.g. 2026-11-23."
run env GLIDE_TODAY=2026-11-23 "$GLIDE" daily
expect_status "glide daily with no terminal" 64
expect_err "... says it needs one, by its name" "glide daily needs an interactive terminal"

# check warns about a level that repeats another, up to rotation and reflection
printf 'Title: Turned\n\nTitle: A\nPar: 2\n####\n#@.#\n##.#\n####\n\nTitle: B\nPar: 2\n####\n#.@#\n#.##\n####\n' >"$WORK/turned.txt"
run "$GLIDE" check "$WORK/turned.txt" levels/tutorial.txt
expect_status "duplicates are warnings, not errors" 0
expect_err "a mirror image within a file is reported" 'turned.txt:12:1: warning: level 2 "B" is the same level as level 1 "A" (up to rotation and reflection)'
expect_err "... and a level of another file" 'warning: level 2 "Round the corner" is the same level as level 1 "A" of'
run "$GLIDE" check levels/tutorial.txt ./levels/tutorial.txt
expect_same "a file named twice is checked once" "checked 16 levels in 1 file: 0 errors, 0 warnings" "$OUT"

# Files without levels say what they hold instead; classic Mac OS line endings are named.
printf '   \n \t \n\n  ' >"$WORK/spaces.txt"
run "$GLIDE" show "$WORK/spaces.txt"
expect_status "a file of spaces" 2
expect_same "... says it has only blank lines, not that it is empty" \
    "$WORK/spaces.txt:1:1: error: the file has only blank lines (spaces, tabs and line breaks): a pack needs at least one level" "$ERR"
printf 'Title: Mac\r\r#@.#\r' >"$WORK/mac.txt"
run "$GLIDE" check "$WORK/mac.txt"
expect_status "a file with CR line endings" 2
expect_err "... is named as such at the first CR" "mac.txt:1:11: error: the lines end in a carriage return alone (classic Mac OS line endings)"

# Nothing read from a file reaches the terminal raw: control characters in metadata and comments
# are errors at their place; file names and quoted values are shown escaped (tools/e2e/escapes.sh
# fuzzes every command and looks at the screens).
printf 'Title: P\n\nTitle: \033]52;c;aGVsbG8=\007\033]0;PWNED\007\n#@.#\n' >"$WORK/evil.txt"
run "$GLIDE" check "$WORK/evil.txt"
expect_status "an escape sequence in a title" 2
expect_err "... is an error at its column" "evil.txt:3:8: error: escape character (U+001B) in 'Title'"
if grep -q $'[\x07\x1b]' <<<"$OUT$ERR"; then fail "... and no escape byte is printed" "$ERR"
else pass "... and no escape byte is printed"; fi
hostile="$WORK/"$'name\e]0;PWNED\a'.txt
printf 'Title: P\n\nTitle: T\n#@.#\n' >"$hostile"
run "$GLIDE" solve "$hostile"
expect_out "a file name with an escape sequence is shown escaped" 'name\x1b]0;PWNED\x07.txt      1  T'
run "$GLIDE" check "$hostile" "${hostile%.txt}-missing.txt"
expect_err "... in diagnostics too" 'name\x1b]0;PWNED\x07-missing.txt:1:1: error: cannot read file'
run "$GLIDE" generate --size 5x5 --count 1 --title $'\e[2J'
expect_status "a generated title with a control character is a usage error" 64

# Write errors are errors: every command that writes to standard output exits 1 with the
# system's words when a write or the final flush fails (/dev/full: every write fails).
for command in "levels export master" "levels list" "show levels/tutorial.txt" "show levels/tutorial.txt --level 2" \
    "generate --size 6x6 --count 1 --seed 1" "solve levels/tutorial.txt --level 1" \
    "solve --json levels/tutorial.txt --level 1" "check levels/tutorial.txt" \
    "replay levels/tutorial.txt --level 1 R" "--help" "solve --help" "--version"; do
    # shellcheck disable=SC2086 # the command's words
    "$GLIDE" $command >/dev/full 2>"$WORK/full.err" </dev/null
    status=$?
    expect_same "glide $command > /dev/full: exit 1, 'glide: write error: No space left on device'" \
        "1 glide: write error: No space left on device" "$status $(tail -1 "$WORK/full.err")"
done
env GLIDE_TODAY=2026-11-23 "$GLIDE" daily --show >/dev/full 2>"$WORK/full.err"
expect_same "glide daily --show > /dev/full" "1 glide: write error: No space left on device" "$? $(cat "$WORK/full.err")"
"$GLIDE" show levels/tutorial.txt >&- 2>"$WORK/full.err"
expect_same "a closed standard output is a write error too" "1 glide: write error: Bad file descriptor" \
    "$? $(cat "$WORK/full.err")"
# A pipe closed early ends glide by SIGPIPE, quietly, as other tools end.
yes $'#@.#\n' | head -n 100000 >"$WORK/many.txt"
"$GLIDE" show "$WORK/many.txt" 2>"$WORK/pipe.err" | head -c 10 >/dev/null
expect_same "a reader that stops early: SIGPIPE, no message" "141 " "${PIPESTATUS[0]} $(cat "$WORK/pipe.err")"

# The bad-input corpus: each file's exact errors, exit 2 (0 for the valid ones)
corpus=Tests/GlideRulesTests/Corpus
for file in "$corpus"/*.txt; do
    name=$(basename "$file" .txt)
    expected=$(cat "$corpus/$name.expected")
    run bash -c "cd '$corpus' && '$GLIDE' check '$name.txt'"
    if [ -n "$expected" ]; then expect_status "corpus $name" 2; else expect_status "corpus $name (valid)" 0; fi
    # The levels without errors are checked too: their warnings (no Par) are not format errors.
    expect_same "corpus $name: its errors" "$expected" "$(grep -v ': warning: ' <<<"$ERR")"
done

# Large inputs (their times are in tools/bench-parser): 100 000 tiny levels parse; a single
# 10 MB line and a 300×300 level are refused with one error each; an unreadable file says so.
for ((i = 0; i < 100000; i++)); do printf 'Par: 1\n#@.#\n\n'; done >"$WORK/tiny.txt"
run "$GLIDE" show "$WORK/tiny.txt"
expect_status "100 000 tiny levels parse" 0
expect_same "... every one of them" 100000 "$(grep -c '^#@.#$' <<<"$OUT")"
{ printf '#@'; head -c 10485760 /dev/zero | tr '\0' '.'; printf '#\n'; } >"$WORK/long-line.txt"
run "$GLIDE" check "$WORK/long-line.txt"
expect_status "a 10 MB line" 2
expect_same "... is one error" "$WORK/long-line.txt:1:257: error: this map row is 10485763 cells wide; a level is at most 256 cells wide" "$ERR"
{ printf '@'; printf '.%.0s' {1..299}; printf '\n'; for ((i = 0; i < 299; i++)); do printf '.%.0s' {1..300}; printf '\n'; done; } >"$WORK/huge.txt"
run "$GLIDE" check "$WORK/huge.txt"
expect_status "a 300×300 level" 2
expect_same "... is one error per side" "$WORK/huge.txt:1:257: error: this map row is 300 cells wide; a level is at most 256 cells wide
$WORK/huge.txt:257:1: error: level 1 has 300 map rows; a level is at most 256 rows tall" "$ERR"
head -c $((33 * 1024 * 1024)) /dev/zero | tr '\0' '#' >"$WORK/big.txt"
run "$GLIDE" check "$WORK/big.txt"
expect_status "a file over 32 MiB" 2
expect_same "... is refused before it is read" "$WORK/big.txt:1:1: error: the file is larger than 32 MiB, the largest pack file Glide reads" "$ERR"
if [ "$(id -u)" != 0 ]; then
    printf '#@.#\n' >"$WORK/locked.txt"; chmod 000 "$WORK/locked.txt"
    run "$GLIDE" check "$WORK/locked.txt"
    expect_status "an unreadable file" 2
    expect_same "... says so" "$WORK/locked.txt:1:1: error: cannot read file: Permission denied" "$ERR"
else
    # Root reads every file whatever its permissions; /proc/self/mem fails to read even so.
    run "$GLIDE" check /proc/self/mem
    expect_status "an unreadable file" 2
    expect_same "... says so" "/proc/self/mem:1:1: error: cannot read file: Input/output error" "$ERR"
fi

summary
