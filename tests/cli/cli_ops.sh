#!/usr/bin/env bash
# cli_ops.sh CLI - `ops`: the rules language's reference, from the descriptors.
CLI=$1
. "$(dirname "$0")/lib.sh"

expect_rc 0 "$CLI" ops
has "$TMP/out" "table              {\"table\": [0, 2, 3, 5], \"at\": e}"
has "$TMP/out" "fixture (Grove Trial)"
has_line "$TMP/out" "    gain: gain n of a counter (plus gain_more modifiers), up to its cap"
has_line "$TMP/out" "      text: \"gain {=n:{n} {counter:n}}{~n:{counter:many}: {n}}\""
has_line "$TMP/out" "      counter          id of counters, required: what changes (an id of counters.json)"
has_line "$TMP/out" "    gain_more: whenever the owner gains the counter by an effect, it gains n more"
has "$TMP/out" "    counters: what the game counts"

expect_rc 0 "$CLI" ops --game fixture --lang fr
has_line "$TMP/out" "      text: \"gagnez {=n:{n} {counter:n}}{~n:des {counter:many} : {n}}\""

expect_rc 2 "$CLI" ops --game fixtur
has "$TMP/err" "did you mean \"fixture\""
expect_rc 2 "$CLI" ops --lang de

done_checks cli_ops
