#!/usr/bin/env bash
# make-cds.sh IMAGE HOME: starts the packaged game (IMAGE/bin/ur) once to the main menu's first
# frame, where it quits (UR_FIRST_FRAME_MARK), with -XX:ArchiveClassesAtExit, so that the classes
# the start loads are kept in IMAGE/lib/app/ur.jsa, a dynamic class-data-sharing archive over the
# runtime's own (jlink --generate-cds-archive); then names the archive in the launcher's options.
#
# Java 17 maps such an archive only for the class path it was made with, path for path, and the
# .deb installs the game in /opt/ur: so the game is started from /opt/ur, the image mounted there
# in a mount namespace of its own (unshare; nothing outside it sees /opt change). Where that is
# not allowed, the archive is made where the image is, and serves only there. Unpacked elsewhere,
# the game starts without it, as fast as java -jar (the JVM's warning of it is left out, see the
# launcher's pom).
#
# The game keeps its settings in HOME meanwhile, not in the builder's folders. It needs a display:
# DISPLAY, or xvfb-run (Debian: xvfb xauth libgl1-mesa-dri) for a virtual one.
set -euo pipefail
image=$(cd "$1" && pwd)
home=$2
cfg="$image/lib/app/ur.cfg"
archive="$image/lib/app/ur.jsa"
[[ -x $image/bin/ur && -f $cfg ]] || { echo "make-cds: no app image at $image" >&2; exit 1; }

display=()
if [[ -z ${DISPLAY:-} ]]; then
  command -v xvfb-run >/dev/null ||
    { echo "make-cds: the game must start once in a window: set DISPLAY or install xvfb-run (apt-get install xvfb xauth libgl1-mesa-dri)" >&2; exit 1; }
  display=(xvfb-run -a -s "-screen 0 1280x720x24")
fi

rm -rf "$home" "$archive"
mkdir -p "$home"
home=$(cd "$home" && pwd)
sed -i '/SharedArchiveFile/d' "$cfg"   # the start that writes the archive must not map an old one

# ALSOFT_DRIVERS=null: OpenAL's silent output, so the sound's classes are loaded (and kept) too.
start=(env ALSOFT_DRIVERS=null UR_FIRST_FRAME_MARK="$home/first-frame"
       XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"
       timeout 300 "${display[@]}")
at_opt='mount -t tmpfs ur-cds /opt && mkdir /opt/ur && mount --bind "$1" /opt/ur &&
        JAVA_TOOL_OPTIONS=-XX:ArchiveClassesAtExit=/opt/ur/lib/app/ur.jsa "${@:2}" /opt/ur/bin/ur'
if [[ -d /opt ]] && unshare -m true 2>/dev/null; then
  where=/opt/ur
  run=(unshare -m bash -c "$at_opt" make-cds "$image" "${start[@]}")
elif [[ -d /opt ]] && unshare -rm true 2>/dev/null; then
  where=/opt/ur
  run=(unshare -rm bash -c "$at_opt" make-cds "$image" "${start[@]}")
else
  where=$image
  echo "make-cds: no mount namespace here: the archive is made for the game where it is, $image" >&2
  run=(env JAVA_TOOL_OPTIONS="-XX:ArchiveClassesAtExit=$archive" "${start[@]}" "$image/bin/ur")
fi
if ! "${run[@]}" >"$home/start.log" 2>&1 || [[ ! -f $home/first-frame || ! -f $archive ]]; then
  echo "make-cds: the game did not start to its menu, quit and write the archive; its output:" >&2
  tail -n 40 "$home/start.log" >&2
  exit 1
fi

# The launcher reads its JVM options from ur.cfg. -Xshare:auto (the default) runs without the
# archive, rather than failing, where it does not match.
sed -i 's|^\[JavaOptions\]$|[JavaOptions]\njava-options=-XX:SharedArchiveFile=$APPDIR/ur.jsa|' "$cfg"
echo "make-cds: $(du -h "$archive" | cut -f1) archive of the classes loaded up to the menu, for the game in $where"
