#!/bin/sh
# edora-balance.sh - Edora's balance report by self-play (issue 18): games with every seat
# played by one controller, appended one record a game to a results file, then the report of
# every record in the file (tests/edora/balance.c). The file accumulates: a seed already in
# it (same player count and controller) is skipped, so a run can be stopped at any moment
# and runs in several sessions add up to the issue's 200 games per count.
# Usage: tools/edora-balance.sh [--build DIR] [--games N] [--ai SPEC] [--seed S]
#                               [--players "2 3 4"] [--seconds T] [--out FILE] [--report-only]
#   --seconds T   a count starts no game after T seconds (0: none)
#   --out FILE    the results file (default docs/strength/edora-balance-games.txt)
# e.g. tools/edora-balance.sh --games 200 --ai ai:10000 --players 2   (the issue's size for
# 2 players; see docs/strength/edora-balance.md for what each count cost)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=build games=20 ai=ai:10000 seed=1 players="2 3 4" seconds=0 report_only=0
out="$here/docs/strength/edora-balance-games.txt"
while [ $# -gt 0 ]; do
    case "$1" in
    --build) build=$2; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --ai) ai=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --players) players=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --report-only) report_only=1; shift ;;
    *) echo "edora-balance.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
bin=${EDORA_BALANCE_BIN:-"$build/tests/edora/edora_balance"}
[ -x "$bin" ] || { echo "edora-balance.sh: $bin not built (ninja -C $build)" >&2; exit 1; }
if [ "$report_only" = 0 ]; then
    rev=$(git -C "$here" rev-parse --short HEAD 2>/dev/null || echo unknown)
    echo "# $(date -u +%Y-%m-%dT%H:%MZ) tools/edora-balance.sh --games $games --ai $ai --seed $seed --players \"$players\" --seconds $seconds, $bin of $rev" >>"$out"
    for p in $players; do
        "$bin" play "$out" "$games" "$ai" "$seed" "$p" "$seconds"
    done
fi
"$bin" report "$out" "$ai"
