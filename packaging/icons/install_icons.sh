#!/bin/sh
# install_icons.sh BUILT_PNG APP_ID HICOLOR_DIR "SIZES": run by `meson install` (fhs
# layout). Copies icon-N.png, from the folder of BUILT_PNG (the first output of the icons
# target), to HICOLOR_DIR/NxN/apps/APP_ID.png under the install prefix.
set -eu
dir=$(dirname "$1")
for n in $4; do
    dest="$MESON_INSTALL_DESTDIR_PREFIX/$3/${n}x$n/apps"
    mkdir -p "$dest"
    cp "$dir/icon-$n.png" "$dest/$2.png"
    chmod 644 "$dest/$2.png"
    [ -n "${MESON_INSTALL_QUIET:-}" ] || echo "Installing $dir/icon-$n.png to $dest/$2.png"
done
