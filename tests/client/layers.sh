#!/usr/bin/env bash
# layers.sh ROOT - the client reads the engine's public interface only (include/nemeton/:
# elements, observation, descriptions, the state table): it fails when a file under
# src/client/ includes a header of the engine's own tree (src/engine/..., a game's folder),
# and checks that the test would see one (a planted include is found).
set -u
root=$1
pattern='^[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]*/)?(engine|games)/'
bad=$(grep -rnE "$pattern" "$root/src/client" --include='*.c' --include='*.h')
if [ -n "$bad" ]; then
    echo "client files include engine headers (use include/nemeton/ instead):"
    echo "$bad"
    exit 1
fi
# the check itself can fail: a planted include is caught
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '#include "../engine/games/samhain/samhain.h"\n' > "$tmp/planted.c"
grep -qE "$pattern" "$tmp/planted.c" || { echo "layers.sh: the pattern misses a planted include"; exit 1; }
n=$(find "$root/src/client" -name '*.[ch]' | wc -l)
echo "layers: $n client files include no engine header"
