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

# the Hare counting the Creatures its owner holds (zones.json's "creatures"): with one
# Creature (the Hare) "1 or more" gives the 2 VP and "2 or more" nothing
for k in 1 2; do
    rm -rf "$TMP/harecount"
    cp -r "$hare" "$TMP/harecount"
    printf '[{"id": "moon_hare", "name": {"en": "Moon Hare", "fr": "Lièvre de Lune"}, "number": 36, "vp": 1, "art": "cr_moon_hare", "triggers": {"dusk": [{"op": "if", "cond": {"ge": [{"count": "creatures"}, %d]}, "then": [{"op": "gain", "res": "vp", "n": 2}]}]}}]\n' "$k" >"$TMP/harecount/oak/creatures.json"
    expect_rc 0 "$CLI" validate "$TMP/harecount"
    expect_rc 0 "$CLI" state --load "$hare/dusk.json" --mod "$TMP/harecount" --apply "Dusk: rest the Ovate" --print
    if [ "$k" = 1 ]; then seat1_is vp 2; else seat1_is vp 0; fi
done
expect_rc 0 "$CLI" cards --game oak --kind creatures --mod "$TMP/harecount"
has_line "$TMP/out" "creatures moon_hare (Moon Hare): At Dusk: if the number of Creatures you hold ≥ 2, gain 2 VP."

# Oak's own gain and the core's share the name: the object's keys choose (counter and n are
# the core's). The Hare gives a rune per Creature held: the new Day's 3, then 1 more.
rm -rf "$TMP/harerunes"
cp -r "$hare" "$TMP/harerunes"
printf '[{"id": "moon_hare", "name": {"en": "Moon Hare", "fr": "Lièvre de Lune"}, "number": 36, "vp": 1, "art": "cr_moon_hare", "triggers": {"dusk": [{"op": "gain", "counter": "runes", "n": {"count": "creatures"}}]}}]\n' >"$TMP/harerunes/oak/creatures.json"
expect_rc 0 "$CLI" cards --game oak --kind creatures --mod "$TMP/harerunes"
has_line "$TMP/out" "creatures moon_hare (Moon Hare): At Dusk: gain runes: the number of Creatures you hold."
expect_rc 0 "$CLI" state --load "$hare/dusk.json" --mod "$TMP/harerunes" --apply "Dusk: rest the Ovate" --print
checks=$((checks + 1))
python3 - "$TMP/out" <<'PY' || fail "harerunes: the first seat should hold 4 runes and 0 VP"
import json, sys
p = json.load(open(sys.argv[1]))["state"]["seats"][0]
assert p["rune"] == 4 and p["vp"] == 0, (p["rune"], p["vp"])
PY

# --- Karnag: Storm Call, a Power card: gain 3 mana, or score 2 VP then move a creature ---
storm=$MODS/karnag-storm-call
expect_rc 0 "$CLI" validate "$storm"
has "$TMP/out" "mod clean"
expect_rc 0 "$CLI" cards --game karnag --kind cards --mod "$storm"
has_line "$TMP/out" "cards storm_call (Storm Call): Choose: gain 3 mana; or gain 2 VP, then move a creature up to 2 free squares by telepathy."
expect_rc 0 "$CLI" cards --game karnag --kind cards --lang fr --mod "$storm"
has_line "$TMP/out" "cards storm_call (Appel de l'orage): Au choix : gagnez 3 mana ; ou gagnez 2 PV, puis déplacez une créature de 2 cases libres au plus par télépathie."
# position.json: Player 1 (12 mana, 0 VP) holds Storm Call before its Capture
expect_rc 0 "$CLI" state --load "$storm/position.json" --mod "$storm" --apply "play Storm Call" --words
has "$TMP/out" "choose 1: gain(n=3, what=mana)	[bar]	Choose: 3 mana	Choisir : 3 mana"
has "$TMP/out" "Choose: 2 VP, then move a creature up to 2 squares	Choisir : 2 PV, puis déplacer une créature de 2 cases au plus"
expect_rc 0 "$CLI" state --load "$storm/position.json" --mod "$storm" --apply "play Storm Call" --apply "choose 1: gain(n=3, what=mana)" --print
seat1_is vp 0
seat1_is mana 15
expect_rc 0 "$CLI" state --load "$storm/position.json" --mod "$storm" --apply "play Storm Call" --apply "choose 2: gain(n=2, what=vp), move_creature(max=2)" --words
has "$TMP/out" "Move the Golem at E4 by telepathy	Déplacer par télépathie Golem en E4"
expect_rc 0 "$CLI" state --load "$storm/position.json" --mod "$storm" --apply "play Storm Call" --apply "choose 2: gain(n=2, what=vp), move_creature(max=2)" --print
seat1_is vp 2
seat1_is mana 12

