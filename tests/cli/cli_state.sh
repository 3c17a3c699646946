#!/usr/bin/env bash
# cli_state.sh CLI - `state --load FILE [--apply LABEL]... [--print]`: readable JSON of a
# save or a hand-written position; an illegal label exits non-zero naming it and writes
# nothing.
CLI=$1
. "$(dirname "$0")/lib.sh"
pos="$(dirname "$0")/positions/moon_well.json"
cp "$pos" "$TMP/pos.json"

# The hand-written position loads and prints as it was written.
expect_rc 0 "$CLI" state --load "$TMP/pos.json" --print
has "$TMP/out" '"format":	"nemeton-state"'
has "$TMP/out" '"row":	["moon_well", "red_fox", null]'
has "$TMP/out" '"to_move":	1'

# Apply by label, as the log shows them, through a choice inside an effect.
expect_rc 0 "$CLI" state --load "$TMP/pos.json" --apply "take Moon Well" --print
has "$TMP/out" '"waiting":	true'
expect_rc 0 "$CLI" state --load "$TMP/pos.json" --legal --apply "take Moon Well" --legal
has_line "$TMP/out" "choose 1: gain(counter=seed, n=2)	[choices]"
has_line "$TMP/out" "choose 2: draw(n=1)	[choices]"
expect_rc 0 "$CLI" state --load "$TMP/pos.json" --apply "take Moon Well" \
    --apply "choose 1: gain(counter=seed, n=2)" --print
# 2 seeds - 2 cost + 2 + 1 (Hazel Rod) = 3; 1 leaf, 1 renown; seat 0 to move; row refilled.
has "$TMP/out" '"seed":	3'
has "$TMP/out" '"vp":	1'
has "$TMP/out" '"to_move":	0'
has "$TMP/out" '"row":	["mistletoe", "red_fox", "wren"]'
has "$TMP/out" '"played":	["hazel_rod", "moon_well"]'
has "$TMP/out" '"waiting":	false'
# Case-insensitive labels work too.
expect_rc 0 "$CLI" state --load "$TMP/pos.json" --apply "PLAY salmon of knowledge" --print
has "$TMP/out" '"hand":	["mistletoe"]'
# Nothing was written to the loaded file by any of this.
same_file "$TMP/pos.json" "$pos"

# An illegal label: non-zero, named in the message, the file unchanged even with --save.
cp "$TMP/pos.json" "$TMP/before.json"
expect_rc 1 "$CLI" state --load "$TMP/pos.json" --apply "take Mistletoe" --save "$TMP/pos.json" --print
has "$TMP/err" '"take Mistletoe"'
has "$TMP/err" "refused"
checks=$((checks + 1))
[ -s "$TMP/out" ] && fail "a refused --apply printed a state"
same_file "$TMP/pos.json" "$TMP/before.json"
# The second of two labels is the bad one: still nothing written.
expect_rc 1 "$CLI" state --load "$TMP/pos.json" --apply "pass" --apply "dance" --save "$TMP/pos.json"
has "$TMP/err" '"dance"'
has "$TMP/err" "action 2 of 2"
same_file "$TMP/pos.json" "$TMP/before.json"

# --save after good labels writes a save that replays.
expect_rc 0 "$CLI" state --load "$TMP/pos.json" --apply "take Moon Well" --apply "choose 2: draw(n=1)" \
    --save "$TMP/after.json"
expect_rc 0 "$CLI" replay "$TMP/after.json"
has "$TMP/out" "2 actions replayed"

# A finished game's save prints its final state; no action is legal there.
expect_rc 0 "$CLI" play --game fixture --players 2 --seed 3 --bots random,random --save "$TMP/game.json"
expect_rc 0 "$CLI" state --load "$TMP/game.json" --print
has "$TMP/out" '"over":	true'
has "$TMP/out" '"to_move":	-1'
cp "$TMP/game.json" "$TMP/game-before.json"
expect_rc 1 "$CLI" state --load "$TMP/game.json" --apply "pass" --save "$TMP/game.json"
has "$TMP/err" '"pass"'
same_file "$TMP/game.json" "$TMP/game-before.json"
# A snapshot of it loads back to the same state hash.
expect_rc 0 "$CLI" state --load "$TMP/game.json" --snapshot "$TMP/snap.json"
expect_rc 0 "$CLI" state --load "$TMP/snap.json" --print
has "$TMP/out" '"over":	true'

# A hostile position is refused with its path.
sed 's/"seed": 2, "leaf": 0/"seed": 12, "leaf": 0/' "$pos" >"$TMP/bad.json"
expect_rc 1 "$CLI" state --load "$TMP/bad.json" --print
has "$TMP/err" "$TMP/bad.json: state.seats[1].seed: 12 is out of range (0 to 9)"

done_checks cli_state
