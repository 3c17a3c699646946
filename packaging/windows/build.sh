#!/usr/bin/env bash
# packaging/windows/build.sh - cross-builds Nemeton for Windows x86_64 on Debian 12.
#
#   packaging/windows/build.sh [OUT]      (OUT defaults to build-win/ in the source tree)
#
# On a fresh Debian machine, as root or with sudo, end to end:
#   1. installs the mingw-w64 toolchain, cmake, meson and the tools it uses;
#   2. adds a deb-src entry beside each enabled deb entry (when none exists) and fetches
#      Debian's source packages of SDL2, SDL2_image, SDL2_ttf, SDL2_mixer, FreeType and
#      cJSON (with Debian's patches applied);
#   3. builds them as DLLs for the mingw host into OUT/deps;
#   4. builds Nemeton with meson (packaging/windows/cross-mingw64.ini, completed here
#      with OUT/deps) and installs it as one folder, OUT/Nemeton: nemeton.exe,
#      nemeton-cli.exe, the DLLs, data/, art/, fonts/ and every licence;
#   5. zips the folder as OUT/nemeton-VERSION-windows-x86_64.zip.
# A step already done is skipped on a second run (delete OUT to start again).
# packaging/windows/wine-check.sh then proves the result under Wine.
set -euo pipefail
src_root=$(cd "$(dirname "$0")/../.." && pwd)
out=$(realpath -m "${1:-$src_root/build-win}")
jobs=$(nproc)
host=x86_64-w64-mingw32
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
mkdir -p "$out"
step() { printf '\n== %s (%s)\n' "$1" "$(date +%T)"; }

step "toolchain"
tools=(gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 mingw-w64-tools cmake meson ninja-build pkg-config dpkg-dev zip
       libsdl2-dev libsdl2-image-dev    # the icon renderer runs on the build machine
       wine wine64)                     # meson's exe wrapper, for the tests under Wine
missing=()
for p in "${tools[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# Debian's sources: a deb-src entry for every enabled deb entry, unless there is one.
step "sources"
srcdir=$out/src
if [ ! -f "$srcdir/.fetched" ]; then
    if ! grep -rqsE '^[[:space:]]*(deb-src|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/; then
        list=/etc/apt/sources.list.d/nemeton-deb-src.sources
        echo "adding deb-src entries in $list"
        {
            # deb822 files: each stanza whose Types has deb, again as deb-src.
            for f in /etc/apt/sources.list.d/*.sources; do
                [ -f "$f" ] || continue
                awk 'BEGIN { RS = ""; ORS = "\n\n" }
                     /(^|\n)Types:[^\n]*deb/ && !/(^|\n)Enabled: *no/ {
                         sub(/(^|\n)Types:[^\n]*/, "\nTypes: deb-src"); sub(/^\n/, ""); print }' "$f"
            done
            # One-line lists: each "deb" line as a stanza.
            for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
                [ -f "$f" ] || continue
                awk '$1 == "deb" { opts = ""; i = 2
                         if ($2 ~ /^\[/) { while ($i !~ /\]$/) { opts = opts " " $i; i++ }; opts = opts " " $i; i++ }
                         signed = ""; if (match(opts, /signed-by=[^] ]*/)) signed = substr(opts, RSTART + 10, RLENGTH - 10)
                         printf "Types: deb-src\nURIs: %s\nSuites: %s\nComponents:", $i, $(i + 1)
                         for (j = i + 2; j <= NF; j++) printf " %s", $j
                         printf "\n"; if (signed != "") printf "Signed-By: %s\n", signed; printf "\n" }' "$f"
            done
        } | $sudo tee "$list" >/dev/null
    fi
    $sudo apt-get update -q
    rm -rf "$srcdir" && mkdir -p "$srcdir"
    (cd "$srcdir" && apt-get source -q libsdl2 libsdl2-image libsdl2-ttf libsdl2-mixer freetype cjson)
    touch "$srcdir/.fetched"
fi

# The libraries, as DLLs in $deps. Each is configured with only what Nemeton uses: PNG
# and SVG through SDL2_image's own loaders (stb_image, nanosvg; PNG writing through
# miniz), WAV and OGG through SDL2_mixer's own decoders, FreeType without its optional
# libraries. cJSON without its custom flags, which would need libssp-0.dll.
deps=$out/deps
toolchain=$src_root/packaging/windows/toolchain-mingw64.cmake
cmake_lib() { # cmake_lib NAME SOURCE-DIR [cmake options...]
    local name=$1 dir=$2; shift 2
    if [ -f "$out/lib-build/$name/.installed" ]; then echo "$name: built"; return 0; fi
    step "$name"
    rm -rf "$out/lib-build/$name"
    # Searches look in "/" under each root: $deps, then the toolchain's own.
    cmake -S "$dir" -B "$out/lib-build/$name" -G Ninja -Wno-dev \
        -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_INSTALL_PREFIX="$deps" -DCMAKE_PREFIX_PATH=/ \
        -DCMAKE_FIND_ROOT_PATH="$deps" -DBUILD_SHARED_LIBS=ON \
        "$@" >"$out/lib-build-$name.log" \
        || { tail -n 30 "$out/lib-build-$name.log"; return 1; }
    cmake --build "$out/lib-build/$name" -j "$jobs" >>"$out/lib-build-$name.log" \
        || { tail -n 30 "$out/lib-build-$name.log"; return 1; }
    cmake --install "$out/lib-build/$name" >>"$out/lib-build-$name.log"
    touch "$out/lib-build/$name/.installed"
}
srcof() { find "$srcdir" -maxdepth 1 -mindepth 1 -type d -name "$1-[0-9]*" | head -n 1; }

