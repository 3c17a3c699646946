#!/usr/bin/env bash
# packaging/deb.sh [OUT] - the Debian package, built, checked, installed, run and removed.
#
# On Debian 12, as root or with sudo (OUT defaults to build-deb/ in the source tree):
#   1. installs debhelper, lintian and the build dependencies named in debian/control;
#   2. copies the tree (the files git knows, committed or not) to OUT/nemeton-VERSION and
#      runs `dpkg-buildpackage -us -uc -b` there (the test suite runs in the build); the
#      .deb lands in OUT;
#   3. runs lintian on it and prints what it says (an error fails the script);
#   4. installs it with apt, runs the installed programs (their version and folders, a
#      game, the title and a board drawn to PNG), then removes it and checks that no
#      file of it is left.
set -euo pipefail
src_root=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${1:-$src_root/build-deb}")
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
step() { printf '\n== %s (%s)\n' "$1" "$(date +%T)"; }
export DEBIAN_FRONTEND=noninteractive

step "build dependencies"
tools=(dpkg-dev debhelper fakeroot lintian)
missing=()
for p in "${tools[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] || { $sudo apt-get update -q; $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"; }
# What debian/control's Build-Depends names (apt reads it from the folder).
$sudo apt-get build-dep -y -q "$src_root" >/dev/null

step "dpkg-buildpackage"
version=$(dpkg-parsechangelog -l "$src_root/debian/changelog" -S Version)
tree=$out/nemeton-$version
rm -rf "$tree" "$out"/nemeton_*
mkdir -p "$tree"
(cd "$src_root" && git ls-files -z --cached --others --exclude-standard |
    xargs -0 -I{} find {} -maxdepth 0 -type f -print0 | tar -cf - --null -T -) | tar -xf - -C "$tree"
(cd "$tree" && dpkg-buildpackage -us -uc -b) >"$out/dpkg-buildpackage.log" 2>&1 ||
    { tail -n 40 "$out/dpkg-buildpackage.log"; exit 1; }
grep -E '^(Ok|Fail|Skipped|Timeout):' "$out/dpkg-buildpackage.log" || true
arch=$(dpkg-architecture -qDEB_HOST_ARCH)
deb=$out/nemeton_${version}_$arch.deb
[ -f "$deb" ] || { echo "deb.sh: no $deb" >&2; exit 1; }
ls -l "$out"/*.deb
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'

step "lintian"
lintian --info --display-info "$out/nemeton_${version}_$arch.changes" | tee "$out/lintian.txt" || true
if grep -q '^E: ' "$out/lintian.txt"; then
    echo "deb.sh: lintian reports errors" >&2
    exit 1
fi
echo "lintian: $(grep -c '^E: ' "$out/lintian.txt") errors, $(grep -c '^W: ' "$out/lintian.txt") warnings, $(grep -c '^[IP]: ' "$out/lintian.txt") notes"

step "install, run, remove"
$sudo apt-get install -y -q "$deb" >/dev/null
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
run() { env HOME="$scratch/home" XDG_DATA_HOME="$scratch/xdg" SDL_VIDEODRIVER=dummy \
        SDL_AUDIODRIVER=dummy "$@"; }
cd "$scratch"   # nowhere near the source tree
run /usr/games/nemeton --version
run /usr/games/nemeton-cli --version
run /usr/games/nemeton --version | grep -qx "data: /usr/share/nemeton/data" ||
    { echo "deb.sh: the installed nemeton does not read /usr/share/nemeton/data" >&2; exit 1; }
run /usr/games/nemeton-cli play --game oak --players 2 --seed 1 --bots random,greedy
run /usr/games/nemeton --screenshot "$out/installed-title.png" --size 1280x720
run /usr/games/nemeton --screenshot "$out/installed-board.png" --size 1280x720 --game karnag \
    --players 2 --seed 2 --after 20
ls -l "$out"/installed-*.png
files=$(dpkg -L nemeton | while read -r f; do [ -d "$f" ] || echo "$f"; done)
echo "$(wc -l <<<"$files") files installed"
$sudo apt-get remove --purge -y -q nemeton >/dev/null
left=$(while read -r f; do [ -e "$f" ] && echo "$f"; done <<<"$files" || true)
[ -z "$left" ] || { echo "deb.sh: left after removal:" >&2; echo "$left" >&2; exit 1; }
[ ! -e /usr/share/nemeton ] || { echo "deb.sh: /usr/share/nemeton left after removal" >&2; exit 1; }
echo "removed: no file of the package is left"
echo "deb.sh: $deb built, checked, installed, run and removed"
