#!/usr/bin/env bash
# cli_validate.sh CLI TESTS_DATA - `validate [DIR]`: exit 0 on the fixture data and a good
# mod; exit 1 on every bad-data fixture, printing each expected error on its own line.
CLI=$1
DATA=$(cd "$2" && pwd)
. "$(dirname "$0")/lib.sh"
fixture_data=$(cd "$(dirname "$0")/../fixture/data" && pwd)

expect_rc 0 "$CLI" validate
has "$TMP/out" "data clean (1 game checked)"
expect_rc 0 "$CLI" validate "$fixture_data"
has_line "$TMP/out" "$fixture_data: data clean (1 game checked)"

cases=0
for dir in "$DATA"/bad/*/; do
    dir=${dir%/}
    name=$(basename "$dir")
    cases=$((cases + 1))
    expect_rc 1 "$CLI" validate "$dir"
    if [ -f "$dir/expected.txt" ]; then
        n=0
        while IFS= read -r line; do
            n=$((n + 1))
            has_line "$TMP/err" "${line//@ROOT@/$dir}"
        done <"$dir/expected.txt"
        # every error on its own line, then the count
        checks=$((checks + 1))
        [ "$(wc -l <"$TMP/err")" -eq $((n + 1)) ] || fail "$name: $(wc -l <"$TMP/err") lines, wanted $n errors + 1"
        if [ "$n" -eq 1 ]; then
            has_line "$TMP/err" "$dir: 1 error"
        else
            has_line "$TMP/err" "$dir: $n errors"
        fi
    else
        has "$TMP/err" "$dir/fixture/cards.json: invalid JSON at line"
    fi
    checks=$((checks + 1))
    [ -s "$TMP/out" ] && fail "$name: printed on stdout: $(cat "$TMP/out")"
done
checks=$((checks + 1))
[ "$cases" -ge 15 ] || fail "only $cases bad-data cases"

# Mods: a good one is clean; a bad one names its own file.
expect_rc 0 "$CLI" validate "$DATA/mods/grove_plus"
has "$TMP/out" "mod clean (1 game checked)"
expect_rc 1 "$CLI" validate "$DATA/mods/bad_mod"
has_line "$TMP/err" "$DATA/mods/bad_mod/fixture/cards.json: [0].effect[0].op: unknown op \"gane\" (did you mean \"gain\")"
expect_rc 1 "$CLI" validate "$DATA/mods/bad_remove"
has_line "$TMP/err" "$DATA/mods/bad_remove/fixture/cards.json: [0].id: cannot remove \"white_stag\": no such id"

# A folder named like no game is reported with a hint; not a folder at all is an error.
mkdir -p "$TMP/data/fixtrue"
cp -r "$fixture_data/fixture" "$TMP/data/"
expect_rc 1 "$CLI" validate "$TMP/data"
has_line "$TMP/err" "$TMP/data/fixtrue: no game has this id (did you mean \"fixture\")"
expect_rc 1 "$CLI" validate "$TMP/nowhere"
has "$TMP/err" "$TMP/nowhere: not a folder"

done_checks cli_validate
