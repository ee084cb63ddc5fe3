#!/usr/bin/env bash
# Remakes every generated asset (textures, sky, models) and the previews in docs/assets/.
# Needs Debian's blender (3.4), python3-numpy and python3-pil:
#   apt-get install -y blender python3-numpy python3-pil
# Usage: assets/scripts/make-assets.sh [textures|sky|boards|pieces|dice|counters|environment|lightmaps ...]
# The lightmaps step takes its settings after a --: make-assets.sh lightmaps -- --samples 8 --size 512
set -euo pipefail
cd "$(dirname "$0")/../.."          # repository root
PY=/usr/bin/python3                 # Debian's python, which has numpy and PIL
export UR_PREVIEW_DIR="$PWD/docs/assets"
what=()
bake=()
while [ $# -gt 0 ]; do
  if [ "$1" = "--" ]; then shift; bake=("$@"); break; fi
  what+=("$1"); shift
done
[ ${#what[@]} -eq 0 ] && what=(textures sky boards pieces dice counters environment lightmaps)
for w in "${what[@]}"; do
  case "$w" in
    textures) $PY assets/scripts/textures/make_textures.py ;;
    sky)      $PY assets/scripts/textures/make_sky.py ;;
    *)        log=$(mktemp)
              args=()
              [ "$w" = lightmaps ] && args=(-- "${bake[@]}")
              if ! blender -b --factory-startup --python-exit-code 1 --python "assets/scripts/blender/$w.py" "${args[@]}" >"$log" 2>&1; then
                cat "$log"; echo "FAILED: $w" >&2; exit 1
              fi
              grep -E "^(exported|preview|baked)" "$log" || true
              rm -f "$log" ;;
  esac
done
