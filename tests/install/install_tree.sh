#!/usr/bin/env bash
# install_tree.sh BUILD_DIR SOURCE_DIR VERSION PNG_CHECK
#
# The install, as a package or a person makes it: `meson install` into a scratch folder,
# the installed tree moved elsewhere (a path with a space), and the moved programs run
# with no environment variable to help them. They must find their files from where they
# are, play the same games as the build folder's programs, say the version, and draw the
# title and a board; the desktop entry, AppStream file, icons, manual pages, documents
# and licences must be where a desktop looks for them, and valid.
set -euo pipefail
build=$1 src=$2 version=$3 png_check=$4
fail() { echo "install_tree: $*" >&2; exit 1; }

layout=$(meson introspect "$build" --buildoptions |
    python3 -c 'import json, sys; print({o["name"]: o["value"] for o in json.load(sys.stdin)}["install_layout"])')
if [ "$layout" != fhs ]; then
    echo "install_tree: SKIP: this build installs the $layout layout (the test reads the fhs one)"
    exit 77
fi
opt() { meson introspect "$build" --buildoptions |
    python3 -c 'import json, sys; print({o["name"]: o["value"] for o in json.load(sys.stdin)}[sys.argv[1]])' "$1"; }
prefix=$(opt prefix) datadir=$(opt datadir) bindir=$(opt bindir) mandir=$(opt mandir)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/nemeton-install-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
meson install -C "$build" --no-rebuild --destdir "$tmp/stage" --quiet >/dev/null
[ -x "$tmp/stage$prefix/$bindir/nemeton" ] || fail "no $prefix/$bindir/nemeton after meson install"

