#!/bin/bash
# corpus_loads.sh NEMETON_CLI CORPUS_DIR: the save corpus still reaches loaded states, so
# that replaying it exercises the rules and not only the loader's refusals: every save in
# it (format nemeton-save) replays to its recorded hash and every snapshot loads. After a
# change of the rules that changes play, make the saves again (`nemeton-cli play --save`,
# `state --load S --apply L --save`, without their "data_hash").
set -eu
cli=$1
dir=$2
n=0
for f in "$dir"/*.json; do
  if grep -q '"nemeton-save"' "$f"; then
    "$cli" replay "$f" > /dev/null || { echo "$f no longer replays"; exit 1; }
  else
    "$cli" state --load "$f" > /dev/null || { echo "$f no longer loads"; exit 1; }
  fi
  n=$((n + 1))
done
[ "$n" -gt 0 ]
echo "$n corpus files load"
