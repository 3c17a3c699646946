#!/usr/bin/env bash
# param_names.sh ROOT - issue 14 point 1: a game's C reads its ops' parameters by name (the
# enums beside each schema: in->arg[KARNAG_MD_MAX]), never by position (in->arg[2]).
# Fails on any arg[<digit>] in a game's sources, and checks that the test would see one.
set -u
root=$1
pattern='arg\[[0-9]+\]'
bad=$(grep -rnE "$pattern" "$root/src/engine/games" --include='*.c' --include='*.h')
if [ -n "$bad" ]; then
    echo "parameters read by position (use the schema's enum):"
    echo "$bad"
    exit 1
fi
echo 'x = in->arg[2];' | grep -qE "$pattern" || { echo "param_names.sh: the pattern misses a positional read"; exit 1; }
echo "param_names: no game reads an op parameter by position"
