#!/bin/bash
# strength_tool.sh NEMETON_CLI_FIXTURE STRENGTH_SH: tools/strength.sh, the script the strength
# table is made with, on the fixture game: its 95 % Wilson intervals on known counts, one
# line per finished game, a second run that resumes instead of replaying, the seats
# swapped every game, and its games stopped with it.
set -eu
cli=$1
strength=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Known counts: 55 wins of 55, 30 of 60 (a shared win counts half).
{
  for i in $(seq 1 55); do echo "p55 $i fixture $((i % 2)) 1"; done
  for i in $(seq 1 60); do
    if [ $((i % 3)) -eq 0 ]; then share=0.5; elif [ $((i % 3)) -eq 1 ]; then share=1; else share=0; fi
    echo "p60 $i fixture $((i % 2)) $share"
  done
} > "$work/known.txt"
table=$("$strength" --table-only --out "$work/known.txt" --pairings none \
        --pair p55,fixture,2,ai:1,random --pair p60,fixture,2,ai:1,random)
echo "$table"
echo "$table" | grep -Eq '^p55 .* 55 games +100\.0 % +\[ 93\.5, 100\.0\]$'
echo "$table" | grep -Eq '^p60 .* 60 games +50\.0 % +\[ 37\.7,  62\.3\]$'
# Lines with a margin (a sixth field): the table adds their mean and how many had one.
printf 'pm 1 fixture 0 1 7\npm 2 fixture 1 0 -2\npm 3 fixture 0 1\n' > "$work/margin.txt"
table=$("$strength" --table-only --out "$work/margin.txt" --pairings none --pair pm,fixture,2,ai:1,random)
echo "$table"
echo "$table" | grep -Eq '^pm .* 3 games +66\.7 % .*\] +\+2\.5 \(2\)$'
# Ratings on one scale: ai:1 won 85 of 115 against random over two pairings, greedy 15 of
# 20 against ai:1. With one drawn game added to each pairing, ai:1 is 400 log10(86 / 31) =
# 177 above random and greedy 400 log10(15.5 / 5.5) = 180 above ai:1 (a chain of pairings:
# the fit is exact there).
for i in $(seq 1 20); do echo "p20 $i fixture $((i % 2)) $([ "$i" -le 15 ] && echo 1 || echo 0)"; done >> "$work/known.txt"
ratings=$("$strength" --ratings --out "$work/known.txt" --pairings none \
          --pair p55,fixture,2,ai:1,random --pair p60,fixture,2,ai:1,random --pair p20,fixture,2,greedy,ai:1)
echo "$ratings"
echo "$ratings" | grep -Eq '^fixture +random +115 +0$'
echo "$ratings" | grep -Eq '^fixture +ai:1 +135 +177$'
echo "$ratings" | grep -Eq '^fixture +greedy +20 +357$'
# A pairing no chain links to random has no rating on its scale.
for i in 1 2 3 4; do echo "pi $i fixture $((i % 2)) 1"; done >> "$work/known.txt"
ratings=$("$strength" --ratings --out "$work/known.txt" --pairings none \
          --pair p55,fixture,2,ai:1,random --pair pi,fixture,2,ai:9,ai:8)
echo "$ratings"
echo "$ratings" | grep -Eq '^fixture +ai:1 +55 +[0-9]+$'
echo "$ratings" | grep -Eq '^fixture +ai:9 +4 +- +\(no pairing links it to random\)$'

# Real games: one line each, seats alternating, the controller under test's share.
"$strength" --games 4 --jobs 2 --cli "$cli" --pairings none --pair t,fixture,2,ai:30,random \
  --out "$work/games.txt" > "$work/run1.txt"
cat "$work/games.txt"
[ "$(wc -l < "$work/games.txt")" -eq 4 ]
# Each line ends with the margin: the controller's points less the best other score, of
# the sign of its result (a tie-break may decide a tied score).
for i in 1 2 3 4; do
  grep -Eq "^t $i fixture $((i % 2)) (0|0\.5|1) -?[0-9]+\$" "$work/games.txt"
done
awk '($5 == 1 && $6 < 0) || ($5 == 0 && $6 > 0) { bad = 1 } END { exit bad }' "$work/games.txt"
grep -Eq '^t .* 4 games ' "$work/run1.txt"
# A second run to 6 games plays only games 5 and 6.
"$strength" --games 6 --jobs 2 --cli "$cli" --pairings none --pair t,fixture,2,ai:30,random \
  --out "$work/games.txt" > /dev/null
[ "$(wc -l < "$work/games.txt")" -eq 6 ]
[ "$(cut -d' ' -f2 "$work/games.txt" | sort -n | uniq | tr '\n' ' ')" = "1 2 3 4 5 6 " ]
# A timed controller (not deterministic): its games are played and counted all the same.
"$strength" --games 2 --cli "$cli" --pairings none --pair tt,fixture,2,ai:20ms:t2,random \
  --out "$work/timed.txt" > "$work/run3.txt"
