#!/usr/bin/env bash
# packaging/macos/make-app.sh [OUT] - Nemeton.app on a Mac (it cannot run on Linux).
#
# Needs Homebrew: `brew install meson ninja pkg-config sdl2 sdl2_image sdl2_ttf sdl2_mixer
# cjson dylibbundler`. Builds with meson's bundle layout, whose prefix is the bundle's
# Contents: Contents/MacOS/nemeton and nemeton-cli, Contents/Resources/ with data/, art/,
# fonts/, the documents and nemeton.icns (drawn at build time from art/ui/emblem.svg),
# Contents/Info.plist with meson's version. dylibbundler then copies Homebrew's
# libraries into Contents/libs and points the programs at them, so that the bundle runs
# on a Mac without Homebrew. The programs find Contents/Resources from Contents/MacOS
# (src/platform/install_paths.c, the same code as on Linux and Windows); the preference
# folder is SDL's, ~/Library/Application Support/nemeton/nemeton/.
# Output: OUT/Nemeton.app and OUT/nemeton-VERSION-macos-ARCH.zip (OUT: build-macos/).
set -euo pipefail
src_root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$src_root/build-macos}
mkdir -p "$out"
out=$(cd "$out" && pwd)
app=$out/Nemeton.app

setup=(--buildtype=release -Dinstall_layout=bundle --prefix="$app/Contents")
if [ -f "$out/meson/build.ninja" ]; then
    meson configure "$out/meson" "${setup[@]}"
else
    meson setup "$out/meson" "$src_root" "${setup[@]}"
fi
ninja -C "$out/meson"
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy meson test -C "$out/meson" --print-errorlogs
rm -rf "$app"
meson install -C "$out/meson" --no-rebuild --quiet

# Homebrew's dylibs into the bundle, the programs pointed at them.
dylibbundler -od -b -x "$app/Contents/MacOS/nemeton" -x "$app/Contents/MacOS/nemeton-cli" \
    -d "$app/Contents/libs/" -p @executable_path/../libs/
# Their licences beside them.
mkdir -p "$app/Contents/Resources/licences"
for f in sdl2 sdl2_image sdl2_ttf sdl2_mixer cjson freetype libpng libogg libvorbis; do
    p=$(brew --prefix "$f" 2>/dev/null) || continue
    for l in "$p"/LICENSE* "$p"/COPYING* "$p"/*.txt; do
        [ -f "$l" ] && cp "$l" "$app/Contents/Resources/licences/$f-$(basename "$l")"
    done
done
# An ad-hoc signature: Apple silicon runs nothing unsigned.
codesign --force --deep --sign - "$app"

# The bundle proves itself: its version and folders, a game, the title drawn.
"$app/Contents/MacOS/nemeton-cli" --version
"$app/Contents/MacOS/nemeton-cli" play --game oak --players 2 --seed 1 --bots random,greedy
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$app/Contents/MacOS/nemeton" --version
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$app/Contents/MacOS/nemeton" \
    --screenshot "$out/title.png" --size 1280x720
"$app/Contents/MacOS/nemeton-cli" --version | grep -q "^resources: .*/Nemeton.app/Contents/Resources$"

version=$(meson introspect --projectinfo "$src_root/meson.build" |
          python3 -c 'import json, sys; print(json.load(sys.stdin)["version"])')
zip=$out/nemeton-$version-macos-$(uname -m).zip
rm -f "$zip"
(cd "$out" && ditto -c -k --keepParent Nemeton.app "$zip")
echo "built $app and $zip"
