#!/usr/bin/env bash
# ur: build what is stale, then start the Royal Game of Ur (or one of its tools).
#   ./ur            start the game
#   ./ur --help     everything else it can do
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
jar="$here/launcher/target/ur.jar"
stamp="$here/launcher/target/.ur-build-stamp"

stale() {
  [[ -f $jar && -f $stamp ]] || return 0
  [[ -n $(find "$here/pom.xml" "$here/game-rules" "$here/game-ai" "$here/game-tools" "$here/game-net" "$here/game-client" "$here/launcher" "$here/assets" \
            -name target -prune -o -newer "$stamp" -type f -print -quit) ]]
}

if stale; then
  command -v mvn >/dev/null || { echo "ur: Maven (mvn) is needed to build the game: apt-get install maven" >&2; exit 1; }
  command -v java >/dev/null || { echo "ur: Java 17 is needed: apt-get install openjdk-17-jdk" >&2; exit 1; }
  echo "ur: building the game (the first build downloads its libraries and takes a few minutes)..." >&2
  log=$(mktemp -t ur-build.XXXXXX.log)
  if ! mvn -B -q -f "$here/pom.xml" -DskipTests package >"$log" 2>&1; then
    echo "ur: the build failed; its output:" >&2
    tail -n 60 "$log" >&2
    exit 1
  fi
  rm -f "$log"
  touch "$stamp"
fi

# The heap: 5/8 of the machine's memory, at most 8 GB, unless UR_JAVA_OPTS names one. Making Perfect's
# table of Finkel (in the game or with ./ur solve) needs about 4 GB; the JVM's default is a quarter of the
# memory. The heap grows only when it is used, so a game that makes no table stays small.
heap=""
if [[ " ${UR_JAVA_OPTS:-} " != *" -Xmx"* && -r /proc/meminfo ]]; then
  total_mb=$(( $(awk '/^MemTotal:/ {print $2}' /proc/meminfo) / 1024 ))
  mb=$(( total_mb * 5 / 8 ))
  (( mb > 8192 )) && mb=8192
  (( mb > total_mb / 4 )) && heap="-Xmx${mb}m"
fi

exec java $heap ${UR_JAVA_OPTS:-} -jar "$jar" "$@"