cat "$work/run3.txt"
[ "$(wc -l < "$work/timed.txt")" -eq 2 ]
grep -Eq '^tt .* 2 games ' "$work/run3.txt"
# Stopping the script stops its games, also under --until, where each game runs under
# `timeout` (which must not move it out of the script's process group).
until_hm=$(date -u -d '+1 hour' +%H:%M)
"$strength" --games 1 --jobs 1 --until "$until_hm" --cli "$cli" --pairings none \
  --pair ts,fixture,2,ai:9s,random --out "$work/stop.txt" > /dev/null 2>&1 &
runner=$!
for _ in $(seq 1 100); do pgrep -f -- "--bots .*ai:9s" > /dev/null && break; sleep 0.1; done
pgrep -f -- "--bots .*ai:9s" > /dev/null # the game started
kill -TERM "$runner"
wait "$runner" || true
for _ in $(seq 1 30); do pgrep -f -- "--bots .*ai:9s" > /dev/null || break; sleep 0.1; done
if pgrep -f -- "--bots .*ai:9s" > /dev/null; then
  pkill -f -- "--bots .*ai:9s" || true
  echo "a game outlived the stopped script"
  exit 1
fi
[ ! -s "$work/stop.txt" ]
# The levels' figures for the setup screen (--levels-json): each level from the pairing that
# measured it (a setup level as opponent before ai:10000, even with fewer games; then the
# most games), pairings of no setup level and solo ones left out, the shares and intervals
# of known counts, the file each came from and its date, exactly.
mkdir "$work/lv"
{
  for i in $(seq 1 10); do echo "fe $i fixture $((i % 2)) $([ "$i" -le 9 ] && echo 1 || echo 0)"; done
  for i in $(seq 1 4); do echo "fm $i fixture $((i % 2)) $([ "$i" -le 2 ] && echo 1 || echo 0.5)"; done
  for i in $(seq 1 4); do echo "fx $i fixture $((i % 2)) 1"; echo "fs $i fixture 0 1"; done
} > "$work/lv/a.txt"
{
  for i in $(seq 1 10); do echo "fh $i fixture $((i % 2)) 1"; done
  for i in $(seq 1 4); do echo "fh2 $i fixture $((i % 2)) $([ "$i" -le 3 ] && echo 1 || echo 0)"; done
  for i in $(seq 1 5); do echo "fk $i fixture $((i % 2)) 0"; done
  # The first search's Hard (":m0:p0:g0") is no level of the setup any more: left out.
  for i in $(seq 1 6); do echo "fo $i fixture $((i % 2)) 1"; done
} > "$work/lv/b.txt"
(cd "$work/lv" && "$strength" --levels-json levels.json --from a.txt --from b.txt --date 2026-11-27 \
   --pairings none --pair fe,fixture,2,ai:300:30:m0:p0:g0,greedy \
   --pair fm,fixture,2,ai:3000:m0:p0:g0,ai:300:30:m0:p0:g0 \
   --pair fh,fixture,2,ai:3s,ai:10000:m0:p0:g0 --pair fh2,fixture,2,ai:3s:t2,ai:3000:m0:p0:g0 \
   --pair fk,fixture,2,ai:10s,ai:1s --pair fx,fixture,2,ai:1,random \
   --pair fs,fixture,1,ai:3000:m0:p0:g0,- --pair none,fixture,2,ai:1s,ai:3000:m0:p0:g0 \
   --pair fo,fixture,2,ai:3s:t2:m0:p0:g0,ai:3000:m0:p0:g0)
cat > "$work/lv/expected.json" <<'JSON'
{
  "_comment": "Made by tools/strength.sh --levels-json from the strength results files (docs/strength/README.md); do not edit by hand. Per game, the measured figures of the computer levels of the setup screen: the share of the wins (a shared win counts half) and its 95 % Wilson interval, in percent.",
  "fixture": [
    {"level": "easy", "against": "greedy", "pairing": "fe", "games": 10, "wins": 9, "share": 90.0, "interval": [59.6, 98.2], "date": "2026-11-27", "file": "a.txt"},
    {"level": "medium", "against": "easy", "pairing": "fm", "games": 4, "wins": 3, "share": 75.0, "interval": [30.1, 95.4], "date": "2026-11-27", "file": "a.txt"},
    {"level": "hard", "seconds": 3, "against": "medium", "pairing": "fh2", "games": 4, "wins": 3, "share": 75.0, "interval": [30.1, 95.4], "date": "2026-11-27", "file": "b.txt"},
    {"level": "hard", "seconds": 10, "against": "hard", "against_seconds": 1, "pairing": "fk", "games": 5, "wins": 0, "share": 0.0, "interval": [0.0, 43.4], "date": "2026-11-27", "file": "b.txt"}
  ]
}
JSON
cat "$work/lv/levels.json"
diff "$work/lv/expected.json" "$work/lv/levels.json"
# No results file: an error, and no file written.
if "$strength" --levels-json "$work/lv/none.json" --from "$work/lv/missing.txt" 2> "$work/lv/err.txt"; then
  echo "a missing results file was accepted"; exit 1
fi
grep -q 'no results file' "$work/lv/err.txt"
[ ! -e "$work/lv/none.json" ]

echo ok