# --- Samhain: Stone Circle (17-18) in the place of the Mallet Hall -------------------------
circle=$MODS/samhain-stone-circle
expect_rc 0 "$CLI" validate "$circle"
has "$TMP/out" "mod clean"
expect_rc 0 "$CLI" cards --game samhain --kind cards --mod "$circle"
has_line "$TMP/out" "cards c17 (Stone Circle (17-18)): Light action: pay 1 gold, then gain VP: 0/1/2/4/6/9 by the different objects you hold (0, 1, 2…). Dark action: gain 1 will-o'-wisp, then gain VP: (3 × your pairs of identical objects)."
expect_rc 0 "$CLI" cards --game samhain --kind cards --lang fr --mod "$circle"
has "$TMP/out" "cards c17 (Cercle de pierres (17-18)): Action Lumière : payez 1 or, puis gagnez des PV : 0/1/2/4/6/9 selon les objets différents que vous avez (0, 1, 2…)."
# position.json: Player 1 has a ready member on the Stone Circle, 1 gold, 0 VP and three
# different objects (Dolmen, Horn, Rune): the Light action pays the gold and scores the
# table's entry for 3, 4 VP.
expect_rc 0 "$CLI" state --load "$circle/position.json" --mod "$circle" --words
has "$TMP/out" "activate Stone Circle (17-18)	[cell.8]	activate Stone Circle (17-18)	activer Cercle de pierres (17-18)"
expect_rc 0 "$CLI" state --load "$circle/position.json" --mod "$circle" --apply "activate Stone Circle (17-18)" --apply "do 17" --print
tr -d ' \t' <"$TMP/out" | sed -n '/^"seats":/,$p' >"$TMP/seats"
checks=$((checks + 1))
[ "$(grep -m1 '^"gold":' "$TMP/seats")" = '"gold":0,' ] || fail "Stone Circle: the gold is not paid"
checks=$((checks + 1))
[ "$(grep -m1 '^"vp":' "$TMP/seats")" = '"vp":4,' ] || fail "Stone Circle: $(grep -m1 '^"vp":' "$TMP/seats") (wanted 4)"

# --- The general ops' less common forms (tests/cli/mods/samhain-combos) ------------------
# The Stone Circle's position with Mallet Hall rewritten: an object of your choice from the
# reserve, an opponent's worship point, a payment to an opponent, VP counted over the
# resources Samhain's counters.json declares; its Dark action (a loss of
# worship Player 1 does not have) cannot be done.
combos=$(cd "$(dirname "$0")/mods/samhain-combos" && pwd)
expect_rc 0 "$CLI" validate "$combos"
expect_rc 0 "$CLI" cards --game samhain --kind cards --mod "$combos"
has_line "$TMP/out" "cards c17 (Mallet Hall (17-18)): Light action: take an object of your choice, then an opponent gains 1 worship point on a track, then pay 1 gold to an opponent, then gain VP: your wood, gold, stone, Roman wood, Roman gold and Roman stone. Dark action: pay 1 worship point from Sucello's Light track, then gain VP: the objects you hold."
# an effect's choice of object and of track is on the action bar (issue 16)
expect_rc 0 "$CLI" state --load "$circle/position.json" --mod "$combos" --apply "activate Mallet Hall (17-18)" --apply "do 17" --words
has "$TMP/out" "take Sickle	[bar]	take Sickle	prendre Faucille"
expect_rc 0 "$CLI" state --load "$circle/position.json" --mod "$combos" --apply "activate Mallet Hall (17-18)" --apply "do 17" --apply "take Sickle" --words
has "$TMP/out" "Player 2 gains worship on Sucello light	[bar]	Player 2 gains worship on Sucello light	le Joueur 2 gagne des PA sur Sucello Lumière"
expect_rc 0 "$CLI" state --load "$circle/position.json" --mod "$combos" --apply "activate Mallet Hall (17-18)" --apply "do 17" --apply "take Sickle" --apply "Player 2 gains worship on Sucello light" --words
has "$TMP/out" "give 1 gold to Player 3	[screen.2]	give 1 gold to Player 3	donner 1 or au Joueur 3"
expect_rc 0 "$CLI" state --load "$circle/position.json" --mod "$combos" --apply "activate Mallet Hall (17-18)" --apply "do 17" --apply "take Sickle" --apply "Player 2 gains worship on Sucello light" --apply "give 1 gold to Player 2" --print
# (meson runs on Python, so python3 is there to read the JSON)
checks=$((checks + 1))
python3 - "$TMP/out" <<'PY' || fail "combos: the state after the Light action is not the one expected"
import json, sys
s = json.load(open(sys.argv[1]))["state"]
seats = s["seats"]
assert s["tracks"]["sucellos"]["light"] == [0, 1, 0], s["tracks"]["sucellos"]
assert seats[0]["gold"] == 0 and seats[0]["objects"]["sickle"] == 1, seats[0]
assert seats[1]["gold"] == 1 and seats[2]["gold"] == 0, (seats[1]["gold"], seats[2]["gold"])
# the last op sums the resources counters.json declares: 0 gained + 2 + 2 + 2 Roman
assert [p["vp"] for p in seats] == [6, 0, 0], [p["vp"] for p in seats]
PY

