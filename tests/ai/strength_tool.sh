#!/bin/bash
# strength_tool.sh NEMETON_CLI_FIXTURE STRENGTH_SH: tools/strength.sh, the script the strength
# table is made with, on the fixture game: its 95 % Wilson intervals on known counts, one
# line per finished game, a second run that resumes instead of replaying, and the seats
# swapped every game.
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

# Real games: one line each, seats alternating, the controller under test's share.
"$strength" --games 4 --jobs 2 --cli "$cli" --pairings none --pair t,fixture,2,ai:30,random \
  --out "$work/games.txt" > "$work/run1.txt"
cat "$work/games.txt"
[ "$(wc -l < "$work/games.txt")" -eq 4 ]
for i in 1 2 3 4; do
  grep -Eq "^t $i fixture $((i % 2)) (0|0\.5|1)\$" "$work/games.txt"
done
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
echo ok
