#!/usr/bin/env bash
# package.sh DEB WORK TARBALL: finishes the packages from the .deb that jpackage made of the app
# image. The .deb is unpacked in WORK/deb; the game in it (opt/ur) gets its own launcher
# (ur-launcher.sh) and its class-data archive (make-cds.sh); then the .deb is packed again in place and the same tree of the game is packed
# into TARBALL, so that both carry the very files the archive was made with: Java maps the
# archive only over jar files of the same size and time, and jpackage, copying the image into
# the .deb, gives them new times.
set -euo pipefail
deb=$1
work=$2
tarball=$3
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
tree="$work/deb"

rm -rf "$tree"
dpkg-deb -R "$deb" "$tree"
# The game's own launcher script in place of jpackage's (see ur-launcher.sh), before the archive
# is made with it.
install -m 755 "$here/ur-launcher.sh" "$tree/opt/ur/bin/ur"
rm -f "$tree/opt/ur/lib/libapplauncher.so"
bash "$here/make-cds.sh" "$tree/opt/ur" "$work/cds-home"

# The menu entry and the icon where desktops look for them, as files of the package, instead of
# jpackage's xdg-desktop-menu calls in the maintainer scripts: those fail the installation on a
# machine with no desktop menu to put them in. jpackage names the entry after the launcher; the
# game's name is written with a capital.
mkdir -p "$tree/usr/share/applications" "$tree/usr/share/icons/hicolor/128x128/apps"
mv "$tree/opt/ur/lib/ur-ur.desktop" "$tree/usr/share/applications/ur.desktop"
cp -p "$tree/opt/ur/lib/ur.png" "$tree/usr/share/icons/hicolor/128x128/apps/ur.png"
sed -i -e 's/^Name=ur$/Name=Ur/' -e 's/^Icon=.*/Icon=ur/' -e '/^MimeType=$/d' "$tree/usr/share/applications/ur.desktop"
sed -i '/^xdg-desktop-menu /d' "$tree/DEBIAN/postinst" "$tree/DEBIAN/prerm"
sed -i -e 's/, xdg-utils\b//' -e 's/xdg-utils, //' "$tree/DEBIAN/control"
size=$(du -sk --exclude=DEBIAN "$tree" | cut -f1)
sed -i "s/^Installed-Size: .*/Installed-Size: $size/" "$tree/DEBIAN/control"
# gzip, not dpkg-deb's default xz: xz took 3 minutes of the build on two busy cores for 12 MB
# less, the jars inside being compressed already.
dpkg-deb --root-owner-group -Zgzip -b "$tree" "$deb" >/dev/null
tar -C "$tree/opt" --owner=0 --group=0 -czf "$tarball" ur
echo "package: $deb ($(du -h "$deb" | cut -f1)), $tarball ($(du -h "$tarball" | cut -f1))"
