#!/bin/bash
# fuzz.sh [TARGET] [SECONDS] - looks for inputs that crash a fuzz target of tests/fuzz
# (default: save, 60 seconds) with clang's libFuzzer under AddressSanitizer and
# UndefinedBehaviorSanitizer. The build goes to build-fuzz (clang, -Dfuzz=true); the search
# starts from the committed corpus (tests/fuzz/corpus/TARGET) and keeps what it finds in
# a scratch folder; an input that crashes is written to tests/fuzz/crash-* for you to
# add to the corpus once fixed, so that the ordinary suite replays it from then on.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
target=${1:-save}
seconds=${2:-60}
build=$here/build-fuzz
command -v clang > /dev/null || { echo "fuzz.sh: clang is needed (apt-get install clang)" >&2; exit 2; }
if [ ! -d "$build" ]; then
  CC=clang meson setup "$build" "$here" -Dfuzz=true -Db_sanitize=address,undefined \
    -Db_lundef=false -Dc_args=-fsanitize=fuzzer-no-link > /dev/null
fi
ninja -C "$build" "tests/fuzz/fuzz_$target" > /dev/null
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 \
  -artifact_prefix="$here/tests/fuzz/crash-" "$scratch" "$here/tests/fuzz/corpus/$target"
