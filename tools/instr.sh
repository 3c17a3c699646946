#!/usr/bin/env bash
# tools/instr.sh [REV] [GAME...] - instructions per action of random playouts, for every game and
# player count, counted by callgrind (repeatable on any machine, unlike time): a release
# build with LTO runs `nemeton-cli bench --games 120 --decisions 0` and `--games 20`; the
# difference of their instruction counts over the difference of their actions leaves out
# the loading and setup. REV (default: the working tree) is built in a worktree under
# .equiv/ ("." for the working tree when games follow). Prints one line per game and player
# count: game, players, actions counted, instructions per action.
set -euo pipefail
cd "$(dirname "$0")/.."
rev=${1:-}
shift || true
if [ -n "$rev" ] && [ "$rev" != . ]; then
    short=$(git rev-parse --short "$rev")
    src=.equiv/lto-$short
    if [ ! -d "$src" ]; then git worktree add -f --detach "$src" "$short" >/dev/null; fi
else
    src=.
fi
dir=$src/build-lto
[ -f "$dir/build.ninja" ] || meson setup "$dir" "$src" -Dbuildtype=release -Db_lto=true >/dev/null
ninja -C "$dir" src/cli/nemeton-cli >/dev/null
cli=$dir/src/cli/nemeton-cli
data=$src/data
count() { # count GAME PLAYERS GAMES -> "instructions actions"
    local out ir actions
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out.cg" "$cli" bench --data "$data" \
        --game "$1" --players "$2" --games "$3" --decisions 0 >"$out" 2>/dev/null
    ir=$(callgrind_annotate "$out.cg" 2>/dev/null | sed -n 's/^ *\([0-9,]*\) *(100.0%) *PROGRAM TOTALS.*/\1/p' | tr -d ,)
    actions=$(sed -n 's/.*"actions":\([0-9]*\).*/\1/p' "$out")
    rm -f "$out" "$out.cg"
    echo "$ir $actions"
}
games=("$@")
[ ${#games[@]} -gt 0 ] || mapfile -t games < <("$cli" games | cut -f1)
for game in "${games[@]}"; do
    range=$("$cli" games | awk -F'\t' -v g="$game" '$1 == g { split($2, r, "[- ]"); print r[1], r[2] }')
    read -r lo hi <<<"$range"
    for ((p = lo; p <= hi; p++)); do
        read -r ir1 a1 <<<"$(count "$game" "$p" 20)"
        read -r ir2 a2 <<<"$(count "$game" "$p" 120)"
        echo "$game $p $((a2 - a1)) $(((ir2 - ir1) / (a2 - a1)))"
    done
done
