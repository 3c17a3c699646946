#!/bin/sh
# golden.sh NEMETON GOLDEN_CHECK OUTDIR GOLDEN.png WxH [ARGS...]: renders a fixed position
# and compares it with its golden image (tests/client/golden/), within a tolerance.
set -eu
exe=$1 check=$2 out=$3 golden=$4 size=$5
shift 5
png="$out/got-$(basename "$golden")"
rm -f "$png"
"$exe" --screenshot "$png" --size "$size" "$@"
"$check" "$png" "$golden"