# Moved: nothing of the configured prefix is left where the program was built to look.
m="$tmp/moved/Nemeton Games"
mkdir -p "$tmp/moved"
mv "$tmp/stage$prefix" "$m"
res="$m/$datadir/nemeton"
run() { env -u NEMETON_HOME -u NEMETON_DATA -u NEMETON_PREF_DIR HOME="$tmp/home" \
        XDG_DATA_HOME="$tmp/xdg" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$@"; }

# The version and the folders, as each program reports them.
out=$(run "$m/$bindir/nemeton-cli" --version)
expect="nemeton-cli $version
data: $res/data
resources: $res"
[ "$out" = "$expect" ] || fail "nemeton-cli --version says
$out
instead of
$expect"
out=$(run "$m/$bindir/nemeton" --version)
expect="nemeton $version
data: $res/data
resources: $res
preferences: $tmp/xdg/nemeton/nemeton/"
[ "$out" = "$expect" ] || fail "nemeton --version says
$out
instead of
$expect"
out=$(run env NEMETON_PREF_DIR="$tmp/prefs" "$m/$bindir/nemeton" --version | tail -n 1)
[ "$out" = "preferences: $tmp/prefs/" ] || fail "NEMETON_PREF_DIR not used: $out"

# The same games as the build folder's CLI, byte for byte.
for g in "oak 1 random" "oak 3 random,greedy,random" "samhain 4 random,random,greedy,random" \
         "karnag 5 random,random,random,greedy,random"; do
    set -- $g
    args=(play --game "$1" --players "$2" --seed 11 --bots "$3" --games 2)
    want=$("$build/src/cli/nemeton-cli" "${args[@]}")
    got=$(run "$m/$bindir/nemeton-cli" "${args[@]}")
    [ "$got" = "$want" ] || fail "the moved nemeton-cli plays $1 differently:
$got
instead of
$want"
done

# The title and a board drawn by the moved client.
run "$m/$bindir/nemeton" --screenshot "$tmp/title.png" --size 1280x720
"$png_check" "$tmp/title.png" 1280 720
run "$m/$bindir/nemeton" --screenshot "$tmp/board.png" --size 1280x720 --game samhain \
    --players 3 --seed 4 --after 12
"$png_check" "$tmp/board.png" 1280 720

# The resource folder holds what the source tree ships, file for file.
files_of() { (cd "$1" && find . -type f | LC_ALL=C sort); }
for d in data art fonts; do
    want=$(files_of "$src/$d" | grep -v '^\./karnag/make_board\.py$')
    got=$(files_of "$res/$d")
    [ "$got" = "$want" ] || fail "$d/ installed differs from the source tree:
$(diff <(echo "$want") <(echo "$got") || true)"
    while read -r f; do
        cmp -s "$src/$d/$f" "$res/$d/$f" || fail "$d/$f installed differs from the source"
    done <<<"$want"
done

# What the desktop reads.
id=org.nemeton.nemeton
need=("$datadir/applications/$id.desktop" "$datadir/metainfo/$id.metainfo.xml"
      "$datadir/icons/hicolor/scalable/apps/$id.svg" "$mandir/man6/nemeton.6"
      "$mandir/man6/nemeton-cli.6" "$datadir/doc/nemeton/LICENSE" "$datadir/doc/nemeton/README.md"
      "$datadir/nemeton/fonts/OFL.txt" "$datadir/nemeton/fonts/OFL-Cardo.txt")
for f in "${need[@]}"; do [ -s "$m/$f" ] || fail "$f is not installed"; done
# A PNG's width and height from its header; the small icons have too few colours for
# png_check, which looks for a picture that is not blank.
png_size() { od -An -tu1 -j16 -N8 "$1" | awk '{ printf "%dx%d", $3 * 256 + $4, $7 * 256 + $8 }'; }
for n in 16 24 32 48 64 128 256 512; do
    icon="$m/$datadir/icons/hicolor/${n}x$n/apps/$id.png"
    [ "$(png_size "$icon")" = "${n}x$n" ] || fail "$icon is $(png_size "$icon"), not ${n}x$n"
    [ "$n" -lt 128 ] || "$png_check" "$icon" "$n" "$n"
done
grep -qx "Icon=$id" "$m/$datadir/applications/$id.desktop" || fail "the desktop entry names another icon"
grep -qx "Exec=nemeton" "$m/$datadir/applications/$id.desktop" || fail "the desktop entry runs something else"
grep -q "<release version=\"$version\"" "$m/$datadir/metainfo/$id.metainfo.xml" ||
    fail "the AppStream file does not name version $version"

# The AppStream screenshots are files of the source tree, of the size they claim.
url=$(opt source_url)
n=0
while read -r line; do
    w=$(sed -n 's/.*width="\([0-9]*\)".*/\1/p' <<<"$line")
    h=$(sed -n 's/.*height="\([0-9]*\)".*/\1/p' <<<"$line")
    path=$(sed -n "s|.*>$url/\\([^<]*\\)</image>.*|\\1|p" <<<"$line")
    [ -n "$path" ] || fail "a screenshot is not under $url: $line"
    "$png_check" "$src/$path" "$w" "$h"
    n=$((n + 1))
done < <(grep '<image' "$m/$datadir/metainfo/$id.metainfo.xml")
[ "$n" -ge 1 ] || fail "the AppStream file has no screenshot"

if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$m/$datadir/applications/$id.desktop"
else
    echo "install_tree: desktop-file-validate missing (Debian: desktop-file-utils): entry not validated"
fi
if command -v appstreamcli >/dev/null; then
    # Clean to the pedantic level: nothing at all to say.
    appstreamcli validate --no-net --pedantic --explain "$m/$datadir/metainfo/$id.metainfo.xml" \
        >"$tmp/as.log" 2>&1 || { cat "$tmp/as.log"; fail "appstreamcli finds errors"; }
    grep -qE '^[EWIP]: ' "$tmp/as.log" && { cat "$tmp/as.log"; fail "appstreamcli has remarks"; }
else
    echo "install_tree: appstreamcli missing (Debian: appstream): AppStream file not validated"
fi
echo "install_tree: installed, moved to \"$m\", found its files, ran: ok"
