#!/usr/bin/env bash
# cli_replay.sh CLI - `play --save FILE` then `replay FILE` exits 0; a tampered save exits 1
# with a clear message.
CLI=$1
. "$(dirname "$0")/lib.sh"

expect_rc 0 "$CLI" play --game fixture --players 3 --seed 5 --bots random,random,random --save "$TMP/game.json"
cp "$TMP/out" "$TMP/result"
checks=$((checks + 1))
[ -s "$TMP/game.json" ] || fail "no save written"
has "$TMP/game.json" '"format":	"nemeton-save"'
has "$TMP/game.json" '"game":	"fixture"'
hash=$(sed -E 's/.*"hash":"([0-9a-f]{16})".*/\1/' "$TMP/result")
has "$TMP/game.json" "\"hash\":	\"$hash\""
checks=$((checks + 1))
ls "$TMP" | grep -q '\.tmp\.' && fail "a temporary file was left: $(ls "$TMP")"

expect_rc 0 "$CLI" replay "$TMP/game.json"
has "$TMP/out" "$hash"
has "$TMP/out" "game over"

# --games M --save FILE keeps every game, numbered by seed.
expect_rc 0 "$CLI" play --game fixture --players 2 --seed 20 --games 2 --bots random,random --save "$TMP/many.json"
expect_rc 0 "$CLI" replay "$TMP/many-20.json"
expect_rc 0 "$CLI" replay "$TMP/many-21.json"

# The recorded hash changed: the replay does not reach it.
sed -E "s/\"hash\":\t\"$hash\"/\"hash\":\t\"0000000000000bad\"/" "$TMP/game.json" >"$TMP/bad-hash.json"
checks=$((checks + 1))
cmp -s "$TMP/game.json" "$TMP/bad-hash.json" && fail "the tampering did not change the save"
expect_rc 1 "$CLI" replay "$TMP/bad-hash.json"
has "$TMP/err" "$TMP/bad-hash.json: hash: replay reached state $hash, but the save recorded 0000000000000bad"
has "$TMP/err" "does not replay"

# An action changed into one that is not legal.
sed -E 's/("actions":\t\[)"[^"]*"/\1"take Nonsense"/' "$TMP/game.json" >"$TMP/bad-action.json"
checks=$((checks + 1))
grep -qF '["take Nonsense",' "$TMP/bad-action.json" || fail "the tampering did not change the first action"
expect_rc 1 "$CLI" replay "$TMP/bad-action.json"
has "$TMP/err" "$TMP/bad-action.json: actions[0]: no legal action is labelled \"take Nonsense\""

# Truncated, missing, not JSON.
head -c 200 "$TMP/game.json" >"$TMP/cut.json"
expect_rc 1 "$CLI" replay "$TMP/cut.json"
has "$TMP/err" "$TMP/cut.json: invalid JSON at line"
expect_rc 1 "$CLI" replay "$TMP/none.json"
has "$TMP/err" "$TMP/none.json: cannot read the file"
expect_rc 2 "$CLI" replay
has "$TMP/err" "which save?"

done_checks cli_replay
