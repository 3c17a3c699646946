#!/bin/sh
# versions.sh SOURCE_DIR VERSION: the places that state the version agree with meson's
# project version: the Debian changelog's last entry names it, and CHANGELOG.md's top
# section is either "Unreleased" or that version's. (The AppStream file, the Windows
# resource and Info.plist are generated from meson's version.)
set -eu
src=$1 version=$2
fail() { echo "versions: $*" >&2; exit 1; }
deb=$(sed -n '1s/^nemeton (\([^)]*\)).*/\1/p' "$src/debian/changelog")
[ "$deb" = "$version" ] ||
    fail "debian/changelog's last entry is $deb, meson's version $version (dch -v $version)"
top=$(grep -m 1 '^## ' "$src/CHANGELOG.md")
case "$top" in
"## Unreleased"*) ;;
"## $version"*) ;;
*) fail "CHANGELOG.md's top section \"$top\" is neither Unreleased nor $version" ;;
esac
echo "versions: meson, debian/changelog and CHANGELOG.md agree on $version"
