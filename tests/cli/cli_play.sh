#!/usr/bin/env bash
# cli_play.sh CLI - `play`: one JSON result line per game, byte-identical for the same
# arguments, --games M with seeds S..S+M-1, argument errors.
CLI=$1
. "$(dirname "$0")/lib.sh"

line_re='^\{"game":"fixture","seed":[0-9]+,"players":[2-4],"scores":\[-?[0-9]+(,-?[0-9]+)*\],"winners":\[[0-9](,[0-9])*\],"actions":[0-9]+,"hash":"[0-9a-f]{16}"\}$'

expect_rc 0 "$CLI" play --game fixture --players 3 --seed 42 --bots random,random,random
cp "$TMP/out" "$TMP/a"
checks=$((checks + 1))
[ "$(wc -l <"$TMP/a")" -eq 1 ] || fail "play printed $(wc -l <"$TMP/a") lines"
checks=$((checks + 1))
grep -Eq "$line_re" "$TMP/a" || fail "not a result line: $(cat "$TMP/a")"
has "$TMP/a" '"seed":42,"players":3,"scores":['
# three scores, winners among the seats
checks=$((checks + 1))
[ "$(sed -E 's/.*"scores":\[([^]]*)\].*/\1/' "$TMP/a" | tr ',' '\n' | wc -l)" -eq 3 ] ||
    fail "not 3 scores: $(cat "$TMP/a")"
checks=$((checks + 1))
[ -s "$TMP/err" ] && fail "play wrote to stderr: $(cat "$TMP/err")"

# Same arguments, same bytes.
expect_rc 0 "$CLI" play --game fixture --players 3 --seed 42 --bots random,random,random
same_file "$TMP/out" "$TMP/a"
# Another seed, another game.
expect_rc 0 "$CLI" play --game fixture --players 3 --seed 43 --bots random,random,random
checks=$((checks + 1))
cmp -s "$TMP/out" "$TMP/a" && fail "seeds 42 and 43 gave the same line"

# --games M: M lines, seeds S..S+M-1, each the same as its own single game.
expect_rc 0 "$CLI" play --game fixture --players 2 --seed 10 --games 4 --bots random,random
cp "$TMP/out" "$TMP/many"
checks=$((checks + 1))
[ "$(wc -l <"$TMP/many")" -eq 4 ] || fail "--games 4 printed $(wc -l <"$TMP/many") lines"
for k in 0 1 2 3; do
    seed=$((10 + k))
    checks=$((checks + 1))
    sed -n "$((k + 1))p" "$TMP/many" | grep -Eq "$line_re" || fail "line $((k + 1)) is not a result"
    checks=$((checks + 1))
    sed -n "$((k + 1))p" "$TMP/many" | grep -qF "\"seed\":$seed," || fail "line $((k + 1)) is not seed $seed"
    expect_rc 0 "$CLI" play --game fixture --players 2 --seed "$seed" --bots random,random
    sed -n "$((k + 1))p" "$TMP/many" >"$TMP/one"
    same_file "$TMP/one" "$TMP/out"
done

# Every player count the game takes.
for n in 2 4; do
    bots=$(printf 'random,%.0s' $(seq "$n"))
    expect_rc 0 "$CLI" play --game fixture --players "$n" --seed 7 --bots "${bots%,}"
    has "$TMP/out" "\"players\":$n,"
done

# Argument errors: a clear message, a non-zero exit, no result line.
expect_rc 2 "$CLI" play --game fixtur --players 2 --seed 1 --bots random,random
has "$TMP/err" 'unknown game "fixtur" (did you mean "fixture")'
expect_rc 2 "$CLI" play --game fixture --players 2 --seed 1 --bots random
has "$TMP/err" "--bots names 1 controllers for 2 players"
expect_rc 2 "$CLI" play --game fixture --players 2 --seed 1 --bots random,randon
has "$TMP/err" 'unknown controller "randon" (did you mean "random")'
expect_rc 2 "$CLI" play --game fixture --players 2 --seed -4 --bots random,random
has "$TMP/err" "--seed expects an integer"
expect_rc 1 "$CLI" play --game fixture --players 5 --seed 1 --bots random,random,random,random,random
has "$TMP/err" "fixture is played by 2 to 4 players, not 5"
checks=$((checks + 1))
[ -s "$TMP/out" ] && fail "a refused play printed: $(cat "$TMP/out")"

# The data folder: --data, else $NEMETON_DATA, else the built-in one.
expect_rc 1 env NEMETON_DATA="$TMP/nowhere" "$CLI" play --game fixture --players 2 --seed 1 --bots random,random
has "$TMP/err" "$TMP/nowhere/fixture/cards.json: file is missing"
data_dir=$(cd "$(dirname "$0")/../fixture/data" && pwd)
expect_rc 0 env NEMETON_DATA="$TMP/nowhere" "$CLI" play --data "$data_dir" --game fixture --players 2 --seed 1 --bots random,random
expect_rc 0 "$CLI" play --game fixture --players 2 --seed 1 --bots random,random
cp "$TMP/out" "$TMP/builtin"
expect_rc 0 env NEMETON_DATA="$data_dir" "$CLI" play --game fixture --players 2 --seed 1 --bots random,random
same_file "$TMP/out" "$TMP/builtin"

done_checks cli_play