# --- A mod object changes only the fields it gives; "replace": true takes it whole -------
mkdir -p "$TMP/vp3/oak"
echo '{"name": "VP 3", "description": "Ceiliog Lugus is worth 3 VP"}' >"$TMP/vp3/mod.json"
echo '[{"id": "ceiliog_lugus", "vp": 3}]' >"$TMP/vp3/oak/creatures.json"
expect_rc 0 "$CLI" validate "$TMP/vp3"
has "$TMP/out" "mod clean"
expect_rc 0 "$CLI" cards --game oak --kind creatures --mod "$TMP/vp3"
has_line "$TMP/out" "creatures ceiliog_lugus (Ceiliog Lugus): At Dusk: gain 2 feathers."
echo '[{"id": "ceiliog_lugus", "vp": 3, "replace": true}]' >"$TMP/vp3/oak/creatures.json"
expect_rc 1 "$CLI" validate "$TMP/vp3"
has "$TMP/err" "oak/creatures.json: [0]"
echo '[{"id": "ceiliog_lugus", "vp": 3, "replace": 1}]' >"$TMP/vp3/oak/creatures.json"
expect_rc 1 "$CLI" validate "$TMP/vp3"
has "$TMP/err" "\"replace\" is true or false"

# --- A picture the mod names must exist (in the mod's art/ folder or the program's) --------
cp -r "$hare" "$TMP/noart"
sed -i 's/cr_moon_hare/cr_nowhere/' "$TMP/noart/oak/creatures.json"
expect_rc 1 "$CLI" validate "$TMP/noart"
has "$TMP/err" 'moon_hare.art: no picture "cr_nowhere"'

# A mod whose Sacred Oak loops (a space's next is itself) is refused: every walk up the tree
# (Broichan's climb) would go round it for ever (found by fuzz_mod as a hang).
mkdir -p "$TMP/loop/oak"
tail -n +2 "$(dirname "$0")/../fuzz/corpus/mod/oak-spaces-loop.json" > "$TMP/loop/oak/oak_spaces.json"
echo '{"name": "loop"}' > "$TMP/loop/mod.json"
expect_rc 1 "$CLI" validate --mod "$TMP/loop"
has_line "$TMP/err" "$TMP/loop/oak/oak_spaces.json: mistletoe.3.next[0]: space 3 is not above this one (index 3)"

# Issue 14's goal on the shipped games: at most two of a game's own ops or modifier kinds are
# used by a single component (`ops --usage`; each is named in the game's README).
for g in oak samhain karnag skye edora; do
    expect_rc 0 "$CLI" ops --usage --game "$g"
    n=$(sed -n 's/^  used by a single component: \([0-9]*\).*/\1/p' "$TMP/out")
    checks=$((checks + 1))
    [ -n "$n" ] && [ "$n" -le 2 ] || fail "$g: ${n:-no} ops or modifier kinds used by a single component (at most 2)"
    # and each declares its vocabulary: what it counts and where components lie
    expect_rc 0 "$CLI" ops --game "$g"
    has "$TMP/out" "    counters: what the game counts"
    has "$TMP/out" "    zones: where components lie"
done

done_checks cli_mods
