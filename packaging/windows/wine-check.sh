#!/usr/bin/env bash
# packaging/windows/wine-check.sh [OUT] - proves the Windows build (OUT/Nemeton, made by
# packaging/windows/build.sh; OUT defaults to build-win/) under Wine on Debian:
#   1. nemeton-cli.exe play prints the same JSON lines as the Linux build for the same
#      seeds, in every game and player count, with random, greedy and searching seats;
#   2. both programs say their version, and find their files beside the .exe;
#   3. nemeton.exe --screenshot draws the title and a board of each game (PNGs kept in
#      OUT/wine-check/ to look at);
#   4. in a real window (Wine's Windows video driver on Xvfb) the client starts, keeps its
#      settings under %APPDATA%\nemeton\nemeton\, and uses a mod from its mods\ folder;
#   5. the engine, AI, game, install and client test programs built for Windows pass
#      under Wine (`meson test` with Wine as the exe wrapper; the shell-script tests and
#      one that calls shell commands are left out).
# Installs wine, wine64, xvfb and xauth when missing. Exits 0 when every check passes.
set -euo pipefail
src_root=$(cd "$(dirname "$0")/../.." && pwd)
out=$(realpath -m "${1:-$src_root/build-win}")
dist=$out/Nemeton
[ -x "$dist/nemeton.exe" ] || { echo "wine-check: no $dist/nemeton.exe: run packaging/windows/build.sh first" >&2; exit 1; }
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
step() { printf '\n== %s (%s)\n' "$1" "$(date +%T)"; }
failures=0
fail() { echo "wine-check: FAIL: $*" >&2; failures=$((failures + 1)); }

missing=()
for p in wine wine64 xvfb xauth; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
# Debian's wine64 package names its program wine64 (the `wine` wrapper is another package).
wine=$(command -v wine || command -v wine64 || echo /usr/lib/wine/wine64)

# A Wine prefix of its own, made once, for a Windows user named with an accent (Wine
# takes the name from USER): the preference folder is then
# C:\users\Zoé\AppData\Roaming\nemeton\nemeton\, as for many a French player.
export WINEPREFIX=$out/wineprefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" USER=Zoé LOGNAME=Zoé
appdata="$WINEPREFIX/drive_c/users/$USER/AppData/Roaming"
if [ ! -f "$WINEPREFIX/system.reg" ] || [ ! -d "$appdata" ]; then
    step "wine prefix"
    rm -rf "$WINEPREFIX"
    "$wine" wineboot -i >/dev/null 2>&1 || true
fi

# Before each window on a new Xvfb: a Wine session of its own, since Wine's desktop
# process keeps the display it was started on.
wineserver=$(command -v wineserver || echo /usr/lib/wine/wineserver64)
new_wine_session() { "$wineserver" -k 2>/dev/null || true; "$wineserver" -w 2>/dev/null || true; }

# The Linux build the Windows one is compared with.
step "linux reference build"
ref=$src_root/build
[ -f "$ref/build.ninja" ] || meson setup "$ref" "$src_root" >/dev/null
ninja -C "$ref" src/cli/nemeton-cli tests/client/png_check >/dev/null
lcli=$ref/src/cli/nemeton-cli
png_check=$ref/tests/client/png_check
check=$out/wine-check
rm -rf "$check" && mkdir -p "$check"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cli() { "$wine" "$dist/nemeton-cli.exe" "$@" | tr -d '\r'; }

step "nemeton-cli.exe play against the Linux build"
# game, players, controllers, first seed, games
runs=(
  "oak 1 random 1 20"  "oak 2 random,random 1 20"  "oak 3 random,greedy,random 1 10"
  "oak 4 greedy,random,random,greedy 1 10"  "oak 2 ai:300,greedy 5 2"
  "samhain 2 random,random 1 20"  "samhain 3 greedy,random,random 1 10"
  "samhain 4 random,random,random,greedy 1 10"  "samhain 2 ai:300,random 5 2"
  "karnag 2 random,random 1 20"  "karnag 3 random,greedy,random 1 10"
  "karnag 4 random,random,random,random 1 10"  "karnag 5 greedy,random,random,random,random 1 5"
  "karnag 3 ai:300,random,greedy 5 2"
)
lines=0
for r in "${runs[@]}"; do
    set -- $r
    args=(play --game "$1" --players "$2" --bots "$3" --seed "$4" --games "$5")
    want=$("$lcli" "${args[@]}")
    got=$(cli "${args[@]}")
    if [ "$got" = "$want" ]; then
        lines=$((lines + $(wc -l <<<"$got")))
    else
        fail "nemeton-cli ${args[*]} differs:"
        diff <(echo "$want") <(echo "$got") | head -n 6 >&2 || true
    fi
done
echo "$lines games, the same JSON line on Windows and Linux"
cli play --game karnag --players 3 --bots ai:300,random,greedy --seed 5 | tee "$check/karnag-ai.json"

step "versions and folders"
version=$(meson introspect --projectinfo "$src_root/meson.build" |
          python3 -c 'import json, sys; print(json.load(sys.stdin)["version"])')
winpath=$("$wine" winepath -w "$dist" 2>/dev/null | tr -d '\r')
cli --version | tee "$check/cli-version.txt"
"$wine" "$dist/nemeton.exe" --version | tr -d '\r' | tee "$check/client-version.txt"
[ "$(head -n 1 "$check/cli-version.txt")" = "nemeton-cli $version" ] || fail "nemeton-cli.exe --version"
[ "$(head -n 1 "$check/client-version.txt")" = "nemeton $version" ] || fail "nemeton.exe --version"
grep -qxF "data: $winpath\\data" "$check/cli-version.txt" || fail "nemeton-cli.exe reads data elsewhere than $winpath\\data"
grep -qxF "resources: $winpath" "$check/client-version.txt" || fail "nemeton.exe reads its art elsewhere than $winpath"
grep -qxF "preferences: C:\\users\\Zoé\\AppData\\Roaming\\nemeton\\nemeton\\" "$check/client-version.txt" ||
    fail "the preference folder is not under %APPDATA%"

