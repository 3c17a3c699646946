#!/bin/sh
# bench.sh NEMETON_CLI_FIXTURE: `bench` prints one JSON line per game and player count with
# playout and decision figures, and refuses bad arguments.
set -eu
cli=$1
out=$("$cli" bench --game fixture --players 3 --seconds 1 --decisions 2)
echo "$out"
[ "$(echo "$out" | wc -l)" -eq 1 ]
for key in '"game":"fixture"' '"players":3' '"cpu_seconds":' '"games_per_s":' '"actions_per_s":' \
           '"ai_iterations":10000' '"ai_decisions":2' '"ai_p50_ms":' '"ai_p95_ms":' \
           '"ai":"ai:10000"' '"ai_depth":24' '"ai_trees":1'; do
  echo "$out" | grep -q "$key" || { echo "missing $key"; exit 1; }
done
# Some games were played, and some actions.
echo "$out" | grep -Eq '"games":[1-9][0-9]*,"actions":[1-9]'
# --games: exactly that many playouts.
"$cli" bench --game fixture --players 2 --games 7 --decisions 0 | grep -q '"games":7,'
all=$("$cli" bench --all --seconds 1 --decisions 0)
[ "$(echo "$all" | wc -l)" -eq 3 ]   # fixture: 2, 3 and 4 players
# --ai: the search timed, with its cut.
"$cli" bench --game fixture --players 2 --seconds 1 --decisions 1 --ai ai:500:0:6 |
  grep -q '"ai_iterations":500,"ai_decisions":1,.*"ai":"ai:500:0:6","ai_depth":6,"ai_trees":1}'
# A budget above 10,000 iterations without a cut: the longer cut it plays (no projection).
"$cli" bench --game fixture --players 2 --seconds 1 --decisions 1 --ai ai:40000 |
  grep -q '"ai":"ai:40000","ai_depth":48,"ai_trees":1}'
if "$cli" bench --game fixture --players 2 --ai greedy 2>/dev/null; then echo "--ai greedy accepted"; exit 1; fi
if "$cli" bench --game fixture --players 2 --ai ai:5:0:x 2>/dev/null; then echo "bad depth accepted"; exit 1; fi
if "$cli" bench --game fixture --players 7 2>/dev/null; then echo "7 players accepted"; exit 1; fi
if "$cli" bench --game fixture 2>/dev/null; then echo "no --players accepted"; exit 1; fi
echo ok
