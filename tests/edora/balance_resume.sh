#!/bin/sh
# balance_resume.sh BALANCE_BIN - the balance report's records add up across runs: a second
# run skips the seeds already recorded, a record names its seat scores and dice, and the
# report counts every record once (tools/edora-balance.sh relies on it across sessions).
set -eu
bin=$1
f=$(mktemp)
trap 'rm -f "$f"' EXIT
"$bin" play "$f" 3 random 1 2 2>/dev/null
[ "$(grep -c '^game 2 ' "$f")" = 3 ] || { echo "FAIL: 3 records expected"; cat "$f"; exit 1; }
"$bin" play "$f" 5 random 1 2 2>/dev/null           # seeds 1-3 already there: plays 4 and 5
[ "$(grep -c '^game 2 ' "$f")" = 5 ] || { echo "FAIL: 5 records expected after resuming"; cat "$f"; exit 1; }
[ "$(cut -d' ' -f3 "$f" | sort -u | wc -l)" = 5 ] || { echo "FAIL: a seed recorded twice"; cat "$f"; exit 1; }
# Every seat's record: score, menhirs and 8 dice counts summing to the 13 dice a player has
# at most (a seat places each die once).
awk -F' ; ' '/^game/ { for (i = 2; i <= NF; i++) { n = split($i, v, " "); if (n != 10) exit 1;
    s = 0; for (k = 3; k <= 10; k++) s += v[k]; if (s > 13 || s < 1) exit 1 } }' "$f" ||
    { echo "FAIL: a seat's record is malformed"; cat "$f"; exit 1; }
echo '# a comment' >>"$f"
"$bin" play "$f" 2 random 1 3 2>/dev/null           # another player count is another seed set
"$bin" report "$f" random >"$f.out"
grep -q '^2 players: 5 games' "$f.out" || { echo "FAIL: report of 2 players"; cat "$f.out"; exit 1; }
grep -q '^3 players: 2 games' "$f.out" || { echo "FAIL: report of 3 players"; cat "$f.out"; exit 1; }
"$bin" report "$f" ai:10000 | grep -q 'players:' && { echo "FAIL: another controller's records counted"; exit 1; }
rm -f "$f.out"
echo "balance records: resumed, one per seed, reported once"