step "nemeton.exe --screenshot"
shot() { # shot NAME ARGS...
    local name=$1; shift
    "$wine" "$dist/nemeton.exe" --screenshot "$(winepath -w "$check/$name.png" 2>/dev/null | tr -d '\r')" \
        --size 1280x720 "$@" && "$png_check" "$check/$name.png" 1280 720 || fail "screenshot $name"
}
shot title
shot title-fr --lang fr
shot oak-2p --game oak --players 2 --seed 3 --after 40
shot samhain-4p --game samhain --players 4 --seed 3 --after 30
shot karnag-3p --game karnag --players 3 --seed 3 --after 30
# The same pictures as the Linux client's, within the golden tolerance.
lclient=$ref/src/client/nemeton
ninja -C "$ref" src/client/nemeton tests/client/golden_check >/dev/null
for s in "oak-2p --game oak --players 2 --seed 3 --after 40" "karnag-3p --game karnag --players 3 --seed 3 --after 30"; do
    set -- $s
    name=$1; shift
    NEMETON_PREF_DIR=$check/linux-prefs "$lclient" --screenshot "$check/$name-linux.png" --size 1280x720 "$@"
    NEMETON_GOLDEN_SHARE_ONLY=1 "$ref/tests/client/golden_check" "$check/$name-linux.png" "$check/$name.png" ||
        fail "$name: the Windows picture differs from the Linux one"
done

step "a window under Xvfb: %APPDATA%, settings, mods"
new_wine_session
prefs="$appdata/nemeton/nemeton"
rm -rf "$prefs"
mkdir -p "$prefs/mods"
cp -r "$src_root/tests/data/mods/grove_plus" "$prefs/mods/"
# --measure plays computers against each other in a window and keeps nothing in the
# preference folder (no autosave to resume, no settings: issue 16); it reads the mods there,
# which shows the folder is the one under %APPDATA%. SDL's software renderer: Wine's Direct3D on a machine without a
# GPU draws a frame in about 600 ms, too slow for a game in a few seconds.
(unset SDL_VIDEODRIVER SDL_AUDIODRIVER
 SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software xvfb-run -a -s "-screen 0 1280x800x24" \
     "$wine" "$dist/nemeton.exe" --measure --game oak --players 2 --seconds 4) \
     >"$check/measure.json" 2>"$check/measure.log" || fail "nemeton.exe --measure in a window"
tr -d '\r' <"$check/measure.json"
ls -l "$prefs"
[ -e "$prefs/autosave.json" ] && fail "--measure left an autosave under %APPDATA%\\nemeton\\nemeton"
grep -q "using mod.*grove_plus" "$check/measure.log" && echo "the mod in %APPDATA%\\nemeton\\nemeton\\mods was used" ||
    fail "the mod in %APPDATA%\\nemeton\\nemeton\\mods was not used (see $check/measure.log)"

step "a folder named with accents"
# The manifest makes UTF-8 the programs' code page (packaging/windows/nemeton.manifest):
# a folder named with accents must work for the C library's files and SDL's alike.
acc="$check/Jeux Németon"
cp -r "$dist" "$acc"
accw=$(winepath -w "$acc" 2>/dev/null | tr -d '\r')
"$wine" "$acc/nemeton-cli.exe" --version | tr -d '\r' | grep -qxF "resources: $accw" ||
    fail "nemeton-cli.exe does not name its folder $accw"
"$wine" "$acc/nemeton.exe" --screenshot "$accw\\title.png" --size 1280x720 &&
    "$png_check" "$acc/title.png" 1280 720 || fail "nemeton.exe in $accw cannot draw"
"$wine" "$acc/nemeton-cli.exe" play --game samhain --players 3 --seed 9 --bots random,greedy,random \
    --save "$accw\\Parties été.json" >/dev/null && "$wine" "$acc/nemeton-cli.exe" replay "$accw\\Parties été.json" ||
    fail "a save named with accents"
step "test programs under Wine"
# Left out: the shell-script tests (they drive Linux tools), and the client settings
# test, which compares files with `cmp` and counts them with `ls | wc -l` through
# system(), commands a Windows shell does not have.
mb=$out/meson
if meson test -C "$mb" --list >/dev/null 2>&1; then
    tests=$(meson test -C "$mb" --list 2>/dev/null |
            grep -E '^nemeton:(unit|ai|oak|samhain|karnag|fuzz|install|client) / ' |
            grep -vE 'cli_|strength|bench|screenshot|autoplay|golden|corpus save loads|install tree|install versions' |
            grep -vE 'client settings and strings' |
            sed 's/^nemeton:[a-z-]* \/ //' || true)
    mapfile -t tl <<<"$tests"
    WINEPATH="$(winepath -w "$out/deps/bin" 2>/dev/null | tr -d '\r')" \
        meson test -C "$mb" --no-rebuild --num-processes 2 --timeout-multiplier 4 "${tl[@]}" \
        >"$check/meson-test.log" 2>&1 || fail "test programs under Wine (see $check/meson-test.log)"
    grep -E '^(Ok|Fail|Skipped|Timeout):' "$check/meson-test.log"
fi

echo
if [ "$failures" -eq 0 ]; then
    echo "wine-check: every check passed; pictures in $check"
else
    echo "wine-check: $failures checks failed"
    exit 1
fi