cmake_lib SDL2 "$(srcof libsdl2)" -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF
cmake_lib freetype "$(srcof freetype)" -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON \
    -DFT_DISABLE_PNG=ON -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
cmake_lib SDL2_ttf "$(srcof libsdl2-ttf)" -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF \
    -DSDL2TTF_SAMPLES=OFF
cmake_lib SDL2_image "$(srcof libsdl2-image)" -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_SAMPLES=OFF \
    -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_PNG_SAVE=ON -DSDL2IMAGE_SVG=ON \
    -DSDL2IMAGE_JPG=OFF -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF \
    -DSDL2IMAGE_WEBP=OFF
cmake_lib SDL2_mixer "$(srcof libsdl2-mixer)" -DSDL2MIXER_VENDORED=OFF -DSDL2MIXER_SAMPLES=OFF \
    -DSDL2MIXER_WAVE=ON -DSDL2MIXER_VORBIS=STB -DSDL2MIXER_FLAC=OFF -DSDL2MIXER_MOD=OFF \
    -DSDL2MIXER_MP3=OFF -DSDL2MIXER_MIDI=OFF -DSDL2MIXER_OPUS=OFF -DSDL2MIXER_CMD=OFF
cmake_lib cJSON "$(srcof cjson)" -DENABLE_CUSTOM_COMPILER_FLAGS=OFF -DENABLE_CJSON_TEST=OFF \
    -DENABLE_CJSON_UTILS=OFF

# Nemeton itself, installed as one folder: the portable layout puts the programs, data/,
# art/, fonts/ and the documents side by side.
step "nemeton"
version=$(meson introspect --projectinfo "$src_root/meson.build" |
          python3 -c 'import json, sys; print(json.load(sys.stdin)["version"])')
printf "[constants]\ndeps = '%s'\n" "$deps" >"$out/deps.ini"
if [ ! -f "$out/meson/build.ninja" ]; then
    meson setup "$out/meson" "$src_root" --cross-file "$out/deps.ini" \
        --cross-file "$src_root/packaging/windows/cross-mingw64.ini" \
        --buildtype=release -Dinstall_layout=portable --prefix=/ -Db_lto=false
fi
ninja -C "$out/meson"
dist=$out/Nemeton
rm -rf "$dist"
DESTDIR="$dist" meson install -C "$out/meson" --no-rebuild --quiet

# The DLLs, and the licence of every library in them.
step "libraries and licences"
for dll in SDL2 SDL2_image SDL2_ttf SDL2_mixer libfreetype libcjson; do
    cp "$deps/bin/$dll.dll" "$dist/"
done
x86_64-w64-mingw32-strip --strip-unneeded "$dist"/*.dll "$dist"/*.exe
lic=$dist/licences
mkdir -p "$lic"
cp "$(srcof libsdl2)/LICENSE.txt" "$lic/SDL2.txt"
cp "$(srcof libsdl2-image)/LICENSE.txt" "$lic/SDL2_image.txt"
cp "$(srcof libsdl2-ttf)/LICENSE.txt" "$lic/SDL2_ttf.txt"
cp "$(srcof libsdl2-mixer)/LICENSE.txt" "$lic/SDL2_mixer.txt"
cp "$(srcof freetype)/LICENSE.TXT" "$lic/FreeType.txt"
cp "$(srcof freetype)/docs/FTL.TXT" "$lic/FreeType-FTL.txt"
cp "$(srcof cjson)/LICENSE" "$lic/cJSON.txt"
# The decoders SDL2_image and SDL2_mixer build in carry their own terms: each file's
# opening lines, which name them, and its closing licence section when it has one.
notice() { # notice FILE OUT
    { head -n 24 "$1"
      sed -n '/available under 2 licenses\|This is free and unencumbered/,$p' "$1"; } >"$2"
}
for f in stb_image.h nanosvg.h nanosvgrast.h miniz.h; do
    notice "$(srcof libsdl2-image)/$f" "$lic/SDL2_image-${f%.h}.txt"
done
notice "$(srcof libsdl2-mixer)/src/codecs/stb_vorbis/stb_vorbis.h" "$lic/SDL2_mixer-stb_vorbis.txt"
cat >"$lic/README.txt" <<TXT
Nemeton $version for Windows x86_64: the licences of what this folder holds.

- nemeton.exe, nemeton-cli.exe, data, art: MIT licence (LICENSE.txt beside them).
- fonts: SIL Open Font Licence 1.1 (fonts/OFL.txt, fonts/OFL-Cardo.txt).
- SDL2.dll, SDL2_image.dll, SDL2_ttf.dll, SDL2_mixer.dll: zlib licence (SDL2*.txt);
  SDL2_image builds in stb_image, nanosvg and miniz, SDL2_mixer stb_vorbis (their terms:
  SDL2_image-*.txt, SDL2_mixer-stb_vorbis.txt).
- libfreetype.dll: the FreeType Project Licence (FreeType.txt, FreeType-FTL.txt).
- libcjson.dll: MIT licence (cJSON.txt).

The libraries were built from Debian's source packages: $(cd "$srcdir" && ls -d */ | tr -d / | tr '\n' ' ')
TXT

step "zip"
zip_name=nemeton-$version-windows-x86_64.zip
rm -f "$out/$zip_name"
(cd "$out" && zip -qr "$zip_name" Nemeton)
echo "built $dist and $out/$zip_name ($(du -sh "$out/$zip_name" | cut -f1))"
