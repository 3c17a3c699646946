#!/usr/bin/env bash
# memcheck.sh [BUILD] [TARGET...] - replays each fuzz target's corpus (tests/fuzz/corpus/
# TARGET) under Valgrind's memcheck: reads of uninitialised memory escape AddressSanitizer
# (issue 15: a Samhain save crashed the release build only), so the corpus also runs on
# the plain build under memcheck. BUILD: a build folder without sanitizers (default
# build/); TARGET: save, mod, prefs (default: all three). Exit 0 when memcheck found
# nothing; the errors are printed otherwise.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(save mod prefs)
command -v valgrind >/dev/null || { echo "memcheck.sh: valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
if grep -q -- '-fsanitize=' "$build/build.ninja" 2>/dev/null; then
    echo "memcheck.sh: $build is a sanitized build; give a plain one" >&2
    exit 2
fi
ninja -C "$build" $(for t in "${targets[@]}"; do echo "tests/fuzz/fuzz_${t}_replay"; done) >/dev/null || exit 2
bad=0
for t in "${targets[@]}"; do
    log=$(mktemp)
    start=$(date +%s)
    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy valgrind --tool=memcheck --error-exitcode=99 \
        --track-origins=yes --leak-check=full --errors-for-leak-kinds=definite \
        --log-file="$log" "$build/tests/fuzz/fuzz_${t}_replay" "$here/tests/fuzz/corpus/$t" >/dev/null
    rc=$?
    files=$(find "$here/tests/fuzz/corpus/$t" -type f | wc -l)
    if [ "$rc" -eq 0 ]; then
        echo "memcheck $t: $files inputs, clean ($(( $(date +%s) - start )) s)"
    else
        echo "memcheck $t: $files inputs, exit $rc"
        grep -v '^==[0-9]*== *$' "$log" | head -60
        bad=1
    fi
    rm -f "$log"
done
exit $bad
