#!/bin/sh
# screenshot.sh NEMETON PNG_CHECK OUTDIR SCENE WxH [ARGS...]: renders a scene and checks
# the PNG is WxH and not blank.
set -eu
exe=$1 check=$2 out=$3 scene=$4 size=$5
shift 5
name=$(echo "shot-$(basename "$exe")-$scene-$size-$*" | tr ' /' '__')
png="$out/$name.png"
rm -f "$png"
"$exe" --screenshot "$png" --size "$size" --scene "$scene" "$@"
"$check" "$png" "${size%x*}" "${size#*x}"
