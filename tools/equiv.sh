#!/usr/bin/env bash
# tools/equiv.sh BASE [GAMES] [GREEDY] [--shape] - shows that the working tree plays the same games as
# commit BASE: for every game and player count, GAMES random games (default 1000) and GREEDY
# greedy games (default 100) are traced by both builds (`nemeton-cli trace`: the legal
# actions, their English labels and the state hash at every step) and the fingerprints are
# compared. Prints one line per game and player count, and for the first game that differs,
# the first step where it does. Exit 0 when everything is equal.
# EQUIV_GAMES="samhain karnag" limits the run to those games.
# BASE must have `trace` (and `--shape` for that mode); it is built once in a worktree under
# .equiv/ (not committed). With --shape, only the number
# of legal actions and the state without the effect VM are compared at each step: for a port
# of an op onto the core's ops, which asks the same questions and leaves the same states but
# suspends on other frames and may word its choices otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: tools/equiv.sh BASE [GAMES] [GREEDY]}
games=${2:-1000}
greedy=${3:-100}
shape=
[ "${4:-}" = --shape ] && shape=--shape
rev=$(git rev-parse --short "$base")
wt=.equiv/$rev
if [ ! -x "$wt/build/src/cli/nemeton-cli" ]; then
    rm -rf "$wt"
    git worktree add -f --detach "$wt" "$rev" >/dev/null
    (cd "$wt" && meson setup build -Dbuildtype=release >/dev/null && ninja -C build src/cli/nemeton-cli >/dev/null)
fi
[ -f build-release/build.ninja ] || meson setup build-release -Dbuildtype=release >/dev/null
ninja -C build-release src/cli/nemeton-cli >/dev/null
old=$wt/build/src/cli/nemeton-cli
new=build-release/src/cli/nemeton-cli
# The base reads its own data folder; the working tree reads data/.
olddata=$wt/data
status=0
# Every game both builds have, with its player counts ("oak	1-4 players	Oak").
"$old" games | cut -f1 >"$wt/.games"
while IFS=$'\t' read -r g range _; do
    grep -qx "$g" "$wt/.games" || { echo "$g: not in $rev, skipped"; continue; }
    case " ${EQUIV_GAMES:-$g} " in *" $g "*) ;; *) continue ;; esac
    lo=${range%%-*}; hi=${range#*-}; hi=${hi%% *}
    for n in $(seq "$lo" "$hi"); do
        for kind in random greedy; do
            m=$games; [ "$kind" = greedy ] && m=$greedy
            [ "$m" -gt 0 ] || continue
            bots=$(printf "$kind,%.0s" $(seq "$n")); bots=${bots%,}
            a=$("$old" trace --data "$olddata" --game "$g" --players "$n" --seed 1 --games "$m" --bots "$bots" $shape)
            b=$("$new" trace --game "$g" --players "$n" --seed 1 --games "$m" --bots "$bots" $shape)
            same=$(paste -d'\n' <(echo "$a") <(echo "$b") | paste - - | awk -F'\t' '$1==$2' | wc -l)
            echo "$g ${n}p $kind: $same of $m games equal"
            if [ "$same" -ne "$m" ]; then
                status=1
                seed=$(paste <(echo "$a") <(echo "$b") | awk -F'\t' '$1!=$2 {print; exit}' | sed 's/.*"seed":\([0-9]*\).*/\1/')
                diff <("$old" trace --data "$olddata" --game "$g" --players "$n" --seed "$seed" --bots "$bots" --steps $shape) \
                     <("$new" trace --game "$g" --players "$n" --seed "$seed" --bots "$bots" --steps $shape) | head -6 || true
            fi
        done
    done
done < <("$new" games)
exit $status
