#!/bin/sh
# edora-balance.sh - Edora's balance report by self-play (issue 18): for each player count,
# GAMES games with every seat played by CONTROLLER, one process a count, one after the
# other (one core). Prints the score spread, each strategy's share of wins, the win rate by
# menhirs placed and the seconds a game took (tests/edora/balance.c).
# Usage: tools/edora-balance.sh [--build DIR] [--games N] [--ai SPEC] [--seed S] [--players "2 3 4"]
#                               [--seconds T]   (a count starts no game after T seconds; 0 none)
# e.g. tools/edora-balance.sh --games 200 --ai ai:10000   (the size: about 1.6 days
# of one core at 2026's figures, see docs/strength/edora-balance.md)
set -eu
build=build games=20 ai=ai:10000 seed=1 players="2 3 4" seconds=0
while [ $# -gt 0 ]; do
    case "$1" in
    --build) build=$2; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --ai) ai=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --players) players=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    *) echo "edora-balance.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
bin=${EDORA_BALANCE_BIN:-"$build/tests/edora/edora_balance"}
[ -x "$bin" ] || { echo "edora-balance.sh: $bin not built (ninja -C $build)" >&2; exit 1; }
echo "# tools/edora-balance.sh --games $games --ai $ai --seed $seed --players \"$players\" --seconds $seconds ($(date -u +%Y-%m-%dT%H:%MZ))"
for p in $players; do
    "$bin" "$games" "$ai" "$seed" "$p" "$seconds"
done
