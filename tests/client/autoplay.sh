#!/bin/sh
# autoplay.sh NEMETON_FIXTURE NEMETON_CLI_FIXTURE: whole games played by clicks through the
# client print exactly the line the CLI prints for the same arguments.
set -eu
gui=$1 cli=$2
fail=0
for players in 2 3 4; do
  bots=random
  i=1
  while [ $i -lt $players ]; do bots="$bots,random"; i=$((i + 1)); done
  for seed in 1 2 3 17 2024; do
    want=$("$cli" play --game fixture --players $players --seed $seed --bots $bots)
    got=$("$gui" --autoplay --game fixture --players $players --seed $seed --bots $bots)
    if [ "$want" != "$got" ]; then
      echo "players $players seed $seed: mismatch"
      echo "  cli:      $want"
      echo "  autoplay: $got"
      fail=1
    else
      echo "players $players seed $seed: $got"
    fi
  done
done
exit $fail
