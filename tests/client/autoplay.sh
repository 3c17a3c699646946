#!/bin/sh
# autoplay.sh GUI CLI GAME "PLAYER COUNTS" "SEEDS": whole games played by clicks through the
# client print exactly the line the CLI prints for the same arguments.
set -eu
gui=$1 cli=$2 game=$3 counts=$4 seeds=$5
fail=0
for players in $counts; do
  bots=random
  i=1
  while [ $i -lt $players ]; do bots="$bots,random"; i=$((i + 1)); done
  for seed in $seeds; do
    want=$("$cli" play --game "$game" --players $players --seed $seed --bots $bots)
    got=$("$gui" --autoplay --game "$game" --players $players --seed $seed --bots $bots) || got="(failed)"
    if [ "$want" != "$got" ]; then
      echo "$game players $players seed $seed: mismatch"
      echo "  cli:      $want"
      echo "  autoplay: $got"
      fail=1
    else
      echo "$game players $players seed $seed: $got"
    fi
  done
done
exit $fail
