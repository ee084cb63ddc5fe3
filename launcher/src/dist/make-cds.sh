#!/usr/bin/env bash
# make-cds.sh IMAGE HOME: starts the packaged game (IMAGE/bin/ur) once to the main menu's first
# frame, where it quits (UR_FIRST_FRAME_MARK), with -XX:ArchiveClassesAtExit, so that the classes
# the start loads are kept in IMAGE/lib/app/ur.jsa, a dynamic class-data-sharing archive over the
# runtime's own (jlink --generate-cds-archive); then names the archive in the launcher's options.
# The game keeps its settings in HOME meanwhile, not in the builder's folders. It needs a display:
# DISPLAY, or xvfb-run (Debian: xvfb xauth libgl1-mesa-dri) for a virtual one.
set -euo pipefail
image=$1
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
sed -i '/SharedArchiveFile/d' "$cfg"   # the start that writes the archive must not map an old one
mkdir -p "$home"
# ALSOFT_DRIVERS=null: OpenAL's silent output, so the sound's classes are loaded (and kept) too.
if ! env ALSOFT_DRIVERS=null UR_FIRST_FRAME_MARK="$home/first-frame" \
    XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
    JAVA_TOOL_OPTIONS="-XX:ArchiveClassesAtExit=$archive" \
    timeout 300 "${display[@]}" "$image/bin/ur" >"$home/start.log" 2>&1; then
  echo "make-cds: the game did not start to its menu and quit; its output:" >&2
  tail -n 40 "$home/start.log" >&2
  exit 1
fi
[[ -f $home/first-frame && -f $archive ]] || { echo "make-cds: the game quit without drawing the menu or without writing the archive" >&2; tail -n 40 "$home/start.log" >&2; exit 1; }

# The launcher reads its JVM options from ur.cfg; -Xshare:auto (the default) runs without the
# archive, rather than failing, if it ever does not match the runtime.
sed -i 's|^\[JavaOptions\]$|[JavaOptions]\njava-options=-XX:SharedArchiveFile=$APPDIR/ur.jsa|' "$cfg"
echo "make-cds: $(du -h "$archive" | cut -f1) archive of the classes loaded up to the menu in $archive"
