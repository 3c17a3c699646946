#!/usr/bin/env bash
# cli_mods.sh CLI MODS - the worked mods of docs/mods/, written only in JSON, on the real
# games: each validates clean, explains itself in English and French from its ops
# (`cards`), and plays as its text says in a position.
CLI=$1
MODS=$(cd "$2" && pwd)
. "$(dirname "$0")/lib.sh"

# --- Oak: the Moon Hare, "at Dusk, if you have 3 runes or more, gain 2 VP" -------------
hare=$MODS/oak-moon-hare
expect_rc 0 "$CLI" validate "$hare"
has "$TMP/out" "mod clean"
expect_rc 0 "$CLI" cards --game oak --kind creatures --mod "$hare"
has_line "$TMP/out" "creatures moon_hare (Moon Hare): At Dusk: if you have 3 runes or more, gain 2 VP."
expect_rc 0 "$CLI" cards --game oak --kind creatures --lang fr --mod "$hare"
has_line "$TMP/out" "creatures moon_hare (Lièvre de Lune): Au Crépuscule : si vous avez 3 runes ou plus, gagnez 2 PV."
# dusk.json: seat 1 holds the Hare with 0 runes at the Dusk choice; the new Day's income
# (+3 of each resource) comes before the Creatures' Dusk effects, so it holds 3 runes:
# 0 VP before, 2 VP after, counted as the Creatures' VP.
expect_rc 0 "$CLI" state --load "$hare/dusk.json" --mod "$hare" --apply "Dusk: rest the Ovate" --print
seat1_is() { # seat1_is KEY VALUE: the first seat's KEY in the printed state
    checks=$((checks + 1))
    local got
    got=$(tr -d ' \t' <"$TMP/out" | grep -m1 "^\"$1\":" | tr -d ',')
    [ "$got" = "\"$1\":$2" ] || fail "first seat's $1: $got (wanted $2)"
}
seat1_is vp 2
seat1_is creatures 2
# the same Hare asking for 13 runes (more than a seat can hold) gives nothing
cp -r "$hare" "$TMP/hare13"
sed -i 's/\[{"counter": "runes"}, 3\]/[{"counter": "runes"}, 13]/' "$TMP/hare13/oak/creatures.json"
expect_rc 0 "$CLI" cards --game oak --kind creatures --mod "$TMP/hare13"
has "$TMP/out" "if you have 13 runes or more, gain 2 VP."
expect_rc 0 "$CLI" state --load "$hare/dusk.json" --mod "$TMP/hare13" --apply "Dusk: rest the Ovate" --print
seat1_is vp 0

done_checks cli_mods
